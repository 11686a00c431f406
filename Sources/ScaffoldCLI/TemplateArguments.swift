import ScaffoldSupport
import Templating

/// Template parameters from the command line: `--name value`, `--name=value`, `--flag` (a bool
/// parameter, true) and `--no-flag` (false). Kebab-case names match camelCase parameters
/// (`--view-model` is `viewModel`).
struct TemplateArguments {
    /// Values by parameter name, as text.
    var values: [String: String] = [:]
    /// Words that are not `--options`.
    var stray: [String] = []

    init(_ words: [String], parameters: [TemplateParameter]) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--") else {
                stray.append(word)
                continue
            }
            var key = String(word.dropFirst(2))
            var value: String?
            if let equals = key.firstIndex(of: "=") {
                value = String(key[key.index(after: equals)...])
                key = String(key[..<equals])
            }
            var name = Self.parameterName(key, in: parameters)
            if value == nil, key.hasPrefix("no-"), let negated = parameters.first(where: { $0.kind == .bool && $0.name == Self.parameterName(String(key.dropFirst(3)), in: parameters) }) {
                name = negated.name
                value = "false"
            }
            if value == nil {
                let isBool = parameters.first { $0.name == name }?.kind == .bool
                let next = index < words.count ? words[index] : nil
                if let next, !next.hasPrefix("--"), !isBool || ["true", "false", "yes", "no"].contains(next.lowercased()) {
                    value = next
                    index += 1
                } else {
                    value = isBool ? "true" : ""
                }
            }
            values[name] = value
        }
    }

    /// Takes the first stray word as the `name` (`scaffold new package Kit`); a second stray
    /// word, or a positional name beside a different `--name`, is an error.
    mutating func takeName() throws(DiagnosticsError) {
        guard let name = stray.first else { return }
        if let given = values["name"], given != name {
            throw DiagnosticsError([.error("two names: '\(name)' and --name \(given)", hint: "give the name once")])
        }
        values["name"] = name
        if let word = stray.dropFirst().first {
            throw DiagnosticsError([.error("unexpected argument '\(word)'", hint: "parameters are written --name value")])
        }
        stray = []
    }

    /// The declared parameter a command-line key means: itself, or its camelCase form.
    static func parameterName(_ key: String, in parameters: [TemplateParameter]) -> String {
        if parameters.contains(where: { $0.name == key }) { return key }
        let camel = SwiftNaming.lowerCamel(key)
        return parameters.contains(where: { $0.name == camel }) ? camel : key
    }
}
