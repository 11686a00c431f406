import ScaffoldSupport

/// A scan of Swift source bytes, before swift-syntax parses them, for nesting it cannot parse
/// safely: swift-syntax's lookahead for InlineArray sugar (`[3 of Int]`) makes a collection type
/// nested *n* deep cost 2ⁿ (26 levels of `[[[…Int]]]`: 23 s; 1,000: a crash), and an `#if`
/// nested thousands deep overflows the stack. Either is reported where it goes too deep, and
/// the file is not parsed.
///
/// Brackets are counted outside comments and string literals; the limits are far above what
/// real code nests.
enum SourceNesting {
    /// The deepest `[` nesting read.
    static let maximumBrackets = 16
    /// The deepest `#if` nesting read.
    static let maximumConditionals = 64

    /// The error at the first `[` or `#if` nested past its limit in `bytes` (the file at
    /// `file`), or `nil` when there is none.
    static func firstViolation(in bytes: [UInt8], file: String) -> Diagnostic? {
        var scanner = Scanner(bytes: bytes)
        guard let (what, limit, offset) = scanner.firstViolation() else { return nil }
        let location = LineTable(file: file, bytes: bytes).location(ofByte: offset)
        let hint = what.hasPrefix("'#if'") ? "nesting this deep overflows the Swift parser's stack; combine the conditions"
            : "the Swift parser takes time exponential in nested collection types; name an inner type with a typealias"
        return .error("\(what) nested more than \(limit) deep; scaffold does not parse this file", at: location, hint: hint)
    }

    /// The walk over the bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var brackets = 0
        var conditionals = 0
        var atLineStart = true

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func firstViolation() -> (String, Int, Int)? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                    skip(through: UInt8(ascii: "\n"))
                    atLineStart = true
                    continue
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "\""):
                    skipString()
                    continue
                case UInt8(ascii: "["):
                    brackets += 1
                    if brackets > SourceNesting.maximumBrackets { return ("brackets '[' are", SourceNesting.maximumBrackets, index) }
                case UInt8(ascii: "]"):
                    brackets = max(0, brackets - 1)
                case UInt8(ascii: "#") where atLineStart:
                    if starts(with: "#if") {
                        conditionals += 1
                        if conditionals > SourceNesting.maximumConditionals { return ("'#if' is", SourceNesting.maximumConditionals, index) }
                    } else if starts(with: "#endif") {
                        conditionals = max(0, conditionals - 1)
                    }
                default:
                    break
                }
                if byte == UInt8(ascii: "\n") {
                    atLineStart = true
                } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                    atLineStart = false
                }
                index += 1
            }
            return nil
        }

        private var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

        private func starts(with text: String) -> Bool {
            let word = Array(text.utf8)
            guard index + word.count <= bytes.count, Array(bytes[index..<(index + word.count)]) == word else { return false }
            let after = index + word.count
            return after == bytes.count || !(bytes[after] == UInt8(ascii: "_") || (bytes[after] | 0x20) >= UInt8(ascii: "a") && (bytes[after] | 0x20) <= UInt8(ascii: "z"))
        }

        private mutating func skip(through end: UInt8) {
            while index < bytes.count, bytes[index] != end { index += 1 }
            index += 1
        }

        /// Past a `/* … */` comment, nested ones included.
        private mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Past a string literal: `"…"` on one line, or `"""…"""`; a backslash escapes.
        private mutating func skipString() {
            let multiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if multiline {
                    if byte == UInt8(ascii: "\""), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                        index += 3
                        return
                    }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
                    index += 1
                    return
                }
                index += 1
            }
        }
    }
}
