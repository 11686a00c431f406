import ProjectSpec
import ScaffoldSupport

/// A scope and the plugins that plug into it: its `<Scope>Plugin` enum and its component's
/// `makePlugin(_:)` factory.
struct PluginScope: Equatable {
    /// The scope's name (`LoggedIn`); `Root` for plugins without a parent.
    var name: String
    /// Its plugins, sorted by flag.
    var plugins: [Feature]

    /// The enum's name: `LoggedInPlugin`.
    var enumName: String { name + "Plugin" }

    /// Every scope: each feature that is not a plugin (LoggedIn, LoggedOut), each parent of a
    /// plugin, and `Root` when a plugin has no parent; the root first, then by name. A scope
    /// without plugins still gets its (empty) enum and factory, so its code compiles before
    /// the first plugin exists and after the last one is deleted.
    static func scopes(of features: [Feature]) -> [PluginScope] {
        let plugins = features.filter(\.plugin)
        var names = Set(features.filter { !$0.plugin }.map(\.name))
        for plugin in plugins { names.insert(plugin.parent ?? rootName) }
        let byParent = Dictionary(grouping: plugins) { $0.parent ?? rootName }
        return names.sorted { ($0 == rootName ? 0 : 1, $0) < ($1 == rootName ? 0 : 1, $1) }.map { name in
            PluginScope(name: name, plugins: (byParent[name] ?? []).sorted { $0.flag < $1.flag })
        }
    }

    /// `enum <Scope>Plugin`, conforming to `PluginFlag`.
    var enumDeclaration: [String] {
        let documentation = [
            "/// The plugins of the `\(name)` scope, in flag order; \(name)Component's `makePlugin(_:)` builds each.",
        ]
        guard !plugins.isEmpty else {
            // An enum without cases cannot declare a raw type, so the conformance is spelled out.
            return documentation + [
                "enum \(enumName): PluginFlag {",
                "    init?(rawValue: String) {",
                "        nil",
                "    }",
                "",
                "    var rawValue: String {",
                "        switch self {}",
                "    }",
                "",
                "    var title: String {",
                "        switch self {}",
                "    }",
                "",
                "    var icon: String {",
                "        switch self {}",
                "    }",
                "",
                "    /// The scope has no plugin yet, so no value of this type exists.",
                "    var unreachable: Never {",
                "        switch self {}",
                "    }",
                "}",
            ]
        }
        return documentation + ["enum \(enumName): String, PluginFlag {"]
            + plugins.map { "    case \(SwiftNaming.escaped($0.flag))" }
            + [""] + property("title", \.title)
            + [""] + property("icon", \.icon)
            + ["}"]
    }

    /// `extension <Scope>Component` with `makePlugin(_:)`: each plugin's component, built as a
    /// child of this one (so Needle and the DI check see the parent → child link), makes its view.
    var factoryExtension: [String] {
        let cases = plugins.flatMap { plugin in
            [
                "        case .\(SwiftNaming.escaped(plugin.flag)):",
                "            return \(plugin.name)Component(parent: self).make().typeErased()",
            ]
        }
        // An empty `switch` over a parameter no value exists of draws "will never be executed"
        // when the module is built; asking the enum for `Never` does not.
        let body = plugins.isEmpty ? ["        plugin.unreachable"] : ["        switch plugin {"] + cases + ["        }"]
        return [
            "extension \(name)Component {",
            "    /// Builds `plugin`: its feature's component, a child scope of this one, makes its view.",
            "    @MainActor",
            "    func makePlugin(_ plugin: \(enumName)) -> TypeErasedView {",
        ] + body + [
            "    }",
            "}",
        ]
    }

    private func property(_ name: String, _ value: KeyPath<Feature, String>) -> [String] {
        ["    var \(name): String {", "        switch self {"]
            + plugins.map { "        case .\(SwiftNaming.escaped($0.flag)): return \(TextEscaping.swiftStringLiteral($0[keyPath: value]))" }
            + ["        }", "    }"]
    }

    private static let rootName = "Root"
}
