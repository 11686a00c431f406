import DependencyCheck
import Foundation
import ScaffoldSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// The generated file parses with swift-syntax and type-checks, with the sources it was
/// generated from, against the API stubs: one `swiftc -typecheck` per case.
final class TypeCheckTests: XCTestCase {
    func testExampleAppTypeChecksWithTheGeneratedFile() throws {
        let root = DependencyCheckTestSupport.repository
        let sources = ["Example/App", "Example/Features"].flatMap {
            DependencyCheckTestSupport.swiftFiles(under: root.appendingPathComponent($0))
        }.filter { !$0.path.contains("/Example/App/Generated/") }
        let work = TemporaryFiles([:])
        let graphQL = work.folder.appendingPathComponent("GraphQLOperations.swift")
        let script = try CompilerProcess.run("/bin/sh", ["Example/Scripts/generate-graphql.sh"], in: root, environment: ["GQL_OUTPUT": graphQL.path])
        XCTAssertEqual(script.status, 0, script.description)
        try assertGeneratedFileTypeChecks(sources: sources, extra: [graphQL], root: root, work: work, module: "ExampleApp")
    }

    func testValidFixturesTypeCheckWithTheGeneratedFile() throws {
        for fixture in ["three-level-tree", "extension-provider", "shared", "needle-sample"] {
            let folder = DependencyCheckTestSupport.fixture(fixture)
            try assertGeneratedFileTypeChecks(
                sources: DependencyCheckTestSupport.swiftFiles(under: folder), extra: [], root: folder,
                work: TemporaryFiles([:]), module: "Fixture"
            )
        }
    }

    private func assertGeneratedFileTypeChecks(sources: [URL], extra: [URL], root: URL, work: TemporaryFiles, module: String, line: UInt = #line) throws {
        let result = DependencyCheck.run(files: sources, relativeTo: root)
        XCTAssertFalse(result.diagnostics.containsErrors, "\(result.diagnostics)", line: line)
        let source = NeedleCodeGenerator.source(for: result.graph)
        XCTAssertFalse(Parser.parse(source: source).hasError, "the generated file does not parse:\n\(source)", line: line)
        let generated = work.folder.appendingPathComponent("NeedleGenerated.swift")
        try Data(source.utf8).write(to: generated)
        let run = try CompilerProcess.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", try CompilerProcess.stubModules().path, "-module-name", module]
                + (sources + extra + [generated]).map(\.path)
        )
        XCTAssertEqual(run.status, 0, "\(run)\n\(source)", line: line)
    }
}

/// Runs the compiler and scripts for the type-check tests; the API stubs are built once.
enum CompilerProcess {
    /// One process run: command, exit status, everything it printed.
    struct Run: CustomStringConvertible {
        var command: String
        var status: Int32
        var output: String
        var description: String { "$ \(command)\n(exit status \(status))\n\(output)" }
    }

    /// Why the stubs could not be built.
    struct StubFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The stub modules (Combine, SwiftUI, NeedleFoundation, IMVVM), built once per test run.
    static func stubModules() throws -> URL {
        try stubs.get()
    }

    private static let stubs: Result<URL, StubFailure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dicheck-stubs-\(UUID().uuidString)")
        let script = DependencyCheckTestSupport.repository.appendingPathComponent("Tests/Fixtures/Stubs/build-stubs.sh").path
        guard let build = try? run("/bin/sh", [script, folder.path]) else { return .failure(StubFailure(description: "cannot run build-stubs.sh")) }
        return build.status == 0 ? .success(folder) : .failure(StubFailure(description: build.description))
    }()

    /// `swiftc` (or `$SWIFTC`) with `arguments`.
    static func swiftc(_ arguments: [String]) throws -> Run {
        try run("/usr/bin/env", [ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"] + arguments)
    }

    /// Runs `executable` in `folder` with `environment` added to this process's.
    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(command: ([executable] + arguments).joined(separator: " "), status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
