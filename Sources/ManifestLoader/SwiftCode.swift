/// Swift source as a small tree — calls, arrays, dictionaries, literals — laid out the way a
/// person writes a manifest: a call or collection on one line when it fits, else one argument
/// or element a line, indented by four. What `ManifestSwiftWriter` builds a `Project.swift` of.
indirect enum SwiftCode: Equatable {
    /// Text written as it is: a name, a member (`.iOS`), `true`, a number.
    case token(String)
    /// A string literal of this value, escaped (or raw, or multi-line) as its text needs.
    case string(String)
    /// A call: the callee (`.target`, `Project`) and its arguments.
    case call(String, [Argument])
    /// An array literal.
    case array([SwiftCode])
    /// A dictionary literal, in the order given.
    case dictionary([Entry])

    /// One argument of a call; `label` is `nil` for an unlabeled one.
    struct Argument: Equatable {
        var label: String?
        var value: SwiftCode

        init(_ label: String?, _ value: SwiftCode) {
            self.label = label
            self.value = value
        }
    }

    /// One key and value of a dictionary literal.
    struct Entry: Equatable {
        var key: SwiftCode
        var value: SwiftCode
    }

    /// The widest line the layout aims for.
    static let width = 120

    /// The code laid out, its first line starting at column `indent` (later lines indented from there).
    func rendered(indent: Int = 0) -> String {
        if let flat, indent + flat.count <= Self.width { return flat }
        let inner = String(repeating: " ", count: indent + 4)
        let closing = String(repeating: " ", count: indent)
        switch self {
        case let .token(text):
            return text
        case let .string(value):
            return SwiftLiteral.string(value, indent: indent)
        case let .call(callee, arguments):
            guard !arguments.isEmpty else { return callee + "()" }
            let lines = arguments.map { argument in
                inner + (argument.label.map { "\($0): " } ?? "") + argument.value.rendered(indent: indent + 4)
            }
            return callee + "(\n" + lines.joined(separator: ",\n") + "\n" + closing + ")"
        case let .array(items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 4) + ",\n" }.joined() + closing + "]"
        case let .dictionary(entries):
            guard !entries.isEmpty else { return "[:]" }
            let lines = entries.map { entry in
                let key = entry.key.rendered(indent: indent + 4)
                return inner + key + ": " + entry.value.rendered(indent: indent + 4 + key.count + 2) + ",\n"
            }
            return "[\n" + lines.joined() + closing + "]"
        }
    }

    /// The code on one line, or `nil` when it cannot be (a multi-line string in it).
    var flat: String? {
        switch self {
        case let .token(text):
            return text
        case let .string(value):
            return SwiftLiteral.singleLine(value)
        case let .call(callee, arguments):
            var parts: [String] = []
            for argument in arguments {
                guard let value = argument.value.flat else { return nil }
                parts.append((argument.label.map { "\($0): " } ?? "") + value)
            }
            return callee + "(" + parts.joined(separator: ", ") + ")"
        case let .array(items):
            var parts: [String] = []
            for item in items {
                guard let value = item.flat else { return nil }
                parts.append(value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case let .dictionary(entries):
            guard !entries.isEmpty else { return "[:]" }
            var parts: [String] = []
            for entry in entries {
                guard let key = entry.key.flat, let value = entry.value.flat else { return nil }
                parts.append(key + ": " + value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }
}

extension SwiftCode {
    /// A call whose arguments left out (`nil`) are dropped: `call(".glob", ("excluding", nil))`.
    static func call(_ callee: String, _ arguments: (String?, SwiftCode?)...) -> SwiftCode {
        .call(callee, arguments.compactMap { label, value in value.map { Argument(label, $0) } })
    }

    /// An array of string literals.
    static func strings(_ values: [String]) -> SwiftCode {
        .array(values.map(SwiftCode.string))
    }

    /// `true` or `false`.
    static func bool(_ value: Bool) -> SwiftCode {
        .token(value ? "true" : "false")
    }
}

/// Swift string literals for any text: plain (`"App"`) where nothing needs escaping; raw
/// (`#"a\b"#`, `##"say "#hi""##`) where the text holds a backslash or a quote, so that a shell
/// script's `\(` or `\n` stays what it is; multi-line (raw where needed: `#"""`) for text of
/// several lines; and escaped (`"\u{1B}"`) only for control characters, which Swift source cannot
/// hold as they are (a tab only in a one-line literal).
enum SwiftLiteral {
    /// `value` as a literal on one line, or `nil` when it has several lines (and no control
    /// characters: then it is one escaped line).
    static func singleLine(_ value: String) -> String? {
        if needsEscaping(value) { return escaped(value) }
        if value.contains("\n") { return nil }
        // A tab may stand in a multi-line literal, not in a one-line one.
        if value.contains("\t") { return escaped(value) }
        guard value.contains("\\") || value.contains("\"") else { return "\"" + value + "\"" }
        let hashes = String(repeating: "#", count: hashCount(value, minimum: 1))
        return hashes + "\"" + value + "\"" + hashes
    }

    /// `value` as a literal whose first line starts at column `indent`: multi-line when it has
    /// several lines (its lines, then the closing quotes, indented by four from `indent`).
    static func string(_ value: String, indent: Int) -> String {
        if let line = singleLine(value) { return line }
        let hashes = String(repeating: "#", count: hashCount(value, minimum: value.contains("\\") || value.contains("\"\"\"") ? 1 : 0))
        let margin = String(repeating: " ", count: indent + 4)
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : margin + $0 }
        return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + margin + "\"\"\"" + hashes
    }

    /// Whether `value` holds a character Swift source cannot hold in a literal as it is: a
    /// control character other than a tab or a line feed (a carriage return too: a multi-line
    /// literal would read it as a line break), or a line or paragraph separator.
    static func needsEscaping(_ value: String) -> Bool {
        value.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F || [0x2028, 0x2029, 0xFEFF].contains(scalar.value)
        }
    }

    /// `value` as an ordinary literal with escapes: `\\`, `\"`, `\n`, `\t`, `\r`, `\0`, `\u{…}`.
    static func escaped(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case "\0": text += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || [0x2028, 0x2029, 0xFEFF].contains(scalar.value) {
                    text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    /// The fewest `#` (at least `minimum`) for a raw literal of `value`: neither `"` nor `\`
    /// followed by that many `#` may appear in it (they would end the literal or start an escape).
    static func hashCount(_ value: String, minimum: Int) -> Int {
        var count = minimum
        while count > 0 {
            let hashes = String(repeating: "#", count: count)
            if !value.contains("\"" + hashes) && !value.contains("\\" + hashes) { return count }
            count += 1
        }
        return 0
    }
}
