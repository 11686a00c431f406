/// The version strings `Package.swift` accepts (`Version(stringLiteral:)`): `major.minor.patch`
/// with optional `-prerelease` and `+build` parts.
enum SemanticVersion {
    /// Whether `text` is a semantic version.
    static func isValid(_ text: String) -> Bool {
        let (core, suffix) = split(text)
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy(isNumber) else { return false }
        return suffix.allSatisfy { identifiers in
            let parts = identifiers.split(separator: ".", omittingEmptySubsequences: false)
            return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
        }
    }

    /// What to write instead: `1.0` → "write '1.0.0'", when padding makes it valid.
    static func hint(for text: String) -> String {
        var numbers = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while numbers.count < 3 { numbers.append("0") }
        let padded = numbers.joined(separator: ".")
        return isValid(padded) ? "Package.swift needs major.minor.patch: write '\(padded)'" : "Package.swift needs major.minor.patch, such as '1.0.0'"
    }

    /// The `major.minor.patch` part and the prerelease/build parts after it.
    private static func split(_ text: String) -> (core: Substring, suffix: [Substring]) {
        guard let index = text.firstIndex(where: { $0 == "-" || $0 == "+" }) else { return (Substring(text), []) }
        let rest = text[text.index(after: index)...]
        return (text[..<index], rest.split(separator: "+", omittingEmptySubsequences: false))
    }

    private static func isNumber(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
