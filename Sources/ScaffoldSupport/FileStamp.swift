#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size, modification time and inode: a cheap "has it been touched?" check that
/// avoids reading the file. Content hashes stay the source of truth where correctness needs them.
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
    public var size: Int64
    public var seconds: Int64
    public var nanoseconds: Int64
    public var inode: UInt64

    /// The stamp of the file at `path`, or `nil` when it does not exist.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int64(info.st_mtimespec.tv_sec)
        nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
    }

    /// Parses the `description` form.
    public init?(_ text: Substring) {
        let parts = text.split(separator: ":")
        guard parts.count == 4, let size = Int64(parts[0]), let seconds = Int64(parts[1]),
              let nanoseconds = Int64(parts[2]), let inode = UInt64(parts[3]) else { return nil }
        (self.size, self.seconds, self.nanoseconds, self.inode) = (size, seconds, nanoseconds, inode)
    }

    /// `size:seconds:nanoseconds:inode`.
    public var description: String { "\(size):\(seconds):\(nanoseconds):\(inode)" }
}
