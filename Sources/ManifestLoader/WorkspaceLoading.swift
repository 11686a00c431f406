import Foundation
import ProjectSpec
import ScaffoldSupport

/// A loaded `Workspace.swift` or `Workspace.yml`: its name and the manifests of its projects.
public struct LoadedWorkspace: Sendable {
    /// The workspace's name: `<name>.xcworkspace`.
    public var name: String
    /// The folder of the workspace manifest, where the `.xcworkspace` goes.
    public var rootDirectory: URL
    /// The manifest of each project, sorted by path; a folder's YAML manifest wins over its Swift one.
    public var projects: [URL]
    /// What the load warned about.
    public var warnings: [Diagnostic]
    /// The workspace's schemes as written: targets named `<project folder>/<target>`, or by a
    /// name one project alone has (see ``resolveSchemes(projects:warnings:)``).
    public var schemes: [Scheme] = []
    /// Where each scheme's target references were written, by their decoding path.
    var locations: [[String]: SourceLocation] = [:]
    /// Whether Tuist's leniency applies (a `Workspace.swift`).
    var tuistLeniency = false
}

extension ManifestLoader {
    /// The workspace manifest names, in the order a folder is searched.
    public static let workspaceNames = ["Workspace.swift", "Workspace.yml"]

    /// The project manifest names of a workspace's folder, in the order it is searched (a
    /// folder's YAML manifest wins over its Swift one).
    public static let projectNames = ["Project.yml", "Project.swift"]

    /// The project manifest in `folder`, if any.
    public static func projectManifest(in folder: URL) -> URL? {
        projectNames.map { folder.appendingPathComponent($0) }.first { DirectoryListing.exists($0.path) }
    }

    /// Loads the workspace manifest at `url`: a `.swift` one is compiled and run (with the
    /// folder's helper module, and cached like a `Project.swift`), any other is YAML. Each entry
    /// of `projects` is a folder or a glob of folders; every folder it names must hold a
    /// project manifest, and a glob takes the folders it matches that hold one.
    public func loadWorkspace(_ url: URL) throws(DiagnosticsError) -> LoadedWorkspace {
        let manifest = url.standardizedFileURL
        let root = manifest.deletingLastPathComponent()
        var diagnostics: [Diagnostic] = []
        guard let tree = try workspaceTree(manifest, diagnostics: &diagnostics) else { throw DiagnosticsError(diagnostics.sortedByLocation()) }
        let context = DecodingContext(rootDirectory: root)
        context.diagnostics = diagnostics
        context.tuistLeniency = manifest.pathExtension == "swift"
        guard let fields = Fields(tree, path: [], context: context, what: "the workspace", allowed: ["name", "projects", "schemes"]) else {
            throw DiagnosticsError(context.diagnostics.sortedByLocation())
        }
        let name = fields.string("name", required: true)
        var projects: [URL] = []
        if let items = fields.value("projects", required: true)?.items {
            for item in items {
                guard let pattern = item.scalar else {
                    context.error("expected a project folder, found \(item.kindDescription)", at: item.location)
                    continue
                }
                projects += projectManifests(pattern, root: root, at: item.location, context: context)
            }
        }
        let decoder = ManifestDecoder(context: context)
        let schemes = fields.namedEntries("schemes").compactMap { decoder.decodeScheme($0) }.sorted { $0.name < $1.name }
        let all = context.diagnostics.sortedByLocation()
        guard let name, !all.containsErrors else { throw DiagnosticsError(all) }
        let unique = Array(Set(projects.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
        var workspace = LoadedWorkspace(name: name, rootDirectory: root, projects: unique, warnings: all, schemes: schemes)
        workspace.tuistLeniency = context.tuistLeniency
        workspace.locations = WorkspaceSchemeResolver.referencePaths(of: schemes).reduce(into: [:]) { found, path in
            found[path] = context.location(of: path)
        }
        return workspace
    }

    /// The workspace manifest as a tree: YAML read, or Swift compiled (or taken from its cache) and run.
    private func workspaceTree(_ manifest: URL, diagnostics: inout [Diagnostic]) throws(DiagnosticsError) -> ManifestNode? {
        guard manifest.pathExtension == "swift" else { return YAMLReader(displayPath: displayPath).read(manifest, diagnostics: &diagnostics) }
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw DiagnosticsError([.error("cannot read manifest '\(displayPath(manifest))': no such file")])
        }
        let root = manifest.deletingLastPathComponent()
        let helpers = helperFiles(root: root, log: ConsultationLog())
        try requireGitPlugins(root: root)
        let plugins = importedPlugins(manifest: manifest, helpers: helpers, root: root)
        let toolchain = try locateToolchain()
        let evaluated = try cachedManifestJSON(manifest, inputs: helpers + plugins.flatMap(\.files), cache: SwiftManifestCache(manifest: manifest),
                                               toolchain: toolchain, batched: true) { () throws(DiagnosticsError) -> String in
            try SwiftManifestCompiler(toolchain: toolchain, options: swift, environment: environment, displayPath: displayPath, product: "Workspace")
                .evaluate(manifest, helpers: helpers, plugins: plugins,
                          helperCache: helperCacheRoot(helpers: helpers, plugins: plugins, root: root).map(HelperModuleCache.init))
        }
        let fallback = SourceLocation(file: displayPath(manifest), line: 1, column: 1)
        let tree = ManifestJSONReader(displayPath: displayPath, directory: root, fallback: fallback).read(evaluated.json, diagnostics: &diagnostics)
        if tree != nil, !diagnostics.containsErrors { evaluated.storeIfUnchanged() }
        return tree
    }

    /// The project manifests `pattern` names: the folder's, or those of the folders a glob matches.
    private func projectManifests(_ pattern: String, root: URL, at location: SourceLocation?, context: DecodingContext) -> [URL] {
        guard Glob.isPattern(pattern) else {
            let folder = root.appendingPathComponent(pattern)
            if let found = Self.projectManifest(in: folder) { return [found] }
            let message = "project folder '\(pattern)' holds no \(Self.projectNames.joined(separator: " or "))"
            // Tuist warns ("No projects found at") and goes on.
            if context.tuistLeniency { context.warning(message, at: location) } else { context.error(message, at: location) }
            return []
        }
        let found = Glob.expand(pattern, in: root).compactMap { Self.projectManifest(in: root.appendingPathComponent($0)) }
        if found.isEmpty {
            context.warning("'\(pattern)' matches no folder holding a \(Self.projectNames.joined(separator: " or "))", at: location)
        }
        return found
    }
}
