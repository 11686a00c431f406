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
            diagnostics += GraphQL.validate(schema: built, ast: document).map { locations.diagnostic(for: $0) }
        }
        return Result(diagnostics: diagnostics.sortedByLocation(), files: operations.fileCount, operations: counts.0, fragments: counts.1)
    }

    /// `url`'s path relative to `root` when it is inside, else absolute.
    static func shownPath(_ url: URL, root: URL) -> String {
        let full = url.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
