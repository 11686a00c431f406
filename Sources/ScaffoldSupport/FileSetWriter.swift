#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Applies a `FileSet` under a root folder: every changed file is first written to a
/// temporary beside it, and only when all of them are written are they renamed into place; a
/// failure while writing removes the temporaries and changes nothing. (A rename that fails
/// part-way, which takes a failing disk, leaves the files renamed so far; the caller's record
/// is renamed last, so the next run finishes the job.) In check mode it writes nothing and
/// reports the drift.
///
/// It never writes through a link that leads out of the root, never replaces anything but a
/// regular file, and removes only files it is told it wrote whose bytes are still the ones it
/// wrote: a changed file is the user's now, and is kept.
public struct FileSetWriter: Sendable {
    /// What the writer does with differences.
    public enum Mode: Sendable {
        /// Write files whose bytes differ.
        case write
        /// Write nothing; report what would change.
        case check
    }

    /// A file written by an earlier run that this one no longer writes: removed only when its
    /// bytes still have the digest recorded then.
    public struct Removal: Sendable, Equatable {
        /// The path, relative to the root.
        public var path: String
        /// SHA-256 (hex) of the bytes written then; `nil` when not recorded, which keeps it.
        public var digest: String?
        /// Whether the file must also carry `GeneratedFileMark` to be removed: what a record
        /// someone else could have written asks of any file outside the folders scaffold owns.
        public var needsMark: Bool

        /// Creates a removal.
        public init(path: String, digest: String?, needsMark: Bool = false) {
            self.path = path
            self.digest = digest
            self.needsMark = needsMark
        }
    }

    /// A file left in place that a removal named, and why.
    public struct Kept: Sendable, Equatable {
        /// The path, relative to the root.
        public var path: String
        /// Why it was kept.
        public var reason: String
    }

    /// What happened to each path.
    public struct Report: Sendable, Equatable {
        /// Paths that did not exist before.
        public var created: [String] = []
        /// Paths whose bytes changed.
        public var updated: [String] = []
        /// Paths left alone because their bytes were already right.
        public var unchanged: [String] = []
        /// Paths deleted (or, in check mode, that would be).
        public var removed: [String] = []
        /// Files named for removal but kept (changed since written, or not a regular file).
        public var kept: [Kept] = []

        /// Creates a report.
        public init(created: [String] = [], updated: [String] = [], unchanged: [String] = [], removed: [String] = [], kept: [Kept] = []) {
            self.created = created
            self.updated = updated
            self.unchanged = unchanged
            self.removed = removed
            self.kept = kept
        }

        /// Whether anything was (or, in check mode, would be) written or removed.
        public var hasChanges: Bool { !created.isEmpty || !updated.isEmpty || !removed.isEmpty }
    }

    /// The folder that relative paths are resolved against.
    public var root: URL
    /// Write or check.
    public var mode: Mode
    /// The project folder around `root` that no write may leave (`nil`: `root` itself).
    public var project: URL?

    /// Creates a writer for `root`, inside `project` when given.
    public init(root: URL, mode: Mode = .write, within project: URL? = nil) {
        self.root = root
        self.mode = mode
        self.project = project
    }

    /// Compares every file with the disk and, in write mode, writes those that differ and
    /// removes the `removing` files that are still as they were written. `last` (a path of
    /// `fileSet`, typically the record of what was written) is renamed into place after the
    /// removals, so a run killed before it still knows what it has to remove.
    ///
    /// `creatingOnly` are files written only where nothing is: each is put in place with a
    /// hard link that fails if something appeared there since the comparison (a placeholder
    /// must never replace the output a pipeline step has just written), and is left alone when
    /// it exists.
    ///
    /// Throws, having changed nothing, when a path leaves the root (lexically or through a
    /// link) or names something other than a regular file, or when a file cannot be written.
    public func apply(_ fileSet: FileSet, removing: [Removal] = [], last: String? = nil,
                      creatingOnly: Set<String> = []) throws(DiagnosticsError) -> Report {
        let boundary = ProjectBoundary(root: root, within: project)
        try refuseUnwritable(fileSet.paths, boundary: boundary)
        var report = compare(fileSet, creatingOnly: creatingOnly)
        if mode == .write { try refuseReadOnly(report.updated) }
        for removal in removing.sorted(by: { $0.path < $1.path }) where fileSet.contents[removal.path] == nil {
            switch verdict(on: removal, boundary: boundary) {
            case .remove: report.removed.append(removal.path)
            case let .keep(reason): report.kept.append(Kept(path: removal.path, reason: reason))
            case .absent: continue
            }
        }
        guard mode == .write else { return report }
        var staging = Staging(root: root, creatingOnly: creatingOnly)
        // Temporaries a killed run left beside these files, whether or not they change now,
        // and beside the files that go.
        staging.sweep(fileSet.paths + removing.map(\.path).filter(RelativePath.isContained))
        let changed = report.created + report.updated
        guard !changed.isEmpty || !report.removed.isEmpty else { return report }
        do {
            try staging.stage(changed, from: fileSet)
            try staging.commit(except: last)
            report.removed = try remove(report.removed, keeping: fileSet.paths)
            try staging.commit(except: nil)
        } catch {
            staging.abandon()
            let path = error.path.map { $0.hasPrefix(root.path + "/") ? String($0.dropFirst(root.path.count + 1)) : $0 }
            throw DiagnosticsError([.error("cannot write \(path ?? root.path): \(error.reason)")])
        }
        return report
    }

    /// Throws, naming each, the paths of `fileSet` that may not be written: one that leaves the
    /// root, lexically or through a link, or names something other than a regular file.
    public func refuse(_ fileSet: FileSet) throws(DiagnosticsError) {
        try refuseUnwritable(fileSet.paths, boundary: ProjectBoundary(root: root, within: project))
    }

    /// Throws every path that may not be written: one that leaves the root, lexically or
    /// through a link, or names something other than a regular file.
    private func refuseUnwritable(_ paths: [String], boundary: ProjectBoundary) throws(DiagnosticsError) {
        if let problem = boundary.rootProblem { throw DiagnosticsError([.error("cannot write into \(problem)")]) }
        let problems = paths.compactMap { path -> Diagnostic? in
            guard RelativePath.isContained(path) else {
                return .error("refusing to write '\(path)': paths must stay inside \(root.path)")
            }
            return boundary.problem(writing: path).map { .error("cannot write \(path): \($0)") }
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
    }

    /// Throws for each of `paths` (files about to be replaced) that is read-only in a folder
    /// that is not: a file someone marked read-only on purpose, as a Perforce-style checkout
    /// does until the file is checked out. A rename would replace it regardless (as root, or
    /// through the writable folder), so the writer asks first, as an editor does. A tree that is
    /// read-only throughout (a read-only copy) is not singled out: there the system decides.
    private func refuseReadOnly(_ paths: [String]) throws(DiagnosticsError) {
        let prefix = root.path + "/"
        let problems = paths.compactMap { path -> Diagnostic? in
            var info = stat(), folder = stat()
            let absolute = prefix + path
            guard lstat(absolute, &info) == 0, info.st_mode & 0o222 == 0,
                  stat((absolute as NSString).deletingLastPathComponent, &folder) == 0, folder.st_mode & 0o200 != 0 else { return nil }
            return .error("cannot write \(path): it is read-only (mode \(String(info.st_mode & 0o7777, radix: 8)))",
                          hint: "check it out for editing (or make it writable) and run scaffold again")
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
    }

    /// Which files of `fileSet` are new, which differ from the disk and which are already right.
    private func compare(_ fileSet: FileSet, creatingOnly: Set<String>) -> Report {
        var report = Report()
        let prefix = root.path + "/"
        for (path, bytes) in fileSet.contents.sorted(by: { $0.key < $1.key }) {
            if creatingOnly.contains(path), DirectoryListing.exists(prefix + path) {
                report.unchanged.append(path)
                continue
            }
            switch Self.sameContents(atPath: prefix + path, as: bytes) {
            case true?: report.unchanged.append(path)
            case false?: report.updated.append(path)
            case nil: report.created.append(path)
            }
        }
        return report
    }

    /// Whether the file at `path` holds exactly `bytes`; `nil` when it cannot be read (most
    /// often: it does not exist, which on a cold run is every file, and costs one `open`). A
    /// file of another size is not read.
    static func sameContents(atPath path: String, as bytes: FileContents) -> Bool? {
        // Non-blocking: a FIFO put there since the checks must not hang the run.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) != bytes.count { return false }
        guard let existing = FileDescriptorIO.readAll(descriptor) else { return nil }
        return bytes.matches(existing)
    }

    /// Unlinks `paths`, but never a file that one of `kept` (the paths this run writes or left
    /// unchanged) names under another spelling (a case-only rename on a case-insensitive disk).
    /// Returns the paths removed.
    private func remove(_ paths: [String], keeping kept: [String]) throws(WriteFailure) -> [String] {
        guard !paths.isEmpty else { return [] }
        let written = FileIdentity.of(kept.map { root.appendingPathComponent($0).path })
        var removed: [String] = []
        for path in paths {
            let absolute = root.appendingPathComponent(path).path
            if let identity = FileIdentity(path: absolute), written.contains(identity) { continue }
            _ = unlink(absolute)
            removed.append(path)
            try WriteFailure.at(path: absolute) { () throws(FaultInjection.InjectedFailure) in try FaultInjection.reach("remove \(path)") }
        }
        return removed
    }

    private enum Verdict {
        case remove
        case keep(String)
        case absent
    }

    /// Whether a file named for removal may go: a regular file beneath the root whose bytes
    /// still have the recorded digest.
    private func verdict(on removal: Removal, boundary: ProjectBoundary) -> Verdict {
        guard RelativePath.isContained(removal.path) else { return .keep("the path leaves the project") }
        guard !removal.path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." }) else {
            return .keep("the record spells its path unusually, so scaffold cannot tell which file it wrote")
        }
        let path = root.appendingPathComponent(removal.path).path
        var info = stat()
        guard lstat(path, &info) == 0 else { return .absent }
        guard let real = boundary.regularFile(removal.path) else {
            return .keep(ProjectBoundary.kind(of: info.st_mode).map { "it is \($0), not a file scaffold wrote" }
                ?? "its real location is outside the project")
        }
        // Through a link, the path names a file elsewhere — one scaffold may write under its
        // own name, or one it never wrote (a link inside the .xcodeproj to the sources).
        guard real == boundary.realRoot + "/" + removal.path else {
            return .keep("its path passes through a symbolic link, so it is not the file scaffold wrote")
        }
        guard let digest = removal.digest else { return .keep("the record of what scaffold wrote has no digest for it") }
        guard let bytes = UntrustedFile.bytes(atPath: real), SHA256.hex(of: bytes) == digest else {
            return .keep("it changed since scaffold wrote it, so it is yours now; delete it if you no longer need it")
        }
        guard !removal.needsMark || GeneratedFileMark.isPresent(in: bytes) else {
            return .keep("it does not say '\(GeneratedFileMark.text)', so scaffold did not write it")
        }
        return .remove
    }
}

/// Why a write failed: the path and the system's reason.
public struct WriteFailure: Error, CustomStringConvertible, Sendable {
    /// The path that could not be written (absolute), when known.
    public var path: String?
    /// The reason, as the system says it.
    public var reason: String

    /// `error: cannot write <path>: <reason>`.
    public var description: String { "cannot write \(path ?? "a file"): \(reason)" }

    /// The failure of the last system call on `path`.
    static func lastError(_ path: String) -> WriteFailure {
        WriteFailure(path: path, reason: String(cString: strerror(errno)))
    }

    /// Reaches a fault point for `path`, an injected failure reported as a failure to write it.
    static func at(path: String, _ point: () throws(FaultInjection.InjectedFailure) -> Void) throws(WriteFailure) {
        do { try point() } catch { throw WriteFailure(path: path, reason: error.description) }
    }
}

/// The temporaries of one all-or-nothing write, and the folders it created for them.
private struct Staging {
    let root: URL
    /// Destination → temporary, both absolute, in the order staged.
    private var staged: [(destination: String, temporary: String)] = []
    private var createdFolders: [String] = []
    /// Destinations (absolute) that are created only where nothing is, never replaced.
    private let noReplace: Set<String>

    init(root: URL, creatingOnly: Set<String> = []) {
        self.root = root
        let base = root.path == "/" ? "" : root.path
        noReplace = Set(creatingOnly.map { base + "/" + $0 })
    }

    /// Removes the stale temporaries of `paths` (relative) left by runs no longer alive.
    func sweep(_ paths: [String]) {
        var names: [String: Set<String>] = [:]
        for path in paths {
            let (folder, name) = split(path)
            names[folder, default: []].insert(name)
        }
        for (folder, files) in names { TemporarySibling.sweep(folder: folder, names: files) }
    }

    /// The absolute folder of `path` (relative to the root) and its last component, spelled
    /// as `URL.appendingPathComponent` would: plain string work, as this runs several times
    /// for every file written, and URL operations cost microseconds each.
    func split(_ path: String) -> (folder: String, name: String) {
        let base = root.path == "/" ? "" : (root.path.hasSuffix("/") ? String(root.path.dropLast()) : root.path)
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return (base, trimmed) }
        return (base + "/" + trimmed[..<slash], String(trimmed[trimmed.index(after: slash)...]))
    }

    /// Writes each of `paths` (relative) from `files` to a new temporary beside it, creating
    /// folders on the way. The folders are made first, one by one; the temporaries are then
    /// written on every core, in two groups of about equal cost (the pbxproj is most of the
    /// bytes, the schemes most of the files), and recorded in the order of `paths`, which is
    /// the order they are renamed in.
    mutating func stage(_ paths: [String], from files: FileSet) throws(WriteFailure) {
        let targets = paths.map { path -> (path: String, folder: String, name: String) in
            let (folder, name) = split(path)
            return (path, folder, name)
        }
        var folders = Set<String>()
        for target in targets where folders.insert(target.folder).inserted { try createFolder(target.folder) }
        let groups = Self.balancedGroups(targets.indices.map { files.contents[targets[$0].path]?.count ?? 0 }, count: paths.count < 8 ? 1 : 2)
        let results = ConcurrentMap.map(groups) { group -> (staged: [(index: Int, destination: String, temporary: String)], failure: WriteFailure?) in
            var staged: [(index: Int, destination: String, temporary: String)] = []
            for index in group {
                let target = targets[index]
                let destination = target.folder + "/" + target.name
                let temporary = target.folder + "/" + TemporarySibling.name(for: target.name)
                do throws(WriteFailure) {
                    try Self.writeTemporary(files.contents[target.path] ?? FileContents([]), at: temporary, for: destination, label: target.path) {
                        staged.append((index, destination, temporary))
                    }
                } catch {
                    return (staged, error)
                }
            }
            return (staged, nil)
        }
        staged += results.flatMap { $0.staged }.sorted { $0.index < $1.index }.map { ($0.destination, $0.temporary) }
        if let failure = results.compactMap({ $0.failure }).first { throw failure }
    }

    /// Indices `0..<sizes.count` in `count` groups of about equal cost (a file costs its bytes
    /// plus a fixed amount for creating it), each group in ascending order.
    private static func balancedGroups(_ sizes: [Int], count: Int) -> [[Int]] {
        guard count > 1 else { return [Array(sizes.indices)] }
        var groups = Array(repeating: [Int](), count: count)
        var costs = Array(repeating: 0, count: count)
        for index in sizes.indices.sorted(by: { sizes[$0] > sizes[$1] }) {
            let lightest = costs.indices.min { costs[$0] < costs[$1] } ?? 0
            groups[lightest].append(index)
            costs[lightest] += sizes[index] + 32_768
        }
        return groups.map { $0.sorted() }
    }

    /// Creates `temporary` (never an existing file), with the mode of `destination` when that
    /// exists, and writes `bytes` to it; `created` runs once it exists, so that it is removed
    /// should anything fail afterwards.
    private static func writeTemporary(_ contents: FileContents, at temporary: String, for destination: String, label: String,
                                       created: () -> Void) throws(WriteFailure) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteFailure.lastError(destination) }
        created()
        defer { close(descriptor) }
        var existing = stat()
        if lstat(destination, &existing) == 0 { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
        for chunk in contents.chunks {
            guard FileDescriptorIO.writeAll(chunk, to: descriptor) else { throw WriteFailure.lastError(destination) }
        }
        try WriteFailure.at(path: destination) { () throws(FaultInjection.InjectedFailure) in try FaultInjection.reach("stage \(label)") }
    }

    /// Renames every staged temporary but `last` (relative) over its destination.
    mutating func commit(except last: String?) throws(WriteFailure) {
        let held = last.map { split($0) }.map { $0.folder + "/" + $0.name }
        let entries = staged
        staged = entries.filter { $0.destination == held }
        // What is left to abandon should the entry at `index` fail: it and everything after it
        // (made only then: once per entry, it made a thousand-file commit quadratic).
        func rest(from index: Int) -> [(destination: String, temporary: String)] {
            entries[index...].filter { $0.destination != held }
        }
        for (index, entry) in entries.enumerated() where entry.destination != held {
            guard put(entry) else {
                let failure = WriteFailure.lastError(entry.destination)
                staged += rest(from: index)
                throw failure
            }
            do {
                try WriteFailure.at(path: entry.destination) { () throws(FaultInjection.InjectedFailure) in
                    try FaultInjection.reach("rename \(entry.destination)")
                }
            } catch {
                staged += rest(from: index + 1)
                throw error
            }
        }
    }

    /// Moves a staged temporary to its destination: a rename, or for a file created only where
    /// nothing is, a hard link (which fails rather than replace) and the temporary's removal.
    /// `false` with `errno` set on failure; a destination that appeared meanwhile is kept.
    private func put(_ entry: (destination: String, temporary: String)) -> Bool {
        guard noReplace.contains(entry.destination) else { return rename(entry.temporary, entry.destination) == 0 }
        if link(entry.temporary, entry.destination) == 0 || errno == EEXIST {
            _ = unlink(entry.temporary)
            return true
        }
        // A file system without hard links: a rename, unless something is there already.
        guard errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK else { return false }
        var info = stat()
        if lstat(entry.destination, &info) == 0 {
            _ = unlink(entry.temporary)
            return true
        }
        return rename(entry.temporary, entry.destination) == 0
    }

    /// After a failure: removes the temporaries not yet renamed and the (empty) folders made.
    func abandon() {
        for entry in staged { _ = unlink(entry.temporary) }
        for folder in createdFolders.reversed() { _ = rmdir(folder) }
    }

    /// Creates `folder` and the folders above it that are missing, remembering each.
    private mutating func createFolder(_ folder: String) throws(WriteFailure) {
        var missing: [String] = []
        var current = folder
        var info = stat()
        while lstat(current, &info) != 0, current != "/", !current.isEmpty {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw WriteFailure.lastError(path) }
            createdFolders.append(path)
        }
    }
}

/// Checks on user-supplied relative paths.
public enum RelativePath {
    /// `true` when `path` is relative and has no `..` component, so it stays under its root.
    public static func isContained(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}

/// A file's device and inode (not following a link): whether two paths name one file.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of what `path` names, or `nil` when nothing is there.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identities of those of `paths` that exist.
    static func of(_ paths: [String]) -> Set<FileIdentity> {
        Set(paths.compactMap(FileIdentity.init(path:)))
    }
}
