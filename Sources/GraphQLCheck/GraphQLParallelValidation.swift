import GraphQL
import ScaffoldSupport

/// Validation with the rules in two halves, each visiting the document on a core of its own:
/// on a few hundred operations the visit (every rule at every node, with the type information
/// kept along) is as long as building a schema of GitHub's size. The rules only read the schema
/// and the document; each half has its own type information and context.
enum GraphQLParallelValidation {
    /// The errors of `rules` on `document`, the first half's then the second's.
    static func errors(schema: GraphQLSchema, document: Document, rules: [@Sendable (ValidationContext) -> Visitor]) -> [GraphQLError] {
        // GraphQLSwift reads an empty rule list as "every rule".
        guard rules.count > 1 else { return rules.isEmpty ? [] : GraphQL.validate(schema: schema, ast: document, rules: rules) }
        let half = rules.count / 2
        let shared = UncheckedSendable((schema: schema, document: document, rules: Array(rules[half...])))
        let second = BackgroundValue { UncheckedSendable(GraphQL.validate(schema: shared.value.schema, ast: shared.value.document, rules: shared.value.rules)) }
        return GraphQL.validate(schema: schema, ast: document, rules: Array(rules[..<half])) + second.value.value
    }
}
