import Foundation
import ScaffoldSupport

/// Reads a YAML file into a `ManifestNode` tree with locations (`YAMLEventReader`), turning
/// LibYAML's errors, repeated keys, merge keys and alias bombs into located diagnostics.
struct YAMLReader {
    /// How paths are shown in diagnostics (relative to the working directory when inside it).
    let displayPath: (URL) -> String

    /// The largest manifest file read, in bytes: far above any real manifest (the Example's is
    /// a few kilobytes; 100,000 values fit in a few megabytes), and small enough that parsing
    /// one stays quick and its nodes fit in memory.
    static let sizeLimit = 8 << 20

    /// Parses `url`. Returns `nil` and appends diagnostics when the file cannot be read, parsed
    /// or used (too large, merge keys, aliases expanding too far); repeated keys are reported
    /// and the first occurrence kept.
    func read(_ url: URL, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        let shown = displayPath(url)
        guard let file = FileHandle(forReadingAtPath: url.path) else {
            diagnostics.append(.error("cannot read manifest '\(shown)': no such file"))
            return nil
        }
        defer { try? file.close() }
        // Read no more than one byte past the limit: a device or an endless file stops here too.
        guard let data = try? file.read(upToCount: Self.sizeLimit + 1) ?? Data() else {
            diagnostics.append(.error("cannot read manifest '\(shown)'", at: SourceLocation(file: shown, line: 1, column: 1)))
            return nil
        }
        guard data.count <= Self.sizeLimit else {
            diagnostics.append(.error("manifest is larger than \(Self.sizeLimit >> 20) MB", at: SourceLocation(file: shown, line: 1, column: 1),
                                      hint: "split it with include:, or check that this is the file you meant"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(.error("manifest is not UTF-8 text", at: SourceLocation(file: shown, line: 1, column: 1)))
            return nil
        }
        return parse(text, file: shown, directory: url.deletingLastPathComponent(), diagnostics: &diagnostics)
    }

    /// Parses YAML (or JSON) `text`, shown as `file`, whose relative paths resolve in `directory`.
    func parse(_ text: String, file shown: String, directory: URL, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        var reader = YAMLEventReader(file: shown, directory: directory, source: text)
        let node = reader.read(text)
        diagnostics += reader.diagnostics
        return node
    }
}
