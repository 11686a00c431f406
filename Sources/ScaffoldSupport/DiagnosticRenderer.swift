import Foundation

/// Renders diagnostics for people (`path:line:col: error: message`) or for machines (JSON).
public struct DiagnosticRenderer: Sendable {
    /// Whether to use ANSI colors; see `TerminalStyle.colorsEnabled`.
    public var colors: Bool

    /// Creates a renderer.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// One diagnostic: the located line, then its hint indented on the next line.
    public func render(_ diagnostic: Diagnostic) -> String {
        let prefix = diagnostic.location.map { "\($0): " } ?? ""
        let label = paint("\(diagnostic.severity.rawValue):", diagnostic.severity == .error ? "31" : "33")
        var text = "\(prefix)\(label) \(diagnostic.message)"
        if let hint = diagnostic.hint {
            text += "\n    " + paint("hint:", "36") + " " + hint
        }
        return text
    }

    /// All diagnostics, one after another, each ending in a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// A one-line count such as `2 errors, 1 warning`.
    public static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        return "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))"
    }

    /// The diagnostics as a JSON array, sorted keys, one trailing newline.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        return JSONText.of(diagnostics, fallback: "[]")
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }
}
