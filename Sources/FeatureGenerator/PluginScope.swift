import ProjectSpec

/// A scope and the plugins that plug into it, declared as `static let <scope>Plugins`.
struct PluginScope: Equatable {
    /// The property name: the scope's lowerCamelCase name + `Plugins`; `rootPlugins` for the root.
    var propertyName: String
    /// The scope's name as the documentation shows it.
    var displayName: String
    /// The plugins' flags, sorted.
    var flags: [String]

    /// One scope per parent that has plugins, the root first, then by name. Features without a
    /// `parent` plug into the root; a feature called `Root` is that scope too, so the two share
    /// `rootPlugins` rather than declaring it twice.
    static func scopes(of plugins: [Feature]) -> [PluginScope] {
        let byProperty = Dictionary(grouping: plugins) { propertyName(for: $0.parent) }
        return byProperty.keys.sorted { ($0 == rootProperty ? 0 : 1, $0) < ($1 == rootProperty ? 0 : 1, $1) }.map { property in
            let members = byProperty[property] ?? []
            let display = property == rootProperty ? "root scope" : "`\(members.first?.parent ?? property)` scope"
            return PluginScope(propertyName: property, displayName: display, flags: members.map(\.flag).sorted())
        }
    }

    /// The `static let` declaring the list, indented for an extension body.
    var declaration: [String] {
        let elements = flags.map { "." + SwiftIdentifier.escaped($0) }.joined(separator: ", ")
        return [
            "    /// The plugins of the \(displayName), in flag order; show those the flag service leaves on.",
            "    static let \(propertyName): [FeatureFlag] = [\(elements)]",
        ]
    }

    private static let rootProperty = "rootPlugins"

    private static func propertyName(for parent: String?) -> String {
        guard let parent else { return rootProperty }
        return Feature.defaultFlag(for: parent) + "Plugins"
    }
}
