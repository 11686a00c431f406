import Foundation
import Testing

/// `scaffold check graphql --schema PATH PATH…`: every error at its line, a summary, exit 1 on
/// errors; a folder stands for its .graphql files; a missing path is refused.
@Suite struct CheckGraphQLCommandTests {
    private func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-graphql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Operations/Nested"), withIntermediateDirectories: true)
        let files = [
            "schema.graphqls": "type Query { viewer: User }\ntype User { id: ID! name: String }\n",
            "Operations/Viewer.graphql": "query Viewer {\n  viewer { ...UserFields }\n}\n",
            "Operations/Nested/Fragments.graphql": "fragment UserFields on User { id name }\n",
            "Operations/README.md": "not GraphQL",
        ]
        for (path, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
        return folder
    }

    @Test func aValidFolderPasses() throws {
        let result = try Scaffold.run(["check", "graphql", "--schema", "schema.graphqls", "Operations"], in: try project())
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "GraphQL operations are valid: 1 operation, 1 fragment in 2 files\n")
    }

    @Test func everyErrorIsAtItsLineAndTheCommandFails() throws {
        let folder = try project()
        try Data("query Viewer {\n  viewer { nmae }\n}\n".utf8).write(to: folder.appendingPathComponent("Operations/Viewer.graphql"))
        let result = try Scaffold.run(["check", "graphql", "--schema", "schema.graphqls", "Operations"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("Operations/Viewer.graphql:2:12: error: Cannot query field \"nmae\" on type \"User\". Did you mean \"name\"?"), "\(result.error)")
        #expect(result.error.contains("Operations/Nested/Fragments.graphql:1:1: error: Fragment \"UserFields\" is never used."), "\(result.error)")
        #expect(result.output.hasPrefix("GraphQL operations have errors:"))
    }

    @Test func aMissingPathOrSchemaIsRefused() throws {
        let folder = try project()
        let missing = try Scaffold.run(["check", "graphql", "--schema", "schema.graphqls", "Nope"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.error.contains("error: no such file or folder: Nope"))
        let noSchema = try Scaffold.run(["check", "graphql", "--schema", "none.graphqls", "Operations"], in: folder)
        #expect(noSchema.status == 1)
        #expect(noSchema.error.contains("error: cannot read the GraphQL schema none.graphqls"), "\(noSchema.error)")
    }
}
