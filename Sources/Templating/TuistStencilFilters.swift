import Foundation
import Stencil

/// The filters `tuist scaffold` renders with: StencilSwiftKit's string filters (Tuist builds
/// its environment with `stencilSwiftEnvironment()`), written anew here, since StencilSwiftKit
/// is not a dependency. Each boolean filter also comes negated (`!contains`). Not provided:
/// StencilSwiftKit's number filters (`hexToInt`, `int255toFloat`, `percent`) and its tags
/// (`set`, `macro`, `call`, `map`, `import`); a template that uses one fails to render with
/// Stencil's "unknown filter" or "unknown template tag" at its line.
enum TuistStencilFilters {
    /// A new extension holding the filters (Stencil's `Extension` is a mutable class).
    static func makeExtension() -> Extension {
        let filters = Extension()
        let conversions: [(String, (String) -> String)] = [
            ("basename", { ($0 as NSString).lastPathComponent }),
            ("dirname", dirname),
            ("escapeReservedKeywords", { reservedKeywords.contains($0) ? "`\($0)`" : $0 }),
            ("lowerFirstLetter", { $0.prefix(1).lowercased() + $0.dropFirst() }),
            ("lowerFirstWord", lowerFirstWord),
            ("titlecase", upperFirstLetter),
            ("upperFirstLetter", upperFirstLetter),
        ]
        for (name, conversion) in conversions {
            filters.registerFilter(name) { (value: Any?) throws -> Any? in conversion(try string(value, name)) }
        }
        filters.registerFilter("camelToSnakeCase") { (value: Any?, arguments: [Any?]) throws -> Any? in
            let snake = snakeCase(try string(value, "camelToSnakeCase"))
            return try flag(arguments, default: true) ? snake.lowercased() : snake
        }
        filters.registerFilter("snakeToCamelCase") { (value: Any?, arguments: [Any?]) throws -> Any? in
            snakeToCamelCase(try string(value, "snakeToCamelCase"), stripLeading: try flag(arguments, default: false))
        }
        filters.registerFilter("swiftIdentifier") { (value: Any?, arguments: [Any?]) throws -> Any? in
            let identifier = swiftIdentifier(try string(value, "swiftIdentifier"))
            guard (arguments.first as? String) == "pretty" else { return identifier }
            return prefixedIfNeeded(snakeToCamelCase(identifier, stripLeading: true))
        }
        filters.registerFilter("removeNewlines") { (value: Any?, arguments: [Any?]) throws -> Any? in
            let text = try string(value, "removeNewlines")
            if (arguments.first as? String) == "leading" {
                return text.components(separatedBy: .newlines).map { String($0.drop { $0 == " " || $0 == "\t" }) }.joined()
                    .trimmingCharacters(in: .whitespaces)
            }
            return text.components(separatedBy: .whitespacesAndNewlines).joined()
        }
        filters.registerFilter("replace") { (value: Any?, arguments: [Any?]) throws -> Any? in
            guard arguments.count == 2, let target = arguments[0] as? String, let replacement = arguments[1] as? String else {
                throw TemplateSyntaxError("'replace' takes two string arguments")
            }
            return try string(value, "replace").replacingOccurrences(of: target, with: replacement)
        }
        let tests: [(String, (String, String) -> Bool)] = [("contains", { $0.contains($1) }), ("hasPrefix", { $0.hasPrefix($1) }), ("hasSuffix", { $0.hasSuffix($1) })]
        for (name, test) in tests {
            let filter = { (value: Any?, arguments: [Any?]) throws -> Bool in
                guard arguments.count == 1, let argument = arguments[0] as? String else { throw TemplateSyntaxError("'\(name)' takes one string argument") }
                return test(try string(value, name), argument)
            }
            filters.registerFilter(name) { (value: Any?, arguments: [Any?]) throws -> Any? in try filter(value, arguments) }
            filters.registerFilter("!" + name) { (value: Any?, arguments: [Any?]) throws -> Any? in try !filter(value, arguments) }
        }
        return filters
    }

    // MARK: Conversions

    private static func string(_ value: Any?, _ filter: String) throws -> String {
        if let text = value as? String { return text }
        if let value, let convertible = value as? CustomStringConvertible, !(value is [Any]), !(value is [String: Any]) { return convertible.description }
        throw TemplateSyntaxError("'\(filter)' expects a string, not \(value.map { "\(type(of: $0))" } ?? "nothing")")
    }

    private static func flag(_ arguments: [Any?], default value: Bool) throws -> Bool {
        guard let argument = arguments.first else { return value }
        switch argument {
        case let flag as Bool: return flag
        case let text as String where ["true", "yes", "1"].contains(text.lowercased()): return true
        case let text as String where ["false", "no", "0"].contains(text.lowercased()): return false
        default: throw TemplateSyntaxError("expected a boolean argument, not \(argument.map { "\($0)" } ?? "nothing")")
        }
    }

    static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    /// `PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`, `URL` → `url`.
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        var result = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
        result.unicodeScalars.append(contentsOf: scalars[end...])
        return result
    }

    /// `URLChooser` → `URL_Chooser`, `peoplePicker` → `people_Picker`, `-` → `_` (not lowered).
    static func snakeCase(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "([A-Z\\d]+)([A-Z][a-z])", with: "$1_$2", options: .regularExpression)
        result = result.replacingOccurrences(of: "([a-z\\d])([A-Z])", with: "$1_$2", options: .regularExpression)
        return result.replacingOccurrences(of: "-", with: "_")
    }

    /// `people_picker` → `PeoplePicker`; all-caps `URL_CHOOSER` → `UrlChooser`; leading `_`
    /// kept unless `stripLeading`.
    static func snakeToCamelCase(_ text: String, stripLeading: Bool) -> String {
        let camel: String
        if text.range(of: "[a-z]", options: .regularExpression) != nil {
            camel = text.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            camel = snakeCase(text).components(separatedBy: "_").map(\.capitalized).joined()
        }
        return stripLeading ? camel : String(text.prefix { $0 == "_" }) + camel
    }

    /// Each run of characters a Swift identifier cannot hold becomes `_`, each part's first
    /// letter is upper-cased, and a leading digit gets `_`: `hello world` → `Hello_World`.
    static func swiftIdentifier(_ text: String) -> String {
        let allowed = CharacterSet.letters.union(.decimalDigits).union(CharacterSet(charactersIn: "_")).union(.nonBaseCharacters)
        let parts = text.components(separatedBy: allowed.inverted).map(upperFirstLetter)
        return prefixedIfNeeded(parts.joined(separator: "_"))
    }

    private static func prefixedIfNeeded(_ identifier: String) -> String {
        guard let first = identifier.unicodeScalars.first else { return "" }
        return CharacterSet.letters.union(CharacterSet(charactersIn: "_")).contains(first) ? identifier : "_" + identifier
    }

    private static func dirname(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    private static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw",
        "throws", "true", "try", "_", "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect",
        "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "set", "Type", "unowned", "weak", "willSet",
    ]
}
