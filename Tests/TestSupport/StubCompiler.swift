import Foundation
import ScaffoldSupport

/// One run of a tool by a test: the command, its exit status and everything it printed.
public struct ToolRun: CustomStringConvertible, Sendable {
    public var command: String
    public var status: Int32
    public var output: String

    public var description: String { "$ \(command)\n(exit status \(status))\n\(output)" }
}

/// Runs tools for tests (swiftc, swift package, scripts), and `swiftc` against the API stubs in Tests/Fixtures/Stubs (SwiftUI,
/// Combine, NeedleFoundation, IMVVM), which are built once per test process. Shared by every
/// test target that type-checks generated Swift.
public enum StubCompiler {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Why the stubs could not be built.
    public struct StubBuildFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The folder holding the built stub modules.
    public static func stubModules() throws -> URL {
        try builtStubs.get()
    }

    private static let builtStubs: Result<URL, StubBuildFailure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-stubs-\(UUID().uuidString)")
        let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/Stubs/build-stubs.sh").path
        do {
            let build = try run("/bin/sh", [script, folder.path])
            return build.status == 0 ? .success(folder) : .failure(StubBuildFailure(description: "building the API stubs failed:\n\(build)"))
        } catch {
            return .failure(StubBuildFailure(description: "cannot run build-stubs.sh: \(error)"))
        }
    }()

    /// `swiftc` (or `$SWIFTC`) with `arguments`.
    public static func swiftc(_ arguments: [String]) throws -> ToolRun {
        try run("/usr/bin/env", [ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"] + arguments)
    }

    /// Runs `executable` with `arguments` (in `folder`, with `environment` added to this
    /// process's), collecting standard output and error together.
    public static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = Data(FileDescriptorIO.readAll(pipe.fileHandleForReading.fileDescriptor) ?? [])
        process.waitUntilExit()
        return ToolRun(command: ([executable] + arguments).joined(separator: " "), status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
