import ScaffoldSupport

/// Components that construct each other in a loop: each distinct cycle reported once, at the
/// call that closes it.
enum CycleCheck {
    static func diagnostics(_ graph: ComponentGraph) -> [Diagnostic] {
        var search = Search(graph)
        let starts = graph.components.filter(\.isRoot).map(\.name) + graph.components.map(\.name)
        for name in starts where search.state[name] == nil { search.visit(name) }
        return search.cycles.map { cycle in
            .error(
                "components construct each other in a cycle: \(cycle.names.joined(separator: " → "))",
                at: cycle.location, hint: "a component cannot be its own ancestor; Needle rejects the graph"
            )
        }
    }

    private struct Cycle {
        var names: [String]
        var location: SourceLocation
    }

    /// Depth-first search with an explicit path; a back edge closes a cycle.
    private struct Search {
        enum State { case visiting, done }
        var state: [String: State] = [:]
        var path: [String] = []
        var cycles: [Cycle] = []
        var seen: Set<[String]> = []
        let edges: [String: [ComponentGraph.Edge]]

        init(_ graph: ComponentGraph) {
            edges = Dictionary(grouping: graph.edges, by: \.parent)
        }

        mutating func visit(_ name: String) {
            state[name] = .visiting
            path.append(name)
            for edge in edges[name] ?? [] {
                switch state[edge.child] {
                case .visiting?: record(edge)
                case nil: visit(edge.child)
                case .done?: break
                }
            }
            path.removeLast()
            state[name] = .done
        }

        /// The cycle `edge.child → … → edge.parent → edge.child`, unless an equal one was seen.
        private mutating func record(_ edge: ComponentGraph.Edge) {
            guard let start = path.lastIndex(of: edge.child) else { return }
            let loop = Array(path[start...])
            let canonical = rotatedToSmallest(loop)
            guard seen.insert(canonical).inserted else { return }
            cycles.append(Cycle(names: loop + [edge.child], location: edge.location))
        }

        private func rotatedToSmallest(_ loop: [String]) -> [String] {
            guard let smallest = loop.indices.min(by: { loop[$0] < loop[$1] }) else { return loop }
            return Array(loop[smallest...] + loop[..<smallest])
        }
    }
}
