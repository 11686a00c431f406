/// Answers whether a plugin is on.
///
/// Plugins are default-on: a flag the provider has no value for is enabled, so an outage of the
/// flag service never hides a feature. Turning a plugin off is best effort. `FeatureFlag` and each
/// scope's plugin list are generated into `FeatureFlags.swift` from the manifest's `features:`.
public final class FeatureFlagProvider {
    private let values: [String: Bool]

    /// - Parameter values: Flag values by `FeatureFlag.rawValue`, e.g. from a remote config service.
    init(values: [String: Bool] = [:]) {
        self.values = values
    }

    /// Whether `flag` is on; `true` when there is no value for it.
    func isEnabled(_ flag: FeatureFlag) -> Bool {
        flag.isEnabled(serviceValue: values[flag.rawValue])
    }

    /// The flags of `plugins` that are on, in the same order; e.g. `enabled(FeatureFlag.loggedInPlugins)`.
    func enabled(_ plugins: [FeatureFlag]) -> [FeatureFlag] {
        plugins.filter(isEnabled)
    }
}
