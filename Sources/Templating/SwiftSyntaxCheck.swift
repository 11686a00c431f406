import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Checks that text is Swift that parses with no diagnostics (swift-syntax, the compiler's
/// own parser), so a template never writes code that cannot compile for syntax reasons.
public enum SwiftSyntaxCheck {
    /// The parser's diagnostics for `source`, as `line:column: message`; empty when it parses clean.
    public static func problems(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
    }
}
