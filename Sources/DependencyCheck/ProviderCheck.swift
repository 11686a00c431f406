import ScaffoldSupport

/// Every property of a dependency protocol must be provided, same name and type, by an
/// ancestor on every path from a root to the component.
enum ProviderCheck {
    static func diagnostics(_ paths: [ResolvedPath], graph: ComponentGraph) -> [Diagnostic] {
        let components = Dictionary(graph.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return paths.flatMap { path -> [Diagnostic] in
            let ancestors = path.names.dropLast().reversed().compactMap { components[$0] }
            return path.requirements.filter { $0.source == nil }.map { requirement in
                diagnostic(requirement.property, path: path, ancestors: Array(ancestors))
            }
        }
    }

    /// `ProfileDependency needs 'analytics: AnalyticsClient', but no ancestor provides it on Root → … → Profile`.
    private static func diagnostic(_ property: ComponentGraph.Property, path: ResolvedPath, ancestors: [ComponentGraph.Component]) -> Diagnostic {
        .error(
            "\(path.target.dependencyName) needs '\(property.signature)', but no ancestor provides it on \(path.names.joined(separator: " → "))",
            at: property.location, hint: hint(for: property, ancestors: ancestors)
        )
    }

    /// What the nearest ancestors have that comes close: the same property hidden from Needle,
    /// the same name with another type, or the same type under another name.
    static func hint(for property: ComponentGraph.Property, ancestors: [ComponentGraph.Component]) -> String? {
        let hints = [hidden(property, ancestors), sameName(property, ancestors), sameType(property, ancestors)].compactMap { $0 }
        return hints.isEmpty ? nil : hints.joined(separator: "; ")
    }

    private static func hidden(_ property: ComponentGraph.Property, _ ancestors: [ComponentGraph.Component]) -> String? {
        for ancestor in ancestors {
            guard let match = ancestor.properties.first(where: { !$0.isProvided && $0.name == property.name && $0.type == property.type }) else {
                continue
            }
            if match.isHiddenFromNeedle {
                return "\(ancestor.name) has '\(match.signature)' in its class body, but Needle only sees public properties there: "
                    + "make it public or move it into an extension"
            }
            let reason = match.isStatic ? "static" : "private or fileprivate, which Needle ignores"
            return "\(ancestor.name) has '\(match.signature)' but it is \(reason)"
        }
        return nil
    }

    private static func sameName(_ property: ComponentGraph.Property, _ ancestors: [ComponentGraph.Component]) -> String? {
        for ancestor in ancestors {
            if let match = ancestor.providedProperties.first(where: { $0.name == property.name && $0.type != property.type }) {
                return "\(ancestor.name) has '\(match.signature)'"
            }
        }
        return nil
    }

    private static func sameType(_ property: ComponentGraph.Property, _ ancestors: [ComponentGraph.Component]) -> String? {
        for ancestor in ancestors {
            let matches = ancestor.providedProperties.filter { $0.type == property.type && $0.name != property.name }
            if !matches.isEmpty {
                let listed = matches.map { "'\($0.signature)'" }.joined(separator: ", ")
                return "\(ancestor.name) has \(listed) of the same type"
            }
        }
        return nil
    }
}
