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
    /// Whether it printed more than the limit and was stopped for it (``outcome`` says
    /// `stopped`, and only what came before the limit is kept).
    public var exceededOutputLimit = false

    /// How much output is kept of one run, both streams together: far above what a manifest
    /// prints (its JSON), far below what would exhaust memory.
    public static let outputLimit = 64 << 20

    /// Runs `arguments[0]` (an absolute path) with `arguments` and exactly `environment`,
    /// stopping it after `timeout` seconds or when `stop` is requested: `stopSignal` to its
    /// process group first, SIGKILL 2 s later if it is still running.
    /// Past `outputLimit` bytes of output it is stopped as at its timeout.
    public static func run(
        _ arguments: [String], environment: [String: String], timeout: Double, stop: StopRequest? = nil, stopSignal: Int32 = SIGTERM,
        outputLimit: Int = outputLimit
    ) -> CapturedRun {
        capture(timeout: timeout, stop: stop, outputLimit: outputLimit) { onLine in
            CommandExecution(arguments: arguments, environment: environment, grace: 2, stopSignal: stopSignal, onLine: onLine)
        }
    }

    /// Runs the shell command `command` in `workingDirectory`, as ``run(_:environment:timeout:stop:stopSignal:)`` runs a program.
    public static func run(
        shell command: String, in workingDirectory: URL, environment: [String: String], timeout: Double, stop: StopRequest? = nil,
        outputLimit: Int = outputLimit
    ) -> CapturedRun {
        capture(timeout: timeout, stop: stop, outputLimit: outputLimit) { onLine in
            CommandExecution(command: command, workingDirectory: workingDirectory, environment: environment, grace: 2, onLine: onLine)
        }
    }

    private static func capture(
        timeout: Double, stop: StopRequest?, outputLimit: Int,
        _ execution: (@escaping @Sendable (ChildOutputReader.Stream, String) -> Void) -> CommandExecution
    ) -> CapturedRun {
        let lines = Lines(limit: outputLimit)
        let execution = execution { stream, line in lines.append(line, to: stream) }
        lines.execution = execution
        let outcome = stop.map { $0.tracking(execution) { execution.run(timeout: timeout) } } ?? execution.run(timeout: timeout)
        var run = CapturedRun(outcome: outcome, output: lines.output, errors: lines.errors)
        run.exceededOutputLimit = lines.exceeded
        return run
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var outputLines: [String] = []
        private var errorLines: [String] = []
        private let limit: Int
        private var kept = 0
        private var overLimit = false
        /// Stopped once the output passes the limit.
        var execution: CommandExecution?

        init(limit: Int) {
            self.limit = limit
        }

        func append(_ line: String, to stream: ChildOutputReader.Stream) {
            let stopping = lock.withLock { () -> CommandExecution? in
                guard !overLimit else { return nil }
                kept += line.utf8.count + 1
                guard kept <= limit else {
                    overLimit = true
                    return execution
                }
                switch stream {
                case .output: outputLines.append(line)
                case .error: errorLines.append(line)
                }
                return nil
            }
            stopping?.stop()
        }

        var exceeded: Bool { lock.withLock { overLimit } }

        var output: [String] { lock.withLock { outputLines } }
        var errors: [String] { lock.withLock { errorLines } }
    }
}
