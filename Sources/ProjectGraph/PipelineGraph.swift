import ProjectSpec

/// The pre-build pipeline: its steps in the order they run, what each waits for, and where
/// Xcode runs each (a target's Run Script phase, a scheme's pre-action): `scaffold graph pipeline`.
public enum PipelineGraph {
    /// The pipeline of `project`.
    public static func graph(of project: Project) -> Graph {
        var graph = Graph(kind: .pipeline, title: "\(project.name): pipeline", direction: .leftRight)
        let ordered = PipelineOrder.sorted(project.pipeline)
        for (position, step) in ordered.enumerated() {
            graph.add(node(for: step, order: position + 1))
        }
        if ordered.contains(where: { !$0.buildPhase.isEmpty || !$0.schemePreAction.isEmpty }) {
            graph.clusters.append(Graph.Cluster(id: "xcode", label: "Xcode"))
        }
        for step in ordered {
            for dependency in step.dependsOn.sorted() where project.step(named: dependency) != nil {
                graph.add(Graph.Edge(from: id(dependency), to: id(step.name), role: "then"))
            }
            for target in step.buildPhase.sorted() {
                graph.add(Graph.Node(
                    id: "target:\(target)", label: target, role: "target", cluster: "xcode",
                    lines: [Graph.Line("target: Run Script phase")]
                ))
                graph.add(Graph.Edge(from: id(step.name), to: "target:\(target)", role: "build-phase", label: "build phase"))
            }
            for scheme in step.schemePreAction.sorted() {
                graph.add(Graph.Node(
                    id: "scheme:\(scheme)", label: scheme, role: "scheme", cluster: "xcode",
                    lines: [Graph.Line("scheme: pre-action (cannot fail the build)")]
                ))
                graph.add(Graph.Edge(from: id(step.name), to: "scheme:\(scheme)", role: "pre-action", label: "pre-action", style: .dashed))
            }
        }
        return graph
    }

    /// The node id of the step `name`.
    static func id(_ name: String) -> String { "step:\(name)" }

    /// A step's node: its place in the order, what it runs, how it fails, what it writes.
    private static func node(for step: PipelineStep, order: Int) -> Graph.Node {
        var lines = [Graph.Line(step.builtin.map { "built-in \($0.rawValue)" } ?? "run: \(step.run)")]
        if step.onFailure == .warn { lines.append(Graph.Line("on failure: warn")) }
        if step.timeout != PipelineStep.defaultTimeout, step.builtin == nil { lines.append(Graph.Line("timeout: \(formatted(step.timeout)) s")) }
        lines += step.outputs.map { Graph.Line("→ \($0)") }
        let attributes = [
            "order": String(order), "run": step.run, "onFailure": step.onFailure.rawValue,
            "builtin": step.builtin == nil ? "false" : "true",
        ]
        return Graph.Node(id: id(step.name), label: "\(order). \(step.name)", role: step.builtin == nil ? "step" : "builtin-step", lines: lines, attributes: attributes)
    }

    /// `120` for 120.0, `1.5` for 1.5.
    private static func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
