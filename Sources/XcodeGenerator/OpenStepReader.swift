/// A small, tolerant reader of OpenStep property lists (`project.pbxproj`), for the projects
/// this one references: strings, arrays and dictionaries; comments skipped. Anything it cannot
/// read gives `nil`, never a crash: a referenced project is someone else's file. Arrays and
/// dictionaries nest at most ``maximumDepth`` deep (a real pbxproj nests under 10; 40,000
/// levels overflowed the stack of a recursive reader): deeper is ``TooDeep``, with its place.
package enum OpenStepReader {
    /// The deepest nesting read.
    package static let maximumDepth = 256

    /// Where the nesting passed ``maximumDepth``: 1-based line and column.
    package struct TooDeep: Error, Equatable {
        package var line: Int
        package var column: Int
    }

    /// A value of the list.
    package indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        package var string: String? { if case .string(let value) = self { return value } else { return nil } }
        package var dictionary: [String: Value]? { if case .dictionary(let value) = self { return value } else { return nil } }
        package var strings: [String] {
            guard case .array(let values) = self else { return [] }
            return values.compactMap(\.string)
        }
        package subscript(key: String) -> Value? { dictionary?[key] }
    }

    /// The root value of `text`, or `nil` when it is not an OpenStep list (or nests too deep).
    package static func parse(_ text: String) -> Value? {
        try? checkedParse(text).get()
    }

    /// The root value of `text` (`nil`: not an OpenStep list), or where it nests too deep.
    package static func checkedParse(_ text: String) -> Result<Value?, TooDeep> {
        checkedParse(text, keyOrderDepth: nil).map(\.value)
    }

    /// The root value of `text` (`nil`: not an OpenStep list), with the keys of the
    /// dictionaries at nesting `keyOrderDepth` (1: the root's) in the order written — a
    /// `project.pbxproj`'s object identifiers at depth 2, which a `[String: Value]` loses; or
    /// where it nests too deep.
    package static func checkedParse(_ text: String, keyOrderDepth: Int?) -> Result<(value: Value?, keys: [String]), TooDeep> {
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        scanner.keyOrderDepth = keyOrderDepth
        let value = scanner.value()
        guard let offset = scanner.tooDeepAt else { return .success((value, scanner.orderedKeys)) }
        var line = 1, column = 1
        for scalar in scanner.scalars[..<offset] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return .failure(TooDeep(line: line, column: column))
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0
        /// Where the nesting first passed the limit.
        var tooDeepAt: Int?
        /// The depth whose dictionaries' keys are recorded, in order, in `orderedKeys`.
        var keyOrderDepth: Int?
        var orderedKeys: [String] = []

        /// Enters an array or dictionary; `false` (and the place noted) past the limit.
        private mutating func enter() -> Bool {
            depth += 1
            guard depth <= OpenStepReader.maximumDepth else {
                if tooDeepAt == nil { tooDeepAt = index }
                return false
            }
            return true
        }

        mutating func value() -> Value? {
            skipBlanks()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "{": return dictionary()
            case "(": return array()
            case "\"": return quoted().map(Value.string)
            default: return unquoted().map(Value.string)
            }
        }

        private mutating func dictionary() -> Value? {
            defer { depth -= 1 }
            guard enter() else { return nil }
            index += 1
            var entries: [String: Value] = [:]
            while true {
                skipBlanks()
                guard index < scalars.count else { return nil }
                if scalars[index] == "}" { index += 1; return .dictionary(entries) }
                guard case .string(let key)? = value(), expect("="), let item = value(), expect(";") else { return nil }
                if depth == keyOrderDepth { orderedKeys.append(key) }
                entries[key] = item
            }
        }

        private mutating func array() -> Value? {
            defer { depth -= 1 }
            guard enter() else { return nil }
            index += 1
            var items: [Value] = []
            while true {
                skipBlanks()
                guard index < scalars.count else { return nil }
                if scalars[index] == ")" { index += 1; return .array(items) }
                guard let item = value() else { return nil }
                items.append(item)
                skipBlanks()
                if index < scalars.count, scalars[index] == "," { index += 1 }
            }
        }

        private mutating func quoted() -> String? {
            index += 1
            var text = ""
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return text }
                guard scalar == "\\", index < scalars.count else { text.unicodeScalars.append(scalar); continue }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "a": text += "\u{07}"
                case "b": text += "\u{08}"
                case "f": text += "\u{0C}"
                case "v": text += "\u{0B}"
                case "U", "u": text.unicodeScalars.append(hexEscape(escaped))
                case "0"..."7": text.unicodeScalars.append(octalEscape(first: escaped))
                default: text.unicodeScalars.append(escaped)
                }
            }
            return nil
        }

        /// The character of `\Uxxxx` (up to four hex digits; the cursor after the `U`): a high
        /// surrogate followed by `\U` and a low one is the pair's character, a lone surrogate
        /// U+FFFD; without digits, the letter itself (as Apple's old-style plists read it).
        private mutating func hexEscape(_ letter: Unicode.Scalar) -> Unicode.Scalar {
            guard let value = hexDigits() else { return letter }
            if (0xD800..<0xDC00).contains(value), index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "U" || scalars[index + 1] == "u" {
                let start = index
                index += 2
                if let low = hexDigits(), (0xDC00..<0xE000).contains(low),
                   let pair = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) {
                    return pair
                }
                index = start
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }

        /// Up to four hex digits at the cursor, read.
        private mutating func hexDigits() -> UInt32? {
            var value: UInt32 = 0
            var count = 0
            while count < 4, index < scalars.count, let digit = scalars[index].properties.isASCIIHexDigit ? UInt32(String(scalars[index]), radix: 16) : nil {
                value = value * 16 + digit
                count += 1
                index += 1
            }
            return count > 0 ? value : nil
        }

        /// The character of `\ooo` (one to three octal digits, the first already read).
        private mutating func octalEscape(first: Unicode.Scalar) -> Unicode.Scalar {
            var value = first.value - 0x30
            var count = 1
            while count < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                value = value * 8 + scalars[index].value - 0x30
                count += 1
                index += 1
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }

        private mutating func unquoted() -> String? {
            let start = index
            while index < scalars.count, Self.isUnquoted(scalars[index]) { index += 1 }
            return index > start ? String(String.UnicodeScalarView(scalars[start..<index])) : nil
        }

        private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
            default: return false
            }
        }

        private mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
            skipBlanks()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        /// Skips white space and `/* … */` and `// …` comments.
        private mutating func skipBlanks() {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace { index += 1; continue }
                guard scalar == "/", index + 1 < scalars.count else { return }
                if scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                    index += 2
                } else if scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
