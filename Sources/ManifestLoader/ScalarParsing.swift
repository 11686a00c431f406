/// How plain YAML scalars read as booleans and numbers: YAML 1.1's implicit types, as the YAML
/// reader XcodeGen uses (Yams) resolves them.
enum ScalarParsing {
    /// `true`/`yes`/`on` or `false`/`no`/`off`, each all lower case, capitalized or all upper
    /// case (`True`, `YES`); otherwise `nil` (`y`, `tRue` and `1` are not booleans).
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    /// The text Swift prints for the number a plain scalar is, when it is one: an integer
    /// (decimal, `0x` hex, `0b` binary, `0`-prefixed octal; `_` separators) prints in decimal,
    /// a float (`5.10`, `1.5e+3`, `.5`) as a `Double` (`5.1`, `1500.0`, `0.5`); `nil` for any
    /// other text, and for a numeral too large to read (it stays as written).
    static func numberText(_ text: String) -> String? {
        if let integer = integer(text) { return String(integer) }
        if isFloat(text), let value = Double(text.replacingOccurrences(of: "_", with: "")), value.isFinite { return "\(value)" }
        return nil
    }

    /// The value of a YAML 1.1 integer literal.
    private static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        let radix: Int
        if digits.hasPrefix("0x") { radix = 16; digits = digits.dropFirst(2) }
        else if digits.hasPrefix("0b") { radix = 2; digits = digits.dropFirst(2) }
        else if digits.count > 1, digits.hasPrefix("0") { radix = 8; digits = digits.dropFirst() }
        else {
            // Decimal: no leading `_`.
            guard digits.first?.isASCII == true, digits.first?.isNumber == true else { return nil }
            radix = 10
        }
        let plain = digits.filter { $0 != "_" }
        guard !plain.isEmpty, let magnitude = Int(plain, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// Whether `text` is a YAML 1.1 float literal (`[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+][0-9]+)?`
    /// or `\.[0-9][0-9_]*([eE][-+][0-9]+)?`); infinities, NaN and sexagesimal are left out.
    private static func isFloat(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let isDigit = { (c: Character) in c >= "0" && c <= "9" }
        let whole = rest.prefix { isDigit($0) || $0 == "_" }
        guard whole.isEmpty || isDigit(whole.first!) else { return false }
        rest = rest.dropFirst(whole.count)
        guard rest.first == "." else { return false }
        rest = rest.dropFirst()
        let fraction = rest.prefix { isDigit($0) || $0 == "_" }
        if whole.isEmpty, fraction.first.map(isDigit) != true { return false }
        rest = rest.dropFirst(fraction.count)
        guard !rest.isEmpty else { return true }
        guard rest.first == "e" || rest.first == "E" else { return false }
        rest = rest.dropFirst()
        guard rest.first == "-" || rest.first == "+" else { return false }
        rest = rest.dropFirst()
        return !rest.isEmpty && rest.allSatisfy(isDigit)
    }
}
