import ScaffoldSupport

/// Components no root reaches: Needle generates no provider for them (it logs them as orphan
/// scopes and moves on), so constructing one crashes at run time.
enum ReachabilityCheck {
    static func diagnostics(_ graph: ComponentGraph) -> [Diagnostic] {
        let reachable = reachableNames(graph)
        let parents = Dictionary(grouping: graph.edges, by: \.child).mapValues { $0.map(\.parent) }
        var reported: Set<String> = []
        return graph.components.compactMap { component in
            guard !reachable.contains(component.name), reported.insert(component.name).inserted else { return nil }
            return .warning(
                "\(component.name) is never constructed from a root component; Needle ignores it and constructing it will crash at run time",
                at: component.location, hint: hint(for: component.name, parents: parents[component.name] ?? [])
            )
        }
    }

    private static func hint(for name: String, parents: [String]) -> String {
        if parents.isEmpty {
            return "construct it in a component that a root reaches, with \(name)(parent: self)"
        }
        return "its parents (\(Suggestion.list(parents.sorted()))) are not reachable from a root either"
    }

    /// Names reachable from a root through edges (breadth first), roots included.
    static func reachableNames(_ graph: ComponentGraph) -> Set<String> {
        let children = Dictionary(grouping: graph.edges, by: \.parent).mapValues { $0.map(\.child) }
        var reached = Set(graph.components.filter(\.isRoot).map(\.name))
        var queue = Array(reached)
        while let name = queue.popLast() {
            for child in children[name] ?? [] where reached.insert(child).inserted { queue.append(child) }
        }
        return reached
    }
}
