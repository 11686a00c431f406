import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport

/// The repository's `Tests/Fixtures` folder.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The repository root (where `Project.yml` describes the Example).
let repositoryRoot = fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()

/// A fresh folder under the system's temporary folder holding `files` (path → text).
func makeProject(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-tests-\(UUID().uuidString)")
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
}

/// Loads `Project.yml` in `root`, showing paths relative to `root`.
func load(_ root: URL, environment: [String: String] = [:], manifest: String = "Project.yml") throws(DiagnosticsError) -> LoadedManifest {
    try ManifestLoader(environment: environment, workingDirectory: root).load(root.appendingPathComponent(manifest))
}

/// The diagnostics a failing load reports, rendered without colors; empty when it loads.
/// Every diagnostic of loading `root`, rendered: the errors and warnings of a failed load, or
/// the warnings of one that succeeded (XcodeGen's tolerated problems are warnings).
func renderedDiagnostics(_ root: URL, environment: [String: String] = [:]) -> String {
    do {
        return DiagnosticRenderer(colors: false).render(try load(root, environment: environment).warnings)
    } catch {
        return DiagnosticRenderer(colors: false).render(error.diagnostics)
    }
}

func renderedErrors(_ root: URL, environment: [String: String] = [:]) -> String {
    do {
        _ = try load(root, environment: environment)
        return ""
    } catch {
        return DiagnosticRenderer(colors: false).render(error.diagnostics)
    }
}
