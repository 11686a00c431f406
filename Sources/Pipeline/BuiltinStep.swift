import Foundation
import ProjectSpec
import ScaffoldSupport

/// A step scaffold runs in-process when a pipeline step's `run` names it (`di-check`, `needle`).
///
/// Built-ins write their own outputs (only when the bytes change) and report problems as
/// located diagnostics rather than text. They are not stopped at their timeout.
public protocol BuiltinStep: Sendable {
    /// Runs the step for `invocation`.
    func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome
}

/// What a built-in step is given.
public struct BuiltinInvocation: Sendable {
    /// The manifest's step.
    public var step: PipelineStep
    /// The project root; the paths below are relative to it.
    public var root: URL
    /// The step's expanded input files, sorted.
    public var inputs: [String]

    /// Creates an invocation.
    public init(step: PipelineStep, root: URL, inputs: [String]) {
        self.step = step
        self.root = root
        self.inputs = inputs
    }
}

/// What a built-in step reports.
public struct BuiltinOutcome: Sendable {
    /// Located problems; any error fails the step.
    public var diagnostics: [Diagnostic]
    /// Lines to show, like a command's output.
    public var messages: [String]

    /// Creates an outcome.
    public init(diagnostics: [Diagnostic] = [], messages: [String] = []) {
        self.diagnostics = diagnostics
        self.messages = messages
    }

    /// Whether the step succeeded: no error among the diagnostics.
    public var succeeded: Bool { !diagnostics.containsErrors }
}
