/// Files to be written, by path relative to an output root. The currency between generators
/// and the one writer (`FileSetWriter`): generators build a `FileSet` in memory, and nothing
/// touches disk until it is complete.
public struct FileSet: Sendable, Equatable {
    /// Contents by relative path (`/`-separated, no `..`, not absolute).
    public private(set) var files: [String: [UInt8]] = [:]

    /// An empty set.
    public init() {}

    /// Adds or replaces the file at `path`.
    public mutating func add(_ path: String, bytes: [UInt8]) {
        files[path] = bytes
    }

    /// Adds or replaces the file at `path` with UTF-8 `text`.
    public mutating func add(_ path: String, text: String) {
        files[path] = Array(text.utf8)
    }

    /// The relative paths, sorted.
    public var paths: [String] { files.keys.sorted() }
}
