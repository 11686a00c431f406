/// Swift identifiers and module names.
enum Identifier {
    /// Whether `name` is a plain Swift identifier (ASCII letters, digits, `_`, not starting with a digit).
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        let isHead = { (c: Unicode.Scalar) in c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        let isBody = { (c: Unicode.Scalar) in isHead(c) || ("0"..."9").contains(c) }
        return isHead(first) && name.unicodeScalars.allSatisfy(isBody)
    }

    /// `name` with every invalid character turned into `_` (and `_` before a leading digit).
    static func sanitized(_ name: String) -> String {
        var result = String(name.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }
}
