/// The `NEEDLE_DYNAMIC` branch of Needle's output: per component a root reaches (Needle
/// serializes none for a component with no provider path), a `Registration` extension that
/// maps dependency key paths to names and, for components with children, exposes their
/// public properties by name (`Property.isRegistered`). Only parsed, never compiled, unless
/// NEEDLE_DYNAMIC is set.
enum DynamicRegistration {
    /// One extension per reachable component, by name.
    static func source(_ graph: ComponentGraph) -> String {
        let parents = Set(graph.edges.map(\.parent))
        let reachable = ReachabilityCheck.reachableNames(graph)
        var seen: Set<String> = []
        return graph.components.filter { reachable.contains($0.name) && seen.insert($0.name).inserted }.map { component in
            let needs = graph.dependencyProtocol(named: component.dependencyName)?.properties ?? []
            let keyPaths = needs.map {
                "        keyPathToName[\\\(component.dependencyName).\($0.name)] = \"\($0.name)-\($0.type)\""
            }.joined(separator: "\n")
            let table = component.properties.filter(\.isRegistered).map {
                "        localTable[\"\($0.name)-\($0.type)\"] = { [unowned self] in self.\($0.name) as Any }"
            }.joined(separator: "\n")
            let body = parents.contains(component.name) ? keyPaths + "\n" + table : keyPaths
            return """
                extension \(component.name): NeedleFoundation.Registration {
                    public func registerItems() {
                \(body)
                    }
                }

                """
        }.joined()
    }
}
