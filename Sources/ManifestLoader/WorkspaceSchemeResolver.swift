import Foundation
import ProjectSpec
import ScaffoldSupport

/// Finds the targets a workspace's schemes name in the workspace's projects. A reference is
/// `<project folder>/<target>` (Tuist's `.project(path:target:)`, the folder relative to the
/// workspace manifest) or a bare target name that exactly one project has. Every problem is
/// an error at the reference.
enum WorkspaceSchemeResolver {
    /// The decoding paths of every target reference of `schemes`: build and test targets, and
    /// the settings targets of their scripts.
    static func referencePaths(of schemes: [Scheme]) -> [[String]] {
        schemes.flatMap { scheme in
            references(in: scheme).map { ["schemes", scheme.name] + $0.path }
        }
    }

    /// Each target reference of `scheme` (its name) and its path under the scheme.
    static func references(in scheme: Scheme) -> [(name: String, path: [String])] {
        var found = scheme.build.targets.map { ($0.target, ["build", "targets", $0.target]) }
        found += scheme.test?.targets.enumerated().map { ($1, ["test", "targets", String($0)]) } ?? []
        let actions: [(String, [ExecutionAction])] = [("build", scheme.build.preActions), ("build", scheme.build.postActions)]
            + [("run", scheme.run), ("profile", scheme.profile), ("analyze", scheme.analyze), ("archive", scheme.archive)].flatMap { name, action in
                [(name, action?.preActions ?? []), (name, action?.postActions ?? [])]
            }
            + [("test", scheme.test?.preActions ?? []), ("test", scheme.test?.postActions ?? [])]
        for (action, scripts) in actions {
            for script in scripts {
                if let target = script.settingsTarget { found.append((target, [action, "settingsTarget"])) }
            }
        }
        return found
    }

    /// One project of the workspace: its manifest and the project it made.
    typealias Member = (manifest: URL, project: Project)

    /// `schemes` with every reference found in `projects`, or the errors of those that are not.
    /// `lenient` (a `Workspace.swift`, as Tuist) makes an unknown reference a warning and leaves
    /// it out of the scheme's build and test targets.
    static func resolve(_ schemes: [Scheme], projects: [Member], root: URL, locations: [[String]: SourceLocation],
                        lenient: Bool = false, warnings: inout [Diagnostic]) throws(DiagnosticsError) -> [WorkspaceScheme] {
        var diagnostics: [Diagnostic] = []
        var resolved: [WorkspaceScheme] = []
        for var scheme in schemes {
            var found: [String: (target: Target, member: Member)] = [:]
            var dropped: Set<String> = []
            for reference in references(in: scheme) where found[reference.name] == nil && !dropped.contains(reference.name) {
                let location = locations[["schemes", scheme.name] + reference.path] ?? locations[["schemes", scheme.name]]
                switch find(reference.name, in: projects, root: root) {
                case .success(let value): found[reference.name] = value
                case .failure(let failure) where lenient:
                    warnings.append(.warning(failure.message + "; it is left out of scheme '\(scheme.name)'", at: location, hint: failure.hint))
                    dropped.insert(reference.name)
                case .failure(let failure): diagnostics.append(.error(failure.message, at: location, hint: failure.hint))
                }
            }
            scheme.build.targets.removeAll { dropped.contains($0.target) }
            scheme.test?.targets.removeAll { dropped.contains($0) }
            var byName: [String: String] = [:]
            for (reference, value) in found.sorted(by: { $0.key < $1.key }) {
                if let other = byName[value.target.name], found[other]?.member.manifest != value.member.manifest {
                    diagnostics.append(.error("scheme '\(scheme.name)' names two targets called '\(value.target.name)' ('\(other)' and '\(reference)')",
                                              at: locations[["schemes", scheme.name]], hint: "a workspace scheme names each target once by its name"))
                }
                byName[value.target.name] = reference
            }
            let rename = found.mapValues(\.target.name)
            let targets = Dictionary(found.values.map { ($0.target.name, $0) }) { first, _ in first }
            let first = scheme.build.targets.first.flatMap { found[$0.target] }
            resolved.append(WorkspaceScheme(
                scheme: renamed(scheme, rename), targets: targets.values.map(\.target).sorted { $0.name < $1.name },
                containers: targets.mapValues { ProjectPath.shown(projectFile(of: $0.member), inside: root) },
                configs: first?.member.project.configs ?? BuildConfiguration.defaults
            ))
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics.sortedByLocation()) }
        return resolved
    }

    /// Why a reference is not found, with a hint.
    struct Failure: Error {
        var message: String
        var hint: String?
    }

    /// The target `reference` names and its project.
    private static func find(_ reference: String, in projects: [Member], root: URL) -> Result<(target: Target, member: Member), Failure> {
        guard let slash = reference.lastIndex(of: "/") else {
            let owners = projects.filter { $0.project.target(named: reference) != nil }
            if owners.count == 1, let owner = owners.first, let target = owner.project.target(named: reference) { return .success((target, owner)) }
            if owners.isEmpty {
                let names = projects.flatMap { $0.project.targets.map(\.name) }
                return .failure(Failure(message: "no project of the workspace has a target '\(reference)'", hint: Suggestion.didYouMean(reference, in: names)))
            }
            let folders = owners.map { ProjectPath.shown($0.manifest.deletingLastPathComponent(), inside: root) }
            return .failure(Failure(message: "target '\(reference)' is in several projects of the workspace (\(folders.joined(separator: ", ")))",
                                    hint: "name it with .project(path:target:), as '<project folder>/\(reference)'"))
        }
        let folder = root.appendingPathComponent(String(reference[..<slash])).standardizedFileURL.path
        let name = String(reference[reference.index(after: slash)...])
        guard let member = projects.first(where: { $0.manifest.deletingLastPathComponent().standardizedFileURL.path == folder }) else {
            let folders = projects.map { ProjectPath.shown($0.manifest.deletingLastPathComponent(), inside: root) }
            let written = String(reference[..<slash])
            return .failure(Failure(message: "no project of the workspace is in '\(written)'",
                                    hint: Suggestion.didYouMean(written, in: folders) ?? "its projects: \(Suggestion.list(folders))"))
        }
        guard let target = member.project.target(named: name) else {
            return .failure(Failure(message: "project '\(member.project.name)' in '\(String(reference[..<slash]))' has no target '\(name)'",
                                    hint: Suggestion.didYouMean(name, in: member.project.targets.map(\.name))))
        }
        return .success((target, member))
    }

    /// `scheme` with its references replaced by `names`' values.
    private static func renamed(_ scheme: Scheme, _ names: [String: String]) -> Scheme {
        func name(_ reference: String) -> String { names[reference] ?? reference }
        func scripts(_ actions: [ExecutionAction]) -> [ExecutionAction] {
            actions.map { action in
                var action = action
                action.settingsTarget = action.settingsTarget.map(name)
                return action
            }
        }
        func renamed(_ action: SchemeAction?) -> SchemeAction? {
            guard var action else { return nil }
            action.preActions = scripts(action.preActions)
            action.postActions = scripts(action.postActions)
            return action
        }
        var result = scheme
        result.build.targets = scheme.build.targets.map { BuildTarget(target: name($0.target), actions: $0.actions) }
        result.build.preActions = scripts(scheme.build.preActions)
        result.build.postActions = scripts(scheme.build.postActions)
        result.run = renamed(scheme.run)
        result.profile = renamed(scheme.profile)
        result.analyze = renamed(scheme.analyze)
        result.archive = renamed(scheme.archive)
        if var test = scheme.test {
            test.targets = test.targets.map(name)
            test.preActions = scripts(test.preActions)
            test.postActions = scripts(test.postActions)
            result.test = test
        }
        return result
    }

    /// The `.xcodeproj` a member's project is generated as.
    private static func projectFile(of member: Member) -> URL {
        member.manifest.deletingLastPathComponent().appendingPathComponent("\(member.project.name).xcodeproj")
    }
}

extension LoadedWorkspace {
    /// The workspace's schemes with their targets found in `projects` (each project's manifest
    /// and the project it made); an unknown project or target is an error at its reference.
    /// A `Workspace.swift` gets Tuist's leniency: an unknown reference is a warning, added to
    /// `warnings`, and left out.
    public func resolveSchemes(projects: [(manifest: URL, project: Project)], warnings: inout [Diagnostic]) throws(DiagnosticsError) -> [WorkspaceScheme] {
        try WorkspaceSchemeResolver.resolve(schemes, projects: projects, root: rootDirectory, locations: locations, lenient: tuistLeniency, warnings: &warnings)
    }
}
