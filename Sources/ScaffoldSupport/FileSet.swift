/// Files to be written, by path relative to an output root. The currency between generators
/// and the one writer (`FileSetWriter`): generators build a `FileSet` in memory, and nothing
/// touches disk until it is complete.
public struct FileSet: Sendable, Equatable {
    /// Contents by relative path (`/`-separated, no `..`, not absolute).
    public private(set) var contents: [String: FileContents] = [:]

    /// An empty set.
    public init() {}

    /// Adds or replaces the file at `path`.
    public mutating func add(_ path: String, bytes: [UInt8]) {
        contents[path] = FileContents(bytes)
    }

    /// Adds or replaces the file at `path` with the concatenation of `chunks`.
    public mutating func add(_ path: String, contents file: FileContents) {
        contents[path] = file
    }

    /// Adds or replaces the file at `path` with UTF-8 `text`.
    public mutating func add(_ path: String, text: String) {
        var bytes: [UInt8] = []
        bytes.appendUTF8(text)
        contents[path] = FileContents(bytes)
    }

    /// The bytes of the file at `path`, in one array; `nil` when the set has no such file.
    public subscript(path: String) -> [UInt8]? {
        contents[path]?.bytes
    }

    /// Every file's bytes by path, each in one array (a copy of each file made of several chunks).
    public var files: [String: [UInt8]] { contents.mapValues(\.bytes) }

    /// The relative paths, sorted.
    public var paths: [String] { contents.keys.sorted() }
}
