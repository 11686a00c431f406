import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a command — a pipeline step's shell command, or a program with its arguments —
/// started in its own process group, its output streamed a line at a time, stopped at its
/// timeout or on request.
///
/// Stopping sends the stop signal (SIGTERM unless chosen otherwise) to the whole group and to
/// every descendant that left it, then SIGKILL if it is still running after the grace period.
public final class CommandExecution: @unchecked Sendable {
    /// How the command ended.
    public enum Outcome: Sendable, Equatable {
        /// It exited by itself with this code.
        case exited(Int32)
        /// A signal that neither ``stop()`` nor the timeout sent ended it (a crash, the OOM
        /// killer, a `kill` from elsewhere): the signal's number.
        case signaled(Int32)
        /// It ran past its timeout and was stopped.
        case timedOut
        /// ``stop()`` was called (fail fast, Ctrl-C) and it was stopped.
        case stopped
        /// It could not be started.
        case couldNotStart(String)
    }

    private let arguments: [String]
    private let environment: [String: String]
    private let grace: Double
    private let stopSignal: Int32
    private let onLine: @Sendable (ChildOutputReader.Stream, String) -> Void
    private let lock = NSLock()
    private var child: ChildProcess?
    private var exited = false
    private var stopRequested = false

    /// Prepares the program `arguments[0]` (an absolute path) with its arguments, to run with
    /// exactly `environment`. Stopping sends `stopSignal` to its group, then SIGKILL after `grace`
    /// seconds; SIGINT suits a program that cleans up after Ctrl-C but not after SIGTERM (the
    /// swiftc driver stops its frontends, which live in process groups of their own, only then).
    public init(
        arguments: [String], environment: [String: String], grace: Double, stopSignal: Int32 = SIGTERM,
        onLine: @escaping @Sendable (ChildOutputReader.Stream, String) -> Void
    ) {
        self.arguments = arguments
        self.environment = environment
        self.grace = grace
        self.stopSignal = stopSignal
        self.onLine = onLine
    }

    /// Prepares the shell command `command`, to run with `shell -c` (`/bin/sh` unless said) in
    /// `workingDirectory`.
    public convenience init(
        command: String, workingDirectory: URL, environment: [String: String], grace: Double, shell: String = "/bin/sh",
        onLine: @escaping @Sendable (ChildOutputReader.Stream, String) -> Void
    ) {
        // `cd` first, inside the shell: posix_spawn has no portable way to set the folder.
        var environment = environment
        environment["SCAFFOLD_WORKING_DIRECTORY"] = workingDirectory.path
        let script = "cd \"$SCAFFOLD_WORKING_DIRECTORY\" || exit 127\n" + command
        self.init(arguments: [shell, "-c", script], environment: environment, grace: grace, onLine: onLine)
    }

    /// Runs the command to its end, stopping it after `timeout` seconds.
    public func run(timeout: Double) -> Outcome {
        let child: ChildProcess
        do {
            child = try ChildProcess(arguments: arguments, environment: environment)
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
            status.termination = lock.withLock {
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
        switch status.termination {
        case .exited(let code): return .exited(code)
        case .signaled(let signal): return .signaled(signal)
        }
    }

    /// Stops the command (and everything it started), from any thread; a no-op once it ended.
    public func stop() {
        let running = lock.withLock { () -> ChildProcess? in
            stopRequested = true
            return exited ? nil : child
        }
        if let running { terminate(running) }
    }

    /// The stop signal to the group now, SIGKILL after the grace period unless the child is gone.
    /// The leader stays unreaped until `exited` is set under the lock, so its group id is never
    /// stale.
    private func terminate(_ child: ChildProcess) {
        let descendants = lock.withLock { exited ? [] : child.signalTree(stopSignal) }
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in
            // Only while the leader is unreaped: after that its pid (the group id) may be reused.
            lock.withLock { if !exited { child.signalTree(SIGKILL) } }
            // Those that outlived their parent (reparented, no longer found through it) too,
            // each only while it is still the process found then (its pid may be reused).
            for descendant in descendants { ProcessTree.signal(descendant, SIGKILL) }
        }
    }

    /// How the child ended, written by the waiting thread before it signals.
    private final class ExitStatus: @unchecked Sendable {
        var termination = ChildProcess.Termination.exited(-1)
    }

    /// `signal 9 (SIGKILL)`: a signal's number, with its name when it is a common one.
    public static func describeSignal(_ signal: Int32) -> String {
        guard let name = signalNames.first(where: { $0.number == signal })?.name else { return "signal \(signal)" }
        return "signal \(signal) (\(name))"
    }

    private static let signalNames: [(number: Int32, name: String)] = [
        (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
        (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGUSR1, "SIGUSR1"),
        (SIGSEGV, "SIGSEGV"), (SIGUSR2, "SIGUSR2"), (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"),
    ]
}
