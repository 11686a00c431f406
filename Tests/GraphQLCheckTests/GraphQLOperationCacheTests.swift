import Foundation
@testable import GraphQLCheck
import GraphQL
import ScaffoldSupport
import Testing

/// The operations found valid, kept by content in `.scaffold/graphql/`: a second check
/// validates only what changed, and never misses an error because of it — an edited
/// operation, an edited fragment it spreads, or a rule that looks across operations (a name
/// used twice, an unused fragment) is found as on a first check.
@Suite struct GraphQLOperationCacheTests {
    struct Project {
        let root: URL
        var schema: URL { root.appendingPathComponent("schema.graphqls") }
        var cache: GraphQLSchemaCache { GraphQLSchemaCache(project: root, toolVersion: "test") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-operations-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try write("type Query { a: Int b: B }\ntype B { c: Int d: String }\n", to: "schema.graphqls")
            try write("query A { a }\n", to: "A.graphql")
            try write("query B { b { ...F } }\n", to: "B.graphql")
            try write("fragment F on B { c }\n", to: "F.graphql")
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }

        var files: [URL] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".graphql") }.sorted()
                .map { root.appendingPathComponent($0) }
        }

        /// What a check with the cache reports, and what one without it reports.
        func check() -> (cached: [String], uncached: [String]) {
            let cached = GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: cache).diagnostics.map(DiagnosticRenderer(colors: false).render)
            return (cached, GraphQLCheck.run(schema: schema, files: files, relativeTo: root).diagnostics.map(DiagnosticRenderer(colors: false).render))
        }

        var storedKeys: Set<String> { cache.validOperations(path: "schema.graphqls") }
    }

    @Test func whatChangedIsCheckedAgainAndNothingIsMissed() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        #expect(project.check().cached.isEmpty)
        #expect(project.storedKeys.count == 2)

        // An edited operation: its error is found while the other stays remembered.
        try project.write("query A { a nope }\n", to: "A.graphql")
        var found = project.check()
        #expect(found.cached == [#"A.graphql:1:13: error: Cannot query field "nope" on type "Query"."#] && found.cached == found.uncached, "\(found)")
        try project.write("query A { a }\n", to: "A.graphql")

        // An edited fragment: the remembered operation that spreads it is checked again.
        try project.write("fragment F on B { c nope }\n", to: "F.graphql")
        found = project.check()
        #expect(found.cached == [#"F.graphql:1:21: error: Cannot query field "nope" on type "B"."#] && found.cached == found.uncached, "\(found)")
        try project.write("fragment F on B { c }\n", to: "F.graphql")

        // Rules across operations, with every operation remembered.
        #expect(project.check().cached.isEmpty)
        try project.write("query A { b { d } }\n", to: "C.graphql")
        found = project.check()
        #expect(found.cached.count == 1 && found.cached.first?.contains(#"There can be only one operation named "A"."#) == true)
        #expect(found.cached == found.uncached)
        try project.write("fragment G on B { d }\n", to: "C.graphql")
        found = project.check()
        #expect(found.cached == [#"C.graphql:1:1: error: Fragment "G" is never used."#] && found.cached == found.uncached, "\(found)")
    }

    /// The keys are what a check trusts: a remembered key makes its operation valid without
    /// validating it (so an operation's key must change whenever its validity may).
    @Test func aRememberedOperationIsNotValidatedAgain() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("query A { nope }\n", to: "A.graphql")
        #expect(project.check().cached.count == 1)
        #expect(project.storedKeys.isEmpty)
        let document = try parse(source: Source(body: "query A { nope }\n", name: "A.graphql"))
        let units = GraphQLOperationUnits(definitions: document.definitions, schemaDigest: project.cache.digest(path: "schema.graphqls", text: try String(contentsOf: project.schema, encoding: .utf8)))
        project.cache.storeValidOperations(units.units.map(\.key), path: "schema.graphqls")
        #expect(project.check().cached.isEmpty)
        // Another schema text is another digest: the operation is validated again.
        try project.write("type Query { a: Int b: B }\ntype B { c: Int d: String }\n\n", to: "schema.graphqls")
        #expect(project.check().cached.count == 1)
    }

    /// Many operations are validated a slice per core; an error in one slice, in a fragment
    /// every slice spreads, is reported once, as a whole-document validation reports it.
    @Test func slicesReportWhatTheWholeDocumentDoes() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let operations = (0..<100).map { "query Q\($0) { b { ...F } a\($0 == 90 ? "(arg: 1)" : "") }" }
        try project.write(operations.joined(separator: "\n") + "\n", to: "Many.graphql")
        var found = project.check()
        #expect(found.cached.count == 1 && found.cached == found.uncached, "\(found)")
        try project.write(operations.map { $0.replacingOccurrences(of: "(arg: 1)", with: "") }.joined(separator: "\n") + "\n", to: "Many.graphql")
        #expect(project.check().cached.isEmpty)
        #expect(project.storedKeys.count == 102)
        try project.write("fragment F on B { c nope }\n", to: "F.graphql")
        found = project.check()
        #expect(found.cached == [#"F.graphql:1:21: error: Cannot query field "nope" on type "B"."#] && found.cached == found.uncached, "\(found)")
    }
}
