import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drains a child's standard output and error on a thread of its own and hands them on a line at
/// a time, in the order the lines arrive.
///
/// Reading stops at end of file on both pipes, or — when a grandchild keeps a pipe open after the
/// child exited — once ``finish(within:)`` has given up waiting.
public final class ChildOutputReader: @unchecked Sendable {
    /// Which stream a line came from.
    public enum Stream: Sendable { case output, error }

    private let descriptors: [(Int32, Stream)]
    private let onLine: @Sendable (Stream, String) -> Void
    private let done = DispatchSemaphore(value: 0)
    private let stopLock = NSLock()
    private var stopRequested = false

    /// Starts reading `output` and `error`, calling `onLine` for every line (without its newline).
    public init(output: Int32, error: Int32, onLine: @escaping @Sendable (Stream, String) -> Void) {
        descriptors = [(output, .output), (error, .error)]
        self.onLine = onLine
        let thread = Thread { [self] in readUntilClosed() }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    /// Waits up to `seconds` for both pipes to close, then stops reading; closes the pipes.
    public func finish(within seconds: Double) {
        if done.wait(timeout: .now() + seconds) == .timedOut {
            stopLock.withLock { stopRequested = true }
            done.wait()
        }
    }

    private var shouldStop: Bool { stopLock.withLock { stopRequested } }

    private func readUntilClosed() {
        var pending: [Stream: PendingLine] = [.output: PendingLine(), .error: PendingLine()]
        var open = descriptors
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty, !shouldStop {
            var polls = open.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), 100)
            if ready < 0, errno != EINTR { break }
            guard ready > 0 else { continue }
            var closed: Set<Int32> = []
            for (index, entry) in polls.enumerated() where entry.revents != 0 {
                let (descriptor, stream) = open[index]
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    pending[stream, default: PendingLine()].append(buffer[0..<count]) { onLine(stream, $0) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    closed.insert(descriptor)
                }
            }
            open.removeAll { closed.contains($0.0) }
        }
        for (_, stream) in descriptors {
            if let rest = pending[stream]?.remainder { onLine(stream, rest) }
        }
        for (descriptor, _) in descriptors { close(descriptor) }
        done.signal()
    }
}

/// One stream's bytes since its last newline, and how many of them were already searched for
/// one: each read scans only what it appended, so a long line without breaks costs linear time.
///
/// A line is handed on whole however long it is (a manifest may print its JSON on one line),
/// up to ``CapturedRun/outputLimit``: past that it is handed on in pieces, so that a program
/// printing without end never makes scaffold hold more (the run is over its limit then anyway).
private struct PendingLine {
    private var bytes: [UInt8] = []
    private var searched = 0

    /// Appends `chunk` and calls `onLine` for every line it completes (without its newline, nor
    /// the carriage return before it).
    mutating func append(_ chunk: ArraySlice<UInt8>, onLine: (String) -> Void) {
        bytes += chunk
        var start = 0
        while let newline = bytes[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
            var end = newline
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            onLine(String(decoding: bytes[start..<end], as: UTF8.self))
            start = newline + 1
        }
        bytes.removeFirst(start)
        searched = bytes.count
        if bytes.count > CapturedRun.outputLimit {
            onLine(String(decoding: bytes, as: UTF8.self))
            bytes.removeAll(keepingCapacity: true)
            searched = 0
        }
    }

    /// The unfinished last line, if any bytes follow the last newline.
    var remainder: String? {
        bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
