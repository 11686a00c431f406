import GraphQL

/// GraphQL's `Int` is a 32-bit signed integer. GraphQLSwift accepts any literal that fits
/// Swift's `Int` where an `Int` is expected; graphql-js reports `Int cannot represent non
/// 32-bit signed integer value: 3000000000` at the literal. This rule is that check (a
/// literal past 64 bits GraphQLSwift reports itself, reworded by `GraphQLMessages`).
enum GraphQLIntRange {
    /// graphql-js's message for `literal`.
    static func message(_ literal: String) -> String {
        "Int cannot represent non 32-bit signed integer value: \(literal)"
    }

    /// The validation rule.
    static let rule: @Sendable (ValidationContext) -> Visitor = { context in
        Visitor(enter: { node, _, _, _, _ in
            guard let literal = node as? IntValue, let value = Int(literal.value), !(Int(Int32.min)...Int(Int32.max)).contains(value),
                  let type = getNamedType(type: context.inputType), type.name == "Int", type is GraphQLScalarType else { return .continue }
            context.report(error: GraphQLError(message: message(literal.value), nodes: [literal]))
            return .continue
        })
    }
}
