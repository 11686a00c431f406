import ScaffoldSupport

/// A graph as JSON for scripts and CI: the shape is documented in docs/Graph.md and versioned
/// by `version`. Keys are sorted and arrays keep the graph's order, so the text is stable.
public enum JSONRenderer {
    /// The version of the JSON shape; raised when a field changes meaning or goes away.
    public static let version = 1

    /// `graph` as pretty-printed JSON, ending with a newline.
    public static func render(_ graph: Graph) -> String {
        JSONText.of(Document(graph))
    }

    private struct Document: Encodable {
        var version = JSONRenderer.version
        var kind: String
        var title: String
        var direction: String
        var nodes: [Node]
        var edges: [Edge]
        var clusters: [Cluster]

        init(_ graph: Graph) {
            kind = graph.kind.rawValue
            title = graph.title
            direction = graph.direction.rawValue
            nodes = graph.nodes.map(Node.init)
            edges = graph.edges.map(Edge.init)
            clusters = graph.clusters.map { Cluster(id: $0.id, label: $0.label) }
        }
    }

    private struct Node: Encodable {
        var id: String
        var label: String
        var role: String
        var cluster: String?
        var lines: [Line]
        var attributes: [String: String]
        var missing: Bool
        var secondary: Bool

        init(_ node: Graph.Node) {
            id = node.id
            label = node.label
            role = node.role
            cluster = node.cluster
            lines = node.lines.map { Line(text: $0.text, missing: $0.isMissing, fields: $0.fields) }
            attributes = node.attributes
            missing = node.isMissing
            secondary = node.isSecondary
        }
    }

    private struct Line: Encodable {
        var text: String
        var missing: Bool
        var fields: [String: String]
    }

    private struct Edge: Encodable {
        var from: String
        var to: String
        var role: String
        var label: String?
        var style: String
        var missing: Bool

        init(_ edge: Graph.Edge) {
            from = edge.from
            to = edge.to
            role = edge.role
            label = edge.label
            style = edge.style.rawValue
            missing = edge.isMissing
        }
    }

    private struct Cluster: Encodable {
        var id: String
        var label: String
    }
}
