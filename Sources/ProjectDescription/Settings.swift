/// Build settings: a base set and per-configuration sets. At the project level the
/// configurations also declare the project's build configurations.
public struct Settings: Sendable {
    /// Settings for every configuration.
    public var base: SettingsDictionary
    /// Configurations and their own settings.
    public var configurations: [Configuration]
    /// The settings Xcode's templates would give, under these: only `.recommended` is applied.
    public var defaultSettings: DefaultSettings = .recommended
    let site: CallSite

    /// The configuration Xcode builds by default: on the project, its `defaultConfig` option (a
    /// target's is read, and warned about).
    public var defaultConfiguration: String?

    /// Debug and Release configurations with these settings (with neither given, the
    /// project's configurations are left as they are).
    /// - Parameter defaultSettings: Tuist's presets under these settings. scaffold applies its
    ///   own (XcodeGen's) presets, which are `.recommended`'s; `.essential` and `.none` are read
    ///   and warned about, not applied yet.
    public static func settings(
        base: SettingsDictionary = [:], debug: SettingsDictionary = [:], release: SettingsDictionary = [:],
        defaultSettings: DefaultSettings = .recommended, defaultConfiguration: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Settings {
        let configurations: [Configuration] = debug.isEmpty && release.isEmpty
            ? [] : [.debug(name: .debug, settings: debug), .release(name: .release, settings: release)]
        return .settings(base: base, configurations: configurations, defaultSettings: defaultSettings, defaultConfiguration: defaultConfiguration,
                         file: file, line: line, column: column)
    }

    /// Settings; `configurations` adds per-configuration values (and, for the project, declares them).
    public static func settings(
        base: SettingsDictionary = [:], configurations: [Configuration], defaultSettings: DefaultSettings = .recommended,
        defaultConfiguration: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Settings {
        var settings = Settings(base: base, configurations: configurations, site: CallSite(file, line, column))
        settings.defaultSettings = defaultSettings
        settings.defaultConfiguration = defaultConfiguration
        return settings
    }

    init(base: SettingsDictionary, configurations: [Configuration], site: CallSite) {
        self.base = base
        self.configurations = configurations
        self.site = site
    }

    /// Which presets go under the settings (Tuist's `DefaultSettings`).
    public enum DefaultSettings: Sendable, Equatable {
        /// Xcode's recommended settings.
        case recommended(excluding: Set<String> = [])
        /// Only the essential ones.
        case essential(excluding: Set<String> = [])
        /// None.
        case none

        /// The recommended settings, none excluded.
        public static var recommended: DefaultSettings { .recommended(excluding: []) }
        /// The essential settings, none excluded.
        public static var essential: DefaultSettings { .essential(excluding: []) }
    }

    /// `configFiles:` — each configuration's `.xcconfig`, when any has one.
    var configFilesJSON: ManifestJSON? {
        let files = configurations.compactMap { configuration in configuration.xcconfig.map { (configuration.name.rawValue, ManifestJSON.string($0.manifestRelative)) } }
        return files.isEmpty ? nil : .object(files)
    }

    /// `settings:` — `base:` and `configs:` by configuration name, each at its call.
    var json: ManifestJSON {
        let configs = configurations.filter { !$0.settings.isEmpty }
        return ManifestJSON.fields([
            ("base", Self.json(base)),
            ("configs", .object(configs.map { ($0.name.rawValue, Self.json($0.settings, at: $0.site)) })),
        ], at: base.isEmpty && configs.isEmpty ? nil : site)
    }

    /// Two configurations with one name, each an error at the second; presets other than
    /// the recommended ones, a warning. (A target's `defaultConfiguration` is warned about at
    /// the target: the project's is applied.)
    var problems: [ManifestProblem] {
        var problems = ManifestProblem.duplicates(configurations.map { ($0.name.rawValue, $0.site) }, kind: "configuration")
        if case .recommended(let excluded) = defaultSettings, excluded.isEmpty { return problems }
        problems.append(ManifestProblem(message: "defaultSettings other than .recommended are not applied by scaffold yet; its presets are used", site: site, isWarning: true))
        return problems
    }

    /// The project's `configs:` (name → debug or release), when it declares configurations.
    var configsJSON: ManifestJSON? {
        configurations.isEmpty ? nil : .object(configurations.map { ($0.name.rawValue, .string($0.variant.rawValue)) })
    }

    private static func json(_ values: SettingsDictionary, at site: CallSite? = nil) -> ManifestJSON {
        let entries = values.keys.sorted().map { key in (key, values[key]?.json) }
        return ManifestJSON.fields(entries, at: site, keepingEmpty: Set(values.keys))
    }
}

/// Build settings by name.
public typealias SettingsDictionary = [String: SettingValue]

/// One build setting's value: a string or a list. `true` and `false` are written `YES` and `NO`.
public enum SettingValue: Sendable, Equatable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case array([String])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: String...) { self = .array(elements) }
    public init(booleanLiteral value: Bool) { self = .string(value ? "YES" : "NO") }
    public typealias BooleanLiteralType = Bool
    /// A string value.
    public init(_ string: String) { self = .string(string) }
    /// `YES` or `NO`.
    public init(_ bool: Bool) { self.init(booleanLiteral: bool) }

    var json: ManifestJSON {
        switch self {
        case let .string(value): return .string(value)
        case let .array(values): return .array(values.map(ManifestJSON.string))
        }
    }
}

/// A build configuration and its own settings.
public struct Configuration: Sendable {
    /// Whether a configuration builds like Debug or like Release.
    public enum Variant: String, Sendable {
        case debug, release
    }

    /// The configuration's name.
    public var name: ConfigurationName
    /// Whether it builds like Debug or Release.
    public var variant: Variant
    /// Its settings, over the base ones.
    public var settings: SettingsDictionary
    /// Its `.xcconfig`, relative to the manifest (`configFiles:` in `Project.yml`).
    public var xcconfig: Path?
    let site: CallSite

    /// A configuration that builds like Debug.
    public static func debug(
        name: ConfigurationName, settings: SettingsDictionary = [:], xcconfig: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Configuration {
        Configuration(name: name, variant: .debug, settings: settings, xcconfig: xcconfig, site: CallSite(file, line, column))
    }

    /// A configuration that builds like Release.
    public static func release(
        name: ConfigurationName, settings: SettingsDictionary = [:], xcconfig: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Configuration {
        Configuration(name: name, variant: .release, settings: settings, xcconfig: xcconfig, site: CallSite(file, line, column))
    }
}

/// A configuration's name (`.debug`, `.release`, or any string).
public struct ConfigurationName: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The name.
    public var rawValue: String

    public init(stringLiteral value: String) { rawValue = value }

    /// A configuration named `name`.
    public static func configuration(_ name: String) -> ConfigurationName { ConfigurationName(stringLiteral: name) }
    /// `Debug`.
    public static var debug: ConfigurationName { "Debug" }
    /// `Release`.
    public static var release: ConfigurationName { "Release" }
}
