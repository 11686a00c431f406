import DependencyCheck
import Foundation
import GraphQLCheck
import ScaffoldSupport
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// The generated file parses with swift-syntax and type-checks, with the sources it was
/// generated from, against the API stubs: one `swiftc -typecheck` per case.
@Suite struct TypeCheckTests {
    @Test func exampleAppTypeChecksWithTheGeneratedFile() throws {
        let root = DependencyCheckTestSupport.repository
        let sources = ["Example/App", "Example/Features"].flatMap {
            DependencyCheckTestSupport.swiftFiles(under: root.appendingPathComponent($0))
        }.filter { !$0.path.contains("/Example/App/Generated/") }
        let work = TemporaryFiles([:])
        // What the Example's graphql step writes: its operations, checked and typed.
        let operations = ["Example/GraphQL", "Example/Features"].flatMap { folder in
            (FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "graphql" }
        }
        #expect(operations.count == 2)
        let typed = GraphQLCheck.generate(schema: root.appendingPathComponent("Example/GraphQL/schema.graphqls"), files: operations, relativeTo: root,
                                          options: GraphQLSwiftOptions())
        #expect(typed.result.diagnostics.isEmpty, "\(typed.result.diagnostics)")
        let graphQL = work.folder.appendingPathComponent("GraphQLAPI.swift")
        try Data(try #require(typed.swift).utf8).write(to: graphQL)
        try expectGeneratedFileTypeChecks(sources: sources, extra: [graphQL], root: root, work: work, module: "ExampleApp")
    }

    @Test func validFixturesTypeCheckWithTheGeneratedFile() throws {
        for fixture in ["three-level-tree", "extension-provider", "shared", "needle-sample"] {
            let folder = DependencyCheckTestSupport.fixture(fixture)
            try expectGeneratedFileTypeChecks(
                sources: DependencyCheckTestSupport.swiftFiles(under: folder), extra: [], root: folder,
                work: TemporaryFiles([:]), module: "Fixture"
            )
        }
    }

    private func expectGeneratedFileTypeChecks(sources: [URL], extra: [URL], root: URL, work: TemporaryFiles, module: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = DependencyCheck.run(files: sources, relativeTo: root)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
        let source = NeedleCodeGenerator.source(for: result.graph)
        #expect(!Parser.parse(source: source).hasError, "the generated file does not parse:\n\(source)", sourceLocation: sourceLocation)
        let generated = work.folder.appendingPathComponent("NeedleGenerated.swift")
        try Data(source.utf8).write(to: generated)
        let run = try CompilerProcess.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", try CompilerProcess.stubModules().path, "-module-name", module]
                + (sources + extra + [generated]).map(\.path)
        )
        #expect(run.status == 0, "\(run)\n\(source)", sourceLocation: sourceLocation)
    }
}

/// Runs the compiler and scripts for the type-check tests; the API stubs are built once.
enum CompilerProcess {
    typealias Run = ToolRun

    static func stubModules() throws -> URL { try StubCompiler.stubModules() }

    static func swiftc(_ arguments: [String]) throws -> Run { try StubCompiler.swiftc(arguments) }

    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        try StubCompiler.run(executable, arguments, in: folder, environment: environment)
    }
}
