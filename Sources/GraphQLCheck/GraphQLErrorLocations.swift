import GraphQL
import ScaffoldSupport

/// GraphQLSwift's errors as scaffold's diagnostics: each at the file and line of its first
/// node (the others named in the hint), in graphql-js's wording where GraphQLSwift's differs.
struct GraphQLErrorLocations {
    /// The texts of every file in play, by the source name they were parsed with (their shown path).
    let texts: [String: GraphQLSourceText]
    /// How messages are worded (with the schema, for suggestions).
    var messages = GraphQLMessages()

    /// `error` as a diagnostic of `severity`.
    func diagnostic(for error: GraphQLError, severity: DiagnosticSeverity = .error) -> Diagnostic {
        let places = locations(of: error)
        let others = places.dropFirst().map(\.description)
        let hint = others.isEmpty ? nil : "also at \(others.joined(separator: ", "))"
        return Diagnostic(severity, unexpectedCharacter(error) ?? messages.normalized(error.message), at: places.first, hint: hint)
    }

    /// graphql-js's `Syntax Error: Unexpected character: U+00EF.` (or `"x"` for printable
    /// ASCII): GraphQLSwift names the character by one byte of it.
    private func unexpectedCharacter(_ error: GraphQLError) -> String? {
        guard error.message.hasPrefix("Syntax Error "), error.message.contains(") Unexpected character"),
              let source = error.source, let position = error.positions.first, let text = texts[source.name] else { return nil }
        guard let scalar = text.scalar(atByte: position) else { return "Syntax Error: Unexpected character: <EOF>." }
        if scalar.value >= 0x20, scalar.value <= 0x7E { return "Syntax Error: Unexpected character: " + (scalar == "\"" ? "'\"'" : "\"\(scalar)\"") + "." }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "Syntax Error: Unexpected character: U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "."
    }

    /// Where `error` points: its nodes' starts, else its positions in its source.
    func locations(of error: GraphQLError) -> [ScaffoldSupport.SourceLocation] {
        let fromNodes = error.nodes.compactMap { node -> ScaffoldSupport.SourceLocation? in
            guard let loc = node.loc, let text = texts[loc.source.name] else { return nil }
            return text.location(ofByte: loc.start)
        }
        if !fromNodes.isEmpty { return fromNodes }
        guard let source = error.source, let text = texts[source.name] else { return [] }
        return error.positions.map(text.location(ofByte:))
    }
}
