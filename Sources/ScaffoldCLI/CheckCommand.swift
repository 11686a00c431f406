import ArgumentParser
import DependencyCheck
import Foundation
import ManifestLoader
import Pipeline
import ProjectSpec
import ScaffoldSupport

/// `scaffold check`: checks that run on their own, outside the pipeline.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run a check on its own.",
        subcommands: [CheckDICommand.self, CheckGraphQLCommand.self]
    )
}

/// `scaffold check di`: the Needle DI graph check, every problem at its line.
struct CheckDICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "di",
        abstract: "Check the Needle dependency graph: every missing dependency at its line, with the path from the root.",
        discussion: """
        With no paths, checks the inputs of the manifest's di-check step (or, without one, every \
        Swift file under the current folder). A folder stands for every .swift file under it. \
        Exits 1 when there are errors. Needle's rules: each property of a component's dependency \
        protocol must be provided, with the same name and type, by the nearest ancestor that \
        declares it, on every path from a root.

        --exclude-paths and --exclude-suffixes leave files out as Needle's options of those names \
        do: a file whose name without its extension ends with a suffix, or whose absolute file \
        URL (file:///…, percent-encoded: a space is %20) contains a path text anywhere. Each takes \
        several values and may be repeated; put paths before them, or after `--`. With no paths, \
        they are added to the di-check step's excludePaths and excludeSuffixes.

        Examples:
          scaffold check di                  The di-check step's inputs.
          scaffold check di Example/App Example/Features
          scaffold check di --exclude-paths /WidgetExtension/ /DemoApps/
          scaffold check di --exclude-suffixes Tests Mocks --exclude-suffixes Demo
          scaffold check di --format json    The diagnostics as JSON on stdout.
        """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to check.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var manifest: ManifestOptions

    @Option(help: "How to print diagnostics: text or json.")
    var format: OutputFormat = .text

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Leave out Swift files whose absolute file URL contains any of these texts, as Needle's --exclude-paths.", valueName: "text"
    ))
    var excludePaths: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Leave out Swift files whose name without its extension ends with any of these, as Needle's --exclude-suffixes.", valueName: "suffix"
    ))
    var excludeSuffixes: [String] = []

    /// The exclusions the options give.
    var exclusions: NeedleExclusions { NeedleExclusions(paths: excludePaths, suffixes: excludeSuffixes) }

    func validate() throws {
        if excludePaths.contains("") || excludeSuffixes.contains("") {
            throw ValidationError("--exclude-paths and --exclude-suffixes take non-empty values (an empty suffix would leave out every file)")
        }
    }

    func run() throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let inputs = DIInputs(manifest: manifest, format: format, exclusions: exclusions)
        let (root, files, warnings) = try paths.isEmpty ? inputs.ofTheManifestsStep(current: current) : (current, try inputs.files(under: paths, current: current), [])
        let result = DependencyCheck.run(files: files, relativeTo: root)
        DiagnosticsPrinter(format: format).print(warnings + result.diagnostics)
        if format == .text {
            let verdict = result.diagnostics.containsErrors ? "DI graph has errors" : "DI graph is valid"
            StandardStreams.output("\(verdict): \(DependencyCheckSteps.summary(of: result.graph, files: files.count))\n")
        }
        if result.diagnostics.containsErrors { throw ExitCode.failure }
    }
}
