import ProjectSpec
import ScaffoldSupport

/// Receives what happens during a run, from the threads the steps run on.
public protocol PipelineObserver: Sendable {
    /// `step` is about to run (it was not cached).
    func stepStarted(_ step: PipelineStep)
    /// `step` printed `line` on its standard output, or standard error when `isError`.
    func step(_ step: PipelineStep, printed line: String, isError: Bool)
    /// A built-in `step` reported `diagnostics` (paths relative to the project root).
    func step(_ step: PipelineStep, reported diagnostics: [Diagnostic])
    /// `step` ended.
    func stepFinished(_ result: StepResult)
}
