import Foundation
import ManifestLoader
import ProjectSpec
import TestSupport

/// The repository root (where `Project.yml` describes the Example).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Example app's manifest, loaded.
func exampleProject() throws -> Project {
    try ManifestLoader(environment: [:], workingDirectory: repositoryRoot).load(repositoryRoot.appendingPathComponent("Project.yml")).project
}

/// A project with `features` and a feature-flag file.
func project(_ features: [Feature]) -> Project {
    Project(name: "Demo", options: ProjectOptions(featureFlagsPath: "App/FeatureFlags.swift"), features: features)
}

/// The result of running `swiftc -typecheck` on `files` (name → text) in a fresh temporary folder.
typealias TypeCheckResult = ToolRun

/// Type-checks `files` (name → Swift text) together as one module with `swiftc` from PATH (or `$SWIFTC`).
func typeCheck(_ files: [String: String]) throws -> TypeCheckResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feature-flags-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        paths.append(url.path)
    }
    let stubs = try StubCompiler.stubModules()
    // -emit-module, not -typecheck: building the module also runs the checks that warn about
    // unreachable code, and a generated file must build without warnings.
    let module = folder.appendingPathComponent("Flags.swiftmodule").path
    return try StubCompiler.swiftc(["-emit-module", "-emit-module-path", module, "-swift-version", "6", "-parse-as-library", "-I", stubs.path, "-module-name", "Flags"] + paths)
}
