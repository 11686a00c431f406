/// A small typed graph: what `scaffold graph` draws, built from the model by one builder per
/// kind (targets, features, di, pipeline) and written by one renderer per format (dot, mermaid,
/// json). Builders add nodes, edges and clusters in a deterministic order; renderers keep it, so
/// the same model always gives the same bytes.
public struct Graph: Sendable, Hashable {
    /// What the graph shows.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// Targets, their dependencies and the package products they use.
        case targets
        /// Scopes and the plugins that plug into them.
        case features
        /// Needle's component tree, with where each dependency comes from.
        case di
        /// The pre-build pipeline's steps and where Xcode runs each.
        case pipeline
    }

    /// Which way edges point on the page.
    public enum Direction: String, Sendable, Hashable, Codable {
        /// Top to bottom (parents above children).
        case topDown = "TB"
        /// Left to right (steps in the order they run).
        case leftRight = "LR"
    }

    /// What the graph shows.
    public var kind: Kind
    /// The graph's title: the project's (or workspace's) name and the kind.
    public var title: String
    /// Which way edges point.
    public var direction: Direction
    /// The nodes, in the order they are drawn.
    public var nodes: [Node] = []
    /// The edges, in the order they are drawn.
    public var edges: [Edge] = []
    /// Boxes around groups of nodes (a workspace's projects), in the order they are drawn.
    public var clusters: [Cluster] = []

    /// An empty graph.
    public init(kind: Kind, title: String, direction: Direction = .topDown) {
        self.kind = kind
        self.title = title
        self.direction = direction
    }

    /// The node with `id`, if any.
    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }

    /// Adds `node` unless a node with its id is already there.
    public mutating func add(_ node: Node) {
        guard !nodes.contains(where: { $0.id == node.id }) else { return }
        nodes.append(node)
    }

    /// Adds `edge` unless the same edge (ends, kind and label) is already there.
    public mutating func add(_ edge: Edge) {
        guard !edges.contains(edge) else { return }
        edges.append(edge)
    }
}

extension Graph {
    /// A thing drawn as a box: a target, a package product, a scope, a component, a step…
    public struct Node: Sendable, Hashable {
        /// Unique within the graph; stable across runs (built from names, never counters).
        public var id: String
        /// The first line of the box: a name.
        public var label: String
        /// What it is, for scripts and for the shape it is drawn with (`application`,
        /// `package-product`, `scope`, `plugin`, `component`, `step`, …; see docs/Graph.md).
        public var role: String
        /// The cluster drawn around it, by id.
        public var cluster: String?
        /// Lines under the label: a plugin's flag, a component's dependencies…
        public var lines: [Line]
        /// Facts for scripts (JSON only): a target's type, a component's file…
        public var attributes: [String: String]
        /// Drawn dimmed: a test target, a component no root constructs.
        public var isSecondary: Bool

        /// Creates a node.
        public init(
            id: String, label: String, role: String, cluster: String? = nil, lines: [Line] = [], attributes: [String: String] = [:],
            isSecondary: Bool = false
        ) {
            self.id = id
            self.label = label
            self.role = role
            self.cluster = cluster
            self.lines = lines
            self.attributes = attributes
            self.isSecondary = isSecondary
        }

        /// Whether a line is missing something: the node is drawn in red.
        public var isMissing: Bool { lines.contains(where: \.isMissing) }
    }

    /// A line of a node's box.
    public struct Line: Sendable, Hashable {
        /// The text shown.
        public var text: String
        /// Whether it names something missing (drawn in red).
        public var isMissing: Bool
        /// The line's parts, for scripts (JSON only): a dependency's `name`, `type`, `provider`.
        public var fields: [String: String]

        /// Creates a line.
        public init(_ text: String, isMissing: Bool = false, fields: [String: String] = [:]) {
            self.text = text
            self.isMissing = isMissing
            self.fields = fields
        }
    }

    /// An arrow from one node to another.
    public struct Edge: Sendable, Hashable {
        /// How an edge is drawn.
        public enum Style: String, Sendable, Hashable, Codable {
            /// A solid line.
            case solid
            /// A dashed line: something weaker (a test's dependency, a scheme pre-action).
            case dashed
        }

        /// The node it starts at, by id.
        public var from: String
        /// The node it points to, by id.
        public var to: String
        /// What it means, for scripts (`depends`, `child`, `plugin`, `then`, `build-phase`, …).
        public var role: String
        /// Text beside the arrow, if any.
        public var label: String?
        /// Solid or dashed.
        public var style: Style
        /// Drawn in red: it leads to something missing.
        public var isMissing: Bool

        /// Creates an edge.
        public init(from: String, to: String, role: String, label: String? = nil, style: Style = .solid, isMissing: Bool = false) {
            self.from = from
            self.to = to
            self.role = role
            self.label = label
            self.style = style
            self.isMissing = isMissing
        }
    }

    /// A box around nodes: one project of a workspace.
    public struct Cluster: Sendable, Hashable {
        /// Unique within the graph; nodes name it.
        public var id: String
        /// The title of the box.
        public var label: String

        /// Creates a cluster.
        public init(id: String, label: String) {
            self.id = id
            self.label = label
        }
    }
}
