import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end with its output kept: for tools whose output is read, not shown.
public struct CapturedRun: Sendable {
    /// How it ended.
    public var outcome: CommandExecution.Outcome
    /// Its standard output, a line at a time.
    public var output: [String]
    /// Its standard error, a line at a time.
    public var errors: [String]

    /// Runs `arguments[0]` (an absolute path) with `arguments` and exactly `environment`,
    /// stopping it after `timeout` seconds or when `stop` is requested: `stopSignal` to its
    /// process group first, SIGKILL 2 s later if it is still running.
    public static func run(
        _ arguments: [String], environment: [String: String], timeout: Double, stop: StopRequest? = nil, stopSignal: Int32 = SIGTERM
    ) -> CapturedRun {
        capture(timeout: timeout, stop: stop) { onLine in
            CommandExecution(arguments: arguments, environment: environment, grace: 2, stopSignal: stopSignal, onLine: onLine)
        }
    }

    /// Runs the shell command `command` in `workingDirectory`, as ``run(_:environment:timeout:stop:stopSignal:)`` runs a program.
    public static func run(
        shell command: String, in workingDirectory: URL, environment: [String: String], timeout: Double, stop: StopRequest? = nil
    ) -> CapturedRun {
        capture(timeout: timeout, stop: stop) { onLine in
            CommandExecution(command: command, workingDirectory: workingDirectory, environment: environment, grace: 2, onLine: onLine)
        }
    }

    private static func capture(
        timeout: Double, stop: StopRequest?,
        _ execution: (@escaping @Sendable (ChildOutputReader.Stream, String) -> Void) -> CommandExecution
    ) -> CapturedRun {
        let lines = Lines()
        let execution = execution { stream, line in lines.append(line, to: stream) }
        let outcome = stop.map { $0.tracking(execution) { execution.run(timeout: timeout) } } ?? execution.run(timeout: timeout)
        return CapturedRun(outcome: outcome, output: lines.output, errors: lines.errors)
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var outputLines: [String] = []
        private var errorLines: [String] = []

        func append(_ line: String, to stream: ChildOutputReader.Stream) {
            lock.withLock {
                switch stream {
                case .output: outputLines.append(line)
                case .error: errorLines.append(line)
                }
            }
        }

        var output: [String] { lock.withLock { outputLines } }
        var errors: [String] { lock.withLock { errorLines } }
    }
}
