import Foundation

/// An introspection result (`schema.json`, what a server answers to the introspection query:
/// `{"data": {"__schema": …}}` or `{"__schema": …}`) as SDL, which GraphQLSwift's schema
/// builder reads (it has no `buildClientSchema`). The built-in scalars and directives are left
/// to the builder; descriptions are kept (as plain strings).
enum GraphQLIntrospection {
    /// Why a file is not an introspection result.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    private typealias Object = [String: Any]
    private static let builtInScalars: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]
    private static let builtInDirectives: Set<String> = ["include", "skip", "deprecated", "specifiedBy", "oneOf"]

    /// The SDL of the introspection result `bytes`.
    static func sdl(from bytes: [UInt8]) throws -> String {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? Object else {
            throw Problem(description: "not a JSON object")
        }
        let data = root["data"] as? Object ?? root
        guard let schema = data["__schema"] as? Object else {
            throw Problem(description: "no \"__schema\" in it (an introspection result has {\"data\": {\"__schema\": …}})")
        }
        var lines: [String] = []
        let roots = ["query": "queryType", "mutation": "mutationType", "subscription": "subscriptionType"].sorted { $0.key < $1.key }
            .compactMap { operation, key in ((schema[key] as? Object)?["name"] as? String).map { "  \(operation): \($0)" } }
        lines.append("schema {\n" + roots.joined(separator: "\n") + "\n}")
        for type in schema["types"] as? [Object] ?? [] {
            if let definition = try typeDefinition(type) { lines.append(definition) }
        }
        for directive in schema["directives"] as? [Object] ?? [] {
            guard let name = directive["name"] as? String, !builtInDirectives.contains(name) else { continue }
            let locations = (directive["locations"] as? [String] ?? []).joined(separator: " | ")
            let repeatable = directive["isRepeatable"] as? Bool == true ? " repeatable" : ""
            lines.append(description(directive) + "directive @\(name)\(try arguments(directive["args"]))\(repeatable) on \(locations)")
        }
        return lines.joined(separator: "\n\n") + "\n"
    }

    private static func typeDefinition(_ type: Object) throws -> String? {
        guard let name = type["name"] as? String, let kind = type["kind"] as? String else { throw Problem(description: "a type without a name or kind") }
        if name.hasPrefix("__") || builtInScalars.contains(name) { return nil }
        let head = description(type)
        switch kind {
        case "SCALAR":
            let url = (type["specifiedByURL"] as? String).map { " @specifiedBy(url: \(quoted($0)))" } ?? ""
            return head + "scalar \(name)\(url)"
        case "OBJECT", "INTERFACE":
            let keyword = kind == "OBJECT" ? "type" : "interface"
            let interfaces = (type["interfaces"] as? [Object] ?? []).compactMap { $0["name"] as? String }
            let implements = interfaces.isEmpty ? "" : " implements " + interfaces.joined(separator: " & ")
            let fields = try (type["fields"] as? [Object] ?? []).map { field in
                "  " + description(field, indent: "  ") + "\(try fieldName(field))\(try arguments(field["args"])): \(try typeReference(field["type"]))\(deprecation(field))"
            }
            return head + "\(keyword) \(name)\(implements) {\n" + fields.joined(separator: "\n") + "\n}"
        case "UNION":
            let members = (type["possibleTypes"] as? [Object] ?? []).compactMap { $0["name"] as? String }
            return head + "union \(name) = " + members.joined(separator: " | ")
        case "ENUM":
            let values = (type["enumValues"] as? [Object] ?? []).compactMap { value in
                (value["name"] as? String).map { "  " + description(value, indent: "  ") + $0 + deprecation(value) }
            }
            return head + "enum \(name) {\n" + values.joined(separator: "\n") + "\n}"
        case "INPUT_OBJECT":
            let oneOf = type["isOneOf"] as? Bool == true ? " @oneOf" : ""
            let fields = try (type["inputFields"] as? [Object] ?? []).map { "  " + description($0, indent: "  ") + (try inputValue($0)) }
            return head + "input \(name)\(oneOf) {\n" + fields.joined(separator: "\n") + "\n}"
        default:
            throw Problem(description: "type \(name) has an unknown kind \(kind)")
        }
    }

    private static func fieldName(_ field: Object) throws -> String {
        guard let name = field["name"] as? String else { throw Problem(description: "a field without a name") }
        return name
    }

    /// `(a: Int = 1, b: String)`, or nothing for no arguments.
    private static func arguments(_ value: Any?) throws -> String {
        let arguments = value as? [Object] ?? []
        guard !arguments.isEmpty else { return "" }
        return "(" + (try arguments.map { description($0) + (try inputValue($0)) }).joined(separator: ", ") + ")"
    }

    /// `name: Type = default @deprecated(…)`.
    private static func inputValue(_ value: Object) throws -> String {
        let defaultValue = (value["defaultValue"] as? String).map { " = \($0)" } ?? ""
        return "\(try fieldName(value)): \(try typeReference(value["type"]))\(defaultValue)\(deprecation(value))"
    }

    /// `[Name!]!` from `{kind: NON_NULL, ofType: {kind: LIST, …}}`.
    private static func typeReference(_ value: Any?, depth: Int = 0) throws -> String {
        guard depth < 32, let type = value as? Object, let kind = type["kind"] as? String else { throw Problem(description: "a type reference that cannot be read") }
        switch kind {
        case "NON_NULL": return try typeReference(type["ofType"], depth: depth + 1) + "!"
        case "LIST": return "[" + (try typeReference(type["ofType"], depth: depth + 1)) + "]"
        default:
            guard let name = type["name"] as? String else { throw Problem(description: "a named type without a name") }
            return name
        }
    }

    private static func deprecation(_ value: Object) -> String {
        guard value["isDeprecated"] as? Bool == true else { return "" }
        return (value["deprecationReason"] as? String).map { " @deprecated(reason: \(quoted($0)))" } ?? " @deprecated"
    }

    private static func description(_ value: Object, indent: String = "") -> String {
        guard let text = value["description"] as? String else { return "" }
        return quoted(text) + "\n" + indent
    }

    /// `text` as a GraphQL string literal (JSON's escapes are GraphQL's).
    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
