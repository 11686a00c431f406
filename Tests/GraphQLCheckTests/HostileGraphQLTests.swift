import Foundation
import GraphQLCheck
import ScaffoldSupport
import Testing

/// A repository's GraphQL files are untrusted: nesting deep enough to overflow GraphQLSwift's
/// recursive parser is an error at the bracket that goes too deep, not a crash; brackets in
/// comments and strings do not count; a real depth still parses.
@Suite struct HostileGraphQLTests {
    private func check(schema: String, operation: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(schema.utf8).write(to: folder.appendingPathComponent("schema.graphqls"))
        try Data(operation.utf8).write(to: folder.appendingPathComponent("Q.graphql"))
        let result = GraphQLCheck.run(schema: folder.appendingPathComponent("schema.graphqls"), files: [folder.appendingPathComponent("Q.graphql")],
                                      relativeTo: folder)
        return result.diagnostics.map { DiagnosticRenderer(colors: false).render($0).split(separator: "\n").first.map(String.init) ?? "" }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = "query Q " + String(repeating: "{ a ", count: 100_000) + String(repeating: "}", count: 100_000)
        #expect(try check(schema: "type Query { a: Int }", operation: deep)
                == ["Q.graphql:1:1033: error: brackets nested more than 256 deep; scaffold does not parse this file"])
        let deepSchema = "type Query { a: " + String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000) + " }"
        #expect(try check(schema: deepSchema, operation: "{ a }")
                == ["schema.graphqls:1:272: error: brackets nested more than 256 deep; scaffold does not parse this file"])
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() throws {
        let brackets = String(repeating: "{", count: 1000)
        let operation = "# \(brackets)\nquery Q($s: String = \"\(brackets)\") { a(s: \"\"\"\(brackets)\"\"\") }\n"
        #expect(try check(schema: "type Query { a(s: String): Int }", operation: operation)
                == [#"Q.graphql:2:9: error: Variable "$s" is never used in operation "Q"."#])
    }
}
