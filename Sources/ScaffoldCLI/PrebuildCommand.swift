import ArgumentParser
import DependencyCheck
import Foundation
import GraphQLCheck
import ManifestLoader
import Pipeline
import ProjectSpec
import ScaffoldSupport

/// `scaffold prebuild`: run the manifest's pipeline steps in dependency order, cached.
struct PrebuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prebuild",
        abstract: "Run the pipeline's generator steps in dependency order, cached, failing fast.",
        discussion: """
        Steps run after the steps they depend on; independent steps run side by side, at most \
        one per core. A step is skipped when its command, declared env, the tool's version and \
        the contents of its inputs and outputs are what they were after its last success. When a \
        step with onFailure: fail fails, nothing more starts, running steps are stopped and the \
        exit code is 1; a warn step's failure is reported and its dependents still run. Outputs \
        that come out byte-identical keep their modification time, so Xcode does not recompile.

        Examples:
          scaffold prebuild                      Every step.
          scaffold prebuild --step needle        needle and the steps it needs.
          scaffold prebuild --target ExampleApp  The steps of ExampleApp's phase.
          scaffold prebuild --list               The steps, in order, and where.
          scaffold prebuild --dry-run            What would run, what is cached.
          scaffold prebuild --format json        A JSON report on stdout, for CI.
        """
    )

    @OptionGroup var manifest: ManifestOptions

    @Option(name: .customLong("step"), help: ArgumentHelp("Run this step and what it depends on (repeatable).", valueName: "name"))
    var steps: [String] = []

    @Option(help: ArgumentHelp("Run the steps in this target's build phase.", valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("Run the steps in this scheme's pre-actions.", valueName: "name"))
    var scheme: String?

    @Flag(help: "List the steps in order and where Xcode runs them; run nothing.")
    var list = false

    @Flag(help: "Show what would run and what is cached; run nothing, write nothing.")
    var dryRun = false

    @Flag(help: "Ignore the cache: run every selected step.")
    var force = false

    @Option(help: "How to print the report: text or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Run at most this many steps at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Seconds to wait for another prebuild of the same project.", valueName: "seconds"))
    var lockTimeout: Double = 300

    func validate() throws {
        if [!steps.isEmpty, target != nil, scheme != nil].filter({ $0 }).count > 1 {
            throw ValidationError("use only one of --step, --target and --scheme")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let loaded: LoadedManifest
        let selection: [PipelineStep]
        do {
            loaded = try manifest.loadReportingNothing().get()
            DiagnosticsPrinter(format: .text).print(loaded.warnings)
            selection = try PipelineSelection.steps(in: loaded.project, filter: filter)
        } catch {
            try notStarted(because: error.diagnostics)
        }
        if list {
            StandardStreams.output(format == .json ? PipelineListing.json(selection) : PipelineListing.text(selection, project: loaded.project))
            return
        }
        let report = try execute(selection, of: loaded.project, root: loaded.rootDirectory, warnings: loaded.warnings)
        if report.interrupted { throw ExitCode(130) }
        if !report.succeeded { throw ExitCode.failure }
    }

    /// Reports errors that keep any step from running, as text on standard error and, for
    /// `--format json`, as the report on standard output; then fails.
    private func notStarted(because diagnostics: [Diagnostic]) throws -> Never {
        DiagnosticsPrinter(format: .text).print(diagnostics)
        if format == .json { StandardStreams.output(PrebuildConsole.jsonReport(notStartedBecauseOf: diagnostics)) }
        throw ExitCode.failure
    }

    private var filter: PipelineSelection.Filter {
        if !steps.isEmpty { return .steps(steps) }
        if let target { return .target(target) }
        if let scheme { return .scheme(scheme) }
        return .all
    }

    /// Runs the selection under the project's lock, with Ctrl-C stopping every step.
    private func execute(_ selection: [PipelineStep], of project: Project, root: URL, warnings: [Diagnostic]) throws -> PipelineReport {
        let environment = ProcessInfo.processInfo.environment
        let console = PrebuildConsole(
            root: root, xcode: environment["XCODE_VERSION_ACTUAL"] != nil, json: format == .json,
            colors: TerminalStyle.colorsEnabled(fileDescriptor: 2, environment: environment),
            manifestDiagnostics: warnings
        ) { text, toError in
            toError ? StandardStreams.error(text) : StandardStreams.output(text)
        }
        var options = PipelineOptions(toolVersion: ScaffoldVersion.build, environment: environment)
        options.force = force
        options.dryRun = dryRun
        if let jobs { options.jobs = jobs }
        let runner = PipelineRunner(project: project, root: root, options: options, builtins: DependencyCheckSteps.builtins.merging(GraphQLStep.builtins) { first, _ in first })
        let lock = try dryRun ? nil : ProjectLocking.take(root: root, command: "prebuild", timeout: lockTimeout)
        defer { lock?.release() }
        let interrupts = InterruptHandler { runner.interrupt() }
        defer { interrupts.restore() }
        let report = runner.run(selection, observer: console)
        console.finish(report)
        return report
    }
}

