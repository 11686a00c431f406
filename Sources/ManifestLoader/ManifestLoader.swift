import Foundation
import ProjectSpec
import ScaffoldSupport

/// A manifest loaded and validated.
public struct LoadedManifest: Sendable {
    /// The resolved project.
    public var project: Project
    /// The folder of the root manifest; the project's paths are relative to it.
    public var rootDirectory: URL
    /// Every manifest file read (the root and its includes), in the order read.
    public var files: [URL]
    /// Warnings found while loading (a load with errors throws instead).
    public var warnings: [Diagnostic]
    /// What else the load depended on (folders listed, files read, environment variables).
    public var consulted: ConsultedInputs
}

/// Loads a manifest — `Project.yml`, or `Project.swift` through ProjectDescription — reads it
/// and its includes, merges them, expands `${VAR}`, decodes the project, applies defaults and
/// validates it. Every problem is collected before failing.
public struct ManifestLoader: Sendable {
    /// The variables `${VAR}` expands from, and the environment a `Project.swift` runs in.
    public var environment: [String: String]
    /// The folder diagnostics show paths relative to.
    public var workingDirectory: URL {
        didSet { workingPrefix = Self.prefix(of: workingDirectory) }
    }
    /// `workingDirectory`'s standardized path ending in `/`: every shown path is cut by it.
    private var workingPrefix: String
    /// How a `Project.swift` is compiled and run.
    public var swift: SwiftManifestOptions
    /// Folders besides the project's that `include:` may read from (`--include-root`).
    public var includeRoots: [URL] = []
    /// What this command has loaded already (see ``LoadMemo``); `nil`, every load reads anew.
    public var memo: LoadMemo?
    /// The manifests being loaded around this load (a `.project(target:path:)` loads the other
    /// project's): one among them again is a cycle.
    var loading: [URL] = []

    /// Creates a loader; by default with this process's environment and working directory.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        swift: SwiftManifestOptions = SwiftManifestOptions()
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        workingPrefix = Self.prefix(of: workingDirectory)
        self.swift = swift
    }

    /// Loads the manifest at `url` (a `.swift` file is a Swift manifest, anything else YAML).
    /// Throws `DiagnosticsError` with every error and warning when anything is wrong; returns
    /// the project with any warnings otherwise.
    public func load(_ url: URL) throws(DiagnosticsError) -> LoadedManifest {
        let manifest = url.standardizedFileURL
        guard let memo else { return try loadUnremembered(manifest) }
        if let known = memo.result(for: manifest) { return try known.get() }
        let result = Result { () throws(DiagnosticsError) -> LoadedManifest in try loadUnremembered(manifest) }
        memo.store(result, for: manifest)
        return try result.get()
    }

    private func loadUnremembered(_ manifest: URL) throws(DiagnosticsError) -> LoadedManifest {
        if manifest.pathExtension == "swift" { return try loadSwift(manifest) }
        let root = manifest.deletingLastPathComponent()
        var diagnostics: [Diagnostic] = []
        let reader = YAMLReader(displayPath: displayPath)
        let log = ConsultationLog()
        let expander = EnvironmentExpander(environment: environment, log: log)
        var includes = IncludeResolver(reader: reader, expander: expander, rootDirectory: root, log: log.folders,
                                       allowing: [includeBoundary(of: manifest)] + includeRoots)
        guard let merged = includes.resolve(manifest, diagnostics: &diagnostics) else {
            throw DiagnosticsError(diagnostics.sortedByLocation())
        }
        var unexpanded = Set<SourceLocation>()
        let templated = TemplateResolver.resolve(merged)
        let expanded = expander.expandTree(templated, diagnostics: &diagnostics, unexpanded: &unexpanded)
        let loaded = try decode(expanded, root: root, files: includes.files, log: log, diagnostics: diagnostics, unexpanded: unexpanded,
                                checkReferences: includes.isComplete)
        // The trees (one node per key and value of every file) are freed on another core.
        DeferredRelease.release((merged, templated, expanded))
        return loaded
    }

    /// The folder a manifest's includes may read from: the repository that holds it (the
    /// nearest folder above it with a `.git`), else the working folder when the manifest is in
    /// it (the folder the user runs scaffold in; never `/` or the home folder, which would
    /// allow everything), else the manifest's own folder.
    func includeBoundary(of manifest: URL) -> URL {
        let folder = manifest.deletingLastPathComponent()
        if let repository = ProjectPath.repository(containing: folder) { return repository }
        let working = workingDirectory.standardizedFileURL.path
        let home = environment["HOME"].map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard working != "/", working != home, folder.path.hasPrefix(working + "/") else { return folder }
        return workingDirectory.standardizedFileURL
    }

    /// The project of a merged, expanded tree: decoded, validated, with defaults applied.
    func decode(
        _ tree: ManifestNode, root: URL, files: [URL], log: ConsultationLog, diagnostics: [Diagnostic], unexpanded: Set<SourceLocation> = [],
        checkReferences: Bool = true, tuistLeniency: Bool = false, infoPlistsFromSettings: Set<String> = []
    ) throws(DiagnosticsError) -> LoadedManifest {
        let context = DecodingContext(rootDirectory: root, log: log)
        context.diagnostics = diagnostics
        context.tuistLeniency = tuistLeniency
        context.unexpanded = unexpanded
        let decoded = ManifestDecoder(context: context).decode(tree).map {
            tuistLeniency ? TuistInfoPlists.applying(to: UnknownSchemeTargets(context: context).removing(from: $0), fromSettings: infoPlistsFromSettings) : $0
        }
        // With a file missing, references into it would all be reported as unknown: noise.
        if let decoded {
            ProjectValidator(context: context).validate(decoded, checkReferences: checkReferences)
            WrittenPathValidator(context: context, manifestFiles: files).validate(decoded)
            ReadPathValidator(context: context).validate(decoded)
        }
        // A folder an include glob or a path check could not read would silently drop what it holds.
        let all = (context.diagnostics + log.folders.unreadableDiagnostics(relativeTo: root)).sortedByLocation()
        guard let decoded, !all.containsErrors else { throw DiagnosticsError(all) }
        let found = CarthageFrameworkFinder(rootDirectory: root, log: log).expand(decoded)
        return LoadedManifest(project: ProjectDefaults.apply(to: found), rootDirectory: root, files: files, warnings: all,
                              consulted: log.snapshot)
    }

    /// `url`'s path relative to the working directory when it is inside it, else absolute.
    public func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(workingPrefix) ? String(path.dropFirst(workingPrefix.count)) : path
    }

    private static func prefix(of folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        return base.hasSuffix("/") ? base : base + "/"
    }
}

/// Defaults that depend on other parts of the manifest, applied after validation.
enum ProjectDefaults {
    static func apply(to project: Project) -> Project {
        var project = project
        for index in project.targets.indices where project.targets[index].deploymentTarget == nil {
            project.targets[index].deploymentTarget = project.options.deploymentTarget[project.targets[index].platform]
            project.targets[index].inheritsDeploymentTarget = true
        }
        addFeatureModuleDependencies(to: &project)
        return project
    }

    /// Makes each feature's `target` depend on the feature's `module` (a framework target, or
    /// the product of the local package of that name), unless it does already. The feature's
    /// own `module.yml` says where its code lives, so deleting the feature's folder also drops
    /// the dependency: nothing in the app's manifest names it.
    static func addFeatureModuleDependencies(to project: inout Project) {
        let targetNames = Set(project.targets.map(\.name))
        for feature in project.features {
            guard let module = feature.module, let name = feature.target,
                  let index = project.targets.firstIndex(where: { $0.name == name }), name != module else { continue }
            let dependency = targetNames.contains(module)
                ? Dependency(kind: .target, name: module)
                : Dependency(kind: .package, name: module, product: module)
            let present = project.targets[index].dependencies.contains {
                $0.kind == dependency.kind && $0.name == module && ($0.product ?? $0.name) == module
            }
            if !present { project.targets[index].dependencies.append(dependency) }
        }
    }
}
