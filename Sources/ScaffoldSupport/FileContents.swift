/// A file's bytes as the chunks they were built in. A large generated file (the pbxproj) is
/// rendered section by section on every core; keeping the sections as they are, rather than
/// joining them into one more buffer of the whole file's size, saves that copy and the memory
/// it holds at the run's peak. The writer writes the chunks one after another.
public struct FileContents: Sendable, Equatable {
    /// The chunks, in order; their concatenation is the file.
    public let chunks: [[UInt8]]
    /// The file's size in bytes.
    public let count: Int

    /// One chunk: `bytes`.
    public init(_ bytes: [UInt8]) {
        self.init(chunks: [bytes])
    }

    /// The concatenation of `chunks`.
    public init(chunks: [[UInt8]]) {
        self.chunks = chunks
        count = chunks.reduce(0) { $0 + $1.count }
    }

    /// The bytes in one array (the chunk itself when there is one).
    public var bytes: [UInt8] {
        chunks.count == 1 ? chunks[0] : Array(chunks.joined())
    }

    /// Whether the file is exactly `other`, compared chunk by chunk without joining.
    public func matches(_ other: [UInt8]) -> Bool {
        guard other.count == count else { return false }
        var offset = 0
        for chunk in chunks {
            guard other[offset..<offset + chunk.count].elementsEqual(chunk) else { return false }
            offset += chunk.count
        }
        return true
    }

    /// Equal bytes, however they are chunked.
    public static func == (lhs: FileContents, rhs: FileContents) -> Bool {
        lhs.count == rhs.count && lhs.matches(rhs.bytes)
    }
}
