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
            StandardStreams.error(renderer.render(diagnostics) + DiagnosticRenderer.summary(of: diagnostics) + "\n")
        }
    }
}

/// Unbuffered writes to the standard streams.
enum StandardStreams {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
