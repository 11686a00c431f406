import Foundation
import GraphQLCheck

/// libFuzzer's entry point for the GraphQL check and its Swift generation (`check graphql`, the
/// `graphql` step; scripts/fuzz.sh graphql builds and runs it): each input is checked and typed
/// as an operation file against a schema of every kind of type, and read as a schema itself
/// (typing a query of `__typename` against it). Any crash, trap, hang or sanitizer report is a
/// finding.
func fuzzGraphQL(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let scratch = GraphQLScratch.shared
    guard FileManager.default.createFile(atPath: scratch.input.path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    _ = GraphQLCheck.generate(schema: scratch.schema, files: [scratch.input], relativeTo: scratch.folder, options: GraphQLSwiftOptions())
    _ = GraphQLCheck.generate(schema: scratch.input, files: [scratch.typename], relativeTo: scratch.folder, options: GraphQLSwiftOptions())
    return 0
}

/// The folder every input is written in, with the schema operations are checked against.
final class GraphQLScratch: Sendable {
    static let shared = GraphQLScratch()
    let folder: URL
    let input: URL
    let schema: URL
    /// `query Q { __typename }`, an operation every schema with a query type has.
    let typename: URL

    private init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-graphql-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        input = folder.appendingPathComponent("Input.graphql")
        schema = folder.appendingPathComponent("schema.graphqls")
        typename = folder.appendingPathComponent("Typename.graphql")
        FileManager.default.createFile(atPath: typename.path, contents: Data("query Q { __typename }\n".utf8))
        let sdl = """
            scalar DateTime
            interface Node { id: ID! }
            type User implements Node { id: ID! name(upper: Boolean = false): String friends(first: Int): [User!]! born: DateTime role: Role }
            type Team implements Node { id: ID! members: [User] }
            union Member = User | Team
            enum Role { ADMIN GUEST }
            input Filter { role: Role name: String nested: Filter }
            type Query { node(id: ID!): Node users(filter: Filter): [User!]! search(text: String!): [Member] }
            type Mutation { rename(id: ID!, name: String!): User }
            type Subscription { changed: User }

            """
        FileManager.default.createFile(atPath: schema.path, contents: Data(sdl.utf8))
    }
}
