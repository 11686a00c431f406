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
        switch DirectoryListing.checkedStatus(url.path) {
        case .success(nil):
            diagnostics.append(.error("cannot read manifest '\(shown)': no such file"))
            return nil
        case let .failure(failure):
            // A folder on the way that cannot be searched: said as it is, not as "no such file".
            diagnostics.append(.error("cannot read manifest '\(shown)': \(failure.reason)"))
            return nil
        case .success:
            break
        }
        // A regular file only, never waited on (a FIFO, `/dev/stdin`), and never past the limit.
        let bytes: [UInt8]
        switch UntrustedFile.read(url.path, limit: Self.sizeLimit) {
        case let .success(read): bytes = read
        case let .failure(failure):
            let tooLarge = failure.isTooLarge
            diagnostics.append(.error(tooLarge ? "manifest is larger than \(Self.sizeLimit >> 20) MB" : "cannot read manifest '\(shown)': \(failure)",
                                      at: SourceLocation(file: shown, line: 1, column: 1),
                                      hint: tooLarge ? "split it with include:, or check that this is the file you meant" : nil))
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
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
