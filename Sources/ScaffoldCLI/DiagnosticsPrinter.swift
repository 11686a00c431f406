import Foundation
import ScaffoldSupport

/// Writes diagnostics to standard error: colored text on a terminal, plain text otherwise,
/// or JSON.
struct DiagnosticsPrinter {
    let format: OutputFormat

    func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        switch format {
        case .json:
            StandardStreams.error(DiagnosticRenderer.json(diagnostics))
        case .text:
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
