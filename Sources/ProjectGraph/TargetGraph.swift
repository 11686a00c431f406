import ProjectSpec
import ScaffoldSupport

/// Targets, what each depends on (other targets, package products, SDKs, frameworks) and, in a
/// workspace, the targets of other projects: `scaffold graph targets`.
public enum TargetGraph {
    /// A project of what is drawn, with its folder relative to the workspace root (`""` for a
    /// project on its own).
    public struct Member: Sendable {
        /// The project.
        public var project: Project
        /// Its folder, relative to the workspace's, `/`-separated; `""` for the workspace's own folder.
        public var folder: String

        /// Creates a member.
        public init(project: Project, folder: String = "") {
            self.project = project
            self.folder = folder
        }
    }

    /// What to leave out.
    public struct Options: Sendable {
        /// Leave out test targets.
        public var skipTests: Bool
        /// Draw only this target (a name, or `Project/Target` in a workspace) and what it reaches.
        public var focus: String?

        /// Creates options.
        public init(skipTests: Bool = false, focus: String? = nil) {
            self.skipTests = skipTests
            self.focus = focus
        }
    }

    /// The graph of one project.
    public static func graph(of project: Project, options: Options = Options()) throws(DiagnosticsError) -> Graph {
        try graph(title: project.name, members: [Member(project: project)], clustered: false, options: options)
    }

    /// The graph of a workspace's projects, each in a box of its own, with the dependencies
    /// between them.
    public static func graph(ofWorkspace name: String, members: [Member], options: Options = Options()) throws(DiagnosticsError) -> Graph {
        try graph(title: name, members: members, clustered: true, options: options)
    }

    private static func graph(title: String, members: [Member], clustered: Bool, options: Options) throws(DiagnosticsError) -> Graph {
        var graph = Graph(kind: .targets, title: "\(title): targets")
        let builder = Builder(members: members, clustered: clustered, skipTests: options.skipTests)
        for member in members {
            if clustered { graph.clusters.append(Graph.Cluster(id: builder.clusterID(member), label: member.project.name)) }
            for target in member.project.targets where !(options.skipTests && target.type.isTest) {
                graph.add(builder.node(for: target, in: member))
            }
        }
        for member in members {
            for target in member.project.targets where !(options.skipTests && target.type.isTest) {
                for dependency in target.dependencies {
                    guard let (node, edge) = builder.dependency(dependency, of: target, in: member) else { continue }
                    graph.add(node)
                    graph.add(edge)
                }
            }
        }
        guard let focus = options.focus else { return graph }
        return try GraphFocus.reachable(from: focus, in: graph, among: graph.nodes.filter { $0.id.hasPrefix("target:") })
    }

    /// The roles of what a target links that is not built here; apart from product types'
    /// names (a `framework` target is not a prebuilt `framework:` file).
    static let fileRoles: [Dependency.Kind: String] = [
        .sdk: "sdk", .framework: "framework-file", .carthage: "carthage-framework", .bundle: "bundle-file",
    ]

    /// Turns the model's targets and dependencies into nodes and edges.
    private struct Builder {
        let members: [Member]
        let clustered: Bool
        let skipTests: Bool

        func clusterID(_ member: Member) -> String { "project:" + (member.folder.isEmpty ? "." : member.folder) }

        func targetID(_ name: String, in member: Member) -> String {
            clustered ? "target:\(member.project.name)/\(name)" : "target:\(name)"
        }

        func node(for target: Target, in member: Member) -> Graph.Node {
            let role = target.isAggregate ? "aggregate" : (target.type == .none ? "legacy" : target.type.rawValue)
            var attributes = ["type": role, "platform": target.platform.rawValue]
            if clustered { attributes["project"] = member.project.name }
            return Graph.Node(
                id: targetID(target.name, in: member), label: target.name, role: role, cluster: clustered ? clusterID(member) : nil,
                lines: [Graph.Line("\(role), \(target.platform.rawValue)")], attributes: attributes, isSecondary: target.type.isTest
            )
        }

        /// The node `dependency` names (created if new) and the edge to it.
        func dependency(_ dependency: Dependency, of target: Target, in member: Member) -> (Graph.Node, Graph.Edge)? {
            let from = targetID(target.name, in: member)
            let style: Graph.Edge.Style = target.type.isTest ? .dashed : .solid
            let node: Graph.Node
            switch dependency.kind {
            case .target:
                if dependency.externalProject == nil {
                    guard let other = member.project.target(named: dependency.name) else { return nil }
                    if skipTests && other.type.isTest { return nil }
                    node = self.node(for: other, in: member)
                } else {
                    node = external(dependency, from: member)
                }
            case .package:
                let product = dependency.product ?? dependency.name
                var attributes = ["package": dependency.name, "product": product]
                if case let .remote(url, _)? = member.project.package(named: dependency.name)?.source { attributes["url"] = url }
                if case let .local(path)? = member.project.package(named: dependency.name)?.source { attributes["path"] = path }
                node = Graph.Node(
                    id: "package:\(dependency.name)/\(product)", label: product, role: "package-product",
                    lines: [Graph.Line("package \(dependency.name)")], attributes: attributes
                )
            case .sdk, .framework, .carthage, .bundle:
                let name = dependency.name.split(separator: "/").last.map(String.init) ?? dependency.name
                node = Graph.Node(
                    id: "\(dependency.kind.rawValue):\(dependency.name)", label: name, role: fileRoles[dependency.kind] ?? dependency.kind.rawValue,
                    lines: [Graph.Line(dependency.kind.rawValue)], attributes: ["path": dependency.name]
                )
            }
            let label = dependency.weak ? "weak" : nil
            return (node, Graph.Edge(from: from, to: node.id, role: "depends", label: label, style: style))
        }

        /// The node of `Project/Target`: the target in its project's box when the workspace
        /// has that project, else a node of its own.
        func external(_ dependency: Dependency, from member: Member) -> Graph.Node {
            let projectName = dependency.externalProject ?? ""
            if let other = referencedMember(projectName, from: member), let target = other.project.target(named: dependency.targetName) {
                return node(for: target, in: other)
            }
            return Graph.Node(
                id: "external:\(dependency.name)", label: dependency.name, role: "external-target",
                lines: [Graph.Line("in \(projectName).xcodeproj")], attributes: ["project": projectName, "target": dependency.targetName],
                isSecondary: true
            )
        }

        /// The workspace's project that `member`'s project reference `name` points at: the one
        /// whose `.xcodeproj` is at the reference's path, else the one of that name.
        func referencedMember(_ name: String, from member: Member) -> Member? {
            if let path = member.project.projectReferences[name]?.path {
                let resolved = normalized(member.folder.isEmpty ? path : member.folder + "/" + path)
                if let found = members.first(where: { normalized(($0.folder.isEmpty ? "" : $0.folder + "/") + $0.project.name + ".xcodeproj") == resolved }) {
                    return found
                }
            }
            return members.first { $0.project.name == name }
        }

        /// `path` with `.` and `folder/..` removed, as written (no links followed).
        func normalized(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            }
            return parts.joined(separator: "/")
        }
    }
}
