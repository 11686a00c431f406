import Foundation
import ScaffoldSupport

extension ManifestLoader {
    /// The manifest names a workspace's one compile takes, and the type each makes.
    static let batchedManifests = ["Project.swift": "Project", "Workspace.swift": "Workspace"]

    /// Folders the search for a workspace's manifests does not enter: what tools make or fetch
    /// (never a manifest of the workspace) and bundles.
    private static let skippedFolders: Set<String> = ["Tuist", "Derived", "DerivedData", "node_modules", "Pods", "Carthage", "build"]
    private static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "lproj", "bundle", "framework", "xcframework", "app"]
    /// How far the search goes: folders listed, and manifests taken.
    private static let searchLimits = (folders: 50_000, manifests: 2_000, depth: 16)

    /// The JSON of `manifest` (whose inputs have `key`) from its workspace's one compile: on
    /// the first cache miss of a command in a workspace, every manifest under the workspace's
    /// root that misses its cache is compiled and run together (``ManifestBatch``), grouped
    /// by what they link; each later miss finds its JSON here. `nil`: the manifest was not in the
    /// batch, or its compile failed there; it is compiled alone.
    func batchedJSON(_ manifest: URL, key: String?, toolchain: SwiftToolchain) -> Result<String, DiagnosticsError>? {
        guard swift.compilesWorkspaceTogether, let memo, let key, let root = batchRoot(of: manifest.deletingLastPathComponent()) else { return nil }
        memo.batchOnce(root: root) { compileTogether(workspaceManifests(under: root), for: manifest, toolchain: toolchain) }
        return memo.batchedJSON(for: manifest, key: key)
    }

    /// The folder whose manifests compile together: the workspace's root (the nearest folder
    /// holding `Tuist/`), else the repository's; `nil` outside both.
    func batchRoot(of folder: URL) -> URL? {
        tuistRoot(from: folder) ?? ([folder] + foldersAbove(folder)).first { DirectoryListing.exists($0.appendingPathComponent(".git").path) }
    }

    /// Every `Project.swift` and `Workspace.swift` under `root`, sorted; hidden folders,
    /// symbolic links, `Tuist/`, bundles and build folders are not entered.
    func workspaceManifests(under root: URL) -> [URL] {
        var found: [URL] = []
        var queue: [(folder: String, depth: Int)] = [(root.standardizedFileURL.path, 0)]
        var listed = 0
        while !queue.isEmpty, listed < Self.searchLimits.folders, found.count < Self.searchLimits.manifests {
            let (folder, depth) = queue.removeFirst()
            listed += 1
            for entry in DirectoryListing.entries(atPath: folder) where !entry.name.hasPrefix(".") && !entry.isSymbolicLink {
                let path = folder + "/" + entry.name
                if !entry.isDirectory {
                    if Self.batchedManifests[entry.name] != nil { found.append(URL(fileURLWithPath: path)) }
                } else if depth < Self.searchLimits.depth, !Self.skippedFolders.contains(entry.name),
                          !Self.skippedExtensions.contains((entry.name as NSString).pathExtension) {
                    queue.append((path, depth + 1))
                }
            }
        }
        return found.prefix(Self.searchLimits.manifests).sorted { $0.path < $1.path }
    }

    /// Compiles the `manifests` that miss their cache, a batch for each set of helpers, plugins
    /// and imports (so that each sees what it would see alone), the batches side by side. A
    /// manifest alone in its set is left to its own load, but for `loading` (the one whose load
    /// asked), which is compiled as ever beside the batches. Returns what each printed.
    func compileTogether(_ manifests: [URL], for loading: URL, toolchain: SwiftToolchain) -> [URL: LoadMemo.BatchedJSON] {
        let groups = batchGroups(manifests, toolchain: toolchain).filter { $0.members.count > 1 || $0.members.first?.member.manifest.standardizedFileURL.path == loading.standardizedFileURL.path }
        let compiler = SwiftManifestCompiler(toolchain: toolchain, options: swift, environment: environment, displayPath: displayPath)
        // Each set of helper modules is compiled once, before the batches that link it.
        var warmed: [[HelperModuleCache.Module]] = []
        for group in groups {
            let modules = SwiftManifestCompiler.modules(helpers: group.helpers, plugins: group.plugins)
            guard !modules.isEmpty, !warmed.contains(modules), let cache = group.helperCache, let first = group.members.first,
                  let scratch = try? compiler.scratchFolder(for: first.member.manifest) else { continue }
            warmed.append(modules)
            _ = try? compiler.helperModules(modules, for: first.member.manifest, scratch: scratch, cache: cache)
            try? FileManager.default.removeItem(at: scratch)
        }
        let evaluated = ConcurrentMap.map(groups) { group -> [URL: Result<String, DiagnosticsError>] in
            guard group.members.count == 1, let only = group.members.first else {
                return ManifestBatch(compiler: compiler).evaluate(group.members.map(\.member), helpers: group.helpers, plugins: group.plugins,
                                                                 helperCache: group.helperCache)
            }
            var alone = compiler
            alone.product = only.member.product
            return [only.member.manifest: Result { () throws(DiagnosticsError) -> String in
                try alone.evaluate(only.member.manifest, helpers: group.helpers, plugins: group.plugins, helperCache: group.helperCache)
            }]
        }
        var found: [URL: LoadMemo.BatchedJSON] = [:]
        for (group, results) in zip(groups, evaluated) {
            for (member, key) in group.members {
                guard let result = results[member.manifest] else { continue }
                found[member.manifest] = LoadMemo.BatchedJSON(key: key, result: result)
            }
        }
        return found
    }

    /// Manifests that compile together: the same helpers, plugins and imports.
    struct BatchGroup: Sendable {
        var helpers: [URL]
        var plugins: [TuistPlugins.Module]
        var helperCache: HelperModuleCache?
        /// Each manifest with the key of its inputs.
        var members: [(member: ManifestBatch.Member, key: String)] = []
    }

    /// The `manifests` that miss their cache, grouped by helpers, plugins and imports, in the
    /// order of their first manifests' paths.
    private func batchGroups(_ manifests: [URL], toolchain: SwiftToolchain) -> [BatchGroup] {
        var groups: [BatchGroup] = []
        var indices: [String: Int] = [:]
        for manifest in manifests {
            let folder = manifest.deletingLastPathComponent()
            let helpers = helperFiles(root: folder, log: ConsultationLog())
            let plugins = importedPlugins(manifest: manifest, helpers: helpers, root: folder)
            guard let product = Self.batchedManifests[manifest.lastPathComponent], DirectoryListing.isRegularFile(manifest.path),
                  let key = SwiftManifestCache.key(manifest: manifest, helpers: helpers + plugins.flatMap(\.files), toolchain: toolchain,
                                                   toolVersion: swift.toolVersion, environment: environment),
                  SwiftManifestCache(manifest: manifest).json(for: key) == nil else { continue }
            let imports = UntrustedFile.text(atPath: manifest.path).map(WrappedManifest.imports) ?? []
            let name = (helpers.map(\.path) + ["|"] + plugins.map(\.name) + ["|"] + imports).joined(separator: "\n")
            let index = indices[name] ?? {
                let cache = helperCacheRoot(helpers: helpers, plugins: plugins, root: folder).map(HelperModuleCache.init)
                groups.append(BatchGroup(helpers: helpers, plugins: plugins, helperCache: cache))
                indices[name] = groups.count - 1
                return groups.count - 1
            }()
            groups[index].members.append((ManifestBatch.Member(manifest: manifest, product: product), key))
        }
        return groups
    }
}
