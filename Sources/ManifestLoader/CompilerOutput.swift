import Foundation
import ScaffoldSupport

/// The Swift compiler's messages (`path:line:col: error: …`, LLVM style) as diagnostics: errors
/// at their place (columns in Unicode scalars, like every scaffold location), each note folded
/// into the hint of the error before it (a note about ProjectDescription's own declarations
/// names the module rather than where its sources were built). Errors without a place — the linker's, an input file
/// that cannot be opened — are kept, without one.
enum CompilerOutput {
    /// The errors in `lines`, with paths shown by `displayPath`. The driver's own summaries
    /// ("emit-module command failed", "link command failed") are dropped when other errors say
    /// what went wrong.
    static func diagnostics(_ lines: [String], displayPath: (URL) -> String) -> [Diagnostic] {
        let all = messages(lines, displayPath: displayPath)
        let explained = all.filter { !isDriverSummary($0.message) }
        return explained.isEmpty ? all : explained
    }

    /// `emit-module command failed with exit code 1 (use -v to see invocation)` and the like.
    private static func isDriverSummary(_ message: String) -> Bool {
        message.contains(" command failed with exit code") || message.contains(" command failed due to signal")
    }

    private static func messages(_ lines: [String], displayPath: (URL) -> String) -> [Diagnostic] {
        let sources = SourceLines()
        var diagnostics: [Diagnostic] = []
        for line in lines {
            guard let message = parse(line, sources: sources, displayPath: displayPath) else { continue }
            switch message.severity {
            case "error":
                diagnostics.append(.error(message.text, at: message.location))
            case "note" where !diagnostics.isEmpty:
                // A note about ProjectDescription itself names the module, not a path of the
                // machine scaffold was built on.
                let place = message.location.map { $0.file.contains("/Sources/ProjectDescription/") ? "ProjectDescription: " : "\($0): " }
                let note = "\(place ?? "")note: \(message.text)"
                let last = diagnostics.count - 1
                diagnostics[last].hint = diagnostics[last].hint.map { $0 + "\n" + note } ?? note
            default:
                continue
            }
        }
        return diagnostics
    }

    /// One `path:line:col: severity: text` line; `severity: text` or `anything: severity: text`
    /// (`<unknown>:0:`, the linker's `ld: error: …`) without a place.
    private static func parse(_ line: String, sources: SourceLines, displayPath: (URL) -> String) -> (severity: String, text: String, location: SourceLocation?)? {
        for severity in ["error", "warning", "note"] {
            if line.hasPrefix(severity + ": ") { return (severity, String(line.dropFirst(severity.count + 2)), nil) }
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let text = String(line[marker.upperBound...])
            guard let place = SourceLines.place(line[..<marker.lowerBound]) else {
                // A tool's name, `<unknown>:0` or the linker's `file.o:function main`, but not the
                // echo of a source line that holds the words (`    x: "a: error: b"`).
                let prefix = line[..<marker.lowerBound]
                return prefix.first?.isWhitespace != false || prefix.contains("\"") ? nil : (severity, text, nil)
            }
            let file = URL(fileURLWithPath: place.path)
            let location = SourceLocation(file: displayPath(file), line: place.line, column: sources.scalarColumn(place.column, line: place.line, of: file))
            return (severity, text, location)
        }
        return nil
    }
}
