import GraphQL
import ScaffoldSupport

/// An operation's document as it is sent: the operation and the fragments it uses (in the order
/// it first uses them), minimised — no comments, no indentation, one space where two words
/// would otherwise run together — with `__typename` added to the selection sets whose Swift
/// type needs it to tell the object's type.
struct GraphQLDocumentPrinter {
    /// The fragments of the document.
    let fragments: GraphQLFragmentReach
    /// The selection sets that get `__typename` (by their node's identity).
    let needsTypename: Set<ObjectIdentifier>

    /// The text of `operation` and every fragment it reaches.
    func document(for operation: OperationDefinition) -> String {
        ([print(operation)] + fragments.fragments(reachedFrom: operation.selectionSet).map(print)).joined(separator: " ")
    }

    private func print(_ operation: OperationDefinition) -> String {
        var text = operation.operation.rawValue
        if let name = operation.name { text += " " + name.value }
        if !operation.variableDefinitions.isEmpty {
            text += "(" + operation.variableDefinitions.map(print).joined(separator: ",") + ")"
        }
        return text + print(operation.directives) + print(operation.selectionSet)
    }

    private func print(_ fragment: FragmentDefinition) -> String {
        "fragment \(fragment.name.value) on \(fragment.typeCondition.name.value)" + print(fragment.directives) + print(fragment.selectionSet)
    }

    private func print(_ variable: VariableDefinition) -> String {
        "$" + variable.variable.name.value + ":" + print(variable.type) + (variable.defaultValue.map { "=" + print($0) } ?? "") + print(variable.directives)
    }

    private func print(_ set: SelectionSet) -> String {
        var items = set.selections.map(print)
        let hasTypename = set.selections.contains { ($0 as? Field).map { $0.alias == nil && $0.name.value == "__typename" } ?? false }
        if needsTypename.contains(ObjectIdentifier(set)), !hasTypename { items.insert("__typename", at: 0) }
        return "{" + items.joined(separator: " ") + "}"
    }

    private func print(_ selection: Selection) -> String {
        switch selection {
        case let field as Field:
            let name = (field.alias.map { $0.value + ":" } ?? "") + field.name.value
            return name + print(field.arguments) + print(field.directives) + (field.selectionSet.map(print) ?? "")
        case let spread as FragmentSpread:
            return "..." + spread.name.value + print(spread.directives)
        case let inline as InlineFragment:
            return "..." + (inline.typeCondition.map { "on " + $0.name.value } ?? "") + print(inline.directives) + print(inline.selectionSet)
        default:
            return ""
        }
    }

    private func print(_ arguments: [Argument]) -> String {
        arguments.isEmpty ? "" : "(" + arguments.map { $0.name.value + ":" + print($0.value) }.joined(separator: ",") + ")"
    }

    private func print(_ directives: [Directive]) -> String {
        directives.map { "@" + $0.name.value + print($0.arguments) }.joined()
    }

    private func print(_ type: Type) -> String {
        switch type {
        case let named as NamedType: return named.name.value
        case let list as ListType: return "[" + print(list.type) + "]"
        case let nonNull as NonNullType: return print(nonNull.type) + "!"
        default: return ""
        }
    }

    private func print(_ value: Value) -> String {
        switch value {
        case let variable as Variable: return "$" + variable.name.value
        case let int as IntValue: return int.value
        case let float as FloatValue: return float.value
        case let string as StringValue: return Self.quoted(string.value)
        case let bool as BooleanValue: return bool.value ? "true" : "false"
        case is NullValue: return "null"
        case let enumValue as EnumValue: return enumValue.value
        case let list as ListValue: return "[" + list.values.map(print).joined(separator: ",") + "]"
        case let object as ObjectValue: return "{" + object.fields.map { $0.name.value + ":" + print($0.value) }.joined(separator: ",") + "}"
        default: return ""
        }
    }

    /// A GraphQL string value (a block string's value too) as a quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escape(text) { scalar in
            TextEscaping.backslashEscape(scalar) ?? (scalar.value < 0x20 || scalar.value == 0x7F ? "\\u" + hex4(scalar.value) : nil)
        } + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
