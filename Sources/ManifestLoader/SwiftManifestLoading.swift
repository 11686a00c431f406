import Foundation
import ScaffoldSupport

extension ManifestLoader {
    /// The folders a manifest's helper module may be in, first found wins: scaffold's, and Tuist's.
    static let helperFolders = ["ProjectDescriptionHelpers", "Tuist/ProjectDescriptionHelpers"]

    /// Loads a `Project.swift`: its JSON from the cache, or compiled and run; then decoded and
    /// validated like a `Project.yml`. The cache is written only for a manifest that loads.
    func loadSwift(_ manifest: URL) throws(DiagnosticsError) -> LoadedManifest {
        let root = manifest.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw DiagnosticsError([.error("cannot read manifest '\(displayPath(manifest))': no such file")])
        }
        let log = ConsultationLog()
        let helpers = helperFiles(root: root, log: log)
        try requireGitPlugins(root: root)
        let plugins = importedPlugins(manifest: manifest, helpers: helpers, root: root)
        let toolchain = try locateToolchain()
        let evaluated = try cachedManifestJSON(
            manifest, inputs: helpers + plugins.flatMap(\.files),
            // Listed anew, not from the memo: a helper added while the manifest compiled counts.
            currentInputs: { self.findHelperFiles(root: root, log: ConsultationLog()) + plugins.flatMap(\.files) },
            cache: SwiftManifestCache(manifest: manifest), toolchain: toolchain, batched: true
        ) { () throws(DiagnosticsError) -> String in
            try SwiftManifestCompiler(toolchain: toolchain, options: swift, environment: environment, displayPath: displayPath)
                .evaluate(manifest, helpers: helpers, plugins: plugins, helperCache: helperCacheRoot(helpers: helpers, plugins: plugins, root: root).map(HelperModuleCache.init))
        }
        let json = evaluated.json

        var diagnostics: [Diagnostic] = []
        let fallback = SourceLocation(file: displayPath(manifest), line: 1, column: 1)
        guard let dumped = ManifestJSONReader(displayPath: displayPath, directory: root, fallback: fallback).read(json, diagnostics: &diagnostics) else {
            throw DiagnosticsError(diagnostics)
        }
        var externals = ExternalDependencyResolver(
            root: root, folders: [root] + foldersAbove(root), swift: toolchain.compiler.deletingLastPathComponent().appendingPathComponent("swift"),
            environment: environment, timeout: swift.runTimeout
        )
        externals.evaluate = { (dependencies: URL) throws(DiagnosticsError) -> String in
            try self.evaluateDependencies(dependencies, helpers: helpers, root: root, toolchain: toolchain, log: log)
        }
        let projects = ProjectDependencyResolver(root: root, load: { (other: URL) throws(DiagnosticsError) -> LoadedManifest in
            var nested = self
            nested.loading.append(manifest)
            if nested.loading.contains(other.standardizedFileURL) {
                throw DiagnosticsError([.error("project dependency cycle: " + (nested.loading + [other]).map { displayPath($0) }.joined(separator: " → "))])
            }
            let loaded = try nested.load(other)
            for file in loaded.files { log.recordFile(file.path) }
            return loaded
        }, displayPath: displayPath)
        let linked = projects.resolve(externals.resolve(dumped, log: log, diagnostics: &diagnostics), diagnostics: &diagnostics)
        let workspaceRoot = tuistRoot(from: root) ?? root
        let localProducts = ExternalPackageIndex.localProducts(of: linked, root: root, cacheRoot: workspaceRoot, swift: externals.swift, environment: environment, timeout: swift.runTimeout, log: log)
        let (tree, infoPlistsFromSettings) = TuistInfoPlists.takingFromSettings(PackageProductResolver.resolve(linked, products: localProducts))
        for file in toolchain.files { log.recordFile(file.path) }
        for variables in [SwiftManifestOptions.variablesName, SwiftManifestOptions.tuistVariablesName] {
            log.recordVariable(variables, ConsultedInputs.value(of: variables, in: environment))
        }
        let loaded = try decode(tree, root: root, files: [manifest] + helpers + plugins.flatMap(\.files), log: log, diagnostics: diagnostics, tuistLeniency: true,
                                infoPlistsFromSettings: infoPlistsFromSettings)
        evaluated.storeIfUnchanged()
        return loaded
    }

    /// The compiler and ProjectDescription, found once per command when there is a memo.
    func locateToolchain() throws(DiagnosticsError) -> SwiftToolchain {
        let (swift, environment) = (self.swift, self.environment)
        let locate = { () throws(DiagnosticsError) -> SwiftToolchain in try SwiftToolchain.locate(options: swift, environment: environment) }
        guard let memo else { return try locate() }
        return try memo.toolchain(locate)
    }

    /// The Tuist workspace `root` is in: it, or the nearest folder above it holding `Tuist/`.
    func tuistRoot(from root: URL) -> URL? {
        ([root] + foldersAbove(root)).first { DirectoryListing.isFolder($0.path + "/Tuist") }
    }

    /// Stops when a git plugin of the workspace (the nearest folder holding `Tuist/`) is not
    /// checked out: Tuist fetches it first, scaffold's `install` does, `generate` never does.
    func requireGitPlugins(root: URL) throws(DiagnosticsError) {
        guard let workspace = tuistRoot(from: root) else { return }
        let missing = GitPlugin.missing(root: workspace, displayPath: displayPath)
        if !missing.isEmpty { throw DiagnosticsError(missing) }
    }

    /// What Tuist 3's `Dependencies.swift` prints, compiled with the workspace's helpers and the
    /// plugins it imports, cached by content like a project manifest.
    func evaluateDependencies(_ manifest: URL, helpers: [URL], root: URL, toolchain: SwiftToolchain, log: ConsultationLog) throws(DiagnosticsError) -> String {
        let plugins = importedPlugins(manifest: manifest, helpers: helpers, root: root)
        for file in helpers + plugins.flatMap(\.files) { log.recordFile(file.path) }
        let evaluated = try cachedManifestJSON(manifest, inputs: helpers + plugins.flatMap(\.files), cache: SwiftManifestCache(manifest: manifest), toolchain: toolchain) {
            () throws(DiagnosticsError) -> String in
            try SwiftManifestCompiler(toolchain: toolchain, options: swift, environment: environment, displayPath: displayPath, product: "Dependencies")
                .evaluate(manifest, helpers: helpers, plugins: plugins,
                          helperCache: helperCacheRoot(helpers: helpers, plugins: plugins, root: root).map(HelperModuleCache.init))
        }
        evaluated.storeIfUnchanged()
        return evaluated.json
    }

    /// The `.swift` files of the helper module, sorted; the folders searched are logged, so a
    /// new helper file is noticed. The module is the manifest folder's; else, as in Tuist, that
    /// of the nearest folder above holding `Tuist/ProjectDescriptionHelpers` (a workspace's
    /// root). Helpers are compiled into the manifest, so the search above stays where
    /// `ManifestSearch` looks for manifests: up to the repository root (the folder holding
    /// `.git`) or the home folder, and only through folders the user owns.
    func helperFiles(root: URL, log: ConsultationLog) -> [URL] {
        findHelperFiles(root: root, log: log, memo: memo)
    }

    /// The helper files as `helperFiles(root:log:)` lists them; each helper folder listed once
    /// per `memo` (the workspace's projects all find the same one).
    func findHelperFiles(root: URL, log: ConsultationLog, memo: LoadMemo? = nil) -> [URL] {
        let listed = { (folder: URL) -> [URL]? in
            guard let memo else { return self.helperFiles(in: folder, log: log) }
            return memo.helperFiles(root: folder, log: log) { self.helperFiles(in: folder, log: $0) }
        }
        if let files = listed(root) { return files }
        for folder in foldersAbove(root) {
            guard DirectoryListing.isOwnedByCurrentUser(folder.path) else { return [] }
            log.folders.record(folder.path)
            if DirectoryListing.isFolder(folder.path + "/" + Self.helperFolders[1]), let files = listed(folder) { return files }
        }
        return []
    }

    /// The folder whose `.scaffold/` keeps the compiled helper modules: the one holding the
    /// helper folder (`Tuist/ProjectDescriptionHelpers` at a workspace's root), else, for
    /// plugins alone, the nearest folder holding `Tuist/`; `nil` without either.
    func helperCacheRoot(helpers: [URL], plugins: [TuistPlugins.Module], root: URL) -> URL? {
        if let first = helpers.first?.path {
            for folder in Self.helperFolders.reversed() {
                if let range = first.range(of: "/" + folder + "/") { return URL(fileURLWithPath: String(first[..<range.lowerBound])) }
            }
            return nil
        }
        guard !plugins.isEmpty else { return nil }
        return ([root] + foldersAbove(root)).first { DirectoryListing.isFolder($0.appendingPathComponent("Tuist").path) }
    }

    /// The helper modules of the Tuist plugins (named in the configuration of the nearest folder
    /// holding `Tuist/`) that the manifest or its helpers import: only those are compiled.
    func importedPlugins(manifest: URL, helpers: [URL], root: URL) -> [TuistPlugins.Module] {
        guard let workspace = tuistRoot(from: root) else { return [] }
        let modules = TuistPlugins.modules(root: workspace)
        guard !modules.isEmpty else { return [] }
        let imported = Self.importedModules([manifest] + helpers)
        return modules.filter { imported.contains($0.name) }
    }

    private static let importKeyword = Array("import".utf8)

    /// The modules `files` import (`import Name` lines).
    static func importedModules(_ files: [URL]) -> Set<String> {
        var modules: Set<String> = []
        for file in files {
            guard let bytes = UntrustedFile.bytes(atPath: file.path) else { continue }
            // By byte: a helper module's every line is looked at, for every manifest.
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let words = line.split(separator: UInt8(ascii: " "))
                if words.count >= 2, words[0].elementsEqual(Self.importKeyword), let name = String(validating: words[1], as: UTF8.self) {
                    modules.insert(name)
                }
            }
        }
        return modules
    }

    /// The folders above `root`, nearest first, up to the repository root or the home folder;
    /// none when `root` is in neither (a shared folder above may hold anything).
    func foldersAbove(_ root: URL) -> [URL] {
        // Paths as strings: a URL operation costs microseconds, and every load asks this often.
        let home = environment["HOME"].map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var folders: [URL] = []
        var path = root.standardizedFileURL.path
        while true {
            if DirectoryListing.exists(path + "/.git") || path == home { return folders }
            guard path != "/", let slash = path.lastIndex(of: "/") else { return [] }
            path = slash == path.startIndex ? "/" : String(path[..<slash])
            folders.append(URL(fileURLWithPath: path, isDirectory: true))
        }
    }

    /// The helper files in `root`'s own helper folders, or `nil` when it has none.
    private func helperFiles(in root: URL, log: ConsultationLog) -> [URL]? {
        log.folders.record(root.path)
        for name in Self.helperFolders {
            let folder = root.appendingPathComponent(name)
            // The folder that would hold it (`Tuist/`) is logged too: creating it there is a change.
            let parent = folder.deletingLastPathComponent()
            if parent.path != root.path, FileManager.default.fileExists(atPath: parent.path) { log.folders.record(parent.path) }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
            var files: [URL] = []
            for case let file as URL in walker {
                // Symbolic links are followed: a dangling one (an editor's `.#Helper.swift` lock)
                // is no file, and a folder named `Old.swift` is a folder.
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { log.folders.record(file.path) }
                else if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
            }
            log.folders.record(folder.path)
            return files.sorted { $0.path < $1.path }
        }
        return nil
    }
}
