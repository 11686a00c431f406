import Foundation
import ScaffoldSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file's content hash, with the stamp it had when hashed so that the next run can
/// skip re-reading a file whose stamp did not move.
struct FileDigest: Sendable, Equatable {
    /// The ``FileStamp`` description, or `nil` when the stamp was too fresh to trust.
    var stamp: String?
    /// SHA-256 of the content, in hex.
    var hash: String

    /// The digest of the regular file at `path`, reusing `previous.hash` when the file's stamp
    /// equals `previous.stamp`; `nil` when there is no regular file there.
    static func of(path: String, previous: FileDigest?, now: Int64) -> FileDigest? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let stamp = FileStamp(info)
        let trusted = stamp.isRacy(now: now) ? nil : stamp.description
        if let previous, let recorded = previous.stamp, recorded == stamp.description {
            return FileDigest(stamp: trusted, hash: previous.hash)
        }
        guard let hash = contentHash(path: path) else { return nil }
        return FileDigest(stamp: trusted, hash: hash)
    }

    /// SHA-256 of the file's bytes, read in blocks; `nil` when it can't be read.
    static func contentHash(path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            hasher.update(buffer[0..<count])
        }
        return hasher.finalizeHex()
    }

    /// Why the regular file at `path` cannot be read (`Permission denied`), or `nil` when it
    /// can, or is not a regular file (a folder a glob matched, a file that is gone).
    static func unreadableReason(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor < 0 else {
            close(descriptor)
            return nil
        }
        return String(cString: strerror(errno))
    }

    /// The current time in whole seconds since 1970.
    static var now: Int64 { Int64(Date().timeIntervalSince1970) }
}
