import Foundation
import GraphQLCheck
import ScaffoldSupport
import Testing

/// The two rules scaffold adds to GraphQLSwift's (fields that cannot be merged, subscriptions of
/// more than one field) on operations a hostile repository could write: fragments that spread
/// themselves through fields (graphql-core never returns from those), thousands of fragments
/// spread in a chain, subselections compared deeper than graphql-core's recursion reaches.
/// Each check ends, without a crash, and quickly.
@Suite struct HostileMergeTests {
    private static let schema = """
        type User { id: ID! name: String best: User }
        type Query { me: User }
        type Subscription { changed: User other: User }
        """

    private func check(_ operation: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.schema.utf8).write(to: folder.appendingPathComponent("schema.graphqls"))
        try Data(operation.utf8).write(to: folder.appendingPathComponent("Q.graphql"))
        let result = GraphQLCheck.run(schema: folder.appendingPathComponent("schema.graphqls"), files: [folder.appendingPathComponent("Q.graphql")],
                                      relativeTo: folder)
        return result.diagnostics.map { DiagnosticRenderer(colors: false).render($0).split(separator: "\n").first.map(String.init) ?? "" }
    }

    @Test func fragmentsSpreadingThemselvesThroughFieldsEnd() throws {
        let operation = """
            { me { ...A ...B } }
            fragment A on User { best { ...A best { ...A } } }
            fragment B on User { best { ...B best { ...B } } }
            """
        #expect(try check(operation) == [
            #"Q.graphql:2:29: error: Cannot spread fragment "A" within itself."#,
            #"Q.graphql:2:41: error: Cannot spread fragment "A" within itself."#,
            #"Q.graphql:3:29: error: Cannot spread fragment "B" within itself."#,
            #"Q.graphql:3:41: error: Cannot spread fragment "B" within itself."#,
        ])
    }

    @Test func aLongChainOfFragmentsIsWalkedWithoutRecursion() throws {
        let count = 3000
        let chain = (0..<count).map { "fragment C\($0) on User { ...C\($0 + 1) id }\n" }.joined()
        let query = "{ me { ...C0 } }\n" + chain + "fragment C\(count) on User { id: name }\n"
        #expect(try check(query) == [
            #"Q.graphql:3001:35: error: Fields "id" conflict because "id" and "name" are different fields. "#
                + "Use different aliases on the fields to fetch both if this was intentional.",
        ])
        let subscriptions = (0..<count).map { "fragment S\($0) on Subscription { ...S\($0 + 1) }\n" }.joined()
        let subscription = "subscription Chain { ...S0 }\n" + subscriptions + "fragment S\(count) on Subscription { changed { id } other { id } }\n"
        #expect(try check(subscription) == [#"Q.graphql:3002:49: error: Subscription "Chain" must select only one top level field."#])
    }

    /// Two chains of fragments, each a field deeper than the last, that differ only at the end.
    private func chains(_ depth: Int) -> String {
        var text = "{ me { ...F0 } me { ...G0 } }\n"
        for level in 0..<depth {
            text += "fragment F\(level) on User { best { ...F\(level + 1) } }\nfragment G\(level) on User { best { ...G\(level + 1) } }\n"
        }
        return text + "fragment F\(depth) on User { x: id }\nfragment G\(depth) on User { x: name }\n"
    }

    @Test func subselectionsAreComparedDeepButNotEndlessly() throws {
        let found = try check(chains(200))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix(#"Q.graphql:1:3: error: Fields "me" conflict because subfields "best" conflict because"#) == true)
        #expect(found.first?.contains(#"subfields "x" conflict because "id" and "name" are different fields."#) == true)
        // Deeper than graphql-core's recursion limit lets it compare (it fails): not compared.
        #expect(try check(chains(400)).isEmpty)
    }

    @Test func manyFieldsOfOneNameAreComparedQuickly() throws {
        // Each of the 300 conflicts with the last, three fields deep (graphql-core: 300 errors).
        let fields = String(repeating: "me { best { best { id } } } ", count: 300)
        let started = ContinuousClock.now
        #expect(try check("{ \(fields)me { best { best { id: name } } } }").count == 300)
        #expect(ContinuousClock.now - started < .seconds(20))
    }
}
