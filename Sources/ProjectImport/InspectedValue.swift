/// A JSON value as `../shared/compat/inspect.py` writes one: what a fact of an inspected
/// project is when it is not a plain string (a package requirement, a build setting that is a
/// list), and the form every fact takes to be shown (`short`) or ordered (`describe`) exactly
/// as Python's `json.dumps` does.
public indirect enum InspectedValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([InspectedValue])
    case object([String: InspectedValue])

    /// `value` as a string, or `.null`.
    static func optional(_ value: String?) -> InspectedValue {
        value.map(InspectedValue.string) ?? .null
    }

    /// `values` as an array of strings.
    static func strings(_ values: [String]) -> InspectedValue {
        .array(values.map(InspectedValue.string))
    }

    /// The JSON text, keys sorted by code point, as Python's `json.dumps(value, sort_keys=True,
    /// separators=…, ensure_ascii=…)` writes it; with `indent`, as `indent=N` writes it (a line
    /// per item).
    public func json(compact: Bool = true, asciiOnly: Bool = true, indent: Int? = nil) -> String {
        var out = ""
        let style = Style(itemSeparator: indent != nil ? "," : compact ? "," : ", ", keySeparator: compact && indent == nil ? ":" : ": ",
                          asciiOnly: asciiOnly, indent: indent)
        write(into: &out, style, level: 0)
        return out
    }

    /// `json.dumps(value, sort_keys=True, separators=(",", ":"))`: inspect.py's `describe`,
    /// which orders facts that tie on their name.
    var described: String { json(compact: true, asciiOnly: true) }

    /// compare.py's `short`: the JSON text (default separators, non-ASCII kept), cut to
    /// `limit` characters with `...` at the end.
    func short(_ limit: Int = 100) -> String {
        let text = json(compact: false, asciiOnly: false)
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        return String(String.UnicodeScalarView(scalars[..<max(0, limit - 3)])) + "..."
    }

    private struct Style {
        var itemSeparator: String
        var keySeparator: String
        var asciiOnly: Bool
        var indent: Int?

        /// What goes before an item at `level`: a line break and the indentation, when indenting.
        func newline(_ level: Int) -> String {
            indent.map { "\n" + String(repeating: " ", count: $0 * level) } ?? ""
        }
    }

    private func write(into out: inout String, _ style: Style, level: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .int(value): out += String(value)
        case let .string(value): Self.writeString(value, into: &out, asciiOnly: style.asciiOnly)
        case let .array(values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += style.itemSeparator }
                out += style.newline(level + 1)
                value.write(into: &out, style, level: level + 1)
            }
            out += style.newline(level) + "]"
        case let .object(entries):
            guard !entries.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, key) in entries.keys.sorted(by: codePointOrder).enumerated() {
                if index > 0 { out += style.itemSeparator }
                out += style.newline(level + 1)
                Self.writeString(key, into: &out, asciiOnly: style.asciiOnly)
                out += style.keySeparator
                entries[key]?.write(into: &out, style, level: level + 1)
            }
            out += style.newline(level) + "}"
        }
    }

    /// A JSON string with Python's escapes: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other
    /// control characters as `\u00XX`; with `asciiOnly`, everything outside ` `…`~` as `\uXXXX`
    /// (UTF-16 code units).
    private static func writeString(_ text: String, into out: inout String, asciiOnly: Bool) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || (asciiOnly && scalar.value > 0x7E) {
                    for unit in String(scalar).utf16 { out += "\\u" + hex4(unit) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

/// Python's order of strings: by Unicode code point (Swift's `<` compares canonical forms).
func codePointOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
}

extension Sequence where Element == String {
    /// Sorted as Python sorts strings (by code point).
    func sortedByCodePoint() -> [String] {
        sorted(by: codePointOrder)
    }
}
