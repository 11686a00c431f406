/// The `NEEDLE_DYNAMIC` branch of Needle's output: per component, a `Registration`
/// extension that maps dependency key paths to names and, for components with children,
/// exposes their properties by name. Only parsed, never compiled, unless NEEDLE_DYNAMIC is set.
enum DynamicRegistration {
    /// One extension per component, by name.
    static func source(_ graph: ComponentGraph) -> String {
        let parents = Set(graph.edges.map(\.parent))
        var seen: Set<String> = []
        return graph.components.filter { seen.insert($0.name).inserted }.map { component in
            let needs = graph.dependencyProtocol(named: component.dependencyName)?.properties ?? []
            let keyPaths = needs.map {
                "        keyPathToName[\\\(component.dependencyName).\($0.name)] = \"\($0.name)-\($0.type)\""
            }.joined(separator: "\n")
            let table = component.providedProperties.map {
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
