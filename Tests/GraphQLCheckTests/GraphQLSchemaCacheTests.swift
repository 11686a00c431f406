import Foundation
import GraphQLCheck
import ScaffoldSupport
import Testing

/// The schema's problems kept by content in `.scaffold/graphql/`: a second check of the same
/// schema reads them instead of running the SDL rules and the schema validation, and reports
/// exactly what the first did; a changed schema is read anew and replaces the old entry; a
/// damaged entry is a miss.
@Suite struct GraphQLSchemaCacheTests {
    func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Two SDL problems (warnings) and a schema-validation problem (an error at its line).
        try Data("type Query { a: Int a: Int b: B }\ntype B { c: Int }\ninterface I { x: Int }\ntype C implements I { y: Int }\n".utf8)
            .write(to: root.appendingPathComponent("schema.graphqls"))
        try Data("query Q { a }\n".utf8).write(to: root.appendingPathComponent("Q.graphql"))
        return root
    }

    /// The schema's entries (not the valid operations' one).
    func entries(_ root: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".scaffold/graphql").path)) ?? [])
            .filter { $0.hasPrefix("schema-") }.sorted()
    }

    @Test func aSecondCheckOfTheSameSchemaReportsTheSameFromTheCache() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = GraphQLSchemaCache(project: root, toolVersion: "test")
        let schema = root.appendingPathComponent("schema.graphqls"), files = [root.appendingPathComponent("Q.graphql")]
        let uncached = GraphQLCheck.run(schema: schema, files: files, relativeTo: root)
        #expect(uncached.diagnostics.contains { $0.severity == .warning } && uncached.diagnostics.contains { $0.severity == .error })
        let first = GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: cache)
        #expect(first.diagnostics == uncached.diagnostics)
        let stored = entries(root)
        #expect(stored.count == 1)
        let second = GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: cache)
        #expect(second.diagnostics == uncached.diagnostics)

        // The entry is what the second run read: edited, the second run reports the edit.
        let entry = root.appendingPathComponent(".scaffold/graphql/\(try #require(stored.first))")
        try Data("[]".utf8).write(to: entry)
        #expect(GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: cache).diagnostics.isEmpty)
        // Damaged, it is a miss: the problems are found again.
        try Data("{not json".utf8).write(to: entry)
        #expect(GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: cache).diagnostics == uncached.diagnostics)

        // A changed schema is read anew; its entry replaces the old one.
        try Data("type Query { a: Int }\n".utf8).write(to: schema)
        #expect(GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: cache).diagnostics.isEmpty)
        #expect(entries(root).count == 1 && entries(root) != stored)
        // Another build of scaffold does not read this one's entries.
        try Data("[]".utf8).write(to: root.appendingPathComponent(".scaffold/graphql/\(try #require(entries(root).first))"))
        try Data("type Query { a: Int a: Int }\n".utf8).write(to: schema)
        let other = GraphQLCheck.run(schema: schema, files: files, relativeTo: root, cache: GraphQLSchemaCache(project: root, toolVersion: "other"))
        #expect(other.diagnostics.count == 1)
    }

    /// A `.scaffold` committed as a link is never written through.
    @Test func aLinkedScaffoldFolderIsNotWrittenThrough() throws {
        let root = try project()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-cache-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".scaffold"), withDestinationURL: outside)
        let result = GraphQLCheck.run(schema: root.appendingPathComponent("schema.graphqls"), files: [root.appendingPathComponent("Q.graphql")],
                                      relativeTo: root, cache: GraphQLSchemaCache(project: root, toolVersion: "test"))
        #expect(result.diagnostics.contains { $0.severity == .warning })
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
