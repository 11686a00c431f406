import Foundation
import GraphQLCheck
import ScaffoldSupport
import Testing
import TestSupport

/// scaffold's GraphQL check agrees with the reference implementation: graphql-core (a port of
/// graphql-js; `Tests/Fixtures/GraphQL/oracle.py`) validates each case's operation files
/// against the same schema, and both report the same errors, with the same messages, at the
/// same lines and columns (graphql-core 3.2 quotes names with `'`, graphql-js with `"`).
@Suite struct OracleAgreementTests {
    static let fixtures = StubCompiler.repositoryRoot.appendingPathComponent("Tests/Fixtures/GraphQL")

    /// The case folders: valid operations, broken ones (one error of each rule), duplicates
    /// across files, a syntax error, graphql-js's suggestions, columns after non-ASCII text,
    /// type-system definitions among operations, fields that cannot be merged (directly, through
    /// fragments, through fragments that spread themselves), subscriptions of more than one field.
    static let cases = ["valid", "broken", "duplicates", "syntax", "suggestions", "unicode", "not-executable",
                        "overlapping", "overlapping-fragments", "overlapping-cycles", "subscriptions", "subscription-anonymous"]

    /// One error as both sides print it: its locations (`path:line:col`, the first where the
    /// diagnostic is) and its message.
    struct Finding: Hashable, CustomStringConvertible {
        var locations: [String]
        var message: String
        var description: String { "\(locations.joined(separator: " & ")): \(message)" }
    }

    @Test(arguments: cases)
    func scaffoldReportsWhatGraphQLCoreReports(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent("cases/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".graphql") }.sorted()
        let oracle = try StubCompiler.run("/usr/bin/env", ["python3", Self.fixtures.appendingPathComponent("oracle.py").path, "../../schema.graphqls"] + files,
                                          in: folder)
        try #require(oracle.status == 0, "graphql-core did not run (pip install graphql-core==3.2.8): \(oracle)")
        let expected = try Set(oracle.output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let message = (object["message"] as? String ?? "").replacingOccurrences(of: "'", with: "\"")
            return Finding(locations: object["locations"] as? [String] ?? [], message: message)
        })
        let result = GraphQLCheck.run(schema: Self.fixtures.appendingPathComponent("schema.graphqls"),
                                      files: files.map { folder.appendingPathComponent($0) }, relativeTo: folder)
        let actual = Set(result.diagnostics.map { diagnostic in
            let others = diagnostic.hint.map { String($0.dropFirst("also at ".count)).components(separatedBy: ", ") } ?? []
            return Finding(locations: [diagnostic.location.map(\.description) ?? "-"] + others, message: diagnostic.message)
        })
        #expect(actual.subtracting(expected).isEmpty && expected.subtracting(actual).isEmpty, """
            only scaffold's: \(actual.subtracting(expected).sorted { $0.description < $1.description })
            only graphql-core's: \(expected.subtracting(actual).sorted { $0.description < $1.description })
            """)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// With the valid operations remembered (`.scaffold/graphql/`), a first and a second check
    /// of every case report what a check without them does.
    @Test(arguments: cases)
    func aRememberingCheckReportsWhatOneWithoutDoes(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent("cases/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".graphql") }.sorted()
            .map { folder.appendingPathComponent($0) }
        let memory = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-oracle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: memory) }
        let cache = GraphQLSchemaCache(project: memory, toolVersion: "test")
        let schema = Self.fixtures.appendingPathComponent("schema.graphqls")
        let plain = GraphQLCheck.run(schema: schema, files: files, relativeTo: folder).diagnostics
        #expect(GraphQLCheck.run(schema: schema, files: files, relativeTo: folder, cache: cache).diagnostics == plain)
        #expect(GraphQLCheck.run(schema: schema, files: files, relativeTo: folder, cache: cache).diagnostics == plain)
    }

    /// An introspection result (graphql-core's of the same schema, `schema.json`) checks every
    /// case exactly as its SDL does.
    @Test(arguments: cases)
    func anIntrospectionSchemaChecksAsItsSDL(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent("cases/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".graphql") }.sorted()
            .map { folder.appendingPathComponent($0) }
        let sdl = GraphQLCheck.run(schema: Self.fixtures.appendingPathComponent("schema.graphqls"), files: files, relativeTo: folder)
        let json = GraphQLCheck.run(schema: Self.fixtures.appendingPathComponent("schema.json"), files: files, relativeTo: folder)
        #expect(json.diagnostics == sdl.diagnostics)
    }

    /// A JSON file that is no introspection result is an error at its start.
    @Test func aJSONSchemaThatIsNotAnIntrospectionResultIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"types": []}"#.utf8).write(to: folder.appendingPathComponent("schema.json"))
        let result = GraphQLCheck.run(schema: folder.appendingPathComponent("schema.json"), files: [], relativeTo: folder)
        #expect(result.diagnostics.map { DiagnosticRenderer(colors: false).render($0) } == [
            #"schema.json:1:1: error: the GraphQL schema schema.json is not an introspection result: no "__schema" in it (an introspection result has {"data": {"__schema": …}})"#,
        ])
    }

    /// A published schema that breaks an SDL rule (GitHub's has defined a field twice) is read
    /// as it is, each problem a warning: the operations are still checked.
    @Test func aPublishedSchemasOwnProblemsAreWarnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-dup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("type Query { a: Int a: Int b: String }\n".utf8).write(to: folder.appendingPathComponent("schema.graphqls"))
        try Data("query Q { a c }\n".utf8).write(to: folder.appendingPathComponent("Q.graphql"))
        let result = GraphQLCheck.run(schema: folder.appendingPathComponent("schema.graphqls"), files: [folder.appendingPathComponent("Q.graphql")],
                                      relativeTo: folder)
        #expect(result.diagnostics.map { DiagnosticRenderer(colors: false).render($0) } == [
            #"Q.graphql:1:13: error: Cannot query field "c" on type "Query". Did you mean "a" or "b"?"#,
            #"""
            schema.graphqls:1:14: warning: Field "Query.a" can only be defined once.
                hint: also at schema.graphqls:1:21; the schema is read as it is: the API that publishes it has to fix this, not your operations
            """#,
        ])
    }

    /// A schema that does not build because of an SDL rule (a type nobody defines) gets the
    /// rule's errors at their lines, and no operation is checked.
    @Test func aSchemaBrokenByAnSDLRuleIsAnErrorAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-unknown-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("type Query {\n  user: Usr\n}\ntype User { id: ID }\n".utf8).write(to: folder.appendingPathComponent("schema.graphqls"))
        try Data("query Q { nope }\n".utf8).write(to: folder.appendingPathComponent("Q.graphql"))
        let result = GraphQLCheck.run(schema: folder.appendingPathComponent("schema.graphqls"), files: [folder.appendingPathComponent("Q.graphql")],
                                      relativeTo: folder)
        #expect(result.diagnostics.map { DiagnosticRenderer(colors: false).render($0) } == [
            #"schema.graphqls:2:9: error: Unknown type "Usr". Did you mean "User"?"#,
        ])
    }
}
