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
    public static func run(schema: URL, files: [URL], relativeTo root: URL, cache: GraphQLSchemaCache? = nil) -> Result {
        check(schema: schema, files: files, relativeTo: root, cache: cache).result
    }

    /// Checks as `run` does and, when nothing is wrong, writes the typed Swift for the document
    /// (`swift` is nil when there are errors, which are then in the result).
    public static func generate(schema: URL, files: [URL], relativeTo root: URL, options: GraphQLSwiftOptions,
                                cache: GraphQLSchemaCache? = nil) -> (result: Result, swift: String?) {
        let checked = check(schema: schema, files: files, relativeTo: root, cache: cache)
        guard let valid = checked.valid, !checked.result.diagnostics.containsErrors else { return (checked.result, nil) }
        var result = checked.result
        let generator = GraphQLSwiftGenerator(schema: valid.schema, options: options, locations: valid.locations)
        let generated = generator.source(for: valid.definitions)
        result.diagnostics = (result.diagnostics + generated.diagnostics).sortedByLocation()
        return (result, generated.text)
    }

    /// What passed validation, for the generator.
    private struct Valid {
        var schema: GraphQLSchema
        var definitions: [Definition]
        var locations: GraphQLErrorLocations
    }

    private static func check(schema: URL, files: [URL], relativeTo root: URL, cache: GraphQLSchemaCache?) -> (result: Result, valid: Valid?) {
        let schemaFile = GraphQLSchemaFile(schema, relativeTo: root, cache: cache)
        let operations = GraphQLOperations(files: files, relativeTo: root)
        var diagnostics = schemaFile.diagnostics + operations.diagnostics
        let definitions = operations.document?.definitions ?? []
        let counts = (definitions.filter { $0 is OperationDefinition }.count, definitions.filter { $0 is FragmentDefinition }.count)
        var valid: Valid?
        if let built = schemaFile.schema, let document = operations.document, !diagnostics.containsErrors {
            let locations = GraphQLErrorLocations(texts: operations.texts, messages: GraphQLMessages(schema: built))
            // Type-system definitions are reported here, as graphql-js's ExecutableDefinitions
            // rule reports them, and kept from GraphQLSwift's rules: some of them trap on one.
            let (executable, others) = splitExecutable(definitions)
            diagnostics += others.map { locations.diagnostic(for: notExecutable($0)) }
            if !executable.isEmpty {
                let kept = document.set(value: .array(executable), key: "definitions")
                let memory = cache.flatMap { cache in schemaFile.text.map { (cache, $0.path, cache.digest(path: $0.path, text: $0.body)) } }
                diagnostics += GraphQLDocumentValidation(schema: built, document: kept, memory: memory).errors().map { locations.diagnostic(for: $0) }
            }
            valid = Valid(schema: built, definitions: executable.compactMap { $0 as? Definition }, locations: locations)
        } else if schemaFile.schema != nil, operations.document == nil, !diagnostics.containsErrors {
            valid = schemaFile.schema.map { Valid(schema: $0, definitions: [], locations: GraphQLErrorLocations(texts: [:])) }
        }
        let result = Result(diagnostics: diagnostics.sortedByLocation(), files: operations.fileCount, operations: counts.0, fragments: counts.1)
        return (result, valid)
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
