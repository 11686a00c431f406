/// The dependency providers Needle would generate for a graph: one per root-to-component
/// path, grouped per component by where their properties come from (one provider class per
/// group, one factory function per path), in a deterministic order.
struct ProviderPlan {
    /// A provider for one path.
    struct Provider {
        /// `^->Root->…->Component`.
        var pathString: String
        /// The component's dependency protocol.
        var dependencyName: String
        /// Whether the component needs nothing (roots, `EmptyDependency`).
        var needsNothing: Bool
        /// Each dependency property with the ancestor that provides it, in protocol order.
        var properties: [SourcedProperty]
        /// Providing ancestor → levels above the component.
        var levels: [String: Int]
    }

    /// A dependency property and its provider.
    struct SourcedProperty: Hashable {
        var name: String
        var type: String
        var source: String
    }

    /// Providers of one component that read the same properties from the same ancestors.
    struct Group {
        var providers: [Provider]
    }

    /// Groups, components by name, paths by path string within each component.
    var groups: [Group]

    /// The plan for `graph`'s paths.
    init(_ graph: ComponentGraph) {
        let paths = PathResolver(graph).resolve().paths
        let byComponent = Dictionary(grouping: paths, by: \.target.name)
        groups = byComponent.keys.sorted().flatMap { name in
            Self.groups(byComponent[name, default: []].sorted { $0.pathString < $1.pathString }.map(Self.provider))
        }
    }

    private static func provider(_ path: ResolvedPath) -> Provider {
        var levels: [String: Int] = [:]
        let properties = path.requirements.compactMap { requirement -> SourcedProperty? in
            guard let source = requirement.source else { return nil }
            levels[source.component] = source.level
            return SourcedProperty(name: requirement.property.name, type: requirement.property.type, source: source.component)
        }
        return Provider(
            pathString: path.pathString, dependencyName: path.target.dependencyName,
            needsNothing: path.target.needsNothing, properties: properties, levels: levels
        )
    }

    /// Providers grouped by their sourced properties, groups in order of first appearance.
    private static func groups(_ providers: [Provider]) -> [Group] {
        var order: [[SourcedProperty]] = []
        var members: [[SourcedProperty]: [Provider]] = [:]
        for provider in providers {
            if members[provider.properties] == nil { order.append(provider.properties) }
            members[provider.properties, default: []].append(provider)
        }
        return order.map { Group(providers: members[$0, default: []]) }
    }
}
