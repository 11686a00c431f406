import GraphQL

/// graphql-js's SingleFieldSubscriptionsRule, which GraphQLSwift's `specifiedRules` leave out:
/// a subscription selects exactly one top-level field (fragments included), and not an
/// introspection field. Its top-level fields are collected as graphql-js's `collectFields`
/// does, on the schema's subscription type, with no variable values.
///
/// One difference: graphql-js throws out of validation (it reports nothing) when a top-level
/// `@skip` or `@include` has a variable or a bad value for `if`; such a field counts here as
/// one the subscription may select, and only a literal `@skip(if: true)` or
/// `@include(if: false)` leaves a field out.
enum GraphQLSingleFieldSubscriptions {
    /// The rule, for `validate(schema:ast:rules:)`: every subscription operation is checked.
    static let rule: @Sendable (ValidationContext) -> Visitor = { context in
        Visitor(enter: { node, _, _, _, _ in
            guard let operation = node as? OperationDefinition else { return .continue }
            for error in errors(in: operation, schema: context.schema, fragment: { context.getFragment(name: $0) }) {
                context.report(error: error)
            }
            return .continue
        })
    }

    /// The errors of `operation` when it is a subscription (and the schema has a subscription
    /// type): the extra top-level fields, then each introspection field.
    static func errors(in operation: OperationDefinition, schema: GraphQLSchema, fragment: (String) -> FragmentDefinition?) -> [GraphQLError] {
        guard operation.operation == .subscription, let subscriptionType = schema.subscriptionType else { return [] }
        let subject = operation.name.map { "Subscription \"\($0.value)\"" } ?? "Anonymous Subscription"
        let groups = topLevelFields(of: operation.selectionSet, on: subscriptionType, schema: schema, fragment: fragment)
        var errors: [GraphQLError] = []
        if groups.count > 1 {
            let extra = groups.dropFirst().flatMap { $0 }
            errors.append(GraphQLError(message: "\(subject) must select only one top level field.", nodes: extra))
        }
        for fields in groups {
            guard let first = fields.first, first.name.value.hasPrefix("__") else { continue }
            errors.append(GraphQLError(message: "\(subject) must not select an introspection top level field.", nodes: fields))
        }
        return errors
    }

    /// graphql-js's `collectFields` on the subscription type: the top-level fields grouped by
    /// response name, groups in the order first met, each fragment spread once. A stack of
    /// selections, not recursion, walks the fragments, in the same order.
    private static func topLevelFields(of selectionSet: SelectionSet, on type: GraphQLObjectType, schema: GraphQLSchema,
                                       fragment: (String) -> FragmentDefinition?) -> [[Field]] {
        var order: [String] = []
        var groups: [String: [Field]] = [:]
        var visited = Set<String>()
        var pending: [Selection] = selectionSet.selections.reversed()
        while let selection = pending.popLast() {
            switch selection {
            case let field as Field:
                guard isIncluded(field.directives) else { continue }
                let responseName = field.alias?.value ?? field.name.value
                if groups[responseName] == nil { order.append(responseName) }
                groups[responseName, default: []].append(field)
            case let inline as InlineFragment:
                guard isIncluded(inline.directives), applies(inline.typeCondition, to: type, schema: schema) else { continue }
                pending += inline.selectionSet.selections.reversed()
            case let spread as FragmentSpread:
                guard !visited.contains(spread.name.value), isIncluded(spread.directives) else { continue }
                visited.insert(spread.name.value)
                guard let definition = fragment(spread.name.value), applies(definition.typeCondition, to: type, schema: schema) else { continue }
                pending += definition.selectionSet.selections.reversed()
            default:
                continue
            }
        }
        return order.map { groups[$0] ?? [] }
    }

    /// Whether a selection with `directives` is collected: not when it is skipped or not
    /// included for sure (a literal `if`).
    private static func isIncluded(_ directives: [Directive]) -> Bool {
        func condition(_ name: String) -> Bool? {
            guard let directive = directives.first(where: { $0.name.value == name }),
                  let argument = directive.arguments.first(where: { $0.name.value == "if" }) else { return nil }
            return (argument.value as? BooleanValue)?.value
        }
        return condition("skip") != true && condition("include") != false
    }

    /// graphql-js's `doesFragmentConditionMatch`: no condition, the type itself, or an
    /// abstract type it belongs to.
    private static func applies(_ condition: NamedType?, to type: GraphQLObjectType, schema: GraphQLSchema) -> Bool {
        guard let condition else { return true }
        guard let conditional = schema.getType(name: condition.name.value) else { return false }
        if conditional.name == type.name { return true }
        guard let abstract = conditional as? GraphQLAbstractType else { return false }
        return schema.isSubType(abstractType: abstract, maybeSubType: type)
    }
}
