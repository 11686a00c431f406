// Hand-written for now; `scaffold generate` will write this file from the manifest's features.

/// The feature flag of each plugin.
enum FeatureFlag: String, CaseIterable {
    case profile
    case settings
}

/// Answers whether a plugin is on.
///
/// Plugins are default-on: a flag the provider has no value for is enabled, so an outage of the
/// flag service never hides a feature. Turning a plugin off is best effort.
public final class FeatureFlagProvider {
    private let values: [String: Bool]

    /// - Parameter values: Flag values by `FeatureFlag.rawValue`, e.g. from a remote config service.
    init(values: [String: Bool] = [:]) {
        self.values = values
    }

    /// Whether `flag` is on; `true` when there is no value for it.
    func isEnabled(_ flag: FeatureFlag) -> Bool {
        values[flag.rawValue] ?? true
    }

    /// The flags that are on, in declaration order.
    var enabledFlags: [FeatureFlag] {
        FeatureFlag.allCases.filter(isEnabled)
    }
}
