import Foundation
import Pipeline
import ProjectSpec
import ScaffoldSupport

/// `run: graphql`: checks the step's `.graphql` inputs (one document) against its `schema` and
/// fails on any error, each at its file's line, as `di-check` does for Needle; with one
/// `outputs` entry it then writes the typed Swift of every operation there (only when its bytes
/// change). Without outputs it only checks.
public struct GraphQLStep: BuiltinStep {
    /// The built-in steps this module provides, by the name that selects them.
    public static let builtins: [PipelineStep.Builtin: any BuiltinStep] = [.graphql: GraphQLStep()]

    /// Creates the step.
    public init() {}

    public func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome {
        let step = invocation.step
        guard let schema = step.schema else {
            return BuiltinOutcome(diagnostics: [.error("the graphql step '\(step.name)' has no schema")])
        }
        // The schema is one of the step's inputs (StepInputs adds it), so it is checked here too.
        let readable = invocation.readableInputs()
        guard readable.refused.isEmpty else { return BuiltinOutcome(diagnostics: readable.refused) }
        let files = readable.paths.filter { $0.hasSuffix(".graphql") && $0 != schema }.map { ProjectPath.url($0, root: invocation.root) }
        let schemaURL = ProjectPath.url(schema, root: invocation.root)
        let cache = invocation.toolVersion.isEmpty ? nil : GraphQLSchemaCache(project: invocation.root, toolVersion: invocation.toolVersion)
        guard !step.outputs.isEmpty else {
            let result = GraphQLCheck.run(schema: schemaURL, files: files, relativeTo: invocation.root, cache: cache)
            return BuiltinOutcome(diagnostics: result.diagnostics, messages: [Self.summary(of: result)])
        }
        let output: String
        switch invocation.singleOutput(example: "App/Generated/GraphQLAPI.swift") {
        case let .success(path) where path.hasSuffix(".swift"): output = path
        case .success: return BuiltinOutcome(diagnostics: [.error("the graphql step '\(step.name)' writes Swift: its output must be a .swift file")])
        case let .failure(problem): return BuiltinOutcome(diagnostics: problem.diagnostics)
        }
        let (result, swift) = GraphQLCheck.generate(schema: schemaURL, files: files, relativeTo: invocation.root, options: GraphQLSwiftOptions(step: step),
                                                  cache: cache)
        guard let swift, !result.diagnostics.containsErrors else {
            return BuiltinOutcome(diagnostics: result.diagnostics, messages: [Self.summary(of: result)])
        }
        switch invocation.write(swift, to: output) {
        case .cancelled:
            return BuiltinOutcome(diagnostics: [.error("stopped at its timeout; \(output) was not written")])
        case let .written(changed):
            return BuiltinOutcome(diagnostics: result.diagnostics, messages: ["\(changed ? "wrote" : "unchanged:") \(output) for \(Self.counts(of: result))"])
        case let .failed(diagnostics):
            return BuiltinOutcome(diagnostics: result.diagnostics + diagnostics)
        }
    }

    /// `checked 2 operations and 1 fragment in 3 files` (or `found problems in …`).
    private static func summary(of result: GraphQLCheck.Result) -> String {
        (result.diagnostics.containsErrors ? "found problems in " : "checked ") + counts(of: result)
    }

    private static func counts(of result: GraphQLCheck.Result) -> String {
        "\(Plural.count(result.operations, "operation")) and \(Plural.count(result.fragments, "fragment")) in \(Plural.count(result.files, "file"))"
    }
}
