/// Build settings: a base set applied to every configuration, and per-configuration sets.
public struct Settings: Sendable, Hashable, Encodable {
    /// Settings for every configuration.
    public var base: [String: SettingValue]
    /// Settings by configuration name, applied over `base`.
    public var configs: [String: [String: SettingValue]]

    /// Creates settings.
    public init(base: [String: SettingValue] = [:], configs: [String: [String: SettingValue]] = [:]) {
        self.base = base
        self.configs = configs
    }

    /// Adds `other` on top: its base over this base, its configurations' settings over these.
    public mutating func merge(_ other: Settings) {
        base.merge(other.base) { $1 }
        for (name, values) in other.configs { configs[name, default: [:]].merge(values) { $1 } }
    }

    /// The settings of configuration `name`: every `configs` entry whose key the name contains,
    /// ignoring case (XcodeGen's rule, so `debug:` applies to `Staging Debug`), the exact
    /// name last so it wins.
    public func values(forConfig name: String) -> [String: SettingValue] {
        let lowered = name.lowercased()
        var values: [String: SettingValue] = [:]
        for (key, settings) in configs.sorted(by: { $0.key < $1.key }) where key != name && lowered.contains(key.lowercased()) {
            values.merge(settings) { $1 }
        }
        if let exact = configs[name] { values.merge(exact) { $1 } }
        return values
    }

    /// Whether there are no settings at all.
    public var isEmpty: Bool { base.isEmpty && configs.values.allSatisfy(\.isEmpty) }
}

/// One build setting's value: a string, or a list (`OTHER_SWIFT_FLAGS: [-D, DEBUG]`).
public enum SettingValue: Sendable, Hashable, Encodable {
    case string(String)
    case list([String])
}
