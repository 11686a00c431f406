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
    try writeExecutable("#!/bin/sh\necho call >> '\(log.path)'\n\(before)\nexec '\(real?.path ?? "swiftc")' \"$@\"\n", to: compiler)
    return (compiler, log)
}

/// Writes an executable script so that no process of the test run holds it open for writing:
/// tests run in parallel, and a process another test spawns while this one writes could
/// inherit the open file and make running the script fail with "Text file busy" (ETXTBSY).
/// The text is written to a side file, then `install` (a process of its own, gone when it
/// returns) copies it into place with its mode.
func writeExecutable(_ text: String, to url: URL) throws {
    let draft = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).draft")
    try write(text, to: draft)
    let install = Process()
    install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
    install.arguments = ["-m", "755", draft.path, url.path]
    try install.run()
    install.waitUntilExit()
    try FileManager.default.removeItem(at: draft)
    guard install.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
}

/// How many times the counting compiler ran.
func calls(_ log: URL) -> Int {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
}
