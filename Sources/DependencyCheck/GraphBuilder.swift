import ScaffoldSupport

/// Merges the scans of every file into one `ComponentGraph`, as Needle consolidates
/// declarations, extensions and parent links.
enum GraphBuilder {
    /// The graph of `scans`. The result does not depend on the order of `scans`.
    static func build(_ scans: [FileScan]) -> ComponentGraph {
        let scans = scans.sorted { $0.path < $1.path }
        let names = Set(scans.flatMap { $0.components.map(\.declaration.name) })
        var components = scans.flatMap { $0.components.map(\.declaration) }.sorted(by: byNameThenLocation)
        let extensions = scans.flatMap(\.extensions).filter { names.contains($0.declaration.name) }
        attach(extensions.map(\.declaration), to: &components)
        return ComponentGraph(
            components: components,
            dependencyProtocols: scans.flatMap(\.dependencyProtocols).sorted { ($0.name, $0.location) < ($1.name, $1.location) },
            edges: edges(scans: scans, extensions: extensions, names: names),
            constructions: scans.flatMap(\.constructions).filter { names.contains($0.component) }.sorted { $0.location < $1.location },
            imports: imports(scans: scans, names: names),
            otherProtocolNames: Set(scans.flatMap(\.otherProtocols))
        )
    }

    private static func byNameThenLocation(_ lhs: ComponentGraph.Component, _ rhs: ComponentGraph.Component) -> Bool {
        (lhs.name, lhs.location) < (rhs.name, rhs.location)
    }

    /// Appends each extension's properties to the first component of its name.
    private static func attach(_ extensions: [ExtensionScan], to components: inout [ComponentGraph.Component]) {
        var firstIndex: [String: Int] = [:]
        for (index, component) in components.enumerated() where firstIndex[component.name] == nil {
            firstIndex[component.name] = index
        }
        for item in extensions {
            guard let index = firstIndex[item.name] else { continue }
            components[index].properties += item.properties
        }
    }

    /// One edge per (parent, child) pair of components, at the pair's first call.
    private static func edges(scans: [FileScan], extensions: [Scoped<ExtensionScan>], names: Set<String>) -> [ComponentGraph.Edge] {
        let bodies = scans.flatMap(\.components).map { ($0.declaration.name, $0.calls) } + extensions.map { ($0.declaration.name, $0.calls) }
        var first: [Pair: SourceLocation] = [:]
        for (parent, calls) in bodies {
            for call in calls where names.contains(call.callee) {
                let pair = Pair(parent: parent, child: call.callee)
                if let existing = first[pair], existing <= call.location { continue }
                first[pair] = call.location
            }
        }
        return first.map { ComponentGraph.Edge(parent: $0.key.parent, child: $0.key.child, location: $0.value) }
            .sorted { ($0.parent, $0.child) < ($1.parent, $1.child) }
    }

    private struct Pair: Hashable {
        var parent: String
        var child: String
    }

    /// The imports of files that declare a component, a dependency protocol or a component extension.
    private static func imports(scans: [FileScan], names: Set<String>) -> [String] {
        let contributing = scans.filter { scan in
            scan.declaresEntities || scan.extensions.contains { names.contains($0.declaration.name) }
        }
        return Set(contributing.flatMap(\.imports)).sorted()
    }
}
