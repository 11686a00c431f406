import Foundation
import ProjectSpec
import ScaffoldSupport

/// How a built-in step's generated file was written.
public enum BuiltinOutputWrite: Sendable {
    /// Written (`changed`), or left as it was because its bytes are the same.
    case written(changed: Bool)
    /// Not written: the step was given up on (past its timeout) and its outputs are being put back.
    case cancelled
    /// Not written, for the reasons given (the writer's diagnostics name the file).
    case failed([Diagnostic])
}

extension BuiltinInvocation {
    /// The step's one declared output, or an error naming how many it has and what to write
    /// (`example`, e.g. `App/Generated/NeedleGenerated.swift`).
    public func singleOutput(example: String) -> Swift.Result<String, DiagnosticsError> {
        guard step.outputs.count == 1, let output = step.outputs.first else {
            return .failure(DiagnosticsError([.error(
                "the \(step.run) step '\(step.name)' needs exactly one output, the file to generate; it has \(step.outputs.count)",
                hint: "add `outputs: [\(example)]` to the step"
            )]))
        }
        return .success(output)
    }

    /// The inputs a built-in step may read (relative to the root): those whose real location,
    /// links resolved, is inside the project; each other one is an error naming where it leads —
    /// a repository's link must not make scaffold read (and quote) a file outside it.
    public func readableInputs() -> (paths: [String], refused: [Diagnostic]) {
        let boundary = ProjectBoundary(root: root)
        var paths: [String] = []
        var refused: [Diagnostic] = []
        for input in inputs {
            if let problem = boundary.problem(reading: input) {
                refused.append(.error("not read: \(problem)", at: SourceLocation(file: input, line: 1, column: 1)))
            } else {
                paths.append(input)
            }
        }
        return (paths, refused)
    }

    /// Writes `text` to `output` (relative to the root) through the file-set writer — only when
    /// its bytes change, never outside the project, atomically — unless the step is cancelled.
    public func write(_ text: String, to output: String) -> BuiltinOutputWrite {
        var fileSet = FileSet()
        fileSet.add(output, text: text)
        let written = cancellation.unlessCancelled { () -> Swift.Result<FileSetWriter.Report, DiagnosticsError> in
            do throws(DiagnosticsError) { return .success(try FileSetWriter(root: root).apply(fileSet)) } catch { return .failure(error) }
        }
        switch written {
        case nil: return .cancelled
        case let .success(report)?: return .written(changed: report.hasChanges)
        case let .failure(error)?: return .failed(error.diagnostics)
        }
    }
}
