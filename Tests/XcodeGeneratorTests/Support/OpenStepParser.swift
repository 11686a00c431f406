// A small, strict reader for OpenStep ("old-style ASCII") property lists as Xcode writes them
// in project.pbxproj. Written independently of the generator's writer so the tests read the
// written text back with different code than produced it.
//
// Grammar (following CoreFoundation's old-style plist reader, minus what pbxproj never uses):
//   value       = string | array | dictionary
//   dictionary  = "{" { string "=" value ";" } "}"          — every entry ends with ";"
//   array       = "(" [ value { "," value } [ "," ] ] ")"  — optional trailing comma
//   string      = quoted | unquoted
//   quoted      = '"' { char | escape } '"'                 — on one line; Xcode escapes line breaks
//   unquoted    = 1*( A-Z a-z 0-9 _ $ / : . - )
//   comments    = "/* … */" or "// … end of line", anywhere between tokens
// Stricter than CoreFoundation where a difference would hide a writer bug: duplicate
// dictionary keys, raw line breaks inside quoted strings, unknown escapes, lone surrogates and
// `<data>` values are errors. Every error carries the 1-based line and column (in Unicode
// scalars) where it was found.

/// A value of an OpenStep property list. pbxproj has no numbers or booleans: `1`, `YES` and
/// `2147483647` are strings.
indirect enum OpenStepValue: Equatable, CustomStringConvertible {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OpenStepValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: OpenStepValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The elements of an array of strings; nil if this is not an array or an element is not a string.
    var strings: [String]? {
        guard let array else { return nil }
        var result: [String] = []
        for element in array {
            guard let value = element.string else { return nil }
            result.append(value)
        }
        return result
    }

    /// The value for `key` when this is a dictionary; nil otherwise or when absent.
    subscript(key: String) -> OpenStepValue? {
        dictionary?[key]
    }

    /// The element at `index` when this is an array and the index is in range; nil otherwise.
    subscript(index: Int) -> OpenStepValue? {
        guard let array, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// A compact one-line rendering (sorted keys), for test failure messages.
    var description: String {
        switch self {
        case .string(let value):
            return OpenStepValue.isPlainUnquoted(value) ? value : "\"" + OpenStepValue.escaped(value) + "\""
        case .array(let values):
            return "(" + values.map(\.description).joined(separator: ", ") + ")"
        case .dictionary(let entries):
            let body = entries.keys.sorted().map { key in
                "\(OpenStepValue.string(key).description) = \(entries[key]!.description);"
            }
            return "{" + body.joined(separator: " ") + "}"
        }
    }

    private static func isPlainUnquoted(_ value: String) -> Bool {
        !value.isEmpty && value.unicodeScalars.allSatisfy(OpenStepParser.isUnquotedCharacter)
            && !value.hasPrefix("//") && !value.hasPrefix("/*")
    }

    private static func escaped(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// A syntax error with the 1-based line and column where it was detected.
struct OpenStepParseError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(line):\(column): \(message)" }
}

/// Parses OpenStep property-list text. Use `OpenStepParser.parse(_:)`.
struct OpenStepParser {
    /// The first line of every project.pbxproj.
    static let utf8Header = "// !$*UTF8*$!"

    /// Parses `text` as one property-list value followed only by whitespace and comments.
    /// With `requireUTF8Header`, the text must begin with the `// !$*UTF8*$!` line, as Xcode writes it.
    static func parse(_ text: String, requireUTF8Header: Bool = false) throws -> OpenStepValue {
        var parser = OpenStepParser(text)
        if requireUTF8Header {
            try parser.expectHeader()
        }
        try parser.skipTrivia()
        guard !parser.atEnd else { throw parser.error("expected a value, found end of input") }
        let value = try parser.parseValue()
        try parser.skipTrivia()
        if !parser.atEnd {
            throw parser.error("unexpected \(parser.describeCurrent()) after the top-level value")
        }
        return value
    }

    /// CoreFoundation's set of characters allowed in an unquoted string.
    static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
        default: return false
        }
    }

    // MARK: - State

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    private var atEnd: Bool { index >= scalars.count }
    private var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private func error(_ message: String) -> OpenStepParseError {
        OpenStepParseError(line: line, column: column, message: message)
    }

    private func error(_ message: String, at position: (line: Int, column: Int)) -> OpenStepParseError {
        OpenStepParseError(line: position.line, column: position.column, message: message)
    }

    private var position: (line: Int, column: Int) { (line, column) }

    private func describeCurrent() -> String {
        guard let scalar = current else { return "end of input" }
        switch scalar {
        case "\n": return "line break"
        case "\t": return "tab"
        case " ": return "space"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                return "control character U+" + String(scalar.value, radix: 16, uppercase: true)
            }
            return "'\(scalar)'"
        }
    }

    // MARK: - Trivia

    private mutating func expectHeader() throws {
        for expected in OpenStepParser.utf8Header.unicodeScalars {
            guard current == expected else {
                throw error("expected the header line '\(OpenStepParser.utf8Header)'")
            }
            advance()
        }
        guard current == "\n" || (current == "\r" && peek(1) == "\n") else {
            throw error("expected a line break after the header '\(OpenStepParser.utf8Header)'")
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws {
        while let scalar = current {
            if OpenStepParser.isWhitespace(scalar) {
                advance()
            } else if scalar == "/" && peek(1) == "*" {
                let start = position
                advance()
                advance()
                var closed = false
                while let inner = current {
                    if inner == "*" && peek(1) == "/" {
                        advance()
                        advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed { throw error("unterminated comment '/*'", at: start) }
            } else if scalar == "/" && peek(1) == "/" {
                while let inner = current, inner != "\n" { advance() }
            } else {
                return
            }
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws -> OpenStepValue {
        guard let scalar = current else { throw error("expected a value, found end of input") }
        switch scalar {
        case "{": return try parseDictionary()
        case "(": return try parseArray()
        case "\"", "'": return .string(try parseQuoted())
        case "<": throw error("data values '<…>' are not supported in project.pbxproj")
        default:
            if OpenStepParser.isUnquotedCharacter(scalar) { return .string(parseUnquoted()) }
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseDictionary() throws -> OpenStepValue {
        let open = position
        advance()  // {
        var entries: [String: OpenStepValue] = [:]
        while true {
            try skipTrivia()
            guard let scalar = current else {
                throw error("unterminated dictionary: '{' at \(open.line):\(open.column) is never closed")
            }
            if scalar == "}" {
                advance()
                return .dictionary(entries)
            }
            let keyPosition = position
            let key: String
            if scalar == "\"" || scalar == "'" {
                key = try parseQuoted()
            } else if OpenStepParser.isUnquotedCharacter(scalar) {
                key = parseUnquoted()
            } else {
                throw error("expected a key or '}', found \(describeCurrent())")
            }
            try skipTrivia()
            guard current == "=" else {
                throw error("expected '=' after key '\(key)', found \(describeCurrent())")
            }
            advance()
            try skipTrivia()
            let value = try parseValue()
            try skipTrivia()
            guard current == ";" else {
                throw error("expected ';' after the value of '\(key)', found \(describeCurrent())")
            }
            advance()
            if entries[key] != nil {
                throw error("duplicate key '\(key)' in dictionary", at: keyPosition)
            }
            entries[key] = value
        }
    }

    private mutating func parseArray() throws -> OpenStepValue {
        let open = position
        advance()  // (
        var elements: [OpenStepValue] = []
        while true {
            try skipTrivia()
            guard let scalar = current else {
                throw error("unterminated array: '(' at \(open.line):\(open.column) is never closed")
            }
            if scalar == ")" {
                advance()
                return .array(elements)
            }
            elements.append(try parseValue())
            try skipTrivia()
            if current == "," {
                advance()
            } else if current == ")" {
                advance()
                return .array(elements)
            } else {
                throw error("expected ',' or ')' after an array element, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseUnquoted() -> String {
        var result = String.UnicodeScalarView()
        while let scalar = current, OpenStepParser.isUnquotedCharacter(scalar) {
            result.append(scalar)
            advance()
        }
        return String(result)
    }

    private mutating func parseQuoted() throws -> String {
        let start = position
        guard let quote = current else { throw error("expected a string") }
        advance()
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: (value: UInt32, line: Int, column: Int)?
        func unterminated() -> OpenStepParseError {
            OpenStepParseError(
                line: start.line, column: start.column,
                message: "unterminated string: \(quote) at \(start.line):\(start.column) is never closed on its line"
            )
        }
        while true {
            guard let scalar = current, scalar != "\n", scalar != "\r" else { throw unterminated() }
            if scalar == quote {
                if let pending = pendingHighSurrogate {
                    throw OpenStepParseError(line: pending.line, column: pending.column, message: "unpaired UTF-16 high surrogate escape")
                }
                advance()
                return String(result)
            }
            if scalar != "\\" {
                if pendingHighSurrogate != nil {
                    let pending = pendingHighSurrogate!
                    throw OpenStepParseError(line: pending.line, column: pending.column, message: "unpaired UTF-16 high surrogate escape")
                }
                if scalar.value < 0x20 && scalar != "\t" {
                    throw error("raw control character U+\(String(scalar.value, radix: 16, uppercase: true)) in a quoted string")
                }
                result.append(scalar)
                advance()
                continue
            }
            // An escape sequence.
            let escapePosition = position
            advance()  // backslash
            guard let escaped = current, escaped != "\n", escaped != "\r" else { throw unterminated() }
            var decoded: Unicode.Scalar?
            switch escaped {
            case "\"": decoded = "\""
            case "'": decoded = "'"
            case "\\": decoded = "\\"
            case "n": decoded = "\n"
            case "t": decoded = "\t"
            case "r": decoded = "\r"
            case "a": decoded = "\u{07}"
            case "b": decoded = "\u{08}"
            case "f": decoded = "\u{0C}"
            case "v": decoded = "\u{0B}"
            case "0"..."7":
                if let pending = pendingHighSurrogate {
                    throw OpenStepParseError(line: pending.line, column: pending.column, message: "unpaired UTF-16 high surrogate escape")
                }
                var value: UInt32 = 0
                var count = 0
                while count < 3, let digit = current, ("0"..."7").contains(digit) {
                    value = value * 8 + (digit.value - 48)
                    advance()
                    count += 1
                }
                guard value < 0x80, let octal = Unicode.Scalar(value) else {
                    throw error("octal escape above \\177 (NeXTSTEP encoding) is not supported", at: escapePosition)
                }
                result.append(octal)
                continue
            case "U", "u":
                advance()
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = current, let hex = OpenStepParser.hexValue(digit) else {
                        throw error("expected 4 hex digits after \\\(escaped)", at: escapePosition)
                    }
                    value = value * 16 + hex
                    advance()
                }
                if (0xD800...0xDBFF).contains(value) {
                    if pendingHighSurrogate != nil {
                        throw error("unpaired UTF-16 high surrogate escape", at: escapePosition)
                    }
                    pendingHighSurrogate = (value, escapePosition.line, escapePosition.column)
                } else if (0xDC00...0xDFFF).contains(value) {
                    guard let high = pendingHighSurrogate else {
                        throw error("unpaired UTF-16 low surrogate escape", at: escapePosition)
                    }
                    pendingHighSurrogate = nil
                    let combined = 0x10000 + ((high.value - 0xD800) << 10) + (value - 0xDC00)
                    result.append(Unicode.Scalar(combined)!)
                } else {
                    if let pending = pendingHighSurrogate {
                        throw OpenStepParseError(line: pending.line, column: pending.column, message: "unpaired UTF-16 high surrogate escape")
                    }
                    result.append(Unicode.Scalar(value)!)
                }
                continue
            default:
                throw error("unknown escape sequence '\\\(escaped)' in a quoted string", at: escapePosition)
            }
            if let pending = pendingHighSurrogate {
                throw OpenStepParseError(line: pending.line, column: pending.column, message: "unpaired UTF-16 high surrogate escape")
            }
            result.append(decoded!)
            advance()
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 97 + 10
        case "A"..."F": return scalar.value - 65 + 10
        default: return nil
        }
    }
}
