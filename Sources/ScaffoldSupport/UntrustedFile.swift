#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file of the repository — a manifest, an include, a Swift source, a template — as
/// untrusted input: only a regular file is read (a FIFO or a device committed in its place, or
/// `include: [/dev/stdin]`, is refused without waiting on it: the file is opened non-blocking
/// and checked with `fstat` before a byte is read), and only up to a size limit, so no input can
/// hang a command or make it hold gigabytes.
public enum UntrustedFile {
    /// The limit for text scaffold reads whole (manifests, templates, Swift sources): far above
    /// any real one (the Example's largest file is a few KB; generated Swift files reach a few MB).
    public static let defaultLimit = 64 << 20

    /// Why a file was not read, in words that name the real cause.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// `it is a FIFO, not a regular file`, `Permission denied`, `it is 80 MB, more than the 64 MB scaffold reads`.
        public let description: String
        /// Whether the file was refused for its size alone.
        public var isTooLarge = false
    }

    /// The bytes of the regular file at `path`, or why it cannot be read.
    public static func read(_ path: String, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(description: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(description: String(cString: strerror(errno)))) }
        if let kind = ProjectBoundary.kind(of: info.st_mode) {
            return .failure(Failure(description: "it is \(kind), not a regular file"))
        }
        guard Int(info.st_size) <= limit else {
            return .failure(Failure(description: "it is \(megabytes(Int(info.st_size))), more than the \(megabytes(limit)) scaffold reads", isTooLarge: true))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = readSome(descriptor, &buffer)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(Failure(description: String(cString: strerror(errno)))) }
            if count == 0 { return .success(bytes) }
            // A file that grows while it is read is cut off at the limit, not followed.
            guard bytes.count + count <= limit else {
                return .failure(Failure(description: "it grew past the \(megabytes(limit)) scaffold reads", isTooLarge: true))
            }
            bytes += buffer[0..<count]
        }
    }

    /// The bytes of the regular file at `path`, or `nil` when ``read(_:limit:)`` refuses it or
    /// fails: for readers to whom an unreadable file is simply absent.
    public static func bytes(atPath path: String, limit: Int = defaultLimit) -> [UInt8]? {
        try? read(path, limit: limit).get()
    }

    /// The UTF-8 text of the regular file at `path`, or `nil` (see ``bytes(atPath:limit:)``;
    /// text that is not UTF-8 is `nil` too).
    public static func text(atPath path: String, limit: Int = defaultLimit) -> String? {
        bytes(atPath: path, limit: limit).flatMap { String(validating: $0, as: UTF8.self) }
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}

/// `read(2)` into `buffer`, outside ``UntrustedFile`` whose `read` would shadow it.
private func readSome(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
    read(descriptor, &buffer, buffer.count)
}
