import ScaffoldSupport

/// `--focus NAME`: a node and everything it reaches, the rest left out.
enum GraphFocus {
    /// `graph` cut down to the node among `candidates` labelled `name` (or whose
    /// `cluster-label/label` is `name`) and the nodes its edges reach; an error naming the
    /// candidates when there is no such node.
    static func reachable(from name: String, in graph: Graph, among candidates: [Graph.Node]) throws(DiagnosticsError) -> Graph {
        let clusterLabels = Dictionary(graph.clusters.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
        let qualified = { (node: Graph.Node) in node.cluster.flatMap { clusterLabels[$0] }.map { "\($0)/\(node.label)" } }
        let starts = candidates.filter { $0.label == name || qualified($0) == name }
        guard !starts.isEmpty else {
            let names = candidates.map(\.label)
            throw DiagnosticsError([.error("no target named '\(name)' to focus on", hint: Suggestion.didYouMean(name, in: names))])
        }
        let outgoing = Dictionary(grouping: graph.edges, by: \.from)
        var kept = Set(starts.map(\.id))
        var queue = starts.map(\.id)
        while let next = queue.popLast() {
            for edge in outgoing[next] ?? [] where !kept.contains(edge.to) {
                kept.insert(edge.to)
                queue.append(edge.to)
            }
        }
        var focused = graph
        focused.title += " (focus: \(name))"
        focused.nodes = graph.nodes.filter { kept.contains($0.id) }
        focused.edges = graph.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        let usedClusters = Set(focused.nodes.compactMap(\.cluster))
        focused.clusters = graph.clusters.filter { usedClusters.contains($0.id) }
        return focused
    }
}
