import ArgumentParser
import Foundation
import ImportCheck
import ScaffoldSupport

extension ImportCommand {
    /// `scaffold import --check`: the import's round trip scored by category, as compare.py
    /// scores the corpus (`scripts/import-roundtrip.sh`), with nothing written. The warnings
    /// (what the manifest cannot say) go first, then compare.py's report: a line per category,
    /// what differs under it (up to 25 lines each), the summary with `overall N%`. Exit 0: it
    /// is a report; 1 when the project cannot be imported or its manifest does not generate.
    func runCheck(_ project: URL, printer: DiagnosticsPrinter) throws {
        guard output == nil, !force else {
            throw ValidationError("--check writes no manifest: --output and --force do not go with it")
        }
        let outcome = ImportCheck.run(project, environment: ProcessInfo.processInfo.environment)
        printer.print(outcome.diagnostics)
        guard let comparison = outcome.comparison else { throw ExitCode.failure }
        StandardStreams.output(comparison.report(label: outcome.name) + "\n")
    }
}
