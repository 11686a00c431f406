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
        switch UntrustedFile.read(url.path, limit: maximumBytes) {
        case let .success(read): bytes = read
        case let .failure(failure):
            return .failed(.error("cannot read \(path): \(failure)", at: ScaffoldSupport.SourceLocation(file: path, line: 1, column: 1)))
        }
        guard keywords.contains(where: { bytes.contains(subsequence: $0) }) else { return .skipped }
        if let tooDeep = SourceNesting.firstViolation(in: bytes, file: path) { return .failed(tooDeep) }
        return .scanned(scan(bytes: bytes, path: path))
    }

    /// The largest Swift file read: far above any hand-written or generated source.
    static let maximumBytes = 16 << 20

    /// Scans Swift source `bytes` of the file at `path`. swift-syntax parses any input, with
    /// recovery, so a file that does not compile still yields what it declares. The caller has
    /// checked the nesting (``SourceNesting``): swift-syntax takes time exponential in nested
    /// collection types, and overflows the stack on deep `#if` nesting.
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
