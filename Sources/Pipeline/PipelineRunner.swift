import Foundation
import ProjectSpec
import ScaffoldSupport

/// How a run behaves.
public struct PipelineOptions: Sendable {
    /// The tool's version; part of every fingerprint, so a new scaffold re-runs everything once.
    public var toolVersion: String
    /// The environment commands inherit (a step's `env` is added on top).
    public var environment: [String: String]
    /// Ignore the cache and run every selected step.
    public var force = false
    /// Decide what would run, run nothing, write nothing.
    public var dryRun = false
    /// How many steps may run at once; by default one per core.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Seconds between SIGTERM and SIGKILL when a step is stopped.
    public var grace: Double = 3

    /// Creates options.
    public init(toolVersion: String, environment: [String: String]) {
        self.toolVersion = toolVersion
        self.environment = environment
    }
}

/// What every step of a run shares.
struct PipelineContext: Sendable {
    let root: URL
    let options: PipelineOptions
    let builtins: [PipelineStep.Builtin: any BuiltinStep]
    let inputs: StepInputs
    let observer: any PipelineObserver
}

/// Runs a selection of pipeline steps as a task graph: each step after the steps it depends on,
/// independent steps side by side (at most `jobs` at once), cached by fingerprint. A step that
/// declares no `inputs` runs every time.
///
/// **Fail fast:** when a step whose `onFailure` is `fail` fails or times out, no further step
/// starts and running steps are stopped (SIGTERM to their process groups, then SIGKILL).
/// A `warn` step's failure is reported and the run goes on — its dependents run too, against
/// the outputs it had before (a failed step's outputs are put back as they were).
public final class PipelineRunner: @unchecked Sendable {
    private let project: Project
    private let root: URL
    private let options: PipelineOptions
    private let builtins: [PipelineStep.Builtin: any BuiltinStep]
    private let condition = NSCondition()
    private var running: [String: StepExecution] = [:]
    private var completions: [String: StepExecution.Completion] = [:]
    private var queue: [StepExecution] = []
    private var workersDone = false
    private var failed = false
    private var interrupted = false

    /// A runner for `project`, whose relative paths start at `root`.
    public init(project: Project, root: URL, options: PipelineOptions, builtins: [PipelineStep.Builtin: any BuiltinStep]) {
        self.project = project
        self.root = root
        self.options = options
        self.builtins = builtins
    }

    /// Stops the run from any thread (Ctrl-C): running steps are stopped, nothing more starts.
    public func interrupt() {
        let executions = condition.withLock { () -> [StepExecution] in
            interrupted = true
            condition.broadcast()
            return Array(running.values)
        }
        executions.forEach { $0.stop() }
    }

    /// Runs `selection` (steps of the project, closed over their dependencies; see
    /// ``PipelineSelection``) and saves the cache for the steps that succeeded. Unless it is a
    /// dry run, the caller holds the project's ``ProjectLock``.
    public func run(_ selection: [PipelineStep], observer: any PipelineObserver) -> PipelineReport {
        let start = Date()
        if !options.dryRun { PrebuildCache.removeStaleTemporaries(root: root) }
        var cache = PrebuildCache.load(root: root)
        let context = PipelineContext(
            root: root, options: options, builtins: builtins,
            inputs: StepInputs(steps: project.pipeline, root: root),
            observer: observer
        )
        let ordered = PipelineOrder.sorted(selection)
        let completions = schedule(ordered, context: context, cache: cache)
        for (name, completion) in completions {
            if let record = completion.record { cache.steps[name] = record }
        }
        if !options.dryRun, completions.values.contains(where: { $0.record != nil }) {
            try? cache.save(root: root)
        }
        let results = ordered.compactMap { completions[$0.name]?.result }
        let wasInterrupted = condition.withLock { interrupted }
        return PipelineReport(results: results, interrupted: wasInterrupted, seconds: Date().timeIntervalSince(start))
    }

    /// Starts steps as their dependencies finish, until all ended or the run stops.
    private func schedule(_ ordered: [PipelineStep], context: PipelineContext, cache: PrebuildCache) -> [String: StepExecution.Completion] {
        var pending = ordered
        let jobs = max(1, options.jobs)
        startWorkers(min(jobs, ordered.count), context: context)
        condition.lock()
        completions = [:]
        while true {
            let stopping = interrupted || failed
            if !stopping {
                while running.count < jobs, let index = pending.firstIndex(where: { step in step.dependsOn.allSatisfy { completions[$0] != nil } }) {
                    let step = pending.remove(at: index)
                    let execution = StepExecution(step: step, context: context, previous: cache.steps[step.name])
                    running[step.name] = execution
                    queue.append(execution)
                    condition.broadcast()
                }
            } else {
                stopRunningSteps()
            }
            if running.isEmpty && (stopping || pending.isEmpty) { break }
            condition.wait()
        }
        var finished = completions
        let wasInterrupted = interrupted
        workersDone = true
        condition.broadcast()
        condition.unlock()
        let reason = wasInterrupted ? "interrupted" : finished.values.first(where: { $0.result.failsRun }).map { "'\($0.result.name)' failed" }
        for step in pending {
            let result = StepResult(name: step.name, status: .notStarted, onFailure: step.onFailure, reason: reason.map { "not started: \($0)" })
            context.observer.stepFinished(result)
            finished[step.name] = StepExecution.Completion(result: result, record: nil)
        }
        return finished
    }

    /// Starts `count` worker threads that run queued steps until the run ends: threads are
    /// reused, since most steps of a no-op run only check their fingerprint.
    private func startWorkers(_ count: Int, context: PipelineContext) {
        condition.withLock {
            queue = []
            workersDone = false
            failed = false
        }
        for _ in 0..<count {
            let thread = Thread { [self] in work(context: context) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// One worker: takes the next queued step, runs it, records its completion.
    private func work(context: PipelineContext) {
        while true {
            condition.lock()
            while queue.isEmpty && !workersDone { condition.wait() }
            guard !queue.isEmpty else {
                condition.unlock()
                return
            }
            let execution = queue.removeFirst()
            condition.unlock()
            let completion = execution.run()
            context.observer.stepFinished(completion.result)
            condition.withLock {
                completions[completion.result.name] = completion
                running[completion.result.name] = nil
                if completion.result.failsRun { failed = true }
                condition.broadcast()
            }
        }
    }

    /// Stops every running step (the lock is held; `stop` only signals).
    private func stopRunningSteps() {
        for execution in running.values { execution.stop() }
    }
}
