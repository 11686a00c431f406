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
        subcommands: [CheckDICommand.self]
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

        Examples:
          scaffold check di                  The di-check step's inputs.
          scaffold check di Example/App Example/Features
          scaffold check di --format json    The diagnostics as JSON on stdout.
        """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to check.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var manifest: ManifestOptions

    @Option(help: "How to print diagnostics: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let (root, files, warnings) = try paths.isEmpty ? filesOfTheManifestsStep(current: current) : (current, try filesUnder(paths, current: current), [])
        let result = DependencyCheck.run(files: files, relativeTo: root)
        DiagnosticsPrinter(format: format).print(warnings + result.diagnostics)
        if format == .text {
            let verdict = result.diagnostics.containsErrors ? "DI graph has errors" : "DI graph is valid"
            StandardStreams.output("\(verdict): \(DependencyCheckSteps.summary(of: result.graph, files: files.count))\n")
        }
        if result.diagnostics.containsErrors { throw ExitCode.failure }
    }

    /// The Swift files among `paths` (folders walked), which must exist.
    private func filesUnder(_ paths: [String], current: URL) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            let url = ProjectPath.url(path, root: current)
            guard DirectoryListing.exists(url.path) else {
                StandardStreams.error("error: no such file or folder: \(path)\n")
                throw ExitCode.failure
            }
            if DirectoryListing.isFolder(url.path) {
                files += Glob.expand("**/*.swift", in: url).map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        return files
    }

    /// The inputs of the manifest's first di-check step, or every Swift file under `current`
    /// when there is no manifest or no such step; with the manifest's warnings, which are printed
    /// with the check's own diagnostics so that `--format json` prints one array.
    private func filesOfTheManifestsStep(current: URL) throws -> (URL, [URL], [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: manifest.url.path) else {
            return (current, try filesUnder(["."], current: current), [])
        }
        let loaded: LoadedManifest
        switch manifest.loadReportingNothing() {
        case .success(let manifest): loaded = manifest
        case .failure(let failure):
            DiagnosticsPrinter(format: format).print(failure.diagnostics)
            throw ExitCode.failure
        }
        guard let step = loaded.project.pipeline.first(where: { $0.builtin == .diCheck }) else {
            return (current, try filesUnder(["."], current: current), loaded.warnings)
        }
        let inputs = StepInputs(steps: loaded.project.pipeline, root: loaded.rootDirectory).paths(for: step)
        return (loaded.rootDirectory, DependencyCheckSteps.swiftFiles(inputs, root: loaded.rootDirectory), loaded.warnings)
    }
}
