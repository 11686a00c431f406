import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock that serializes the commands that write a project's shared files: `scaffold
/// prebuild` runs (Xcode builds targets in parallel, and two runs of the same steps would write
/// the same outputs at once), `scaffold generate` where it writes placeholder outputs (it must
/// never put a placeholder over the output a running prebuild just wrote), and `scaffold new`
/// (two runs making one feature must not mix their files).
///
/// An advisory `flock` on `.scaffold/prebuild.lock` (named for the command that took it first), which the kernel releases when its holder
/// exits however it exits, so a crashed run never leaves a stale lock. The holder's pid is
/// written in the file, for the message of whoever waits.
///
/// Once taken, the lock's descriptor is inherited by every process scaffold starts (each step's
/// command, and what it starts in turn): the lock belongs to the open file they all share, so
/// when scaffold is killed (`kill -9`, a crash) the lock stays held until the last process of
/// the steps it left running has exited, and the next run waits for them instead of writing the
/// same outputs beside them. ``release()`` unlocks it for all of them: after a normal end, a
/// process a step left in the background does not hold up the next run.
public final class ProjectLock: @unchecked Sendable {
    /// Why the lock could not be taken.
    public struct Failure: Error, CustomStringConvertible {
        /// The message to show.
        public let description: String
    }

    private let descriptor: Int32

    /// The lock's file in `.scaffold/`.
    public static let fileName = "prebuild.lock"

    /// Who holds the lock: the pid and the command (`prebuild`, `generate`, `new`) written in
    /// the lock file by the run that took it.
    public struct Holder: Sendable, Equatable {
        /// The process that took the lock.
        public var pid: Int32
        /// The scaffold command it runs.
        public var command: String
    }

    /// Takes the lock of the project at `root` for `command`, waiting up to `timeout` seconds
    /// for another run to finish; `waiting` is called once if it has to wait, with the holder
    /// if known. The lock file is opened through ``ScaffoldFolder``: a link at `.scaffold` or at
    /// the lock (a cloned repository may commit one) is refused, never followed.
    public init(root: URL, command: String = "prebuild", timeout: Double, waiting: (Holder?) -> Void = { _ in }) throws(Failure) {
        let folder = ScaffoldFolder(project: root)
        let path = folder.project.path + "/" + ScaffoldFolder.name + "/" + Self.fileName
        let descriptor: Int32
        do { descriptor = try folder.openFile(Self.fileName) } catch { throw Failure(description: error.description) }
        let deadline = Date().addingTimeInterval(timeout)
        var announced = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            let holder = Self.holder(descriptor)
            guard error == EWOULDBLOCK || error == EINTR, Date() < deadline else {
                close(descriptor)
                throw Failure(description: "\(Self.holderName(holder)) \(holder.map { Self.isGone($0.pid) } == true ? "are" : "is") still running in \(root.path); gave up after waiting \(Int(timeout)) s for \(path)")
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
        let pid = Array("\(getpid()) \(command)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.count, 0)
    }

    /// Releases the lock.
    public func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Who holds the lock, for a message: `another scaffold prebuild (pid N)`, or, when that
    /// run is gone and only the steps it started hold the lock, `the steps left running by a
    /// killed scaffold prebuild (pid N)`.
    public static func holderName(_ holder: Holder?) -> String {
        guard let holder else { return "another scaffold run" }
        guard isGone(holder.pid) else { return "another scaffold \(holder.command) (pid \(holder.pid))" }
        return "the steps left running by a killed scaffold \(holder.command) (pid \(holder.pid))"
    }

    /// Whether `pid` has exited: no such process, or (where `/proc` tells) a zombie that its
    /// parent has not reaped yet.
    private static func isGone(_ pid: Int32) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "Z"
    }

    /// The holder written in the lock file: `<pid> <command>` (a lone pid: an earlier
    /// version's prebuild).
    private static func holder(_ descriptor: Int32) -> Holder? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let first = fields.first, let pid = Int32(first) else { return nil }
        let command = fields.dropFirst().first.map(String.init) ?? "prebuild"
        return Holder(pid: pid, command: ASCIIName.isIdentifier(command) ? command : "run")
    }
}
