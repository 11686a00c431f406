/// Where each component's dependencies come from, over every path from a root, as Needle
/// resolves them: what `scaffold graph di` draws beside each component.
public struct DependencySources: Sendable {
    /// A property of a component's dependency protocol and the ancestors that provide it.
    public struct Requirement: Sendable, Hashable {
        /// The property of the dependency protocol.
        public var property: ComponentGraph.Property
        /// The nearest ancestor providing it, on each path that has one; sorted, deduplicated.
        public var providers: [String]
        /// Whether some path from a root has no ancestor that provides it (an error of the check).
        public var isMissing: Bool
    }

    /// The requirements of each component a root constructs, by component name, in protocol order.
    public private(set) var requirements: [String: [Requirement]] = [:]

    /// The sources of `graph`'s dependencies, over the paths the check walks.
    public init(_ graph: ComponentGraph) {
        let paths = PathResolver(graph).resolve().paths
        for (name, componentPaths) in Dictionary(grouping: paths, by: \.target.name) {
            guard let first = componentPaths.first else { continue }
            requirements[name] = first.requirements.indices.map { index in
                let sources = componentPaths.map { $0.requirements[index].source }
                return Requirement(
                    property: first.requirements[index].property,
                    providers: Set(sources.compactMap { $0?.component }).sorted(),
                    isMissing: sources.contains { $0 == nil }
                )
            }
        }
    }

    /// Whether a root constructs `component`, directly or through its descendants.
    public func isReachable(_ component: String) -> Bool { requirements[component] != nil }
}
