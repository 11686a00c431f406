/// Each scope's plugin list before the scope has a plugin.
///
/// `scaffold generate` declares `FeatureFlag.<scope>Plugins` in `FeatureFlags.swift` only for
/// the scopes that have plugins. Until the first plugin of a scope exists, the empty list here
/// stands in, so the scope's code compiles; from then on the generated list, declared on
/// `FeatureFlag` itself, takes precedence over this default.
protocol PluginLists {}

extension PluginLists {
    /// The plugins of the `LoggedIn` scope while it has none.
    static var loggedInPlugins: [FeatureFlag] { [] }
}

extension FeatureFlag: PluginLists {}
