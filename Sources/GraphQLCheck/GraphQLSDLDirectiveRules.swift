import GraphQL

/// A directive as graphql-js's SDL rules know it: a standard one, or one the document defines.
struct GraphQLSDLDirective: Sendable {
    /// Where it may be used, named as graphql-js names directive locations (`FIELD_DEFINITION`).
    var locations: Set<String>
    /// Its arguments' names, in order.
    var arguments: [String]
    /// Its required arguments (non-null, without a default), in order, with their types as written.
    var required: [(name: String, type: String)]
    var repeatable: Bool

    /// The directives graphql-core 3.2 knows without a definition (`specified_directives`).
    static let standard: [String: GraphQLSDLDirective] = [
        "include": GraphQLSDLDirective(locations: ["FIELD", "FRAGMENT_SPREAD", "INLINE_FRAGMENT"], arguments: ["if"],
                                       required: [("if", "Boolean!")], repeatable: false),
        "skip": GraphQLSDLDirective(locations: ["FIELD", "FRAGMENT_SPREAD", "INLINE_FRAGMENT"], arguments: ["if"],
                                    required: [("if", "Boolean!")], repeatable: false),
        "deprecated": GraphQLSDLDirective(locations: ["FIELD_DEFINITION", "ARGUMENT_DEFINITION", "INPUT_FIELD_DEFINITION", "ENUM_VALUE"],
                                          arguments: ["reason"], required: [], repeatable: false),
        "specifiedBy": GraphQLSDLDirective(locations: ["SCALAR"], arguments: ["url"], required: [("url", "String!")], repeatable: false),
        "oneOf": GraphQLSDLDirective(locations: ["INPUT_OBJECT"], arguments: [], required: [], repeatable: false),
    ]

    init(locations: Set<String>, arguments: [String], required: [(name: String, type: String)], repeatable: Bool) {
        (self.locations, self.arguments, self.required, self.repeatable) = (locations, arguments, required, repeatable)
    }

    /// A directive the document defines; of a required argument defined twice, graphql-js keeps
    /// the type of the last definition in the place of the first (it keeps them in an object).
    init(_ definition: DirectiveDefinition) {
        locations = Set(definition.locations.map(\.value))
        arguments = definition.arguments.map(\.name.value)
        required = []
        for argument in definition.arguments where argument.type.kind == .nonNullType && argument.defaultValue == nil {
            let entry = (name: argument.name.value, type: Self.printed(argument.type))
            if let index = required.firstIndex(where: { $0.name == entry.name }) { required[index] = entry } else { required.append(entry) }
        }
        repeatable = definition.repeatable
    }

    /// A type as written: `[String!]!`.
    static func printed(_ type: Type) -> String {
        switch type {
        case let list as ListType: return "[" + printed(list.type) + "]"
        case let nonNull as NonNullType: return printed(nonNull.type) + "!"
        case let named as NamedType: return named.name.value
        default: return ""
        }
    }
}

extension GraphQLSDLWalk {
    // MARK: UniqueDirectivesPerLocation

    /// The directives of a node other than the schema or a type: each used there at most once
    /// unless it is repeatable.
    mutating func uniqueDirectives(_ directives: [Directive]) {
        guard directives.count > 1 else { return }
        _ = uniqueDirectives(directives, seen: [:])
    }

    /// The directives of a type's definition or extension: its definition and extensions are
    /// one location.
    mutating func uniqueDirectives(_ directives: [Directive], ofType name: String) {
        guard !directives.isEmpty else { return }
        typeDirectives[name] = uniqueDirectives(directives, seen: typeDirectives.removeValue(forKey: name) ?? [:])
    }

    /// `directives` used where those `seen` were: what is seen there now.
    mutating func uniqueDirectives(_ directives: [Directive], seen: [String: Directive]) -> [String: Directive] {
        var seen = seen
        for directive in directives {
            let name = directive.name.value
            guard let known = self.directives[name], !known.repeatable else { continue }
            if let first = seen[name] {
                report("The directive \"@\(name)\" can only be used once at this location.", [first, directive])
            } else {
                seen[name] = directive
            }
        }
        return seen
    }

    // MARK: Directives used

    mutating func visitDirectives(_ directives: [Directive], at location: String) {
        for directive in directives { visitDirective(directive, at: location) }
    }

    /// KnownDirectives, KnownArgumentNamesOnDirectives and UniqueArgumentNames on entering the
    /// directive, the rules about its argument values, ProvidedRequiredArgumentsOnDirectives on
    /// leaving it.
    private mutating func visitDirective(_ node: Directive, at location: String) {
        let name = node.name.value, known = directives[name]
        if let known {
            if !known.locations.contains(location) { report("Directive \"@\(name)\" may not be used on \(location).", [node]) }
        } else {
            report("Unknown directive \"@\(name)\".", [node])
        }
        for argument in node.arguments {
            guard let known, !known.arguments.contains(argument.name.value) else { continue }
            let suggestions = GraphQLSuggestions.list(argument.name.value, options: known.arguments)
            report("Unknown argument \"\(argument.name.value)\" on directive \"@\(name)\"." + GraphQLSuggestions.didYouMean(suggestions), [argument])
        }
        uniqueArguments(node.arguments)
        for argument in node.arguments { visitValue(argument.value) }
        for required in known?.required ?? [] where !node.arguments.contains(where: { $0.name.value == required.name }) {
            report("Directive \"@\(name)\" argument \"\(required.name)\" of type \"\(required.type)\" is required, but it was not provided.", [node])
        }
    }

    /// UniqueArgumentNames, on a directive or a field.
    private mutating func uniqueArguments(_ arguments: [Argument]) {
        guard arguments.count > 1 else { return }
        for (name, indices) in Self.repeated(arguments.map { $0.name.value }) {
            report("There can be only one argument named \"\(name)\".", indices.map { arguments[$0].name })
        }
    }

    /// UniqueInputFieldNames, in every object of a value.
    mutating func visitValue(_ value: Value) {
        switch value.kind {
        case .objectValue:
            var known: [String: Name] = [:]
            for field in (value as! ObjectValue).fields {
                if let first = known[field.name.value] {
                    report("There can be only one input field named \"\(field.name.value)\".", [first, field.name])
                } else {
                    known[field.name.value] = field.name
                }
                visitValue(field.value)
            }
        case .listValue:
            for element in (value as! ListValue).values { visitValue(element) }
        default:
            break
        }
    }

    // MARK: Operations and fragments

    mutating func visitOperation(_ node: OperationDefinition) {
        uniqueDirectives(node.directives)
        for variable in node.variableDefinitions {
            uniqueDirectives(variable.directives)
            knownType(variable.type, inSDL: false)
            if let value = variable.defaultValue { visitValue(value) }
            visitDirectives(variable.directives, at: "VARIABLE_DEFINITION")
        }
        visitDirectives(node.directives, at: node.operation.rawValue.uppercased())
        visitSelections(node.selectionSet)
    }

    mutating func visitFragment(_ node: FragmentDefinition) {
        uniqueDirectives(node.directives)
        knownType(node.typeCondition, inSDL: false)
        visitDirectives(node.directives, at: "FRAGMENT_DEFINITION")
        visitSelections(node.selectionSet)
    }

    private mutating func visitSelections(_ selectionSet: SelectionSet) {
        for selection in selectionSet.selections {
            switch selection.kind {
            case .field:
                let field = selection as! Field
                uniqueDirectives(field.directives)
                uniqueArguments(field.arguments)
                for argument in field.arguments { visitValue(argument.value) }
                visitDirectives(field.directives, at: "FIELD")
                if let selections = field.selectionSet { visitSelections(selections) }
            case .fragmentSpread:
                let spread = selection as! FragmentSpread
                uniqueDirectives(spread.directives)
                visitDirectives(spread.directives, at: "FRAGMENT_SPREAD")
            case .inlineFragment:
                let fragment = selection as! InlineFragment
                uniqueDirectives(fragment.directives)
                if let type = fragment.typeCondition { knownType(type, inSDL: false) }
                visitDirectives(fragment.directives, at: "INLINE_FRAGMENT")
                visitSelections(fragment.selectionSet)
            default:
                break
            }
        }
    }
}
