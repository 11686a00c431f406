import DependencyCheck

/// Needle's component tree: parent → child, each component's dependencies with the ancestor
/// that provides each, and the ones no ancestor provides in red: `scaffold graph di`.
public enum DIGraph {
    /// The tree of `components`, titled with `name`.
    public static func graph(of components: ComponentGraph, name: String) -> Graph {
        var graph = Graph(kind: .di, title: "\(name): DI")
        let sources = DependencySources(components)
        for component in components.components {
            graph.add(node(for: component, in: components, sources: sources))
        }
        for edge in components.edges where graph.node(id(edge.child)) != nil {
            graph.add(Graph.Edge(from: id(edge.parent), to: id(edge.child), role: "child"))
        }
        return graph
    }

    /// The node id of the component `name`.
    static func id(_ name: String) -> String { "component:\(name)" }

    /// A component's node: its dependency protocol's properties, each with where it comes from.
    private static func node(for component: ComponentGraph.Component, in components: ComponentGraph, sources: DependencySources) -> Graph.Node {
        let reachable = component.isRoot || sources.isReachable(component.name)
        var attributes = ["dependency": component.dependencyName, "location": component.location.description]
        if !reachable { attributes["unreachable"] = "true" }
        return Graph.Node(
            id: id(component.name), label: component.name, role: component.isRoot ? "root-component" : "component",
            lines: lines(of: component, in: components, sources: sources, reachable: reachable), attributes: attributes,
            isSecondary: !reachable
        )
    }

    /// A line for a component no root constructs; one per dependency, `name: Type ← Provider`
    /// or in red `name: Type ✗ no ancestor provides it`; then `provides name: Type` for each
    /// property descendants can be given.
    private static func lines(
        of component: ComponentGraph.Component, in components: ComponentGraph, sources: DependencySources, reachable: Bool
    ) -> [Graph.Line] {
        let unreachable = reachable ? [] : [Graph.Line("no root constructs it")]
        let provided = component.providedProperties.map { property in
            Graph.Line("provides \(property.signature)", fields: fields(property).merging(["provides": "true"]) { $1 })
        }
        return unreachable + needs(of: component, in: components, sources: sources, reachable: reachable) + provided
    }

    /// The lines of what `component` needs, each with its provider, or red when none provides it.
    private static func needs(
        of component: ComponentGraph.Component, in components: ComponentGraph, sources: DependencySources, reachable: Bool
    ) -> [Graph.Line] {
        guard !component.needsNothing else { return [] }
        guard let protocolDeclaration = components.dependencyProtocol(named: component.dependencyName) else {
            return [Graph.Line("\(component.dependencyName) is not declared", isMissing: true, fields: ["dependency": component.dependencyName])]
        }
        guard reachable else { return protocolDeclaration.properties.map { Graph.Line($0.signature, fields: fields($0)) } }
        return (sources.requirements[component.name] ?? []).map { requirement in
            var fields = fields(requirement.property)
            let providers = requirement.providers.joined(separator: ", ")
            if !providers.isEmpty { fields["provider"] = providers }
            guard requirement.isMissing else { return Graph.Line("\(requirement.property.signature) ← \(providers)", fields: fields) }
            fields["missing"] = "true"
            let partly = providers.isEmpty ? "" : " (← \(providers) on other paths)"
            return Graph.Line("\(requirement.property.signature) ✗ no ancestor provides it\(partly)", isMissing: true, fields: fields)
        }
    }

    private static func fields(_ property: ComponentGraph.Property) -> [String: String] {
        ["name": property.name, "type": property.type, "location": property.location.description]
    }
}
