import GraphQL

/// graphql-js's wording, where GraphQLSwift's differs: the reference implementation's messages
/// are the ones GraphQL users know (and the ones graphql-core, the test oracle, prints). Its
/// did-you-mean lists are graphql-js's too, worked out again from the schema.
struct GraphQLMessages {
    /// The schema the operations were checked against, for suggestions.
    var schema: GraphQLSchema?

    /// `message` in graphql-js's words.
    func normalized(_ message: String) -> String {
        if message.hasPrefix("Syntax Error ") { return Self.syntaxError(message) }
        if let scalar = Self.scalarLiteral(message) { return scalar }
        let message = Self.unknownArgument(message) ?? message
        guard let schema else { return message }
        let (statement, quoted) = Self.statement(of: message)
        guard let suggestion = suggestion(for: statement, quoted: quoted, in: schema) else { return message }
        return statement + suggestion
    }

    /// graphql-js's suggestion (possibly none, `""`) for the rules whose list GraphQLSwift makes
    /// its own way; `nil` for the others, whose message is kept whole.
    private func suggestion(for statement: String, quoted: [String], in schema: GraphQLSchema) -> String? {
        func shape(_ text: String) -> Bool { Self.shape(of: statement) == text }
        if shape("Cannot query field \"\" on type \"\"."), let type = schema.getType(name: quoted[1]) {
            return fieldSuggestion(quoted[0], on: type, in: schema)
        }
        if shape("Value \"\" does not exist in \"\" enum."), let type = schema.getType(name: quoted[1]) as? GraphQLEnumType {
            return GraphQLSuggestions.didYouMean(GraphQLSuggestions.list(quoted[0], options: type.values.map(\.name)), submessage: "the enum value")
        }
        if shape("Unknown argument \"\" on field \"\"."), let dot = quoted[1].firstIndex(of: "."),
           let field = GraphQLTypeFields.read(schema.getType(name: String(quoted[1][..<dot])))[String(quoted[1][quoted[1].index(after: dot)...])] {
            return GraphQLSuggestions.didYouMean(GraphQLSuggestions.list(quoted[0], options: field.args.map(\.key)))
        }
        if shape("Unknown type \"\".") {
            return GraphQLSuggestions.didYouMean(GraphQLSuggestions.list(quoted[0], options: Array(schema.typeMap.keys)))
        }
        if shape("Field \"\" is not defined by type \"\"."), let type = schema.getType(name: quoted[1]) as? GraphQLInputObjectType,
           let fields = try? type.fields() {
            return GraphQLSuggestions.didYouMean(GraphQLSuggestions.list(quoted[0], options: Array(fields.keys)))
        }
        return nil
    }

    /// graphql-js's FieldsOnCorrectType suggestion: on an abstract type, the types that have the
    /// field (most used first, an interface before its implementations); else close field names.
    private func fieldSuggestion(_ field: String, on type: GraphQLNamedType, in schema: GraphQLSchema) -> String {
        if let abstract = type as? GraphQLAbstractType {
            var counts: [String: Int] = [:]
            var interfaces: [String: GraphQLInterfaceType] = [:]
            for possible in schema.getPossibleTypes(abstractType: abstract) where (try? possible.fields())?[field] != nil {
                counts[possible.name] = 1
                for interface in (try? possible.interfaces()) ?? [] where (try? interface.fields())?[field] != nil {
                    counts[interface.name, default: 0] += 1
                    interfaces[interface.name] = interface
                }
            }
            let names = counts.keys.sorted { a, b in
                if counts[a] != counts[b] { return counts[a]! > counts[b]! }
                if let interface = interfaces[a], let other = schema.getType(name: b) as? GraphQLCompositeType,
                   schema.isSubType(abstractType: interface, maybeSubType: other) { return true }
                if let interface = interfaces[b], let other = schema.getType(name: a) as? GraphQLCompositeType,
                   schema.isSubType(abstractType: interface, maybeSubType: other) { return false }
                return GraphQLSuggestions.naturalOrder(a, b)
            }
            if !names.isEmpty { return GraphQLSuggestions.didYouMean(names, submessage: "to use an inline fragment on") }
        }
        let fields = GraphQLTypeFields.read(type)
        return GraphQLSuggestions.didYouMean(GraphQLSuggestions.list(field, options: Array(fields.keys)))
    }

    /// The message without GraphQLSwift's " Did you mean …?", and its quoted names in order.
    private static func statement(of message: String) -> (String, [String]) {
        let statement = message.range(of: " Did you mean ").map { String(message[..<$0.lowerBound]) } ?? message
        let parts = statement.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        let quoted = stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
        return (statement, quoted)
    }

    /// The message with its quoted names emptied: `Cannot query field "" on type "".`
    private static func shape(of statement: String) -> String {
        let parts = statement.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        return parts.enumerated().map { $0.offset % 2 == 1 ? "" : $0.element }.joined(separator: "\"")
    }

    /// `Syntax Error <source> (l:c) <description>\n\n<excerpt>` → `Syntax Error: <description>.`
    /// (the location is the diagnostic's; the excerpt is the editor's business).
    private static func syntaxError(_ message: String) -> String {
        let firstLine = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? message
        guard let close = firstLine.range(of: ") ") else { return firstLine }
        let description = String(firstLine[close.upperBound...])
        return "Syntax Error: " + description + (description.hasSuffix(".") ? "" : ".")
    }

    /// `Field "f" on type "T" does not have argument "a".…` → `Unknown argument "a" on field "T.f".…`
    /// A built-in scalar's literal error in graphql-js's words: GraphQLSwift hyphenates
    /// `non-string`, `non-boolean`, `non-numeric`, and calls a literal past 64 bits a
    /// `non-integer` (graphql-js: not a 32-bit signed integer).
    private static func scalarLiteral(_ message: String) -> String? {
        let reworded = [
            ("String cannot represent a non-string value: ", "String cannot represent a non string value: "),
            ("Boolean cannot represent a non-boolean value: ", "Boolean cannot represent a non boolean value: "),
            ("Float cannot represent non-numeric value: ", "Float cannot represent non numeric value: "),
        ]
        for (theirs, graphQLJS) in reworded where message.hasPrefix(theirs) {
            return graphQLJS + message.dropFirst(theirs.count)
        }
        let integer = "Int cannot represent non-integer value: "
        if message.hasPrefix(integer) {
            let literal = message.dropFirst(integer.count)
            let digits = literal.hasPrefix("-") ? literal.dropFirst() : literal
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) { return GraphQLIntRange.message(String(literal)) }
        }
        return nil
    }

    private static func unknownArgument(_ message: String) -> String? {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        guard message.hasPrefix("Field \""), parts.count >= 7, parts[2] == " on type ", parts[4] == " does not have argument ",
              parts[6].hasPrefix(".") else { return nil }
        let rest = parts[6...].joined(separator: "\"")
        return "Unknown argument \"\(parts[5])\" on field \"\(parts[3]).\(parts[1])\"" + rest
    }
}
