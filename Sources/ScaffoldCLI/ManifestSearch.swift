import Foundation
import ManifestLoader
import ScaffoldSupport

/// Which manifest a command reads, and the loader that reads it.
enum ManifestSearch {
    /// The manifest names looked for, in order: a folder with both uses the YAML.
    static let names = ["Project.yml", "Project.swift"]

    /// `spec` as an absolute URL.
    static func absolute(_ spec: String) -> URL {
        URL(fileURLWithPath: spec, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    /// The manifest in `folder`: the first of `names` that exists, else `nil`.
    static func manifest(in folder: URL) -> URL? {
        names.map { folder.appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The nearest manifest in the working folder or above it.
    static func nearest() -> URL? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while true {
            if let manifest = manifest(in: folder) { return manifest }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// A loader for this tool: Swift manifests cached under its version.
    static func loader() -> ManifestLoader {
        ManifestLoader(swift: SwiftManifestOptions(toolVersion: ScaffoldVersion.build))
    }

    /// Loads `manifest`, printing nothing. Ctrl-C while a Project.swift compiles or runs stops
    /// it (it runs in a process group of its own, which the terminal's signal does not reach)
    /// before scaffold exits, so no manifest process outlives the command.
    static func load(_ manifest: URL) -> Result<LoadedManifest, DiagnosticsError> {
        var loader = loader()
        let stop = StopRequest()
        loader.swift.stop = stop
        let interrupts = manifest.pathExtension == "swift" ? InterruptHandler { stop.stop() } : nil
        defer { interrupts?.restore() }
        do {
            return .success(try loader.load(manifest))
        } catch {
            return .failure(error)
        }
    }
}
