/// Case conversions for names in generated Swift, and the Stencil filters that expose them.
public enum SwiftNaming {
    /// The words of `text`: split at non-alphanumerics and at case changes
    /// (`userProfile-view` → `user`, `Profile`, `view`; `URLSession` → `URL`, `Session`).
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let last = current.last, character.isUppercase {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `userProfile`.
    public static func lowerCamel(_ text: String) -> String { lowerFirst(upperCamel(text)) }

    /// `UserProfile`.
    public static func upperCamel(_ text: String) -> String { words(text).map(upperFirst).joined() }

    /// `user_profile`.
    public static func snakeCase(_ text: String) -> String { words(text).map { $0.lowercased() }.joined(separator: "_") }

    /// `user-profile`.
    public static func kebabCase(_ text: String) -> String { words(text).map { $0.lowercased() }.joined(separator: "-") }

    /// The first character lowercased; a leading acronym as a whole (`URLSession` → `urlSession`).
    public static func lowerFirst(_ text: String) -> String {
        let leadingCapitals = text.prefix { $0.isUppercase }.count
        if leadingCapitals > 1 && leadingCapitals == text.count { return text.lowercased() }
        guard leadingCapitals > 1 else { return text.prefix(1).lowercased() + text.dropFirst() }
        let keep = text.dropFirst(leadingCapitals).first?.isLowercase == true ? leadingCapitals - 1 : leadingCapitals
        return text.prefix(keep).lowercased() + text.dropFirst(keep)
    }

    /// The first character uppercased.
    public static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// Any text as a valid Swift identifier: other characters become `_`, a leading digit gets
    /// a `_` in front, and a keyword is wrapped in backticks.
    public static func swiftIdentifier(_ text: String) -> String {
        var result = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Whether `text` is an UpperCamelCase Swift identifier (a type or feature name).
    public static func isUpperCamelIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase, first.isASCII else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber) && $0.isASCII } && !keywords.contains(text)
    }

    /// `name`, in backticks when it is a Swift keyword (`default` → `` `default` ``).
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's reserved words (those that need backticks as identifiers).
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "borrowing", "consuming", "nonisolated", "_",
    ]
}
