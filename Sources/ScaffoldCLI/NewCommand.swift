import ArgumentParser
import Foundation
import ManifestLoader
import ScaffoldSupport
import Templating

/// `scaffold new <template> <Name> [--<param> value …]`: render a template into new files.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create files from a template (scaffold new feature Profile --parent LoggedIn).",
        discussion: """
        Templates come from Templates/ beside the manifest, then the built-in ones \
        (`scaffold template list`). `feature` picks feature-imvvm, feature-mvsl or \
        feature-observable by --pattern. Parameters are typed: --tests false, --no-tests. \
        Nothing is written when a file already exists (unless --force) or with --dry-run.
        """
    )

    @Argument(help: "The template, or `feature`.")
    var template: String

    @Argument(help: "The name (UpperCamelCase for features).")
    var name: String

    @Option(help: ArgumentHelp("Where to write the files.", valueName: "dir"))
    var output: String = "."

    @Option(help: ArgumentHelp("The manifest (default: the nearest Project.yml or Project.swift here or above): its Templates/ folder is searched first, and its first app target is the default --target.", valueName: "path"))
    var spec: String?

    @Flag(help: "Print the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @Argument(parsing: .allUnrecognized, help: "The template's parameters: --<name> <value>.")
    var parameters: [String] = []

    func run() throws {
        let manifest = spec.map(ManifestSearch.absolute) ?? ManifestSearch.nearest()
        let library = TemplateLibrary.forManifest(at: manifest)
        let raw = TemplateArguments(parameters, parameters: [])
        let templateName = template == "feature" ? "feature-\(raw.values["pattern"] ?? "imvvm")" : template
        let plan: NewFilesPlan
        do {
            plan = try NewFilesPlan(library: library, template: templateName, name: name, words: parameters,
                                    dropping: template == "feature" ? ["pattern"] : [], defaults: ManifestSearch.defaults(from: manifest))
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        let root = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let existing = plan.files.paths.filter { DirectoryListing.exists(root.appendingPathComponent($0).path) }
        if dryRun {
            for path in plan.files.paths { StandardStreams.output((existing.contains(path) ? "would overwrite " : "would create ") + path + "\n") }
            return
        }
        if !existing.isEmpty && !force {
            StandardStreams.error("error: \(Plural.count(existing.count, "file")) already exist; nothing was written (use --force to overwrite):\n")
            for path in existing { StandardStreams.error("    \(path)\n") }
            throw ExitCode.failure
        }
        let report = try FileSetWriter(root: root).apply(plan.files)
        for path in report.created { StandardStreams.output("created \(path)\n") }
        for path in report.updated { StandardStreams.output("overwrote \(path)\n") }
        if let message = plan.message { StandardStreams.output("\n" + message + (message.hasSuffix("\n") ? "" : "\n")) }
        if manifest?.pathExtension == "swift", let module = plan.files.paths.first(where: { $0.hasSuffix("module.yml") }) {
            StandardStreams.output("\nnote: \(manifest?.lastPathComponent ?? "Project.swift") does not read \(module); add the feature to its "
                + "features: (.feature(name: \"\(name)\", …)) and any target it declares, then run scaffold generate\n")
        }
    }
}

/// The files a `new` command would write: the template found, its parameters parsed and
/// checked, everything rendered in memory.
struct NewFilesPlan {
    var files: FileSet
    var message: String?

    init(library: TemplateLibrary, template: String, name: String, words: [String], dropping: Set<String>,
         defaults: [String: String] = [:]) throws(DiagnosticsError) {
        let entry = try library.entry(named: template)
        let manifest = try TemplateManifestReader(displayPath: { $0.path }).read(folder: entry.folder)
        let renderer = TemplateRenderer(template: manifest)
        var arguments = TemplateArguments(words, parameters: manifest.parameters)
        for key in dropping { arguments.values[key] = nil }
        for (key, value) in defaults where arguments.values[key] == nil && manifest.parameter(named: key) != nil {
            arguments.values[key] = value
        }
        if let word = arguments.stray.first {
            throw DiagnosticsError([.error("unexpected argument '\(word)'", hint: "parameters are written --name value")])
        }
        arguments.values["name"] = name
        switch renderer.values(from: arguments.values) {
        case let .failure(failure):
            throw DiagnosticsError(failure.errors.map { .error($0.description) })
        case let .success(values):
            do {
                files = try renderer.render(values)
            } catch {
                throw DiagnosticsError([.error(error.description)])
            }
            message = renderer.message(values)
        }
    }
}

extension TemplateLibrary {
    /// The library for `manifest`: its Templates/ folder (the working folder's without a
    /// manifest), then the built-ins.
    static func forManifest(at manifest: URL?) -> TemplateLibrary {
        let folder = manifest?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return TemplateLibrary(projectFolder: folder, builtins: BuiltinTemplateFolder.url)
    }
}
