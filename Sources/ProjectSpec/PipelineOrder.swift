/// Pipeline steps in dependency order, shared by the build phases, the scheme pre-actions and
/// `scaffold prebuild`.
public enum PipelineOrder {
    /// `steps` so that each comes after the steps it depends on; among steps ready at the same
    /// time, by name. Steps in a cycle (which validation rejects) follow, by name. Dependencies
    /// on names not in `steps` are ignored. O(n log n + edges).
    public static func sorted(_ steps: [PipelineStep]) -> [PipelineStep] {
        var index: [String: Int] = [:]
        for (position, step) in steps.enumerated() where index[step.name] == nil { index[step.name] = position }
        var waitingFor = Array(repeating: 0, count: steps.count)
        var dependents = Array(repeating: [Int](), count: steps.count)
        for (position, step) in steps.enumerated() where index[step.name] == position {
            for dependency in Set(step.dependsOn) {
                guard let source = index[dependency] else { continue }
                waitingFor[position] += 1
                dependents[source].append(position)
            }
        }
        var ready = index.values.filter { waitingFor[$0] == 0 }.sorted { steps[$0].name > steps[$1].name }
        var ordered: [Int] = []
        ordered.reserveCapacity(index.count)
        while let next = ready.popLast() {
            ordered.append(next)
            for dependent in dependents[next] {
                waitingFor[dependent] -= 1
                if waitingFor[dependent] == 0 { insert(dependent, into: &ready, names: steps) }
            }
        }
        if ordered.count < index.count {
            let placed = Set(ordered)
            ordered += index.values.filter { !placed.contains($0) }.sorted { steps[$0].name < steps[$1].name }
        }
        return ordered.map { steps[$0] }
    }

    /// Inserts `position` into `ready`, kept sorted by name descending (so `popLast` is the least).
    private static func insert(_ position: Int, into ready: inout [Int], names steps: [PipelineStep]) {
        let name = steps[position].name
        var low = 0, high = ready.count
        while low < high {
            let middle = (low + high) / 2
            if steps[ready[middle]].name > name { low = middle + 1 } else { high = middle }
        }
        ready.insert(position, at: low)
    }
}
