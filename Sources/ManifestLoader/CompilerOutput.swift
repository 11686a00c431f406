import Foundation
import ScaffoldSupport

/// The Swift compiler's messages (`path:line:col: error: …`, LLVM style) as diagnostics: errors
/// at their place, each note folded into the hint of the error before it.
enum CompilerOutput {
    /// The errors in `lines`, with paths shown by `displayPath`. The driver's own summary
    /// ("emit-module command failed") is dropped when the errors behind it have places.
    static func diagnostics(_ lines: [String], displayPath: (URL) -> String) -> [Diagnostic] {
        let all = messages(lines, displayPath: displayPath)
        return all.contains { $0.location != nil } ? all.filter { $0.location != nil } : all
    }

    private static func messages(_ lines: [String], displayPath: (URL) -> String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for line in lines {
            guard let message = parse(line, displayPath: displayPath) else { continue }
            switch message.severity {
            case "error":
                diagnostics.append(.error(message.text, at: message.location))
            case "note" where !diagnostics.isEmpty:
                let note = "\(message.location.map { "\($0): " } ?? "")note: \(message.text)"
                let last = diagnostics.count - 1
                diagnostics[last].hint = diagnostics[last].hint.map { $0 + "\n" + note } ?? note
            default:
                continue
            }
        }
        return diagnostics
    }

    /// One `path:line:col: severity: text` line, or `severity: text` without a place.
    private static func parse(_ line: String, displayPath: (URL) -> String) -> (severity: String, text: String, location: SourceLocation?)? {
        for severity in ["error", "warning", "note"] {
            if line.hasPrefix(severity + ": ") { return (severity, String(line.dropFirst(severity.count + 2)), nil) }
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let path = place.dropLast(2).joined(separator: ":")
            let location = SourceLocation(file: displayPath(URL(fileURLWithPath: path)), line: lineNumber, column: column)
            return (severity, String(line[marker.upperBound...]), location)
        }
        return nil
    }
}
