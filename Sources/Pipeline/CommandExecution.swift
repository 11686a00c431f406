import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a step's shell command: started with `/bin/sh -c` in its own process group, its
/// output streamed a line at a time, stopped at its timeout or on request.
///
/// Stopping sends SIGTERM to the whole group, then SIGKILL if it is still running after the
/// grace period.
final class CommandExecution: @unchecked Sendable {
    /// How the command ended.
    enum Outcome: Sendable, Equatable {
        /// It exited by itself with this code (128 + n when killed by signal n).
        case exited(Int32)
        /// It ran past its timeout and was stopped.
        case timedOut
        /// ``stop()`` was called (fail fast, Ctrl-C) and it was stopped.
        case stopped
        /// It could not be started.
        case couldNotStart(String)
    }

    private let command: String
    private let workingDirectory: URL
    private let environment: [String: String]
    private let grace: Double
    private let onLine: @Sendable (ChildOutputReader.Stream, String) -> Void
    private let lock = NSLock()
    private var child: ChildProcess?
    private var exited = false
    private var stopRequested = false

    /// Prepares `command`, to run in `workingDirectory` with exactly `environment`.
    init(
        command: String, workingDirectory: URL, environment: [String: String], grace: Double,
        onLine: @escaping @Sendable (ChildOutputReader.Stream, String) -> Void
    ) {
        self.command = command
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.grace = grace
        self.onLine = onLine
    }

    /// Runs the command to its end, stopping it after `timeout` seconds.
    func run(timeout: Double) -> Outcome {
        // `cd` first, inside the shell: posix_spawn has no portable way to set the folder.
        var environment = environment
        environment["SCAFFOLD_WORKING_DIRECTORY"] = workingDirectory.path
        let script = "cd \"$SCAFFOLD_WORKING_DIRECTORY\" || exit 127\n" + command
        let child: ChildProcess
        do {
            child = try ChildProcess(arguments: ["/bin/sh", "-c", script], environment: environment)
        } catch {
            return .couldNotStart(error.description)
        }
        let reader = ChildOutputReader(output: child.outputDescriptors.output, error: child.outputDescriptors.error, onLine: onLine)
        let alreadyStopped = lock.withLock { () -> Bool in
            self.child = child
            return stopRequested
        }
        if alreadyStopped { terminate(child) }

        let exit = DispatchSemaphore(value: 0)
        let status = ExitStatus()
        Thread.detachNewThread { [self] in
            child.waitUntilExited()
            status.code = lock.withLock {
                exited = true
                return child.reap()
            }
            exit.signal()
        }
        var timedOut = false
        if exit.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            terminate(child)
            exit.wait()
        }
        reader.finish(within: 1)
        if timedOut { return .timedOut }
        if lock.withLock({ stopRequested }) { return .stopped }
        return .exited(status.code)
    }

    /// Stops the command (and everything it started), from any thread; a no-op once it ended.
    func stop() {
        let running = lock.withLock { () -> ChildProcess? in
            stopRequested = true
            return exited ? nil : child
        }
        if let running { terminate(running) }
    }

    /// SIGTERM to the group now, SIGKILL after the grace period unless the child is gone. The
    /// leader stays unreaped until `exited` is set under the lock, so its group id is never stale.
    private func terminate(_ child: ChildProcess) {
        lock.withLock { if !exited { child.signalGroup(SIGTERM) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in
            // Only while the leader is unreaped: after that its pid (the group id) may be reused.
            lock.withLock { if !exited { child.signalGroup(SIGKILL) } }
        }
    }

    /// The exit code, written by the waiting thread before it signals.
    private final class ExitStatus: @unchecked Sendable {
        var code: Int32 = -1
    }
}
