#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Fast directory listing with `readdir`: names and whether each is a folder, without a
/// `stat` per entry where the file system reports the type (it falls back to `stat` where it
/// does not). Used by the source scanner and globbing, which list thousands of folders.
public enum DirectoryListing {
    /// One entry of a folder.
    public struct Entry: Sendable {
        public var name: String
        public var isDirectory: Bool
        /// Whether the entry is a symbolic link (`isDirectory` says where it leads).
        public var isSymbolicLink = false
    }

    /// Why a folder could not be listed, or a path's status read, when something is there: a
    /// folder without permission to read or search, a loop of links, a name too long. (Nothing
    /// there is not a failure: it lists as empty, and has no status.)
    public struct ReadFailure: Error, Sendable, Hashable {
        /// The path, as asked.
        public var path: String
        /// The system's reason.
        public var reason: String

        /// The failure of the last system call on `path`.
        static func last(_ path: String) -> ReadFailure {
            ReadFailure(path: path, reason: String(cString: strerror(errno)))
        }

        /// `cannot read '<path>': <reason>`, the path relative to `root` when inside it.
        public func message(relativeTo root: URL) -> String {
            let prefix = root.standardizedFileURL.path + "/"
            return "cannot read '\(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)': \(reason)"
        }

        /// Whether `errno` says only that nothing is there.
        static var isAbsence: Bool { errno == ENOENT || errno == ENOTDIR }
    }

    /// The entries of the folder at `path`, sorted by name, without `.` and `..`; empty when it
    /// cannot be read. Symbolic links count as folders when they point at one. For where a
    /// folder that cannot be read must not pass for an empty one, see ``listing(atPath:)``.
    public static func entries(atPath path: String) -> [Entry] {
        (try? listing(atPath: path).get()) ?? []
    }

    /// The entries of the folder at `path` as ``entries(atPath:)`` lists them (nothing there:
    /// none), or why a folder that is there cannot be read.
    public static func listing(atPath path: String) -> Result<[Entry], ReadFailure> {
        guard let directory = opendir(path) else { return ReadFailure.isAbsence ? .success([]) : .failure(.last(path)) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let pointer = readdir(directory) {
            let name = entryName(pointer)
            if name == "." || name == ".." { continue }
            // A field read through the pointer, never a copy of the whole entry (see `entryName`).
            let type = pointer.pointer(to: \.d_type)?.pointee ?? UInt8(DT_UNKNOWN)
            let isDirectory: Bool
            var isLink = Int32(type) == Int32(DT_LNK)
            switch Int32(type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_REG): isDirectory = false
            default:
                isDirectory = isFolder(path + "/" + name)
                if Int32(type) == Int32(DT_UNKNOWN) { isLink = isSymbolicLink(path + "/" + name) }
            }
            entries.append(Entry(name: name, isDirectory: isDirectory, isSymbolicLink: isLink))
        }
        return .success(entries.sorted { $0.name < $1.name })
    }

    /// The name of the entry `pointer` points at, read where it lies. glibc packs entries:
    /// the last one of a full buffer may end well before the 256 bytes `d_name` is declared
    /// with, so copying `pointee` (or its `d_name`) would read past the buffer.
    private static func entryName(_ pointer: UnsafeMutablePointer<dirent>) -> String {
        guard let field = pointer.pointer(to: \.d_name) else { return "" }
        return String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
    }

    /// What a path names, from one `stat` (following links).
    public struct Status: Sendable {
        /// Whether it is a folder.
        public var isFolder: Bool
        /// Its device and inode (`device:inode`): cheaper than resolving the path, for telling
        /// whether two paths reach the same folder.
        public var identity: String
    }

    /// What `path` names (following links), or `nil` when nothing is there: whether it exists,
    /// whether it is a folder and its identity, from one `stat`.
    public static func status(_ path: String) -> Status? {
        (try? checkedStatus(path).get()) ?? nil
    }

    /// What `path` names as ``status(_:)`` says (`nil`: nothing there), or why what is there
    /// cannot be asked (a folder on the way without search permission, a loop of links).
    public static func checkedStatus(_ path: String) -> Result<Status?, ReadFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return ReadFailure.isAbsence ? .success(nil) : .failure(.last(path)) }
        return .success(Status(isFolder: (info.st_mode & S_IFMT) == S_IFDIR, identity: "\(info.st_dev):\(info.st_ino)"))
    }

    /// The entries of the folder at `path` as `entries(atPath:)` lists them, from `log`'s
    /// listings when there is a log (each folder read once per log).
    public static func entries(atPath path: String, log: DirectoryLog?) -> [Entry] {
        log?.entries(atPath: path) ?? entries(atPath: path)
    }

    /// `status(_:)` of `path`, from `log`'s when there is a log (each path asked once per log).
    public static func status(_ path: String, log: DirectoryLog?) -> Status? {
        guard let log else { return status(path) }
        return log.status(path)
    }

    /// Whether `path` is a regular file (following links): not a FIFO, a device or a folder,
    /// which a compiler or SwiftPM would block on or fail to read.
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` is itself a symbolic link.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` is a folder (following links).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether what `path` names (following links) belongs to the user running this process;
    /// `false` when it does not exist.
    public static func isOwnedByCurrentUser(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_uid == getuid()
    }

    /// `path` with every symbolic link resolved, or `path` itself when that fails.
    public static func realPath(_ path: String) -> String {
        resolvedPath(path) ?? path
    }

    /// `path` with every symbolic link resolved, or `nil` when it does not exist (or leads nowhere).
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether anything exists at `path` (following links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
