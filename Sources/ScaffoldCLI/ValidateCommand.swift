import ArgumentParser
import Foundation
import ScaffoldSupport

/// `scaffold validate`: load the manifest and report every problem; writes nothing.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the manifest and report every problem at its line.",
        discussion: "Exits 0 when the manifest is valid (warnings may still be printed), 1 when it has errors, or with --strict when it has warnings."
    )

    @OptionGroup var manifest: ManifestOptions

    @Option(help: "How to print diagnostics: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Treat warnings as errors (for CI): keys scaffold ignores or does not generate, unset variables.")
    var strict = false

    func run() throws {
        let loaded = try manifest.load(format: format)
        let project = loaded.project
        if strict, !loaded.warnings.isEmpty {
            if format == .text {
                StandardStreams.error("\(manifest.shownPath): \(Plural.count(loaded.warnings.count, "warning")), an error with --strict\n")
            }
            throw ExitCode.failure
        }
        if format == .text {
            let counts = [
                Plural.count(project.targets.count, "target"), Plural.count(project.schemes.count, "scheme"),
                Plural.count(project.features.count, "feature"), Plural.count(project.pipeline.count, "pipeline step"),
            ]
            StandardStreams.output("\(manifest.shownPath): \(project.name) is valid: \(counts.joined(separator: ", "))\n")
        }
    }
}
