/// Build settings: a base set applied to every configuration, and per-configuration sets.
public struct Settings: Sendable, Hashable {
    /// Settings for every configuration.
    public var base: [String: SettingValue]
    /// Settings by configuration name, applied over `base`.
    public var configs: [String: [String: SettingValue]]

    /// Creates settings.
    public init(base: [String: SettingValue] = [:], configs: [String: [String: SettingValue]] = [:]) {
        self.base = base
        self.configs = configs
    }

    /// Whether there are no settings at all.
    public var isEmpty: Bool { base.isEmpty && configs.values.allSatisfy(\.isEmpty) }
}

/// One build setting's value: a string, or a list (`OTHER_SWIFT_FLAGS: [-D, DEBUG]`).
public enum SettingValue: Sendable, Hashable {
    case string(String)
    case list([String])
}
