import Foundation
import Pipeline
import ProjectSpec
import ScaffoldSupport

/// The pipeline's built-in steps that this module provides: `run: di-check` and `run: needle`.
public enum DependencyCheckSteps {
    /// Both steps, by the built-in name that selects them.
    public static let builtins: [PipelineStep.Builtin: any BuiltinStep] = [.diCheck: DICheckStep(), .needle: NeedleStep()]

    /// The Swift files among `paths` (relative to `root`, like a step's inputs), as absolute URLs,
    /// without those `exclusions` leave out.
    public static func swiftFiles(_ paths: [String], root: URL, excluding exclusions: NeedleExclusions = NeedleExclusions()) -> [URL] {
        exclusions.filter(paths.filter { $0.hasSuffix(".swift") }.map { ProjectPath.url($0, root: root) })
    }

    /// The Swift files among a built-in step's inputs, without those its excludes leave out, or
    /// the errors for inputs that lead outside the project (which are not read).
    static func swiftFiles(of invocation: BuiltinInvocation) -> Result<[URL], DiagnosticsError> {
        let readable = invocation.readableInputs()
        guard readable.refused.isEmpty else { return .failure(DiagnosticsError(readable.refused)) }
        return .success(swiftFiles(readable.paths, root: invocation.root, excluding: NeedleExclusions(of: invocation.step)))
    }

    /// `N components (M roots) in K Swift files`.
    public static func summary(of graph: ComponentGraph, files: Int) -> String {
        let roots = graph.components.filter(\.isRoot).count
        return "\(Plural.count(graph.components.count, "component")) (\(Plural.count(roots, "root"))) in \(Plural.count(files, "Swift file"))"
    }
}

/// `run: di-check`: checks the Needle graph of the step's input files (less those its
/// `excludePaths` and `excludeSuffixes` leave out) and fails on any error, each reported at its
/// line with the path from the root.
public struct DICheckStep: BuiltinStep {
    /// Creates the step.
    public init() {}

    public func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome {
        let files: [URL]
        switch DependencyCheckSteps.swiftFiles(of: invocation) {
        case let .success(found): files = found
        case let .failure(refused): return BuiltinOutcome(diagnostics: refused.diagnostics)
        }
        let result = DependencyCheck.run(files: files, relativeTo: invocation.root) { invocation.isCancelled }
        let verdict = result.diagnostics.containsErrors ? "found problems in" : "checked"
        return BuiltinOutcome(diagnostics: result.diagnostics, messages: ["\(verdict) \(DependencyCheckSteps.summary(of: result.graph, files: files.count))"])
    }
}

/// `run: needle`: writes the file `needle generate` would write for the step's input files (less
/// those its `excludePaths` and `excludeSuffixes` leave out, as Needle's options do) to its one
/// declared output, only when the bytes change. It refuses a graph with errors (those
/// are di-check's to report in full; here they fail the step too).
public struct NeedleStep: BuiltinStep {
    /// Creates the step.
    public init() {}

    public func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome {
        let output: String
        switch invocation.singleOutput(example: "App/Generated/NeedleGenerated.swift") {
        case let .success(path): output = path
        case let .failure(problem): return BuiltinOutcome(diagnostics: problem.diagnostics)
        }
        let files: [URL]
        switch DependencyCheckSteps.swiftFiles(of: invocation) {
        case let .success(found): files = found
        case let .failure(refused): return BuiltinOutcome(diagnostics: refused.diagnostics)
        }
        let result = DependencyCheck.run(files: files, relativeTo: invocation.root) { invocation.isCancelled }
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return BuiltinOutcome(diagnostics: errors) }
        switch invocation.write(NeedleCodeGenerator.source(for: result.graph), to: output) {
        case .cancelled:
            return BuiltinOutcome(diagnostics: [.error("stopped at its timeout; \(output) was not written")])
        case let .written(changed):
            let verb = changed ? "wrote" : "unchanged:"
            return BuiltinOutcome(messages: ["\(verb) \(output) for \(DependencyCheckSteps.summary(of: result.graph, files: files.count))"])
        case let .failed(diagnostics):
            // The writer's diagnostics already name the file and the reason.
            return BuiltinOutcome(diagnostics: diagnostics)
        }
    }
}
