import Foundation
import ScaffoldSupport

/// The lines of Swift source files, each file read once, to turn the columns Swift reports
/// (`#column` and the compiler's diagnostics count UTF-8 bytes) into scaffold's (Unicode
/// scalars, as `SourceLocation` counts them).
final class SourceLines {
    private var files: [String: [Substring]] = [:]

    /// The UTF-8 bytes of line `line` (1-based) of `file`, or `nil` when there is no such line.
    func bytes(of file: URL, line: Int) -> [UInt8]? {
        let path = file.path
        let lines = files[path] ?? {
            // Split by byte (a `\r\n` is one Character, and splitting by Character checks every
            // byte for a grapheme boundary).
            let read = UntrustedFile.text(atPath: path).map { $0.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) } } ?? []
            files[path] = read
            return read
        }()
        guard line >= 1, line <= lines.count else { return nil }
        return Array(lines[line - 1].utf8)
    }

    /// The 1-based scalar column of the 1-based UTF-8 byte column `column` of `line`; the
    /// column unchanged when the file or line cannot be read.
    func scalarColumn(_ column: Int, line: Int, of file: URL) -> Int {
        guard let bytes = bytes(of: file, line: line) else { return column }
        return Self.scalarColumn(column, in: bytes)
    }

    /// `path:line:column` as Swift writes a place (`#filePath:#line:#column`, a compiler
    /// diagnostic's prefix), the column in bytes; `nil` when `text` is not one. The path may
    /// hold colons.
    static func place(_ text: Substring) -> (path: String, line: Int, column: Int)? {
        // The last two colons, found by byte (a call site is read for every value of a manifest).
        let bytes = text.utf8
        guard let second = bytes.lastIndex(of: UInt8(ascii: ":")), let first = bytes[..<second].lastIndex(of: UInt8(ascii: ":")),
              let line = Int(Substring(bytes[bytes.index(after: first)..<second])), let column = Int(Substring(bytes[bytes.index(after: second)...]))
        else { return nil }
        return (String(Substring(bytes[..<first])), line, column)
    }

    /// The 1-based scalar column of the 1-based byte column `column` of `bytes`.
    static func scalarColumn(_ column: Int, in bytes: [UInt8]) -> Int {
        let end = min(max(column - 1, 0), bytes.count)
        return String(decoding: bytes[..<end], as: UTF8.self).unicodeScalars.count + 1
    }
}
