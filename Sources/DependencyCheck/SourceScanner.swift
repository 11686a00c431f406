import Foundation
import ScaffoldSupport
import SwiftParser
import SwiftSyntax

/// Reads and scans one Swift file.
enum SourceScanner {
    /// What scanning a file produced.
    enum Outcome: Sendable {
        /// The text mentions neither `Component` nor `Dependency`: nothing for Needle.
        case skipped
        /// The file's declarations.
        case scanned(FileScan)
        /// The file could not be read.
        case failed(Diagnostic)
    }

    /// The words a file must contain to be parsed (checked on the bytes, before parsing).
    private static let keywords = [Array("Component".utf8), Array("Dependency".utf8)]

    /// Reads `url` and scans it, locating everything at `path`.
    static func scan(_ url: URL, path: String) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            let reason = (error as NSError).localizedDescription
            return .failed(.error("cannot read \(path): \(reason)", at: ScaffoldSupport.SourceLocation(file: path, line: 1, column: 1)))
        }
        guard keywords.contains(where: { bytes.contains(subsequence: $0) }) else { return .skipped }
        return .scanned(scan(bytes: bytes, path: path))
    }

    /// Scans Swift source `bytes` of the file at `path`. swift-syntax parses any input, with
    /// recovery, so a file that does not compile still yields what it declares.
    static func scan(bytes: [UInt8], path: String) -> FileScan {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = DeclarationVisitor(lines: LineTable(file: path, bytes: bytes))
        visitor.walk(tree)
        return visitor.scan
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array (first-byte scan, then compare).
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let head = needle.first, needle.count <= count else { return false }
        return withUnsafeBufferPointer { haystack in
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == head && needle.indices.allSatisfy({ haystack[index + $0] == needle[$0] }) { return true }
                index += 1
            }
            return false
        }
    }
}
