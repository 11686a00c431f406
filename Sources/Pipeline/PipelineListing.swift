import Foundation
import ProjectSpec
import ScaffoldSupport

/// `scaffold prebuild --list`: the selected steps in the order they run, each with what it runs,
/// what it waits for, its inputs and outputs, and where Xcode runs it.
public enum PipelineListing {
    /// The listing for people.
    public static func text(_ steps: [PipelineStep], project: Project) -> String {
        guard !steps.isEmpty else { return "\(project.name): no pipeline steps selected\n" }
        var text = "\(project.name): \(Plural.count(steps.count, "pipeline step")), in the order they run\n"
        for step in steps {
            let kind = step.builtin != nil ? "built-in \(step.run)" : "run: \(step.run)"
            text += "\(step.name)  (\(kind))\n"
            var details: [(String, [String])] = [
                ("after", step.dependsOn), ("inputs", step.inputs), ("outputs", step.outputs),
                ("build phase of", step.buildPhase), ("pre-action of", step.schemePreAction),
            ]
            details.append(("on failure", [step.onFailure.rawValue + ", timeout " + StepTimeout.text(step.timeout)]))
            for (label, values) in details where !values.isEmpty {
                text += "    \(label): \(values.joined(separator: ", "))\n"
            }
        }
        return text
    }

    /// The listing as a JSON array, for tools.
    public static func json(_ steps: [PipelineStep]) -> String {
        let entries = steps.map { step in
            Entry(
                name: step.name, run: step.run, builtin: step.builtin != nil, dependsOn: step.dependsOn, inputs: step.inputs,
                outputs: step.outputs, onFailure: step.onFailure.rawValue, timeout: step.timeout,
                buildPhase: step.buildPhase, schemePreAction: step.schemePreAction
            )
        }
        return JSONText.of(entries, fallback: "[]")
    }

    private struct Entry: Encodable {
        let name: String
        let run: String
        let builtin: Bool
        let dependsOn: [String]
        let inputs: [String]
        let outputs: [String]
        let onFailure: String
        let timeout: Double
        let buildPhase: [String]
        let schemePreAction: [String]
    }
}
