import Foundation

/// A request, from any thread, to stop the programs a task runs (Ctrl-C while a manifest
/// compiles): each ``CapturedRun`` given it is stopped, now or as soon as it starts.
public final class StopRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var running: [ObjectIdentifier: CommandExecution] = [:]

    public init() {}

    /// Stops every tracked run, and every run started from now on.
    public func stop() {
        let executions = lock.withLock { () -> [CommandExecution] in
            stopped = true
            return Array(running.values)
        }
        executions.forEach { $0.stop() }
    }

    /// Runs `body` with `execution` tracked.
    func tracking<Result>(_ execution: CommandExecution, _ body: () -> Result) -> Result {
        let alreadyStopped = lock.withLock { () -> Bool in
            running[ObjectIdentifier(execution)] = execution
            return stopped
        }
        if alreadyStopped { execution.stop() }
        defer { _ = lock.withLock { running.removeValue(forKey: ObjectIdentifier(execution)) } }
        return body()
    }
}
