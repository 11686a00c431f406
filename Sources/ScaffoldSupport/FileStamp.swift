#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size, modification time, status-change time and inode: a cheap "has it been
/// touched?" check that avoids reading the file. Content hashes stay the source of truth where
/// correctness needs them.
///
/// The status-change time (ctime) is what makes the stamp trustworthy: a write that restores
/// the old modification time (`touch -r`, a careful tool) still moves ctime, which no user call
/// can set back.
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
    public var size: Int64
    public var seconds: Int64
    public var nanoseconds: Int64
    public var changeSeconds: Int64
    public var changeNanoseconds: Int64
    public var inode: UInt64

    /// The stamp of the file at `path`, or `nil` when it does not exist.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of a `stat` result.
    public init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (seconds, nanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        (changeSeconds, changeNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #else
        (seconds, nanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        (changeSeconds, changeNanoseconds) = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #endif
        inode = UInt64(info.st_ino)
    }

    /// Parses the `description` form.
    public init?(_ text: Substring) {
        let parts = text.utf8.split(separator: UInt8(ascii: ":")).map { Substring($0) }
        guard parts.count == 6, let size = Int64(parts[0]), let seconds = Int64(parts[1]),
              let nanoseconds = Int64(parts[2]), let changeSeconds = Int64(parts[3]),
              let changeNanoseconds = Int64(parts[4]), let inode = UInt64(parts[5]) else { return nil }
        (self.size, self.seconds, self.nanoseconds, self.inode) = (size, seconds, nanoseconds, inode)
        (self.changeSeconds, self.changeNanoseconds) = (changeSeconds, changeNanoseconds)
    }

    /// `size:seconds:nanoseconds:changeSeconds:changeNanoseconds:inode`.
    public var description: String { "\(size):\(seconds):\(nanoseconds):\(changeSeconds):\(changeNanoseconds):\(inode)" }

    /// Whether the file may still change within the same clock tick as `now` (seconds since
    /// 1970): a stamp taken then can't tell two writes in that tick apart, so it is not
    /// trusted, the way git treats "racily clean" index entries.
    public func isRacy(now: Int64) -> Bool {
        max(seconds, changeSeconds) >= now - 1
    }
}
