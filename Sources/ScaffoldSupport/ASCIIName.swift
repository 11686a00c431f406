/// Whole-string checks of the shape `^[first][rest]*$` over ASCII character classes, byte by
/// byte. A regular expression would do the same, but the first one a run compiles loads ICU's
/// regex engine (hundreds of kilobytes of code touched, a millisecond of start-up), and the
/// loader runs these for every manifest.
public enum ASCIIName {
    /// An ASCII character class: letters, digits, and the bytes of `extra`.
    public struct CharacterClass: Sendable {
        let letters: Bool
        let digits: Bool
        let extra: [UInt8]

        /// A class of letters (when `letters`), digits (when `digits`) and the ASCII characters of `extra`.
        public init(letters: Bool = true, digits: Bool = true, extra: String = "") {
            self.letters = letters
            self.digits = digits
            self.extra = Array(extra.utf8)
        }

        /// Whether `byte` is in the class.
        @inline(__always)
        public func contains(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return letters
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return digits
            default: return extra.contains(byte)
            }
        }
    }

    /// Letters, digits and `_`: the rest of a C identifier or variable name.
    public static let identifierRest = CharacterClass(extra: "_")
    /// Letters and `_`: the start of a C identifier or variable name.
    public static let identifierStart = CharacterClass(digits: false, extra: "_")

    /// Whether `text` is one character of `first` followed by any number of `rest`.
    public static func matches(_ text: String, first: CharacterClass, rest: CharacterClass) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let head = bytes.next(), first.contains(head) else { return false }
        while let byte = bytes.next() {
            guard rest.contains(byte) else { return false }
        }
        return true
    }

    /// Whether `text` is a C identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    public static func isIdentifier(_ text: String) -> Bool {
        matches(text, first: identifierStart, rest: identifierRest)
    }
}
