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

/// `run: graphql` in the pipeline: `prebuild` fails at the operation's line and runs nothing
/// after it; fixed, it passes; unchanged, it is cached; a changed schema runs it again.
@Suite struct GraphQLPipelineStepTests {
    static let manifest = """
        name: P
        pipeline:
          graphql:
            run: graphql
            schema: GraphQL/schema.graphqls
            inputs: ["GraphQL/**/*.graphql"]
          after:
            run: touch after.txt
            dependsOn: [graphql]

        """

    @Test func theStepFailsFastAtTheLineAndIsCached() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("GraphQL"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("Project.yml"))
        try Data("type Query { viewer: User }\ntype User { id: ID! name: String }\n".utf8).write(to: folder.appendingPathComponent("GraphQL/schema.graphqls"))
        let operation = folder.appendingPathComponent("GraphQL/Viewer.graphql")
        try Data("query Viewer {\n  viewer { nmae }\n}\n".utf8).write(to: operation)

        let broken = try Scaffold.run(["prebuild"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.error.contains("GraphQL/Viewer.graphql:2:12: error: Cannot query field \"nmae\" on type \"User\". Did you mean \"name\"?"), "\(broken.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("after.txt").path))

        try Data("query Viewer {\n  viewer { name }\n}\n".utf8).write(to: operation)
        let fixed = try Scaffold.run(["prebuild"], in: folder)
        #expect(fixed.status == 0, "\(fixed.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("after.txt").path))
        let again = try Scaffold.run(["prebuild"], in: folder)
        #expect(again.output.contains("cached     graphql"), "\(again.output)")

        try Data("type Query { viewer: User }\ntype User { id: ID! name: String email: String }\n".utf8).write(to: folder.appendingPathComponent("GraphQL/schema.graphqls"))
        let schemaChanged = try Scaffold.run(["prebuild", "--step", "graphql"], in: folder)
        #expect(schemaChanged.output.contains("1 ran"), "\(schemaChanged.output)")
    }
}
