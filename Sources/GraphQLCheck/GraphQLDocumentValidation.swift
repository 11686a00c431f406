import Foundation
import GraphQL
import ScaffoldSupport

/// Validates a document's operations and fragments against a schema with every rule, checking
/// again only what changed: an operation whose text, fragments and schema are those of one found
/// valid before (`GraphQLSchemaCache`) is valid still, and the rest are validated on their own,
/// spread over the cores. Whenever that finds anything, or the document breaks a rule that
/// looks across operations, the whole document is validated as graphql-js does it, so the
/// errors are exactly those of a whole-document validation.
struct GraphQLDocumentValidation {
    /// The schema.
    let schema: GraphQLSchema
    /// The document: its executable definitions only.
    let document: Document
    /// Where valid operations are remembered, and the schema's path and digest there.
    let memory: (cache: GraphQLSchemaCache, path: String, digest: String)?

    /// Operations validated at a time on one core: fewer are not worth a second thread.
    static let operationsPerThread = 32

    /// Every error of the document.
    func errors() -> [GraphQLError] {
        let units = GraphQLOperationUnits(definitions: document.definitions, schemaDigest: memory?.digest ?? "")
        guard !units.hasDocumentProblem else { return validate(document) }
        let known = memory.map { $0.cache.validOperations(path: $0.path) } ?? []
        let pending = units.units.filter { !known.contains($0.key) }
        let documents = Self.slices(of: pending).map { UncheckedSendable(document.set(value: .array(units.definitions(for: $0)), key: "definitions")) }
        let found = ConcurrentMap.map(documents) { validate($0.value).isEmpty }
        guard !found.contains(false) else { return validate(document) }
        memory.map { $0.cache.storeValidOperations(units.units.map(\.key), path: $0.path) }
        return []
    }

    /// `units` in one slice per core (as many as there are cores, of `operationsPerThread` at
    /// least), none when there are none.
    private static func slices(of units: [GraphQLOperationUnits.Unit]) -> [[GraphQLOperationUnits.Unit]] {
        guard !units.isEmpty else { return [] }
        let count = max(1, min(ProcessInfo.processInfo.activeProcessorCount, units.count / operationsPerThread))
        let size = (units.count + count - 1) / count
        return stride(from: 0, to: units.count, by: size).map { Array(units[$0..<min($0 + size, units.count)]) }
    }

    /// Every error of `document`, graphql-js's where GraphQLSwift's differ.
    private func validate(_ document: Document) -> [GraphQLError] {
        let directiveArguments = GraphQLDirectiveArguments()
        return GraphQL.validate(schema: schema, ast: document, rules: GraphQLCheck.validationRules + [directiveArguments.rule])
            .compactMap { directiveArguments.corrected($0, schema: schema) }
    }
}
