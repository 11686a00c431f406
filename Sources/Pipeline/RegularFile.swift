import Foundation
import ScaffoldSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path held, seen with `lstat` (a link is never followed), and the few writes that
/// ``OutputBackup`` makes: each acts on a regular file only, never through a link.
enum RegularFile {
    /// A regular file's bytes and identity.
    struct Contents: Sendable {
        let bytes: [UInt8]
        /// Permission bits.
        let mode: mode_t
        /// Hard links to it when it was read.
        let links: Int
        let device: UInt64
        let inode: UInt64
        let modified: timespec
    }

    /// What was at a path.
    enum Entry: Sendable {
        /// Nothing.
        case absent
        /// A regular file (not a link to one).
        case regular(Contents)
        /// Anything else — a folder, a link, a FIFO, a device, a socket — or a file that could
        /// not be read.
        case other
    }

    /// What is at `path` now.
    static func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .absent : .other }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .other }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .other }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, let bytes = FileDescriptorIO.readAll(descriptor) else { return .other }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return .regular(Contents(
            bytes: bytes, mode: info.st_mode & 0o7777, links: Int(info.st_nlink),
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), modified: modified
        ))
    }

    /// Writes `saved.bytes` back into the file that is still `saved` (same device and inode) at
    /// `path`, in place, so that its other hard links see them too; restores its mode.
    static func rewriteInPlace(_ saved: Contents, at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              UInt64(info.st_dev) == saved.device, UInt64(info.st_ino) == saved.inode,
              ftruncate(descriptor, 0) == 0, FileDescriptorIO.writeAll(saved.bytes, to: descriptor) else { return false }
        return fchmod(descriptor, saved.mode) == 0
    }

    /// Puts `saved.bytes` at `path` with `saved.mode` through a temporary file beside it and a
    /// rename, which replaces whatever is at `path` (a link included) without following it.
    /// Creates the folder when it is gone (the caller checked where it really is).
    static func replace(_ saved: Contents, at path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/" + TemporarySibling.name(for: (path as NSString).lastPathComponent)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, saved.mode)
        guard descriptor >= 0 else { return false }
        let written = FileDescriptorIO.writeAll(saved.bytes, to: descriptor) && fchmod(descriptor, saved.mode) == 0
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Writes a copy of `saved` (bytes and mode) to a new temporary beside `path`, for a later
    /// rename back; the temporary's path, or the system's reason it could not be written (the
    /// copy is then removed).
    static func stageCopy(_ saved: Contents, beside path: String) -> Result<String, StageFailure> {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/" + TemporarySibling.name(for: (path as NSString).lastPathComponent)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, saved.mode)
        guard descriptor >= 0 else { return .failure(StageFailure(errno)) }
        var written = FileDescriptorIO.writeAll(saved.bytes, to: descriptor) && fchmod(descriptor, saved.mode) == 0
        let error = errno
        written = close(descriptor) == 0 && written
        guard written else {
            unlink(temporary)
            return .failure(StageFailure(error))
        }
        return .success(temporary)
    }

    /// Why a copy could not be written, as the system says it.
    struct StageFailure: Error, CustomStringConvertible {
        let description: String
        init(_ error: Int32) { description = String(cString: strerror(error)) }
    }

    /// Sets the access and modification times of the file at `path` (not a link's target).
    static func setModificationTime(_ time: timespec, of path: String) {
        var times = [time, time]
        _ = utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
    }
}
