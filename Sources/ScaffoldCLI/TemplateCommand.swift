import ArgumentParser
import Foundation
import ScaffoldSupport
import Templating

/// `scaffold template list | lint | new`: work with templates.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "List, check and start templates.",
        subcommands: [ListTemplates.self, LintTemplate.self, NewTemplate.self]
    )
}

/// `scaffold template list`.
struct ListTemplates: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the templates scaffold new can use.")

    @Option(help: ArgumentHelp("The manifest whose Templates/ folder is searched first (default: the nearest Project.yml or Project.swift here or above, up to the repository root).", valueName: "path"))
    var spec: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let library = TemplateLibrary.forManifest(at: spec.map(ManifestSearch.absolute) ?? ManifestSearch.nearest())
        let rows = library.entries().map(Row.init)
        switch format {
        case .text:
            let blocks = rows.map { row in
                (["\(row.name) (\(row.origin)): \(row.description)"] + TemplateParameterHelp.lines(row.parameters)).joined(separator: "\n") + "\n"
            }
            StandardStreams.output(blocks.joined(separator: "\n"))
        case .json:
            StandardStreams.output(JSONText.of(rows, fallback: "[]"))
        }
    }

    /// One template as listed.
    struct Row: Encodable {
        var name: String
        var origin: String
        var description: String
        var parameters: [TemplateParameterHelp]

        /// The row of `entry`: a Tuist template's manifest is compiled (or read from the cache).
        init(_ entry: TemplateLibrary.Entry) {
            name = entry.name
            origin = entry.origin
            switch entry.format {
            case .scaffold:
                let manifest = try? TemplateManifestReader().read(folder: entry.folder)
                description = manifest?.description ?? "(invalid template.yml: run scaffold template lint)"
                parameters = manifest?.parameters.map { TemplateParameterHelp($0) } ?? []
            case let .tuist(root):
                let template = try? TuistFilesPlan.read(folder: entry.folder, root: root)
                description = template?.description ?? "(invalid \(entry.name).swift: run scaffold template lint)"
                parameters = template?.parameters.map { TemplateParameterHelp($0, positionalName: false) } ?? []
            }
        }
    }
}

/// `scaffold template lint <dir>`: the manifest is valid, every file renders with the defaults
/// and with sample values, and every rendered Swift file parses with no errors.
struct LintTemplate: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check a template folder.")

    @Argument(help: "The template folder.")
    var folder: String

    func run() throws {
        let url = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        if !DirectoryListing.exists(url.appendingPathComponent("template.yml").path),
           DirectoryListing.exists(url.appendingPathComponent("\(url.lastPathComponent).swift").path) {
            return try TuistTemplateLint.run(folder: url)
        }
        let manifest: TemplateManifest
        do {
            manifest = try TemplateManifestReader(displayPath: { $0.path }).read(folder: url)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        var problems: [String] = []
        let renderer = TemplateRenderer(template: manifest)
        for (label, arguments) in TemplateSamples.argumentSets(for: manifest) {
            switch renderer.values(from: arguments) {
            case let .failure(failure):
                problems += failure.errors.map { "\(label): \($0)" }
            case let .success(values):
                do {
                    let files = try renderer.render(values)
                    for path in files.paths where path.hasSuffix(".swift") {
                        let source = String(decoding: files[path] ?? [], as: UTF8.self)
                        problems += SwiftSyntaxCheck.problems(in: source).map { "\(label): \(path):\($0)" }
                    }
                } catch {
                    problems.append("\(label): \(error)")
                }
            }
        }
        guard problems.isEmpty else {
            for problem in problems { StandardStreams.error("error: \(problem)\n") }
            throw ExitCode.failure
        }
        StandardStreams.output("\(manifest.name): ok (\(Plural.count(TemplateSamples.argumentSets(for: manifest).count, "parameter set")) rendered and parsed)\n")
    }
}

/// `scaffold template new <name>`: a starter template to edit.
struct NewTemplate: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new", abstract: "Write a starter template into Templates/<name>.")

    @Argument(help: "The template's name (kebab-case).")
    var name: String

    @Option(help: ArgumentHelp("The folder that holds Templates/.", valueName: "dir"))
    var output: String = "."

    func run() throws {
        guard name.range(of: "^[a-z][a-z0-9-]*$", options: .regularExpression) != nil else {
            StandardStreams.error("error: a template name is kebab-case, like feature-list\n")
            throw ExitCode.failure
        }
        let root = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        var files = FileSet()
        files.add("Templates/\(name)/template.yml", text: StarterTemplate.manifest(name: name))
        files.add("Templates/\(name)/Source.swift.stencil", text: StarterTemplate.source)
        let existing = files.paths.filter { DirectoryListing.exists(root.appendingPathComponent($0).path) }
        guard existing.isEmpty else {
            StandardStreams.error("error: Templates/\(name) already exists; nothing was written\n")
            throw ExitCode.failure
        }
        for path in try FileSetWriter(root: root).apply(files).created { StandardStreams.output("created \(path)\n") }
    }
}

/// The files of `scaffold template new`.
enum StarterTemplate {
    static func manifest(name: String) -> String {
        """
        # A scaffold template: `scaffold new \(name) <Name>` renders the files below.
        name: \(name)
        description: Describe what this template creates.
        parameters:
          name:
            type: string
            required: true
            pattern: "[A-Z][A-Za-z0-9]*"
            help: The name, UpperCamelCase.
          tests:
            type: bool
            default: true
            help: Whether to write tests too.
        files:
          - path: "{{ name }}/{{ name }}.swift"
            template: Source.swift.stencil
        message: |
          Created {{ name }}. Run `scaffold generate` to add it to the project.

        """
    }

    static let source = """
        /// {{ name }}: edit Source.swift.stencil to change what this template writes.
        struct {{ name }} {
            let id = "{{ name|snake_case }}"
        }

        """
}

/// The parameter values `template lint` renders with: the defaults, and samples that flip
/// every bool and pick every choice.
enum TemplateSamples {
    static func argumentSets(for manifest: TemplateManifest) -> [(String, [String: String])] {
        var base: [String: String] = ["name": "SampleName"]
        for parameter in manifest.parameters where parameter.required && parameter.name != "name" {
            switch parameter.kind {
            case .choice: base[parameter.name] = parameter.choices.first ?? ""
            case .int: base[parameter.name] = "1"
            case .bool: base[parameter.name] = "true"
            case .string, .list: base[parameter.name] = "Sample"
            }
        }
        var sets: [(String, [String: String])] = [("defaults", base)]
        for parameter in manifest.parameters {
            switch parameter.kind {
            case .bool:
                var flipped = base
                flipped[parameter.name] = parameter.defaultValue == .bool(true) ? "false" : "true"
                sets.append(("--\(parameter.name) \(flipped[parameter.name] ?? "")", flipped))
            case .choice:
                for choice in parameter.choices {
                    var chosen = base
                    chosen[parameter.name] = choice
                    sets.append(("--\(parameter.name) \(choice)", chosen))
                }
            case .list:
                var listed = base
                listed[parameter.name] = "First,Second"
                sets.append(("--\(parameter.name) First,Second", listed))
            case .string, .int:
                continue
            }
        }
        return sets
    }
}
