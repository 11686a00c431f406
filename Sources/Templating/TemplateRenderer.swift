import Foundation
import ScaffoldSupport
import Stencil

/// Renders a template with parameter values into a `FileSet` in memory. Nothing is written:
/// the caller checks for conflicts and hands the set to the one writer.
public struct TemplateRenderer {
    /// The template to render.
    public let template: TemplateManifest

    /// Creates a renderer.
    public init(template: TemplateManifest) {
        self.template = template
    }

    /// The values to render with: every declared parameter's default, overridden by
    /// `arguments` (text from the command line, parsed by each parameter's type). Reports
    /// unknown parameters, bad values and missing required ones — all of them.
    public func values(from arguments: [String: String]) -> Result<[String: TemplateValue], TemplateErrors> {
        var values: [String: TemplateValue] = [:]
        var errors: [TemplateError] = []
        let known = template.parameters.map(\.name)
        for name in arguments.keys.sorted() where !known.contains(name) {
            errors.append(.unknownParameter(name, valid: known))
        }
        for parameter in template.parameters {
            if let text = arguments[parameter.name] {
                switch parameter.parse(text) {
                case let .success(value): values[parameter.name] = value
                case let .failure(error): errors.append(error)
                }
            } else if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else if parameter.required {
                errors.append(.missingValue(parameter: parameter.name))
            }
        }
        return errors.isEmpty ? .success(values) : .failure(TemplateErrors(errors: errors))
    }

    /// Every file the template writes for `values`, by destination path.
    public func render(_ values: [String: TemplateValue]) throws(TemplateError) -> FileSet {
        let environment = try makeEnvironment()
        let context = values.mapValues(\.stencilValue)
        var files = FileSet()
        for file in template.files {
            let items: [Any] = file.each.map { (context[$0] as? [String]) ?? [] } ?? [NSNull()]
            for item in items {
                var fileContext = context
                if file.each != nil { fileContext["item"] = item }
                if let condition = file.when, try !isTrue(condition, environment: environment, context: fileContext) { continue }
                let path = try render(string: file.path, environment: environment, context: fileContext, describing: "the path of \(file.template)")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                guard RelativePath.isContained(path), !path.hasSuffix("/") else { throw .unsafePath(path) }
                do {
                    files.add(path, text: try environment.renderTemplate(name: file.template, context: fileContext))
                } catch {
                    throw Self.renderFailure(error, file: file.template)
                }
            }
        }
        return files
    }

    /// The next-steps message for `values`, if the template has one.
    public func message(_ values: [String: TemplateValue]) -> String? {
        guard let message = template.message, let environment = try? makeEnvironment() else { return nil }
        return try? render(string: message, environment: environment, context: values.mapValues(\.stencilValue), describing: "message")
    }

    // MARK: Stencil

    /// An environment whose loader holds every file of the template folder (so `include` works)
    /// and whose filters are the Swift naming helpers.
    private func makeEnvironment() throws(TemplateError) -> Environment {
        var templates: [String: String] = [:]
        let folder = template.folder
        // Checked again here (the reader checked it): a renderer may be given any manifest.
        for file in Set(template.files.map(\.template)) {
            guard TemplateFolder.contains(file, in: folder) else {
                throw .renderFailed(file: file, reason: "it is a symbolic link out of the template folder")
            }
            guard let text = UntrustedFile.text(atPath: folder.appendingPathComponent(file).path) else {
                throw .renderFailed(file: file, reason: "cannot read it")
            }
            templates[file] = text
        }
        // Files only `{% include %}` reaches; one that links out of the folder is not loaded.
        for entry in DirectoryListing.entries(atPath: folder.path)
        where !entry.isDirectory && entry.name.hasSuffix(".stencil") && templates[entry.name] == nil && TemplateFolder.contains(entry.name, in: folder) {
            templates[entry.name] = UntrustedFile.text(atPath: folder.appendingPathComponent(entry.name).path)
        }
        return Environment(loader: NestingLimitLoader(DictionaryLoader(templates: templates)), extensions: [Self.filters], trimBehaviour: .smart)
    }

    /// The filters Swift code needs and Stencil lacks (a new extension per environment: Stencil's
    /// `Extension` is a mutable class).
    static var filters: Extension {
        let filters = Extension()
        let conversions: [(String, (String) -> String)] = [
            ("lowerCamel", SwiftNaming.lowerCamel), ("UpperCamel", SwiftNaming.upperCamel), ("upperCamel", SwiftNaming.upperCamel),
            ("snake_case", SwiftNaming.snakeCase), ("kebab-case", SwiftNaming.kebabCase), ("lowerFirst", SwiftNaming.lowerFirst),
            ("upperFirst", SwiftNaming.upperFirst), ("swiftIdentifier", SwiftNaming.swiftIdentifier),
        ]
        for (name, conversion) in conversions {
            filters.registerFilter(name) { (value: Any?) in (value as? String).map(conversion) ?? value }
        }
        return filters
    }

    private func render(string: String, environment: Environment, context: [String: Any], describing what: String) throws(TemplateError) -> String {
        do {
            return try environment.renderTemplate(string: string, context: context)
        } catch {
            throw .renderFailed(file: what, reason: "\(error)")
        }
    }

    /// Stencil's error as a `TemplateError`, at the place its token names: in the file it was
    /// rendering, or in a file that one includes.
    private static func renderFailure(_ error: any Error, file: String) -> TemplateError {
        guard let syntax = error as? TemplateSyntaxError, let token = syntax.token, token.sourceMap.location.lineNumber > 0 else {
            return .renderFailed(file: file, reason: "\(error)")
        }
        let place = token.sourceMap.location
        return .renderFailed(file: token.sourceMap.filename ?? file, reason: syntax.reason, line: Int(place.lineNumber), column: place.lineOffset + 1)
    }

    private func isTrue(_ condition: String, environment: Environment, context: [String: Any]) throws(TemplateError) -> Bool {
        try render(string: "{% if \(condition) %}yes{% endif %}", environment: environment, context: context, describing: "the condition '\(condition)'") == "yes"
    }
}
