import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock that serializes `scaffold prebuild` runs of one project: Xcode builds targets in
/// parallel, and two runs of the same steps would write the same outputs at once.
///
/// An advisory `flock` on `.scaffold/prebuild.lock`, which the kernel releases when its holder
/// exits however it exits, so a crashed run never leaves a stale lock. The holder's pid is
/// written in the file, for the message of whoever waits.
///
/// Once taken, the lock's descriptor is inherited by every process scaffold starts (each step's
/// command, and what it starts in turn): the lock belongs to the open file they all share, so
/// when scaffold is killed (`kill -9`, a crash) the lock stays held until the last process of
/// the steps it left running has exited, and the next run waits for them instead of writing the
/// same outputs beside them. ``release()`` unlocks it for all of them: after a normal end, a
/// process a step left in the background does not hold up the next run.
public final class PrebuildLock: @unchecked Sendable {
    /// Why the lock could not be taken.
    public struct Failure: Error, CustomStringConvertible {
        /// The message to show.
        public let description: String
    }

    private let descriptor: Int32

    /// Takes the lock of the project at `root`, waiting up to `timeout` seconds for another run
    /// to finish; `waiting` is called once if it has to wait, with the holder's pid if known.
    public init(root: URL, timeout: Double, waiting: (Int32?) -> Void = { _ in }) throws(Failure) {
        let folder = root.appendingPathComponent(".scaffold")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("prebuild.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        let deadline = Date().addingTimeInterval(timeout)
        var announced = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            let holder = Self.holder(descriptor)
            guard error == EWOULDBLOCK || error == EINTR, Date() < deadline else {
                close(descriptor)
                throw Failure(description: "\(Self.holderName(holder)) \(holder.map(Self.isGone) == true ? "are" : "is") still running in \(root.path); gave up after waiting \(Int(timeout)) s for \(path)")
            }
            if !announced {
                waiting(holder)
                announced = true
            }
            usleep(20_000)
        }
        // Inherited from here on (see above): taken after the lock, so a run that waits never
        // passes on a descriptor it does not hold.
        _ = fcntl(descriptor, F_SETFD, 0)
        self.descriptor = descriptor
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.count, 0)
    }

    /// Releases the lock.
    public func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Who holds the lock, for a message: `another scaffold prebuild (pid N)`, or, when that run
    /// is gone and only the steps it started hold the lock, `the steps left running by a killed
    /// scaffold prebuild (pid N)`.
    public static func holderName(_ holder: Int32?) -> String {
        guard let holder else { return "another scaffold prebuild" }
        guard isGone(holder) else { return "another scaffold prebuild (pid \(holder))" }
        return "the steps left running by a killed scaffold prebuild (pid \(holder))"
    }

    /// Whether `pid` has exited: no such process, or (where `/proc` tells) a zombie that its
    /// parent has not reaped yet.
    private static func isGone(_ pid: Int32) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "Z"
    }

    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
