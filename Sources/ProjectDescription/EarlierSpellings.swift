/// Spellings of Tuist 3 that Tuist 4 deprecated or dropped, kept so a Tuist 3 workspace's
/// helpers compile: each means what its Tuist 4 successor means.

extension Arguments {
    /// Tuist 3's spelling: environment variables as plain strings.
    public init(environment: [String: String] = [:], launchArguments: [LaunchArgument] = []) {
        self.init(environmentVariables: environment.mapValues { EnvironmentVariable(stringLiteral: $0) }, launchArguments: launchArguments)
    }
}

extension EnvironmentVariable {
    /// A value, on or off.
    public init(value: String, isEnabled: Bool) {
        self.init(stringLiteral: value)
        self.isEnabled = isEnabled
    }

    /// A value under `key`, on or off (the key is the dictionary's, which wins).
    public init(key: String, value: String, isEnabled: Bool) {
        self.init(value: value, isEnabled: isEnabled)
        self.key = key
    }
}

extension Path {
    /// A path relative to the manifest (Tuist 3's initializer).
    public init(_ path: String) {
        self.init(type: .relativeToManifest, pathString: path)
    }
}

extension Environment.Value {
    /// The value as a string (a boolean as `true`/`false`).
    public func getString(default defaultValue: String) -> String {
        Optional(self).getString(default: defaultValue)
    }

    /// The value as a boolean, else `defaultValue`.
    public func getBoolean(default defaultValue: Bool) -> Bool {
        Optional(self).getBoolean(default: defaultValue)
    }
}

extension TargetDependency {
    /// A build tool plugin of a package (Tuist 3's spelling of `.package(product:type: .plugin)`).
    public static func packagePlugin(product: String, condition: PlatformCondition? = nil,
                                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        .package(product: product, type: .plugin, condition: condition, file: file, line: line, column: column)
    }
}

/// Tuist 3's diagnostics options of a run action, before ``SchemeDiagnosticsOptions``.
public enum SchemeDiagnosticsOption: String, Sendable, Equatable {
    case enableAddressSanitizer, enableDetectStackUseAfterReturn, enableThreadSanitizer, mainThreadChecker, performanceAntipatternChecker
}

/// Tuist 3's name of a settings preset, before ``Settings/DefaultSettings``.
public typealias DefaultSettings = Settings.DefaultSettings

/// A template's string with tokens Tuist replaces (`"\(.projectName)App"`).
public struct TemplateString: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    let rawString: String

    public init(stringLiteral: String) { rawString = stringLiteral }
    public init(stringInterpolation: StringInterpolation) { rawString = stringInterpolation.text }

    /// The text with its tokens as written.
    public var description: String { rawString }

    /// The tokens.
    public enum Token: String, Sendable, Equatable {
        /// The project's name.
        case projectName = "${project_name}"
    }

    /// Text and tokens.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity _: Int, interpolationCount _: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: Token) { text += token.rawValue }
    }
}

/// The Swift packages a `Tuist/Package.swift`'s `#if TUIST` block configures (read by Tuist;
/// scaffold reads the packages with SwiftPM and does not apply these settings).
public struct PackageSettings: Sendable {
    public var productTypes: [String: Product]
    public var productDestinations: [String: Destinations]
    public var baseSettings: Settings
    public var targetSettings: [String: SettingsDictionary]
    public var projectOptions: [String: Project.Options]
    /// Tuist 3's platforms.
    public var platforms: Set<PackagePlatform>

    /// Tuist 4's settings.
    public init(productTypes: [String: Product] = [:], productDestinations: [String: Destinations] = [:], baseSettings: Settings = .settings(),
                targetSettings: [String: SettingsDictionary] = [:], projectOptions: [String: Project.Options] = [:]) {
        self.productTypes = productTypes
        self.productDestinations = productDestinations
        self.baseSettings = baseSettings
        self.targetSettings = targetSettings
        self.projectOptions = projectOptions
        platforms = Set(PackagePlatform.allCases)
    }

    /// Tuist 3's settings.
    public init(productTypes: [String: Product] = [:], baseSettings: Settings = .settings(), targetSettings: [String: SettingsDictionary] = [:],
                projectOptions: [String: Project.Options] = [:], platforms: Set<PackagePlatform>) {
        self.init(productTypes: productTypes, baseSettings: baseSettings, targetSettings: targetSettings, projectOptions: projectOptions)
        self.platforms = platforms
    }
}

/// The platforms a Swift package is built for.
public enum PackagePlatform: String, Sendable, Hashable, CaseIterable {
    case iOS = "ios", macCatalyst = "maccatalyst", macOS = "macos", tvOS = "tvos", watchOS = "watchos", visionOS = "visionos"
}

/// Where Tuist 3's `Dependencies.swift` takes its packages from: its own list, or `Tuist/Package.swift`.
public enum PackagesOrManifest: Sendable {
    case packages([Package])
    case manifest
}

/// An app's privacy manifest (`PrivacyInfo.xcprivacy`), which Tuist writes (read, not written by scaffold).
public struct PrivacyManifest: Sendable {
    public var tracking: Bool
    public var trackingDomains: [String]
    public var collectedDataTypes: [[String: Plist.Value]]
    public var accessedApiTypes: [[String: Plist.Value]]

    /// The manifest's keys.
    public static func privacyManifest(tracking: Bool, trackingDomains: [String], collectedDataTypes: [[String: Plist.Value]],
                                       accessedApiTypes: [[String: Plist.Value]]) -> PrivacyManifest {
        PrivacyManifest(tracking: tracking, trackingDomains: trackingDomains, collectedDataTypes: collectedDataTypes, accessedApiTypes: accessedApiTypes)
    }
}

extension Range where Bound == Version {
    /// Whether `version` is in the range (SwiftPM's rule for pre-releases).
    public func contains(_ version: Version) -> Bool { contains(version: version) }
}

extension ClosedRange where Bound == Version {
    /// Whether `version` is in the range.
    public func contains(_ version: Version) -> Bool { version >= lowerBound && version <= upperBound }
}

extension Set where Element == Destination {
    /// The platforms of these destinations.
    public var platforms: Set<Platform> { Set<Platform>(self.map { (destination: Destination) -> Platform in destination.platform }) }
}
