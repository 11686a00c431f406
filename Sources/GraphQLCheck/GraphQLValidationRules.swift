import GraphQL

extension GraphQLCheck {
    /// The rules operations are validated with: GraphQLSwift's `specifiedRules`, and the two of
    /// graphql-js's that they leave out.
    static let validationRules: [@Sendable (ValidationContext) -> Visitor] =
        specifiedRules + [GraphQLSingleFieldSubscriptions.rule, GraphQLOverlappingFields.rule]
}
