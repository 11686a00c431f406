import Foundation
import ProjectSpec
import ScaffoldSupport

/// One step of one run: decides from the cache whether it must run, runs it (a command or a
/// built-in), keeps unchanged outputs untouched, and produces its result and new cache record.
final class StepExecution: @unchecked Sendable {
    /// What the runner needs back.
    struct Completion: Sendable {
        var result: StepResult
        /// The record to cache after a success, `nil` otherwise.
        var record: PrebuildCache.Record?
    }

    private let step: PipelineStep
    private let context: PipelineContext
    private let previous: PrebuildCache.Record?
    private let lock = NSLock()
    private var command: CommandExecution?
    private var stopRequested = false

    init(step: PipelineStep, context: PipelineContext, previous: PrebuildCache.Record?) {
        self.step = step
        self.context = context
        self.previous = previous
    }

    /// Stops the step if it is running a command; a step not started yet will not start one.
    func stop() {
        let running = lock.withLock { () -> CommandExecution? in
            stopRequested = true
            return command
        }
        running?.stop()
    }

    /// Runs the step to its end.
    func run() -> Completion {
        let start = Date()
        let now = FileDigest.now
        let inputPaths = context.inputs.paths(for: step)
        if let unreadable = context.inputs.unreadable(for: step).first {
            let reason = unreadable.message(relativeTo: context.root) + "; its inputs would be incomplete, so it was not run"
            return Completion(result: result(.failed, start: start, reason: reason), record: nil)
        }
        let inputs = inputPaths.map { path -> (path: String, digest: FileDigest?) in
            (path, FileDigest.of(path: context.root.appendingPathComponent(path).path, previous: previous?.inputs[path], now: now))
        }
        // An input that is there but cannot be read would silently drop out of what the step
        // sees (a DI check missing a component reports the wrong error, or none).
        for input in inputs where input.digest == nil {
            if let reason = FileDigest.unreadableReason(path: context.root.appendingPathComponent(input.path).path) {
                return Completion(result: result(.failed, start: start, reason: "cannot read '\(input.path)': \(reason); its inputs would be incomplete, so it was not run"), record: nil)
            }
        }
        let fingerprint = StepFingerprint.of(step, toolVersion: context.options.toolVersion, inputs: inputs.map { ($0.path, $0.digest?.hash ?? "missing") })
        // A step that declares no inputs can't be known to be up to date: it runs every time,
        // like an Xcode script phase without inputs.
        if !context.options.force, !step.inputs.isEmpty, let previous, isCached(previous, fingerprint: fingerprint, now: now) {
            return Completion(result: result(.cached, start: nil), record: nil)
        }
        if context.options.dryRun {
            return Completion(result: result(.wouldRun, start: nil), record: nil)
        }
        if lock.withLock({ stopRequested }) {
            return Completion(result: result(.notStarted, start: nil, reason: "stopped before it started"), record: nil)
        }
        let backup: OutputBackup
        do {
            backup = try OutputBackup(outputs: step.outputs, root: context.root)
        } catch {
            return Completion(result: result(.failed, start: start, reason: "\(error.description), so it was not run"), record: nil)
        }
        context.observer.stepStarted(step)
        var ended = perform(inputs: inputs.filter { $0.digest != nil }.map(\.path), start: start)
        if ended.status == .succeeded, let missing = step.outputs.first(where: { !FileManager.default.fileExists(atPath: context.root.appendingPathComponent($0).path) }) {
            ended.status = .failed
            ended.reason = "it did not write its declared output \(missing)"
        }
        guard ended.status == .succeeded else {
            let problems = backup.restore()
            if !problems.isEmpty { ended.reason = ([ended.reason].compactMap { $0 } + problems).joined(separator: "; ") }
            return Completion(result: ended, record: nil)
        }
        backup.discardCopies()
        let changed = Set(backup.keepUnchangedOutputsUntouched())
        ended.changedOutputs = step.outputs.filter { changed.contains($0) }
        let record = PrebuildCache.Record(
            fingerprint: fingerprint,
            inputs: Dictionary(inputs.compactMap { input in input.digest.map { (input.path, $0) } }, uniquingKeysWith: { first, _ in first }),
            outputs: outputDigests(now: FileDigest.now)
        )
        return Completion(result: ended, record: record)
    }

    /// Whether `record` still describes the step: same fingerprint, every output there with the
    /// content it was left with.
    private func isCached(_ record: PrebuildCache.Record, fingerprint: String, now: Int64) -> Bool {
        guard record.fingerprint == fingerprint, Set(record.outputs.keys) == Set(step.outputs) else { return false }
        return step.outputs.allSatisfy { output in
            guard let recorded = record.outputs[output] else { return false }
            let current = FileDigest.of(path: context.root.appendingPathComponent(output).path, previous: recorded, now: now)
            return current?.hash == recorded.hash
        }
    }

    private func outputDigests(now: Int64) -> [String: FileDigest] {
        var digests: [String: FileDigest] = [:]
        for output in step.outputs {
            digests[output] = FileDigest.of(path: context.root.appendingPathComponent(output).path, previous: nil, now: now)
        }
        return digests
    }

    private func perform(inputs: [String], start: Date) -> StepResult {
        if let builtin = step.builtin {
            return performBuiltin(builtin, inputs: inputs, start: start)
        }
        return performCommand(start: start)
    }

    private func performBuiltin(_ builtin: PipelineStep.Builtin, inputs: [String], start: Date) -> StepResult {
        guard let implementation = context.builtins[builtin] else {
            return result(.failed, start: start, reason: "the built-in step '\(builtin.rawValue)' is not available in this build of scaffold")
        }
        // On a thread of its own, so that the step fails at its timeout whatever the parse does.
        let cancellation = Cancellation()
        let invocation = BuiltinInvocation(step: step, root: context.root, inputs: inputs, cancellation: cancellation,
                                           toolVersion: context.options.toolVersion)
        let running = BackgroundValue { implementation.run(invocation) }
        guard let outcome = running.value(within: step.timeout) else {
            cancellation.cancel()
            return result(.timedOut, start: start, reason: "timed out after \(StepTimeout.text(step.timeout))")
        }
        for message in outcome.messages { context.observer.step(step, printed: message, isError: false) }
        if !outcome.diagnostics.isEmpty { context.observer.step(step, reported: outcome.diagnostics) }
        guard outcome.succeeded else {
            let errors = outcome.diagnostics.filter { $0.severity == .error }.count
            return result(.failed, start: start, reason: Plural.count(errors, "error"))
        }
        return result(.succeeded, start: start)
    }

    private func performCommand(start: Date) -> StepResult {
        var environment = context.options.environment.merging(step.env) { _, declared in declared }
        environment["SCAFFOLD_STEP"] = step.name
        environment["SCAFFOLD_ROOT"] = context.root.path
        let observer = context.observer
        let step = step
        let execution = CommandExecution(
            command: step.run, workingDirectory: context.root.appendingPathComponent(step.workingDirectory),
            environment: environment, grace: context.options.grace
        ) { stream, line in
            observer.step(step, printed: line, isError: stream == .error)
        }
        let stopped = lock.withLock { () -> Bool in
            command = execution
            return stopRequested
        }
        if stopped { execution.stop() }
        switch execution.run(timeout: step.timeout) {
        case .exited(0):
            return result(.succeeded, start: start, exitCode: 0)
        case .exited(let code):
            return result(.failed, start: start, exitCode: code, reason: "exit code \(code)")
        case .signaled(let signal):
            return result(.failed, start: start, reason: "killed by \(CommandExecution.describeSignal(signal))")
        case .timedOut:
            return result(.timedOut, start: start, reason: "timed out after \(StepTimeout.text(step.timeout))")
        case .stopped:
            return result(.stopped, start: start, reason: "stopped")
        case .couldNotStart(let message):
            return result(.failed, start: start, reason: message)
        }
    }

    private func result(_ status: StepResult.Status, start: Date?, exitCode: Int32? = nil, reason: String? = nil) -> StepResult {
        StepResult(
            name: step.name, status: status, onFailure: step.onFailure, exitCode: exitCode,
            seconds: start.map { Date().timeIntervalSince($0) } ?? 0, reason: reason
        )
    }
}
