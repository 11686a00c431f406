import ScaffoldSupport

/// A scan of GraphQL text, before GraphQLSwift parses it, for nesting deeper than any real
/// schema or operation: its parser and validators recurse once per `{`, `[` or `(`, and a file
/// of a hundred thousand of them (a hostile repository's) overflows the stack. Such a file is
/// reported where it goes too deep, and not parsed.
enum GraphQLNesting {
    /// The deepest nesting of `{`, `[` and `(` together that is read.
    static let maximumDepth = 256

    /// The error at the first bracket nested past the limit in `text`, or `nil` when there is none.
    static func firstViolation(in text: GraphQLSourceText) -> Diagnostic? {
        let bytes = Array(text.body.utf8)
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "#"):
                // A comment runs to the end of its line.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                continue
            case UInt8(ascii: "\""):
                index = endOfString(bytes, from: index)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("):
                depth += 1
                if depth > maximumDepth {
                    return .error("brackets nested more than \(maximumDepth) deep; scaffold does not parse this file", at: text.location(ofByte: index),
                                  hint: "no schema or operation nests this deep; the file is not one scaffold can check")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index after the string starting at `start`: a block string `"""…"""` (where `\"""`
    /// does not end it) or a `"…"` string with escapes, ending at its line's end if unclosed.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        func isTripleQuote(at index: Int) -> Bool {
            index + 2 < bytes.count && bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote
        }
        if isTripleQuote(at: start) {
            var index = start + 3
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\"), isTripleQuote(at: index + 1) { index += 4; continue }
                if isTripleQuote(at: index) { return index + 3 }
                index += 1
            }
            return index
        }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case quote: return index + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return index
            default: index += 1
            }
        }
        return index
    }
}
