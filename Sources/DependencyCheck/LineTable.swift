import ScaffoldSupport

/// Turns UTF-8 byte offsets of one file into 1-based line and column locations, columns
/// counted in Unicode scalars as `SourceLocation` requires.
struct LineTable {
    /// The file path locations carry.
    let file: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// A table for `bytes`, the contents of `file`.
    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        for index in bytes.indices {
            let byte = bytes[index]
            let isLoneReturn = byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)
            if byte == 0x0A || isLoneReturn { starts.append(index + 1) }
        }
        lineStarts = starts
    }

    /// The location of the byte at `offset`.
    func location(ofByte offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(containing: clamped)
        let start = lineStarts[line]
        let scalars = bytes[start..<clamped].reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
        return SourceLocation(file: file, line: line + 1, column: scalars + 1)
    }

    /// The index of the last line start at or before `offset` (binary search).
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
