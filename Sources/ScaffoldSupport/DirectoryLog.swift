import Foundation

/// The folders whose listing a run consulted (to glob, to scan, or to see whether a path
/// exists). A later run that finds each folder's stamp unchanged knows that no file was added,
/// removed or renamed in any of them — without listing them again.
///
/// A log also keeps what the run read: each folder's listing and each path's `stat`, asked of
/// the disk once however many parts of the run ask (the source scan and the pipeline's input
/// globs walk the same folders), so one run sees one state of the tree.
public final class DirectoryLog: @unchecked Sendable {
    private var paths: Set<String> = []
    private var listings: [String: [DirectoryListing.Entry]] = [:]
    private var statuses: [String: DirectoryListing.Status?] = [:]
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

    /// The entries of the folder at `path` (`DirectoryListing.entries(atPath:)`), listed at the
    /// first request. Does not record the folder: callers say what they consulted.
    public func entries(atPath path: String) -> [DirectoryListing.Entry] {
        if let known = locked({ listings[path] }) { return known }
        // Listed outside the lock: two threads asking for one folder at once both list it (the
        // same entries), while the scan's threads never wait on each other's listings.
        let entries = DirectoryListing.entries(atPath: path)
        locked { listings[path] = entries }
        return entries
    }

    /// `DirectoryListing.status(_:)` of `path`, read at the first request.
    public func status(_ path: String) -> DirectoryListing.Status? {
        if let known = locked({ statuses[path] }) { return known }
        let status = DirectoryListing.status(path)
        locked { statuses[path] = .some(status) }
        return status
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Every folder recorded, sorted.
    public var folders: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths.sorted()
    }
}
