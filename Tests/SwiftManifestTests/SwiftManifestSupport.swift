import Foundation
import ManifestLoader
import ScaffoldSupport

/// The repository root, where `Project.yml` and its twin `Project.swift` describe the Example.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The build folder the tests run from, where `swift build` put ProjectDescription.
let buildFolder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()

/// A fresh temporary folder holding copies of `items` from `source` and `files` (path → text).
func makeFolder(copying items: [String] = [], from source: URL = repositoryRoot, files: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for item in items {
        try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: root.appendingPathComponent(item))
    }
    for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
    return root
}

/// Writes `text` to `url`, creating its folder.
func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// A loader as `scaffold` makes one, showing paths relative to `root`; `environment` is added
/// to `PATH` (so swiftc is found).
func loader(_ root: URL, environment: [String: String] = [:], runTimeout: Double = 60) -> ManifestLoader {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return ManifestLoader(
        environment: ["PATH": path].merging(environment) { $1 }, workingDirectory: root,
        swift: SwiftManifestOptions(toolVersion: "tests", executableDirectory: buildFolder, runTimeout: runTimeout)
    )
}

/// Loads `name` in `root`.
func load(_ root: URL, _ name: String = "Project.swift", environment: [String: String] = [:]) throws(DiagnosticsError) -> LoadedManifest {
    try loader(root, environment: environment).load(root.appendingPathComponent(name))
}

/// The diagnostics a failing load reports; empty when it loads.
func errors(_ root: URL, _ name: String = "Project.swift", environment: [String: String] = [:], runTimeout: Double = 60) -> [Diagnostic] {
    do {
        _ = try loader(root, environment: environment, runTimeout: runTimeout).load(root.appendingPathComponent(name))
        return []
    } catch {
        return error.diagnostics
    }
}

/// A `swiftc` stand-in that logs each call to `log`, runs `before` (shell) and then the real
/// compiler.
func countingCompiler(in folder: URL, before: String = "") throws -> (compiler: URL, log: URL) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let real = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    let log = folder.appendingPathComponent("swiftc.log")
    let compiler = folder.appendingPathComponent("bin/swiftc")
    try write("#!/bin/sh\necho call >> '\(log.path)'\n\(before)\nexec '\(real?.path ?? "swiftc")' \"$@\"\n", to: compiler)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler.path)
    return (compiler, log)
}

/// How many times the counting compiler ran.
func calls(_ log: URL) -> Int {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
}
