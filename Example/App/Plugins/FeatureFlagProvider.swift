/// Answers whether a plugin is on.
///
/// Plugins are default-on: a flag the provider has no value for is enabled, so an outage of the
/// flag service never hides a feature. Turning a plugin off is best effort. Each scope's plugin
/// enum (`LoggedInPlugin`, a `PluginFlag`) is generated into `FeatureFlags.swift` from the
/// manifest's `features:`.
public final class FeatureFlagProvider {
    private let values: [String: Bool]

    /// - Parameter values: Flag values by the flag's name (a plugin's `rawValue`), e.g. from a
    ///   remote config service.
    init(values: [String: Bool] = [:]) {
        self.values = values
    }

    /// Whether `flag` is on; `true` when there is no value for it.
    func isEnabled<Flag: PluginFlag>(_ flag: Flag) -> Bool {
        flag.isEnabled(serviceValue: values[flag.rawValue])
    }

    /// The plugins of a scope that are on, in declaration order; e.g. `enabled(LoggedInPlugin.self)`.
    func enabled<Flag: PluginFlag>(_ scope: Flag.Type) -> [Flag] {
        scope.allCases.filter(isEnabled)
    }
}
