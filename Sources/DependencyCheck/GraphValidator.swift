import ScaffoldSupport

/// Every check of a component graph, each problem reported once, sorted by location.
enum GraphValidator {
    /// The diagnostics of `graph`: duplicates, unknown dependency protocols, cycles, bad
    /// constructions, unreachable components and unresolved dependencies on every path.
    static func validate(_ graph: ComponentGraph) -> [Diagnostic] {
        let (paths, truncated) = PathResolver(graph).resolve()
        var diagnostics = DuplicateCheck.diagnostics(graph)
        diagnostics += DependencyProtocolCheck.diagnostics(graph)
        diagnostics += CycleCheck.diagnostics(graph)
        diagnostics += ConstructionCheck.diagnostics(graph)
        diagnostics += ReachabilityCheck.diagnostics(graph)
        diagnostics += ProviderCheck.diagnostics(paths, graph: graph)
        if truncated {
            diagnostics.append(.error("the component graph has more than \(PathResolver.pathLimit) root-to-component paths; only the first were checked"))
        }
        return diagnostics.sortedByLocation()
    }
}

/// Needle rejects two components, or two dependency protocols, with the same name.
enum DuplicateCheck {
    static func diagnostics(_ graph: ComponentGraph) -> [Diagnostic] {
        duplicates(graph.components.map { ($0.name, $0.location) }, kind: "component")
            + duplicates(graph.dependencyProtocols.map { ($0.name, $0.location) }, kind: "dependency protocol")
    }

    /// One error at each later declaration of a name, pointing back at the first.
    private static func duplicates(_ declarations: [(name: String, location: SourceLocation)], kind: String) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        return declarations.sorted { ($0.name, $0.location) < ($1.name, $1.location) }.compactMap { declaration in
            guard let original = first[declaration.name] else {
                first[declaration.name] = declaration.location
                return nil
            }
            return .error(
                "\(kind) '\(declaration.name)' is declared twice, here and at \(original); Needle requires unique \(kind) names",
                at: declaration.location
            )
        }
    }
}

/// A component's dependency protocol must exist (Needle: "Missing dependency protocol data model").
enum DependencyProtocolCheck {
    static func diagnostics(_ graph: ComponentGraph) -> [Diagnostic] {
        let known = Set(graph.dependencyProtocols.map(\.name))
        return graph.components.compactMap { component in
            let name = component.dependencyName
            guard !component.needsNothing, !known.contains(name) else { return nil }
            return .error(
                "\(component.name)'s dependency protocol '\(name)' does not exist",
                at: component.dependencyLocation, hint: hint(for: name, known: known, graph: graph)
            )
        }
    }

    private static func hint(for name: String, known: Set<String>, graph: ComponentGraph) -> String? {
        if graph.otherProtocolNames.contains(name) {
            return "protocol '\(name)' does not count: its first inherited type must be 'Dependency'"
        }
        return Suggestion.didYouMean(name, in: known.sorted())
    }
}

/// Needle requires each component to be constructed with `parent: self`.
enum ConstructionCheck {
    static func diagnostics(_ graph: ComponentGraph) -> [Diagnostic] {
        graph.constructions.filter { !$0.passesSelf }.map { construction in
            .error(
                "\(construction.component) is constructed with 'parent: \(construction.parentArgument)'; Needle requires the parent component to pass 'self'",
                at: construction.location,
                hint: "construct it inside its parent component: \(construction.component)(parent: self)"
            )
        }
    }
}
