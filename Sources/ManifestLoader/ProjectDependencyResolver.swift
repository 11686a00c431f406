import Foundation
import ProjectSpec
import ScaffoldSupport

/// Turns each `project:` dependency of a Swift manifest (Tuist's `.project(target:path:)`) into
/// a dependency on a target of another project (`target: Other/Core`) and a
/// `projectReferences:` entry for that project's `.xcodeproj`, with what its manifest says of
/// the target (its product type and name), so the reference is right before the other project
/// is generated too.
struct ProjectDependencyResolver {
    /// The project's folder.
    let root: URL
    /// Loads the manifest at a URL (the loader, one level deeper).
    let load: (URL) throws(DiagnosticsError) -> LoadedManifest
    /// How paths are shown in messages.
    let displayPath: (URL) -> String

    /// `tree` with its project dependencies resolved; unchanged when it has none; one naming the
    /// project's own folder is a dependency on its own target. A folder
    /// without a manifest, a manifest that does not load, or a target it does not have is an
    /// error at the dependency (which is then dropped).
    func resolve(_ tree: ManifestNode, diagnostics: inout [Diagnostic]) -> ManifestNode {
        var references: [String: (path: String, targets: [String: ExternalTarget], location: SourceLocation)] = [:]
        var resolved = tree
        let rootPath = root.standardizedFileURL.path
        DependencyRewriter.rewrite(in: &resolved) { item in
            guard let path = item.value(forKey: "project")?.scalar, let target = item.value(forKey: "target")?.scalar else { return .keep }
            // As in Tuist, the project's own folder names its own target (helpers that make
            // every dependency `.project(target:path:)` do that).
            let folder = root.appendingPathComponent(path).standardizedFileURL
            if folder.path == rootPath { return .replace([("target", target)]) }
            guard let other = otherProject(path, in: folder, at: item.location, diagnostics: &diagnostics) else { return .drop }
            guard let described = other.project.target(named: target) else {
                let names = other.project.targets.map(\.name)
                diagnostics.append(.error("project '\(other.project.name)' in '\(path)' has no target '\(target)'", at: item.location,
                                          hint: Suggestion.didYouMean(target, in: names) ?? "its targets: \(Suggestion.list(names))"))
                return .drop
            }
            let name = other.project.name
            var reference = references[name] ?? (ProjectPath.relative(path + "/\(name).xcodeproj", base: root, root: root), [:], item.location)
            reference.targets[target] = ExternalTarget(name: target, type: described.type, productName: described.productName)
            references[name] = reference
            return .replace([("target", "\(name)/\(target)")])
        }
        let added = references.keys.sorted().map { name -> DependencyRewriter.Entry in
            let reference = references[name]!
            let targets = reference.targets.keys.sorted().map { target -> (String, [(String, String)]) in
                let described = reference.targets[target]!
                return (target, [("type", described.type.rawValue)] + (described.productName.map { [("productName", $0)] } ?? []))
            }
            return DependencyRewriter.Entry(name: name, fields: [("path", reference.path)], nested: [(key: "targets", entries: targets)], location: reference.location)
        }
        return DependencyRewriter.adding(added, section: "projectReferences", to: resolved, root: root)
    }

    /// The other project's manifest in `path` (the standardized `folder`), loaded; `nil` with an error when it cannot be.
    private func otherProject(_ path: String, in folder: URL, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> LoadedManifest? {
        guard let manifest = ManifestLoader.projectManifest(in: folder) else {
            diagnostics.append(.error("no Project.yml or Project.swift in '\(path)'", at: location, hint: ".project(target:path:) names the folder of another project's manifest"))
            return nil
        }
        do {
            return try load(manifest)
        } catch {
            // The hint names the first error where it is; through a chain of projects that do
            // not load, the one at its root.
            let first = error.diagnostics.first { $0.severity == .error }
            let cause = first.map { first -> String in
                if first.message.contains("does not load"), let nested = first.hint, nested.hasPrefix("first: ") { return nested }
                return "first: " + (first.location.map { "\($0): " } ?? "") + first.message
            }
            diagnostics.append(.error("the project in '\(path)' does not load: \(displayPath(manifest)) has \(Plural.count(error.diagnostics.filter { $0.severity == .error }.count, "error"))",
                                      at: location, hint: cause))
            return nil
        }
    }
}
