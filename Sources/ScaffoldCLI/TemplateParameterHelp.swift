import ScaffoldSupport
import Templating

/// How `scaffold template list` shows a template's parameters: as `scaffold new` takes them
/// (`<name>` for the name, `--[no-]view-model` for a bool), with type, default and help.
struct TemplateParameterHelp: Encodable, Equatable {
    /// The parameter's name in the template (`viewModel`).
    var name: String
    /// How it is written on the command line (`--[no-]view-model`, `--parent <string>`, `<name>`).
    var usage: String
    /// `string`, `bool`, `int`, `choice` or `list`.
    var type: String
    /// Whether `scaffold new` fails without it.
    var required: Bool
    /// The default, as it would be typed (`LoggedIn`, `true`, `a,b`); absent when there is none.
    var defaultValue: String?
    /// The values a `choice` takes.
    var choices: [String]
    /// The template's one line about it.
    var help: String

    /// The help of `parameter`; `name` is shown as the positional `<name>` when `positionalName`
    /// (a Tuist template's attributes are all options, as `tuist scaffold` takes them).
    init(_ parameter: TemplateParameter, positionalName: Bool = true) {
        name = parameter.name
        type = parameter.kind.rawValue
        required = parameter.required
        defaultValue = parameter.defaultValue.map(Self.text)
        choices = parameter.choices
        help = parameter.help
        let flag = positionalName ? SwiftNaming.kebabCase(parameter.name) : parameter.name
        switch parameter.kind {
        case _ where parameter.name == "name" && positionalName: usage = "<name>"
        case .bool: usage = "--[no-]\(flag)"
        case .choice: usage = "--\(flag) \(parameter.choices.joined(separator: "|"))"
        default: usage = "--\(flag) <\(parameter.kind.rawValue)>"
        }
    }

    /// One indented line per parameter, the usages in a column.
    static func lines(_ parameters: [TemplateParameterHelp]) -> [String] {
        let width = parameters.map(\.usage.count).max() ?? 0
        return parameters.map { parameter in
            let summary = parameter.summary
            guard !summary.isEmpty else { return "    \(parameter.usage)" }
            return "    \(parameter.usage)\(String(repeating: " ", count: width - parameter.usage.count))  \(summary)"
        }
    }

    /// `required. The feature name …` or `default: LoggedIn. The scope …`.
    private var summary: String {
        let status = required ? "required." : defaultValue.map { $0.isEmpty ? "" : "default: \($0)." } ?? ""
        return [status, help].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func text(_ value: TemplateValue) -> String {
        switch value {
        case let .string(text): return text
        case let .bool(flag): return String(flag)
        case let .int(number): return String(number)
        case let .list(items): return items.joined(separator: ",")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, usage, type, required, defaultValue = "default", choices, help
    }
}
