import ProjectSpec
import ScaffoldSupport

/// Which steps a `scaffold prebuild` invocation runs: all of them, the named ones, or those
/// placed in a target's build phase or a scheme's pre-actions — always with every step they
/// depend on, directly or not.
public enum PipelineSelection {
    /// What to select.
    public enum Filter: Sendable, Equatable {
        /// Every step.
        case all
        /// These steps (`--step`).
        case steps([String])
        /// The steps in this target's build phase (`--target`).
        case target(String)
        /// The steps in this scheme's pre-actions (`--scheme`).
        case scheme(String)
    }

    /// The selected steps with their dependencies, in dependency order; an unknown name is a
    /// diagnostic with a suggestion.
    public static func steps(in project: Project, filter: Filter) throws(DiagnosticsError) -> [PipelineStep] {
        let byName = Dictionary(project.pipeline.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let roots: [PipelineStep]
        switch filter {
        case .all:
            roots = project.pipeline
        case .steps(let names):
            let unknown = names.filter { byName[$0] == nil }
            guard unknown.isEmpty else {
                throw DiagnosticsError(unknown.map { name in
                    .error("no pipeline step named '\(name)'", hint: hint(for: name, among: project.pipeline.map(\.name), kind: "steps"))
                })
            }
            roots = names.compactMap { byName[$0] }
        case .target(let name):
            guard project.targets.contains(where: { $0.name == name }) else {
                throw DiagnosticsError([.error("no target named '\(name)'", hint: hint(for: name, among: project.targets.map(\.name), kind: "targets"))])
            }
            roots = project.pipeline.filter { $0.buildPhase.contains(name) }
        case .scheme(let name):
            roots = project.pipeline.filter { $0.schemePreAction.contains(name) }
        }
        var selected = Set<String>()
        var queue = roots.map(\.name)
        while let name = queue.popLast() {
            guard selected.insert(name).inserted, let step = byName[name] else { continue }
            queue += step.dependsOn
        }
        return PipelineOrder.sorted(project.pipeline.filter { selected.contains($0.name) })
    }

    private static func hint(for name: String, among names: [String], kind: String) -> String {
        if let suggestion = Suggestion.didYouMean(name, in: names) { return suggestion }
        return names.isEmpty ? "the manifest has no \(kind)" : "the \(kind) are: \(Suggestion.list(names.sorted()))"
    }
}
