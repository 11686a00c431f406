import SwiftSyntax

/// The text of syntax nodes as the graph records it.
enum SyntaxText {
    /// The tokens of `node`, joined with one space wherever the source had whitespace or a
    /// comment between them, and nothing where it had none: `[String:  Int]` → `[String: Int]`,
    /// `[String:Int]` stays as written (Needle compares types by text).
    static func normalized(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let previous, hasGap(previous.trailingTrivia) || hasGap(token.leadingTrivia) {
                text += " "
            }
            text += token.text
            previous = token
        }
        return text
    }

    /// `Module.Name` → `Name`, as Needle strips the module from a dependency protocol name.
    static func removingModulePrefix(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// Whether `trivia` separates two tokens (any whitespace, newline or comment).
    private static func hasGap(_ trivia: Trivia) -> Bool {
        !trivia.isEmpty
    }
}

/// What Needle reads from a declaration's inheritance clause: only the first inherited type counts.
enum Inheritance {
    /// The first inherited type of `clause`, split into its final name and generic argument.
    struct FirstType {
        /// The type's own name (`Component` in `NeedleFoundation.Component<X>`).
        var name: String
        /// The first generic argument, if any.
        var genericArgument: GenericArgumentSyntax?
    }

    /// The first inherited type, when it is a plain or module-qualified type name.
    static func first(of clause: InheritanceClauseSyntax?) -> FirstType? {
        guard let type = clause?.inheritedTypes.first?.type else { return nil }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return FirstType(name: identifier.name.text, genericArgument: identifier.genericArgumentClause?.arguments.first)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return FirstType(name: member.name.text, genericArgument: member.genericArgumentClause?.arguments.first)
        }
        return nil
    }
}

/// Needle's reading of declaration modifiers: only the first one decides visibility.
enum Modifiers {
    /// The visibility the first modifier in `modifiers` gives.
    static func visibility(_ modifiers: DeclModifierListSyntax) -> ComponentGraph.Visibility {
        switch modifiers.first?.name.text {
        case "public": return .public
        case "private", "fileprivate": return .private
        default: return .internal
        }
    }

    /// Whether `modifiers` make a member static (`static` or `class`).
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }
}
