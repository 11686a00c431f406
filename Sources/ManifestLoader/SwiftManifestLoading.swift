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
        let toolchain = try SwiftToolchain.locate(options: swift, environment: environment)
        let cache = SwiftManifestCache(manifest: manifest)
        let key = SwiftManifestCache.key(manifest: manifest, helpers: helpers, toolchain: toolchain, toolVersion: swift.toolVersion, environment: environment)
        let cached = key.flatMap(cache.json)
        let json: String
        if let cached {
            json = cached
        } else {
            json = try SwiftManifestCompiler(toolchain: toolchain, options: swift, environment: environment, displayPath: displayPath)
                .evaluate(manifest, helpers: helpers)
        }

        var diagnostics: [Diagnostic] = []
        let fallback = SourceLocation(file: displayPath(manifest), line: 1, column: 1)
        guard let tree = ManifestJSONReader(displayPath: displayPath, directory: root, fallback: fallback).read(json, diagnostics: &diagnostics) else {
            throw DiagnosticsError(diagnostics)
        }
        for file in toolchain.files { log.recordFile(file.path) }
        for name in environment.keys where name.hasPrefix(SwiftManifestOptions.environmentPrefix) { log.recordVariable(name, environment[name]) }
        let loaded = try decode(tree, root: root, files: [manifest] + helpers, log: log, diagnostics: diagnostics)
        if cached == nil, let key { cache.store(json, for: key) }
        return loaded
    }

    /// The `.swift` files of the helper module, sorted; the folders searched are logged, so a
    /// new helper file is noticed.
    private func helperFiles(root: URL, log: ConsultationLog) -> [URL] {
        log.folders.record(root.path)
        for name in Self.helperFolders {
            let folder = root.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
            var files: [URL] = []
            for case let file as URL in walker {
                if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
                else if file.hasDirectoryPath || (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { log.folders.record(file.path) }
            }
            log.folders.record(folder.path)
            return files.sorted { $0.path < $1.path }
        }
        return []
    }
}
