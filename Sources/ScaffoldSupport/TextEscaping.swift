/// Escaping text for the formats scaffold writes. Each format names what it replaces; the
/// walk over the text is shared.
public enum TextEscaping {
    /// `text` with each scalar that `replacement` maps replaced by what it returns.
    public static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The backslash escapes C-family string literals share: `\"`, `\\`, `\n`, `\r`, `\t`.
    public static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return nil
        }
    }

    /// `text` as one shell word taken literally: single-quoted, each `'` written `'\''`. No
    /// expansion, substitution or splitting happens inside.
    public static func shellSingleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text` as a Swift string literal: quoted, with `\`, `"`, line breaks, tabs and other
    /// control characters escaped.
    public static func swiftStringLiteral(_ text: String) -> String {
        "\"" + escape(text) { scalar in
            backslashEscape(scalar) ?? (scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : nil)
        } + "\""
    }
}
