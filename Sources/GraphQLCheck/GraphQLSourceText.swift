import ScaffoldSupport

/// One GraphQL file's text, and where a byte offset of it is as a `path:line:col` location.
///
/// GraphQLSwift's AST offsets count UTF-8 bytes; its own line/column helper mixes them with
/// UTF-16 ranges, so scaffold places them itself: lines end at `\n`, `\r\n` or `\r` (the
/// GraphQL specification's line terminators), columns count Unicode scalars from 1, as
/// scaffold's diagnostics do everywhere.
public struct GraphQLSourceText: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The file's text.
    public let body: String
    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    /// The text `body` of the file shown as `path`.
    public init(path: String, body: String) {
        self.path = path
        self.body = body
        bytes = Array(body.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                starts.append(index + 1)
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The character that starts at UTF-8 byte `offset`, if one does.
    public func scalar(atByte offset: Int) -> Unicode.Scalar? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).unicodeScalars.first
    }

    /// The location of UTF-8 byte `offset` (clamped to the text).
    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        // Continuation bytes (10xxxxxx) do not start a scalar.
        let scalars = bytes[start..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: path, line: low + 1, column: scalars + 1)
    }
}
