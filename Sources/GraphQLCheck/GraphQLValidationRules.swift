import GraphQL

extension GraphQLCheck {
    /// The rules operations are validated with: GraphQLSwift's `specifiedRules`, the two of
    /// graphql-js's that they leave out, and `Int`'s 32-bit range, which GraphQLSwift does not
    /// check.
    static let validationRules: [@Sendable (ValidationContext) -> Visitor] =
        specifiedRules + [GraphQLSingleFieldSubscriptions.rule, GraphQLOverlappingFields.rule, GraphQLIntRange.rule]
}
