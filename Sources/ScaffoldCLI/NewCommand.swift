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
        Templates come from Templates/ beside the manifest, then Tuist's Tuist/Templates \
        (run as `tuist scaffold` runs them: scaffold new Module --name Profile --layer Feature), \
        then the built-in ones (`scaffold template list`). `feature` picks feature-imvvm, feature-mvsl or \
        feature-observable by --pattern; --module package|framework puts the feature in a \
        local package or a static framework target of its own, which its module.yml declares (default: \
        folder, in the app target). Parameters are typed: --tests false, --no-tests. \
        Nothing is written when a file already exists (unless --force) or with --dry-run.

        A template with a --parent or --target parameter (the feature templates) is checked \
        against the project, so its manifest is loaded — a Project.swift is compiled and run, \
        with --dry-run too — and a manifest that does not load stops `new` with its errors \
        (nothing is written): the feature could not be checked. Other templates never read \
        the manifest. Without --spec the manifest is ./Project.yml or ./Project.swift, else \
        the nearest one above, up to the repository root (the folder holding .git) and never \
        above your home folder; one found above is named on stderr ("using …").
        """
    )

    @Argument(help: "The template, or `feature`.")
    var template: String


    @Option(help: ArgumentHelp("Where to write the files (default: where the manifest's include: reads the feature's module.yml, e.g. Example/ for Example/Features/*/module.yml, from any folder of the project; else the working folder).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The manifest (default: the nearest Project.yml or Project.swift here or above, up to the repository root): its Templates/ folder is searched first, and its first app target is the default --target.", valueName: "path"))
    var spec: String?

    @Flag(help: "Print the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(
        "The name (UpperCamelCase for features; or --name <value>, as a Tuist template takes it), then the template's parameters: --<name> <value>.",
        valueName: "name> <parameters"))
    var parameters: [String] = []

    func run() throws {
        let manifest = spec.map(ManifestSearch.absolute) ?? ManifestSearch.nearest()
        let library = TemplateLibrary.forManifest(at: manifest)
        let raw = TemplateArguments(parameters, parameters: [])
        // `feature` is shorthand for feature-<pattern>, unless the project has a template of that name.
        let shorthand = template == "feature" && !library.entries().contains { $0.name == "feature" && $0.origin != "built-in" }
        let templateName = shorthand ? "feature-\(raw.values["pattern"] ?? "imvvm")" : template
        let plan: NewFilesPlan
        do {
            plan = try NewFilesPlan(library: library, template: templateName, words: parameters,
                                    dropping: shorthand ? ["pattern"] : [], project: { () throws(DiagnosticsError) in try ProjectFacts.read(manifest: manifest) }, force: force)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let module = plan.files.paths.first { $0.hasSuffix("module.yml") }
        let root = output.map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL }
            ?? module.flatMap { module in manifest.flatMap { FeatureLocation.folder(for: module, manifest: $0) } }
            ?? here.standardizedFileURL
        let shown = Self.shownPrefix(of: root, from: here)
        let writer = FileSetWriter(root: root, within: Self.project(around: root, manifest: manifest))
        do {
            // Paths that lead out of the project through a link, or onto a folder, fail the dry run too.
            _ = try FileSetWriter(root: root, mode: .check, within: writer.project).apply(plan.files)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        let existing = plan.files.paths.filter { DirectoryListing.exists(root.appendingPathComponent($0).path) }
        // Checked before a dry run too, so that it predicts what the real run does.
        if !existing.isEmpty && !force {
            StandardStreams.error("error: \(Plural.count(existing.count, "file")) already exist; nothing was written (use --force to overwrite):\n")
            for path in existing { StandardStreams.error("    \(shown)\(path)\n") }
            throw ExitCode.failure
        }
        if dryRun {
            for path in plan.files.paths { StandardStreams.output((existing.contains(path) ? "would overwrite " : "would create ") + shown + path + "\n") }
            return
        }
        // Under the project's lock, all or nothing: two runs making one feature must not mix
        // their files, and a run killed part-way must not leave half a feature.
        let projectFolder = (manifest?.deletingLastPathComponent() ?? here).standardizedFileURL
        let lock = try ProjectLocking.take(root: projectFolder, command: "new", timeout: 300)
        defer { lock.release() }
        let report = try write(plan.files, with: writer, staging: projectFolder, shown: shown)
        for path in report.created { StandardStreams.output("created \(shown)\(path)\n") }
        for path in report.updated { StandardStreams.output("overwrote \(shown)\(path)\n") }
        if let message = plan.message { StandardStreams.output("\n" + message + (message.hasSuffix("\n") ? "" : "\n")) }
        if let manifest, let module {
            noteIfUnread(module, named: plan.name ?? "", under: root, by: manifest)
        }
    }

    /// Writes `files`: fresh (staged in the project's `.scaffold/`, each new folder renamed into
    /// place whole) unless `--force` replaces files that exist, which goes file by file through
    /// `writer`, as does an output on another file system than the project.
    private func write(_ files: FileSet, with writer: FileSetWriter, staging project: URL, shown: String) throws -> FileSetWriter.Report {
        do {
            let existing = files.paths.filter { DirectoryListing.exists(writer.root.appendingPathComponent($0).path) }
            if !force || existing.isEmpty {
                try writer.refuse(files)
                if case .written = try FreshFilesWriter(root: writer.root, project: project).write(files) {
                    return FileSetWriter.Report(created: files.paths)
                }
            }
            return try writer.apply(files)
        } catch let existing as FreshFilesWriter.Existing {
            StandardStreams.error("error: \(Plural.count(existing.paths.count, "file")) already exist; nothing was written (use --force to overwrite):\n")
            for path in existing.paths { StandardStreams.error("    \(shown)\(path)\n") }
        } catch let error as DiagnosticsError {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
        } catch {
            StandardStreams.error("error: \(error)\n")
        }
        throw ExitCode.failure
    }

    /// How paths under `root` are shown from the working folder `here`: `Example/` when the
    /// files go into a folder below it, an absolute path when elsewhere, nothing when here.
    static func shownPrefix(of root: URL, from here: URL) -> String {
        let root = root.standardizedFileURL.path, here = here.standardizedFileURL.path
        if root == here { return "" }
        return root.hasPrefix(here + "/") ? String(root.dropFirst(here.count + 1)) + "/" : root + "/"
    }

    /// The project folder (the manifest's, else the working folder) when `output` lies inside
    /// it: then no link on the way may lead out of it. An output elsewhere is the user's choice.
    /// Inside is decided on the paths as written and on their real locations (the output's own
    /// name not followed), so two spellings of one folder (`/tmp` and `/private/tmp`, a linked
    /// checkout) cannot make an output inside the project look like one elsewhere.
    static func project(around output: URL, manifest: URL?) -> URL? {
        let folder = (manifest?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let realFolder = ProjectBoundary.resolve(folder.path)
        let realOutput = ProjectBoundary.resolve(output.deletingLastPathComponent().path) + "/" + output.lastPathComponent
        let inside = [(output.path, folder.path), (realOutput, realFolder)].contains { path, base in
            path == base || path.hasPrefix(base == "/" ? "/" : base + "/")
        }
        return inside ? folder : nil
    }

    /// Says so when the manifest will not read the `module.yml` just written: a Swift manifest
    /// never does, a YAML one only when an `include:` glob matches it.
    private func noteIfUnread(_ module: String, named name: String, under root: URL, by manifest: URL) {
        if manifest.pathExtension == "swift" {
            StandardStreams.output("\nnote: \(manifest.lastPathComponent) does not read \(module); add the feature to its "
                + "features: (.feature(name: \"\(name)\", …)) and any target it declares, then run scaffold generate\n")
            return
        }
        let written = root.appendingPathComponent(module).resolvingSymlinksInPath().path
        guard let loaded = try? ManifestSearch.load(manifest).get(),
              !loaded.files.contains(where: { $0.resolvingSymlinksInPath().path == written }) else { return }
        StandardStreams.error("\nwarning: no include: of \(manifest.lastPathComponent) matches \(module), so scaffold generate "
            + "will not see the feature; add a glob for it to include:, or write features where one points (--output)\n")
    }
}

/// The files a `new` command would write: the template found, its parameters parsed and
/// checked, everything rendered in memory.
struct NewFilesPlan {
    var files: FileSet
    var message: String?
    /// The name given, positional or `--name`.
    var name: String?

    /// Plans `template` for `name`. The `project`'s facts, read only for a template that has a
    /// `parent` or `target` parameter (a Swift manifest may have to compile), check a feature against
    /// it (see ``ProjectFacts/problems(with:of:replacing:)``) and `target` defaults to its app; a
    /// manifest that does not load stops the plan with its diagnostics.
    /// The name is the first of `words` that is neither an option nor an option's value
    /// (the argument parser cannot tell, not knowing the template's parameters), or `--name`.
    init(library: TemplateLibrary, template: String, words: [String], dropping: Set<String>,
         project readFacts: () throws(DiagnosticsError) -> ProjectFacts? = { nil }, force: Bool = false) throws(DiagnosticsError) {
        let entry = try library.entry(named: template)
        if case let .tuist(root) = entry.format {
            (files, name) = try TuistFilesPlan.files(folder: entry.folder, root: root, words: words)
            message = nil
            return
        }
        let manifest = try TemplateManifestReader(displayPath: { $0.path }).read(folder: entry.folder)
        let renderer = TemplateRenderer(template: manifest)
        var arguments = TemplateArguments(words, parameters: manifest.parameters)
        for key in dropping { arguments.values[key] = nil }
        let project = ["parent", "target"].contains { manifest.parameter(named: $0) != nil } ? try readFacts() : nil
        for (key, value) in project?.defaults ?? [:] where arguments.values[key] == nil && manifest.parameter(named: key) != nil {
            arguments.values[key] = value
        }
        try arguments.takeName()
        name = arguments.values["name"]
        if name == nil, manifest.parameter(named: "name") != nil {
            throw DiagnosticsError([.error("missing the name", hint: "scaffold new \(template) <Name> …")])
        }
        switch renderer.values(from: arguments.values) {
        case let .failure(failure):
            throw DiagnosticsError(failure.errors.map { .error($0.description) })
        case let .success(values):
            if let problems = project?.problems(with: values, of: manifest, replacing: force), !problems.isEmpty {
                throw DiagnosticsError(problems)
            }
            do {
                files = try renderer.render(values)
            } catch {
                throw DiagnosticsError([error.diagnostic(templateFolder: entry.folder, displayPath: { $0.path })])
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
        let tuist = TuistProject.root(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) ?? TuistProject.root(from: folder)
        return TemplateLibrary(projectFolder: folder, builtins: BuiltinTemplateFolder.url, tuistRoot: tuist,
                               pluginFolders: tuist.map(TuistProject.localPlugins) ?? [])
    }
}
