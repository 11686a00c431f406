import Foundation
import ScaffoldSupport

/// Writes diagnostics: as text to standard error (colored on a terminal), or as one JSON
/// array to standard output for CI — `[]` when there are none.
struct DiagnosticsPrinter {
    let format: OutputFormat

    func print(_ diagnostics: [Diagnostic]) {
        switch format {
        case .json:
            StandardStreams.output(DiagnosticRenderer.json(diagnostics))
        case .text:
            guard !diagnostics.isEmpty else { return }
            let colors = TerminalStyle.colorsEnabled(fileDescriptor: 2, environment: ProcessInfo.processInfo.environment)
            let renderer = DiagnosticRenderer(colors: colors)
            StandardStreams.error(renderer.render(diagnostics) + Self.summary(of: diagnostics) + "\n")
        }
    }

    /// A one-line count naming only the kinds present: `3 errors`, `1 warning`, `2 errors, 1 warning`.
    static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map { Plural.count($0.0, $0.1) }
        return parts.joined(separator: ", ")
    }
}

/// Unbuffered writes to the standard streams. A stream whose reader went away (`| head`) is
/// ignored rather than fatal, where SIGPIPE is ignored (see ``InterruptHandler``).
enum StandardStreams {
    static func output(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
