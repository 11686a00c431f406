/// Tuist's configuration (`Tuist/Config.swift`, or Tuist 4's `Tuist.swift`). scaffold reads the
/// plugins it names from the file's text and compiles nothing of it: the type is here so that
/// a helper naming one of its parts compiles, with Tuist's labels and defaults.
public struct Config: Sendable {
    /// Options of generation.
    public var generationOptions: GenerationOptions
    /// The Xcode versions the project accepts.
    public var compatibleXcodeVersions: CompatibleXcodeVersions
    /// The plugins.
    public var plugins: [PluginLocation]
    /// Tuist Cloud (Tuist 3).
    public var cloud: Cloud?
    /// Binary caching (Tuist 3).
    public var cache: Cache?
    /// The Swift version.
    public var swiftVersion: Version?

    /// A configuration.
    public init(compatibleXcodeVersions: CompatibleXcodeVersions = .all, cloud: Cloud? = nil, cache: Cache? = nil, swiftVersion: Version? = nil,
                plugins: [PluginLocation] = [], generationOptions: GenerationOptions = .options()) {
        self.compatibleXcodeVersions = compatibleXcodeVersions
        self.cloud = cloud
        self.cache = cache
        self.swiftVersion = swiftVersion
        self.plugins = plugins
        self.generationOptions = generationOptions
    }

    /// Options of generation.
    public struct GenerationOptions: Sendable {
        /// Which targets Tuist warns about for static side effects.
        public enum StaticSideEffectsWarningTargets: Sendable, Equatable {
            case all, none
            case excluding([String])
        }

        public var resolveDependenciesWithSystemScm: Bool
        public var disablePackageVersionLocking: Bool
        public var clonedSourcePackagesDirPath: Path?
        public var staticSideEffectsWarningTargets: StaticSideEffectsWarningTargets
        public var enforceExplicitDependencies: Bool
        public var defaultConfiguration: String?

        /// The options, Tuist's defaults for those left out.
        public static func options(
            resolveDependenciesWithSystemScm: Bool = false, disablePackageVersionLocking: Bool = false, clonedSourcePackagesDirPath: Path? = nil,
            staticSideEffectsWarningTargets: StaticSideEffectsWarningTargets = .all, enforceExplicitDependencies: Bool = false,
            defaultConfiguration: String? = nil
        ) -> GenerationOptions {
            GenerationOptions(resolveDependenciesWithSystemScm: resolveDependenciesWithSystemScm, disablePackageVersionLocking: disablePackageVersionLocking,
                              clonedSourcePackagesDirPath: clonedSourcePackagesDirPath, staticSideEffectsWarningTargets: staticSideEffectsWarningTargets,
                              enforceExplicitDependencies: enforceExplicitDependencies, defaultConfiguration: defaultConfiguration)
        }
    }
}

/// The Xcode versions a project accepts.
public enum CompatibleXcodeVersions: Sendable, Equatable, ExpressibleByArrayLiteral, ExpressibleByStringInterpolation {
    case all
    case exact(Version)
    case upToNextMajor(Version)
    case upToNextMinor(Version)
    case list([CompatibleXcodeVersions])

    public init(arrayLiteral elements: CompatibleXcodeVersions...) { self = .list(elements) }
    public init(arrayLiteral elements: [CompatibleXcodeVersions]) { self = .list(elements) }
    public init(stringLiteral value: String) { self = .exact(Version(stringLiteral: value)) }
}

/// Tuist 3's binary cache profiles.
public struct Cache: Sendable {
    /// A profile: a configuration and a device.
    public struct Profile: Sendable {
        public var name: String
        public var configuration: String
        public var device: String?
        public var os: String?

        /// A profile.
        public static func profile(name: String, configuration: String, device: String? = nil, os: String? = nil) -> Profile {
            Profile(name: name, configuration: configuration, device: device, os: os)
        }
    }

    public var profiles: [Profile]
    public var path: Path?

    /// The cache's profiles and folder.
    public static func cache(profiles: [Profile] = [], path: Path? = nil) -> Cache { Cache(profiles: profiles, path: path) }
}

/// Tuist 3's Tuist Cloud settings.
public struct Cloud: Sendable {
    /// Its options.
    public enum Option: String, Sendable {
        case analytics, disableAnalytics, optional
    }

    public var url: String
    public var projectId: String
    public var options: [Option]

    /// The project on Tuist Cloud.
    public static func cloud(projectId: String, url: String = "https://cloud.tuist.io", options: [Option] = []) -> Cloud {
        Cloud(url: url, projectId: projectId, options: options)
    }
}

/// A plugin's own manifest (`Plugin.swift`): its name, the module its helpers make.
public struct Plugin: Sendable {
    /// The plugin's name.
    public let name: String
    /// A plugin named `name`.
    public init(name: String) { self.name = name }
}

/// Where a plugin is: a folder of the repository, or a git repository at a tag or commit.
public struct PluginLocation: Sendable {
    /// The kinds of location.
    public enum LocationType: Sendable {
        case local(path: Path)
        case gitWithTag(url: String, tag: String, directory: String?, releaseUrl: String?)
        case gitWithSha(url: String, sha: String, directory: String?)
    }

    /// Where it is.
    public var type: LocationType

    /// A plugin in a folder.
    public static func local(path: Path) -> PluginLocation { PluginLocation(type: .local(path: path)) }
    /// A plugin in a git repository at a tag (read from `Tuist/.build/Plugins/`, see `scaffold install`).
    public static func git(url: String, tag: String, directory: String? = nil, releaseUrl: String? = nil) -> PluginLocation {
        PluginLocation(type: .gitWithTag(url: url, tag: tag, directory: directory, releaseUrl: releaseUrl))
    }
    /// A plugin in a git repository at a commit.
    public static func git(url: String, sha: String, directory: String? = nil) -> PluginLocation {
        PluginLocation(type: .gitWithSha(url: url, sha: sha, directory: directory))
    }
}
