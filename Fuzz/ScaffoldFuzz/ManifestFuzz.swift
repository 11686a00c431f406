import Foundation
import ManifestLoader
import ScaffoldSupport

/// libFuzzer's entry point for the manifest loader (scripts/fuzz-manifest.sh builds and runs
/// it). Each input is written as the Project.yml of a scratch project that holds a copy of the
/// Example's sources and module.yml files and a folder of 1,500 files (`Big/`), so `include:` globs, source paths, `${VAR}`
/// expansion, decoding and validation all have something real to reach; the diagnostics are
/// rendered as the CLI renders them. Any crash, trap or sanitizer report is a finding.
func fuzzManifest(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let manifest = FuzzProject.shared.manifest
    guard FileManager.default.createFile(atPath: manifest.path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    let loader = ManifestLoader(environment: FuzzProject.environment, workingDirectory: FuzzProject.shared.folder)
    do {
        let loaded = try loader.load(manifest)
        _ = DiagnosticRenderer(colors: false).render(loaded.warnings)
    } catch {
        _ = DiagnosticRenderer(colors: false).render(error.diagnostics)
    }
    return 0
}

/// The scratch project every input is loaded in, made once per process.
final class FuzzProject: Sendable {
    static let shared = FuzzProject()
    /// Variables `${…}` in an input may name.
    static let environment = ["HOME": "/home/fuzz", "NAME": "App", "EMPTY": "", "PATHS": "Example/**"]

    let folder: URL
    let manifest: URL

    private init() {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-\(getpid())")
        manifest = folder.appendingPathComponent("Project.yml")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(at: repository.appendingPathComponent("Example"), to: folder.appendingPathComponent("Example"))
        // A folder too big for one readdir buffer, with long names: globs over it reach the
        // directory listing's buffer ends, where a dirent copied whole reads past the heap.
        let big = folder.appendingPathComponent("Big")
        try? FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        for index in 0..<1500 {
            FileManager.default.createFile(atPath: big.appendingPathComponent("\(index)-" + String(repeating: "n", count: index % 200) + ".swift").path, contents: nil)
        }
    }
}
