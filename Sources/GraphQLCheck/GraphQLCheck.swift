import Foundation
import GraphQL
import ScaffoldSupport

/// Checks GraphQL operations against their schema with the GraphQL specification's
/// validation rules, every error at its file's line.
public enum GraphQLCheck {
    /// What a check found.
    public struct Result: Sendable {
        /// Every problem, in file and line order.
        public var diagnostics: [Diagnostic]
        /// How many operation files were read.
        public var files: Int
        /// How many operations and fragments they define.
        public var operations: Int
        public var fragments: Int
    }

    /// Checks `files` (their operations and fragments, as one document) against the schema at
    /// `schema`; paths are shown relative to `root`.
    public static func run(schema: URL, files: [URL], relativeTo root: URL) -> Result {
        let schemaFile = GraphQLSchemaFile(schema, relativeTo: root)
        let operations = GraphQLOperations(files: files, relativeTo: root)
        var diagnostics = schemaFile.diagnostics + operations.diagnostics
        let definitions = operations.document?.definitions ?? []
        let counts = (definitions.filter { $0 is OperationDefinition }.count, definitions.filter { $0 is FragmentDefinition }.count)
        if let built = schemaFile.schema, let document = operations.document, !diagnostics.containsErrors {
            let locations = GraphQLErrorLocations(texts: operations.texts, messages: GraphQLMessages(schema: built))
            // Type-system definitions are reported here, as graphql-js's ExecutableDefinitions
            // rule reports them, and kept from GraphQLSwift's rules: some of them trap on one.
            let (executable, others) = splitExecutable(definitions)
            diagnostics += others.map { locations.diagnostic(for: notExecutable($0)) }
            if !executable.isEmpty {
                let kept = document.set(value: .array(executable), key: "definitions")
                diagnostics += GraphQL.validate(schema: built, ast: kept, rules: validationRules).map { locations.diagnostic(for: $0) }
            }
        }
        return Result(diagnostics: diagnostics.sortedByLocation(), files: operations.fileCount, operations: counts.0, fragments: counts.1)
    }

    /// Operations and fragments, and the other definitions (schema, types, directives).
    private static func splitExecutable(_ definitions: [Definition]) -> (executable: [Node], others: [Definition]) {
        let executable = definitions.filter { $0 is OperationDefinition || $0 is FragmentDefinition }
        return (executable, definitions.filter { !($0 is OperationDefinition || $0 is FragmentDefinition) })
    }

    /// graphql-js's `The "User" definition is not executable.` (`The schema definition…`).
    private static func notExecutable(_ definition: Definition) -> GraphQLError {
        let name: String
        if case let .node(node)? = definition.get(key: "name"), let value = (node as? Name)?.value { name = "\"\(value)\"" } else { name = "schema" }
        return GraphQLError(message: "The \(name) definition is not executable.", nodes: [definition])
    }
}
