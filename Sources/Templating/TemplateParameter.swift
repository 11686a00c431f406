import Foundation
import ScaffoldSupport

/// A parameter a template declares: its type, default, whether it is required, a validation
/// pattern for strings, the choices of a `choice`, and help text.
public struct TemplateParameter: Sendable, Equatable {
    /// The types a parameter can have.
    public enum Kind: String, Sendable, CaseIterable {
        case string, bool, int, choice, list
    }

    /// The parameter's name (`--<name>` on the command line, `{{ <name> }}` in templates).
    public var name: String
    public var kind: Kind
    /// Used when the command line gives no value.
    public var defaultValue: TemplateValue?
    /// Whether a value must be given (a required parameter has no default).
    public var required: Bool
    /// A regular expression a string value must match in full.
    public var pattern: String?
    /// The allowed values of a `choice`.
    public var choices: [String]
    /// One line shown by `--help` and `template list`.
    public var help: String

    /// Creates a parameter.
    public init(name: String, kind: Kind, defaultValue: TemplateValue? = nil, required: Bool = false, pattern: String? = nil, choices: [String] = [], help: String = "") {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.required = required
        self.pattern = pattern
        self.choices = choices
        self.help = help
    }

    /// Reads a command-line value by the parameter's type (`--tests false` is false), or says
    /// what is wrong with it.
    public func parse(_ text: String) -> Result<TemplateValue, TemplateError> {
        switch kind {
        case .string:
            return validate(.string(text))
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .success(.bool(true))
            case "false", "no", "0": return .success(.bool(false))
            default: return .failure(.invalidValue(parameter: name, value: text, expected: "true or false"))
            }
        case .int:
            guard let number = Int(text) else { return .failure(.invalidValue(parameter: name, value: text, expected: "a whole number")) }
            return .success(.int(number))
        case .choice:
            guard choices.contains(text) else {
                return .failure(.invalidValue(parameter: name, value: text, expected: "one of \(choices.joined(separator: ", "))"))
            }
            return .success(.string(text))
        case .list:
            return .success(.list(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }))
        }
    }

    /// Checks a string value against `pattern`.
    func validate(_ value: TemplateValue) -> Result<TemplateValue, TemplateError> {
        guard let pattern, case let .string(text) = value else { return .success(value) }
        guard text.range(of: "^(?:\(pattern))$", options: .regularExpression) != nil else {
            return .failure(.invalidValue(parameter: name, value: text, expected: "a value matching \(pattern)"))
        }
        return .success(value)
    }
}

/// A parameter's value.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([String])

    /// The value as Stencil sees it.
    var stencilValue: Any {
        switch self {
        case let .string(text): return text
        case let .bool(flag): return flag
        case let .int(number): return number
        case let .list(items): return items
        }
    }
}

/// Several template errors reported together.
public struct TemplateErrors: Error, Equatable, Sendable {
    public var errors: [TemplateError]
}

/// What can go wrong between a template and the files it would write.
public enum TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidValue(parameter: String, value: String, expected: String)
    case missingValue(parameter: String)
    case unknownParameter(String, valid: [String])
    case unsafePath(String)
    /// Stencil could not render `file` (relative to the template folder); at its `line` and
    /// `column` (1-based) when Stencil says where.
    case renderFailed(file: String, reason: String, line: Int? = nil, column: Int? = nil)
    case conflicts([String])

    public var description: String {
        switch self {
        case let .invalidValue(parameter, value, expected): return "invalid value '\(value)' for --\(parameter): expected \(expected)"
        case let .missingValue(parameter): return "missing value for --\(parameter)"
        case let .unknownParameter(name, valid):
            return "unknown parameter --\(name); valid: \(valid.map { "--\($0)" }.joined(separator: ", "))"
        case let .unsafePath(path): return "refusing to write '\(path)': a destination must be relative and must not contain '..'"
        case let .renderFailed(file, reason, line?, column?): return "\(file):\(line):\(column): cannot render: \(reason)"
        case let .renderFailed(file, reason, _, _): return "cannot render \(file): \(reason)"
        case let .conflicts(paths): return "\(Plural.count(paths.count, "file")) already exist: \(paths.joined(separator: ", "))"
        }
    }
}

extension TemplateError {
    /// The error as a diagnostic: a render error at its line of the Stencil file in
    /// `templateFolder` (paths shown by `displayPath`), everything else without a place.
    public func diagnostic(templateFolder: URL, displayPath: (URL) -> String) -> Diagnostic {
        guard case let .renderFailed(file, reason, line?, column?) = self else { return .error(description) }
        let location = SourceLocation(file: displayPath(templateFolder.appendingPathComponent(file)), line: line, column: column)
        return .error("cannot render \(file): \(reason)", at: location)
    }
}
