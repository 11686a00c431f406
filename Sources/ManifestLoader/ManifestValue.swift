import ScaffoldSupport

/// A manifest-shaped value tree with ordered mappings, rendered as YAML or JSON with the same
/// bytes every time. `scaffold dump` prints one; the output loads back as a manifest.
public indirect enum ManifestValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case number(Double)
    case list([ManifestValue])
    case map([Field])

    /// One key–value pair of a mapping.
    public struct Field: Sendable, Equatable {
        public var key: String
        public var value: ManifestValue

        public init(_ key: String, _ value: ManifestValue) {
            self.key = key
            self.value = value
        }
    }

    /// Block-style YAML; every string double-quoted so it reads back as the same string.
    public func yaml() -> String {
        switch self {
        case let .map(fields) where !fields.isEmpty: return Self.yamlLines(fields, indent: 0)
        case let .list(items) where !items.isEmpty: return Self.yamlLines(items, indent: 0)
        default: return scalarText + "\n"
        }
    }

    /// Pretty-printed JSON with two-space indentation, keys in the tree's order.
    public func json() -> String {
        jsonText(indent: 0) + "\n"
    }

    // MARK: YAML

    private static func yamlLines(_ fields: [Field], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return fields.map { field in
            let key = yamlKey(field.key)
            switch field.value {
            case let .map(nested) where !nested.isEmpty:
                return "\(pad)\(key):\n" + yamlLines(nested, indent: indent + 2)
            case let .list(items) where !items.isEmpty:
                return "\(pad)\(key):\n" + yamlLines(items, indent: indent + 2)
            default:
                return "\(pad)\(key): \(field.value.scalarText)\n"
            }
        }.joined()
    }

    private static func yamlLines(_ items: [ManifestValue], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return items.map { item in
            let nested: String
            switch item {
            case let .map(fields) where !fields.isEmpty: nested = yamlLines(fields, indent: indent + 2)
            case let .list(values) where !values.isEmpty: nested = yamlLines(values, indent: indent + 2)
            default: return "\(pad)- \(item.scalarText)\n"
            }
            return pad + "- " + nested.dropFirst(indent + 2)
        }.joined()
    }

    /// A key as plain text when that reads back unchanged, else double-quoted.
    private static func yamlKey(_ key: String) -> String {
        let plain = ASCIIName.matches(key, first: ASCIIName.identifierStart, rest: ASCIIName.CharacterClass(extra: "_.-"))
        let reserved = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(key.lowercased())
        return plain && !reserved ? key : quoted(key)
    }

    /// Scalars, and empty collections as `[]` / `{}`.
    private var scalarText: String {
        switch self {
        case let .string(text): return Self.quoted(text)
        case let .bool(value): return value ? "true" : "false"
        case let .number(value): return Self.numberText(value)
        case .list: return "[]"
        case .map: return "{}"
        }
    }

    // MARK: JSON

    private func jsonText(indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let outer = String(repeating: " ", count: indent)
        switch self {
        case let .list(items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.jsonText(indent: indent + 2) }.joined(separator: ",\n") + "\n\(outer)]"
        case let .map(fields) where !fields.isEmpty:
            return "{\n" + fields.map { inner + Self.quoted($0.key) + ": " + $0.value.jsonText(indent: indent + 2) }.joined(separator: ",\n") + "\n\(outer)}"
        default:
            return scalarText
        }
    }

    // MARK: Scalars

    /// A double-quoted string with JSON escapes, which YAML reads the same way. Characters a
    /// YAML reader would refuse or take as a line break or byte-order mark — C0 and C1
    /// controls, DEL, U+2028, U+2029, U+FEFF, U+FFFE, U+FFFF — are written `\uXXXX`.
    static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escape(text) { scalar in
            if let escaped = TextEscaping.backslashEscape(scalar) { return escaped }
            guard needsEscape(scalar) else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } + "\""
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    private static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
