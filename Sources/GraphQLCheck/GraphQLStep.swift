import Foundation
import Pipeline
import ProjectSpec
import ScaffoldSupport

/// `run: graphql`: checks the step's `.graphql` inputs (one document) against its `schema` and
/// fails on any error, each at its file's line, as `di-check` does for Needle. Typed Swift output
/// is not generated yet: a step that declares `outputs` is refused rather than left unwritten.
public struct GraphQLStep: BuiltinStep {
    /// The built-in steps this module provides, by the name that selects them.
    public static let builtins: [PipelineStep.Builtin: any BuiltinStep] = [.graphql: GraphQLStep()]

    /// Creates the step.
    public init() {}

    public func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome {
        let step = invocation.step
        guard step.outputs.isEmpty else {
            return BuiltinOutcome(diagnostics: [.error(
                "the graphql step '\(step.name)' does not write typed Swift yet; it checks the operations only",
                hint: "leave `outputs:` out of the step, and keep the generator that writes the file as a step of its own"
            )])
        }
        guard let schema = step.schema else {
            return BuiltinOutcome(diagnostics: [.error("the graphql step '\(step.name)' has no schema")])
        }
        let files = invocation.inputs.filter { $0.hasSuffix(".graphql") && $0 != schema }.map { ProjectPath.url($0, root: invocation.root) }
        let result = GraphQLCheck.run(schema: ProjectPath.url(schema, root: invocation.root), files: files, relativeTo: invocation.root)
        let verdict = result.diagnostics.containsErrors ? "found problems in" : "checked"
        return BuiltinOutcome(diagnostics: result.diagnostics, messages: [
            "\(verdict) \(Plural.count(result.operations, "operation")) and \(Plural.count(result.fragments, "fragment")) in \(Plural.count(result.files, "file"))",
        ])
    }
}
