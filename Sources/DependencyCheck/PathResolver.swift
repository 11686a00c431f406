/// One path from a root to a component, with each property of the component's dependency
/// protocol resolved to the nearest ancestor on the path that provides it (same name and type),
/// as Needle's generator resolves them.
struct ResolvedPath {
    /// Component names from the root to `target`.
    var names: [String]
    /// The component at the end of the path.
    var target: ComponentGraph.Component
    /// The dependency protocol's properties, in declaration order, each with its provider.
    var requirements: [Requirement]

    /// Needle's registration key: `^->Root->…->Target`.
    var pathString: String { "^->" + names.joined(separator: "->") }

    /// A needed property and where it comes from.
    struct Requirement {
        /// The property of the dependency protocol.
        var property: ComponentGraph.Property
        /// The providing ancestor, or `nil` when no ancestor on the path provides it.
        var source: Source?
    }

    /// The ancestor that provides a property.
    struct Source: Hashable {
        /// The ancestor's name.
        var component: String
        /// How many levels above the target it is (1 = parent).
        var level: Int
    }
}

/// Enumerates every root-to-component path of a graph (depth first, children by name) and
/// resolves each path's requirements. Edges that would revisit a component on the current path
/// (cycles) and edges into roots are not followed.
struct PathResolver {
    /// The most paths enumerated; a graph with more (diamonds multiply paths) is cut off.
    static let pathLimit = 200_000

    private let graph: ComponentGraph
    private let children: [String: [String]]
    private let componentsByName: [String: ComponentGraph.Component]
    private let dependencies: [String: ComponentGraph.DependencyProtocol]

    /// A resolver over `graph`.
    init(_ graph: ComponentGraph) {
        self.graph = graph
        var byName: [String: ComponentGraph.Component] = [:]
        for component in graph.components where byName[component.name] == nil { byName[component.name] = component }
        componentsByName = byName
        var dependencies: [String: ComponentGraph.DependencyProtocol] = [:]
        for dependency in graph.dependencyProtocols where dependencies[dependency.name] == nil { dependencies[dependency.name] = dependency }
        self.dependencies = dependencies
        children = Dictionary(grouping: graph.edges, by: \.parent).mapValues { $0.map(\.child).sorted() }
    }

    /// Every path from every root (roots by name), and whether the limit cut enumeration short.
    func resolve() -> (paths: [ResolvedPath], truncated: Bool) {
        var walk = Walk()
        let roots = componentsByName.values.filter(\.isRoot).map(\.name).sorted()
        for root in roots { visit(root, &walk) }
        return (walk.paths, walk.truncated)
    }

    /// The state of the depth-first walk.
    private struct Walk {
        var names: [String] = []
        var onPath: Set<String> = []
        var providers: [Key: [(component: String, depth: Int)]] = [:]
        var paths: [ResolvedPath] = []
        var truncated = false
    }

    /// A property as Needle matches it: name and type.
    private struct Key: Hashable {
        var name: String
        var type: String
    }

    private func visit(_ name: String, _ walk: inout Walk) {
        guard let component = componentsByName[name], !walk.truncated else { return }
        guard walk.paths.count < Self.pathLimit else { walk.truncated = true; return }
        walk.names.append(name)
        walk.onPath.insert(name)
        walk.paths.append(ResolvedPath(names: walk.names, target: component, requirements: requirements(of: component, walk)))
        let depth = walk.names.count - 1
        let provided = component.providedProperties.map { Key(name: $0.name, type: $0.type) }
        for key in provided { walk.providers[key, default: []].append((name, depth)) }
        for child in children[name] ?? [] where !walk.onPath.contains(child) && componentsByName[child]?.isRoot == false {
            visit(child, &walk)
        }
        for key in provided { walk.providers[key]?.removeLast() }
        walk.onPath.remove(name)
        walk.names.removeLast()
    }

    /// The component's needs resolved against the ancestors currently on the walk.
    private func requirements(of component: ComponentGraph.Component, _ walk: Walk) -> [ResolvedPath.Requirement] {
        let depth = walk.names.count - 1
        let needed = dependencies[component.dependencyName]?.properties ?? []
        return needed.map { property in
            let nearest = walk.providers[Key(name: property.name, type: property.type)]?.last
            return .init(property: property, source: nearest.map { .init(component: $0.component, level: depth - $0.depth) })
        }
    }
}
