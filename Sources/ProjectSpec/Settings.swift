/// Build settings: a base set applied to every configuration, and per-configuration sets.
public struct Settings: Sendable, Hashable, Codable {
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
public enum SettingValue: Sendable, Hashable, Codable {
    case string(String)
    case list([String])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let list = try? container.decode([String].self) {
            self = .list(list)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .string(value): try container.encode(value)
        case let .list(values): try container.encode(values)
        }
    }
}
