import ArgumentParser
import Foundation
import ManifestLoader
import ProjectImport
import ProjectSpec
import ScaffoldSupport

/// `scaffold import`: writes the manifest of a hand-kept `.xcodeproj`, so that `scaffold
/// generate` makes the same project from it.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the manifest (Project.yml, or Project.swift) of an existing Xcode project.",
        discussion: """
        Reads the project's project.pbxproj and writes a manifest beside the .xcodeproj that \
        `scaffold generate` turns back into the same project: targets with their sources as \
        folders (with excludes) wherever the files fill a folder, settings, configuration files, \
        dependencies, Swift packages and scripts. What the manifest cannot say yet is a warning \
        naming the object, never dropped silently. An existing manifest is only replaced with \
        --force; on an error nothing is written.

        Examples:
          scaffold import                         # the one .xcodeproj in this folder
          scaffold import App/App.xcodeproj --output App/Project.yml
          scaffold import --check                 # what it would lose, by category
        """
    )

    @Argument(help: ArgumentHelp("The .xcodeproj to read (default: the only one in this folder).", valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp("Where to write the manifest, in the .xcodeproj's folder (default: Project.yml there, Project.swift with --format swift).", valueName: "path"))
    var output: String?

    @Option(help: "The manifest's format: yaml, or swift (a Project.swift in Tuist's ProjectDescription API).")
    var format: ImportFormat = .yaml

    @Flag(help: "Replace an existing manifest.")
    var force = false

    @Flag(help: "Write nothing: import, generate in memory, and print how closely the result matches the project, by category.")
    var check = false

    @Option(name: .customLong("diagnostics"), help: "How to print diagnostics: text or json.")
    var diagnosticsFormat: OutputFormat = .text

    func run() throws {
        let printer = DiagnosticsPrinter(format: diagnosticsFormat)
        do {
            try importProject(printer: printer)
        } catch let error as DiagnosticsError {
            // Printed as every other diagnostic (and in JSON with `--diagnostics json`), not by ArgumentParser.
            printer.print(error.diagnostics)
            throw ExitCode.failure
        }
    }

    private func importProject(printer: DiagnosticsPrinter) throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let project = try projectURL(current: current)
        if check { return try runCheck(project, printer: printer) }
        let result = ProjectImporter.read(project)
        guard let imported = result.project, !result.diagnostics.containsErrors else {
            printer.print(result.diagnostics)
            throw ExitCode.failure
        }
        let target = output.map { ProjectPath.url($0, root: current) } ?? result.root.appendingPathComponent(format.defaultName)
        guard target.deletingLastPathComponent().standardizedFileURL == result.root.standardizedFileURL else {
            throw DiagnosticsError([.error("the manifest goes in the .xcodeproj's folder (\(ProjectPath.shown(result.root, inside: current))), "
                                           + "where its paths start; --output names \(ProjectPath.shown(target, inside: current))")])
        }
        // scaffold reads a `.swift` manifest as Swift and any other as YAML.
        guard (target.pathExtension == "swift") == (format == .swift) else {
            throw DiagnosticsError([.error("--output \(ProjectPath.shown(target, inside: current)) does not fit --format \(format.rawValue): "
                                           + "scaffold reads a manifest ending in .swift as Swift and any other as YAML")])
        }
        var files = FileSet()
        let written = format.text(of: imported)
        files.add(target.lastPathComponent, text: written.text)
        let name = target.lastPathComponent
        if !force, DirectoryListing.exists(target.path) {
            throw DiagnosticsError([.error("\(ProjectPath.shown(target, inside: current)) exists; scaffold import replaces it only with --force",
                                           hint: "import --check shows what the manifest would say without writing it")])
        }
        _ = try FileSetWriter(root: result.root, mode: .write).apply(files, creatingOnly: force ? [] : [name])
        // What the Swift API cannot say, at the manifest written.
        let unsaid = written.warnings.map { Diagnostic.warning($0, at: SourceLocation(file: ProjectPath.shown(target, inside: current), line: 1, column: 1)) }
        printer.print(result.diagnostics + unsaid)
        let kept = result.diagnostics.filter { $0.severity == .warning }.count + unsaid.count
        StandardStreams.output("wrote \(ProjectPath.shown(target, inside: current)): \(Plural.count(imported.targets.count, "target")) of "
            + "\(result.targetCount)\(kept == 0 ? "" : ", \(Plural.count(kept, "thing")) the manifest cannot say yet (warnings above)")\n")
    }

    /// The `.xcodeproj` named, or the only one in the current folder.
    private func projectURL(current: URL) throws -> URL {
        if let path { return ProjectPath.url(path, root: current) }
        let projects = DirectoryListing.entries(atPath: current.path).filter { $0.isDirectory && $0.name.hasSuffix(".xcodeproj") }.map(\.name).sorted()
        guard projects.count == 1, let only = projects.first else {
            throw DiagnosticsError([.error(projects.isEmpty ? "no .xcodeproj in this folder: name one (scaffold import App.xcodeproj)"
                                           : "more than one .xcodeproj here (\(projects.joined(separator: ", "))): name the one to import")])
        }
        return current.appendingPathComponent(only)
    }
}

/// The formats `scaffold import` writes.
enum ImportFormat: String, ExpressibleByArgument, CaseIterable {
    case yaml
    /// A `Project.swift` in Tuist's `ProjectDescription` API as scaffold implements it.
    case swift

    /// The manifest's name when `--output` gives none.
    var defaultName: String { self == .swift ? "Project.swift" : "Project.yml" }

    /// The manifest of `project`, and what this format cannot say.
    func text(of project: Project) -> (text: String, warnings: [String]) {
        switch self {
        case .yaml: return (ManifestEncoder.encode(project).yaml(), [])
        case .swift:
            let written = ManifestSwiftWriter.write(project)
            return (written.text, written.warnings)
        }
    }
}
