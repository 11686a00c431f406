import Foundation
import ProjectSpec
import ScaffoldSupport

/// A step scaffold runs in-process when a pipeline step's `run` names it (`di-check`, `needle`).
///
/// Built-ins write their own outputs (only when the bytes change) and report problems as
/// located diagnostics rather than text. They run on a thread of their own, so a step past its
/// `timeout:` fails then, as a command's does; from that moment ``BuiltinInvocation/isCancelled``
/// is true, and the built-in must write nothing more (it checks before each file it reads and
/// before it writes).
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
    /// Set once the step has timed out (or was stopped): the built-in stops reading and writes
    /// nothing more.
    public var cancellation: Cancellation
    /// scaffold's build, for caches a built-in keeps in `.scaffold/` (empty: keep none).
    public var toolVersion: String

    /// Creates an invocation.
    public init(step: PipelineStep, root: URL, inputs: [String], cancellation: Cancellation = Cancellation(), toolVersion: String = "") {
        self.step = step
        self.root = root
        self.inputs = inputs
        self.cancellation = cancellation
        self.toolVersion = toolVersion
    }

    /// Whether the step has been given up on.
    public var isCancelled: Bool { cancellation.isCancelled }
}

/// A flag set once, from any thread: a built-in step that is no longer waited for.
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    /// A flag not set yet.
    public init() {}

    /// Sets the flag.
    public func cancel() {
        lock.withLock { cancelled = true }
    }

    /// Whether the flag is set.
    public var isCancelled: Bool { lock.withLock { cancelled } }

    /// Runs `body` unless the flag is set, holding it unset meanwhile (``cancel()`` waits), so
    /// that a write begun before the timeout ends before the step's outputs are put back;
    /// `nil` when the flag was set.
    public func unlessCancelled<Value>(_ body: () -> Value) -> Value? {
        lock.withLock { cancelled ? nil : body() }
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
