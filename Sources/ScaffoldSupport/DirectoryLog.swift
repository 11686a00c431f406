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
    private var failures: Set<DirectoryListing.ReadFailure> = []
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
        let entries: [DirectoryListing.Entry]
        switch DirectoryListing.listing(atPath: path) {
        case let .success(listed): entries = listed
        case let .failure(failure):
            entries = []
            locked { _ = failures.insert(failure) }
        }
        locked { listings[path] = entries }
        return entries
    }

    /// `DirectoryListing.status(_:)` of `path`, read at the first request.
    public func status(_ path: String) -> DirectoryListing.Status? {
        if let known = locked({ statuses[path] }) { return known }
        var status: DirectoryListing.Status?
        switch DirectoryListing.checkedStatus(path) {
        case let .success(found): status = found
        case let .failure(failure): locked { _ = failures.insert(failure) }
        }
        locked { statuses[path] = .some(status) }
        return status
    }

    /// The folders that were there but could not be listed, and the paths whose status could
    /// not be read, sorted by path: what a run saw as empty or absent without being so. A
    /// command that read through this log must not take its result as complete while any
    /// remain (an unreadable feature folder would silently leave the feature out).
    public var unreadable: [DirectoryListing.ReadFailure] {
        locked { failures.sorted { $0.path < $1.path } }
    }

    /// Errors for ``unreadable``, each naming the path (relative to `root` when inside it).
    public func unreadableDiagnostics(relativeTo root: URL) -> [Diagnostic] {
        unreadable.map { failure in
            .error(failure.message(relativeTo: root), hint: "scaffold would leave out whatever it holds; make it readable (or remove it) and run scaffold again")
        }
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
