import Foundation

/// The folders whose listing a run consulted (to glob, to scan, or to see whether a path
/// exists). A later run that finds each folder's stamp unchanged knows that no file was added,
/// removed or renamed in any of them — without listing them again.
public final class DirectoryLog: @unchecked Sendable {
    private var paths: Set<String> = []
    private let lock = NSLock()

    /// An empty log.
    public init() {}

    /// Notes that the listing of the folder at `path` was read.
    public func record(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    /// Notes that whether `path` exists was asked: that depends on its folder's listing.
    public func recordParent(of path: String) {
        guard let slash = path.lastIndex(of: "/") else { return record(".") }
        record(slash == path.startIndex ? "/" : String(path[..<slash]))
    }

    /// Every folder recorded, sorted.
    public var folders: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths.sorted()
    }
}
