import ProjectSpec

/// The scopes and the plugins that plug into them, each plugin with its flag, pattern and
/// module: `scaffold graph features`. Scopes are the features that are not plugins, the parents
/// plugins name, and `Root` for plugins without a parent, as the generated plugin wiring has them.
public enum FeatureGraph {
    /// The name of the scope plugins without a parent plug into.
    public static let rootScope = "Root"

    /// The feature tree of `project`.
    public static func graph(of project: Project) -> Graph {
        var graph = Graph(kind: .features, title: "\(project.name): features")
        let declared = Set(project.features.map(\.name))
        let undeclaredParents = Set(project.features.compactMap(\.parent)).subtracting(declared)
        if project.features.contains(where: { $0.plugin && $0.parent == nil }) {
            graph.add(Graph.Node(id: scopeID(rootScope), label: rootScope, role: "root-scope"))
        }
        for name in undeclaredParents.sorted() {
            graph.add(Graph.Node(id: scopeID(name), label: name, role: "scope", lines: [Graph.Line("not in features:")], isSecondary: true))
        }
        for feature in project.features where !feature.plugin {
            graph.add(node(for: feature))
        }
        let plugins = project.features.filter(\.plugin).sorted { ($0.parent ?? "", $0.flag) < ($1.parent ?? "", $1.flag) }
        for feature in plugins {
            graph.add(node(for: feature))
        }
        for feature in project.features.sorted(by: { ($0.parent ?? "", $0.name) < ($1.parent ?? "", $1.name) }) {
            guard let parent = feature.parent ?? (feature.plugin ? rootScope : nil) else { continue }
            graph.add(Graph.Edge(from: scopeID(parent), to: scopeID(feature.name), role: feature.plugin ? "plugin" : "child"))
        }
        return graph
    }

    /// The node id of the feature or scope `name`.
    static func scopeID(_ name: String) -> String { "feature:\(name)" }

    /// A scope's or a plugin's node: a plugin shows its flag, pattern and where its code is built.
    private static func node(for feature: Feature) -> Graph.Node {
        var attributes = ["pattern": feature.pattern.rawValue, "plugin": feature.plugin ? "true" : "false"]
        var lines: [Graph.Line] = []
        if feature.plugin {
            attributes["flag"] = feature.flag
            lines.append(Graph.Line("flag: \(feature.flag)"))
        }
        lines.append(Graph.Line("pattern: \(feature.pattern.rawValue)"))
        if let module = feature.module {
            attributes["module"] = module
            lines.append(Graph.Line("module: \(module)"))
        }
        if let target = feature.target {
            attributes["target"] = target
            if feature.module == nil { lines.append(Graph.Line("in \(target)")) }
        }
        return Graph.Node(id: scopeID(feature.name), label: feature.name, role: feature.plugin ? "plugin" : "scope", lines: lines, attributes: attributes)
    }
}
