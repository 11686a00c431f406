import ProjectSpec

/// How one step of a `scaffold prebuild` run ended.
public struct StepResult: Sendable, Equatable {
    /// The outcome.
    public enum Status: String, Sendable, Equatable, CaseIterable {
        /// It ran and succeeded.
        case succeeded
        /// Its fingerprint matched the cache and its outputs were intact: not run.
        case cached
        /// It ran and failed (non-zero exit, errors, or a declared output it did not write).
        case failed
        /// It ran past its timeout and was stopped.
        case timedOut = "timed-out"
        /// It was stopped because another step failed or the run was interrupted.
        case stopped
        /// It never started, because another step failed or the run was interrupted.
        case notStarted = "not-started"
        /// `--dry-run`: it would run.
        case wouldRun = "would-run"
    }

    /// The step's name.
    public var name: String
    /// The outcome.
    public var status: Status
    /// Fail or warn, from the manifest.
    public var onFailure: PipelineStep.FailurePolicy
    /// The command's exit code, when it ran to an exit.
    public var exitCode: Int32?
    /// Wall time spent on the step, in seconds (0 when it did not run).
    public var seconds: Double
    /// Why it failed or was not run, in a few words.
    public var reason: String?
    /// Declared outputs whose bytes changed in this run, relative to the root.
    public var changedOutputs: [String]

    /// Creates a result.
    public init(
        name: String, status: Status, onFailure: PipelineStep.FailurePolicy, exitCode: Int32? = nil,
        seconds: Double = 0, reason: String? = nil, changedOutputs: [String] = []
    ) {
        self.name = name
        self.status = status
        self.onFailure = onFailure
        self.exitCode = exitCode
        self.seconds = seconds
        self.reason = reason
        self.changedOutputs = changedOutputs
    }

    /// Whether it went wrong (failed or timed out), whatever the policy.
    public var wentWrong: Bool { status == .failed || status == .timedOut }

    /// Whether it fails the run: it went wrong and its policy is `fail`.
    public var failsRun: Bool { wentWrong && onFailure == .fail }
}

/// The outcome of a whole run.
public struct PipelineReport: Sendable, Equatable {
    /// One result per selected step, in the order the steps were planned.
    public var results: [StepResult]
    /// Whether the run was interrupted (Ctrl-C, SIGTERM).
    public var interrupted: Bool
    /// Wall time of the run, in seconds.
    public var seconds: Double

    /// Creates a report.
    public init(results: [StepResult], interrupted: Bool, seconds: Double) {
        self.results = results
        self.interrupted = interrupted
        self.seconds = seconds
    }

    /// Whether the run succeeded: not interrupted, and no step with `onFailure: fail` went wrong.
    public var succeeded: Bool { !interrupted && !results.contains(where: \.failsRun) }

    /// The step that failed the run first, if any.
    public var failure: StepResult? { results.first(where: \.failsRun) }
}
