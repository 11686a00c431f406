/// Pipeline steps in dependency order, shared by the build phases and the scheme pre-actions.
public enum PipelineOrder {
    /// `steps` so that each comes after the steps it depends on; among steps ready at the same
    /// time, by name. Steps in a cycle (which validation rejects) follow, by name.
    public static func sorted(_ steps: [PipelineStep]) -> [PipelineStep] {
        let names = Set(steps.map(\.name))
        var remaining = Dictionary(steps.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var done: Set<String> = []
        var ordered: [PipelineStep] = []
        while !remaining.isEmpty {
            let ready = remaining.values
                .filter { $0.dependsOn.allSatisfy { done.contains($0) || !names.contains($0) } }
                .min { $0.name < $1.name }
            guard let next = ready else {
                ordered += remaining.values.sorted { $0.name < $1.name }
                break
            }
            ordered.append(next)
            done.insert(next.name)
            remaining[next.name] = nil
        }
        return ordered
    }
}
