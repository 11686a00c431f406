/// Tuist's configuration: `Tuist.swift` (Tuist 4, `Tuist(project: .tuist(…))`) or
/// `Tuist/Config.swift` (`Config(…)`, Tuist 3's and Tuist 4's earlier spelling). scaffold reads
/// the plugins it names from the file's text and compiles nothing of it: the type is here so
/// that a helper naming one of its parts compiles, with Tuist's labels and defaults.
public typealias Config = Tuist

public struct Tuist: Sendable {
    /// The project Tuist works with and its options.
    public var project: TuistProject
    /// The project's handle on the Tuist server (`org/project`).
    public var fullHandle: String?
    /// Options of `tuist inspect`.
    public var inspectOptions: InspectOptions
    /// Xcode's cache options.
    public var cache: Cache
    /// The Tuist server.
    public var url: String
    /// Binary caching (Tuist 3's `Config(cache:)`).
    public var cacheProfiles: ProjectDescription.Cache?

    /// The options of a Tuist project (`project: .tuist(…)`), or Tuist's defaults.
    private var options: (CompatibleXcodeVersions, Version?, [PluginLocation], GenerationOptions, InstallOptions) {
        if case let .tuist(compatible, swift, plugins, generation, _, install) = project { return (compatible, swift, plugins, generation, install) }
        return (.all, nil, [], .options(), .options())
    }

    /// The Xcode versions the project accepts.
    public var compatibleXcodeVersions: CompatibleXcodeVersions { options.0 }
    /// The Swift version.
    public var swiftVersion: Version? { options.1 }
    /// The plugins.
    public var plugins: [PluginLocation] { options.2 }
    /// Options of generation.
    public var generationOptions: GenerationOptions { options.3 }
    /// Options of `tuist install`.
    public var installOptions: InstallOptions { options.4 }
    /// Tuist 3's binary cache.
    public var cloud: Cloud? { nil }

    /// A configuration in `Config`'s spelling (Tuist 3's labels and Tuist 4's earlier ones).
    public init(
        compatibleXcodeVersions: CompatibleXcodeVersions = .all, cloud: Cloud? = nil, cache: ProjectDescription.Cache? = nil,
        fullHandle: String? = nil, url: String = "https://tuist.dev", swiftVersion: Version? = nil, plugins: [PluginLocation] = [],
        generationOptions: GenerationOptions = .options(), inspectOptions: InspectOptions = .options(), installOptions: InstallOptions = .options()
    ) {
        project = .tuist(compatibleXcodeVersions: compatibleXcodeVersions, swiftVersion: swiftVersion, plugins: plugins,
                         generationOptions: generationOptions, inspectOptions: inspectOptions, installOptions: installOptions)
        self.fullHandle = cloud?.projectId ?? fullHandle
        self.inspectOptions = inspectOptions
        self.cache = .options()
        self.url = cloud?.url ?? url
        cacheProfiles = cache
    }

    /// A configuration in `Tuist.swift`'s spelling.
    public init(fullHandle: String? = nil, inspectOptions: InspectOptions = .options(), cache: Cache = .options(), url: String = "https://tuist.dev",
                project: TuistProject) {
        self.project = project
        self.fullHandle = fullHandle
        self.inspectOptions = inspectOptions
        self.cache = cache
        self.url = url
    }

    /// Xcode's compilation cache options.
    public struct Cache: Sendable, Equatable {
        /// Whether artifacts are pushed to the remote cache.
        public let push: Bool
        /// The options.
        public static func options(push: Bool = true) -> Cache { Cache(push: push) }
    }

    /// Options of generation.
    public struct GenerationOptions: Sendable, Equatable {
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
        public var optionalAuthentication: Bool
        public var buildInsightsDisabled: Bool
        public var disableSandbox: Bool
        public var includeGenerateScheme: Bool

        /// The options, Tuist's defaults for those left out (every spelling Tuist has had).
        public static func options(
            resolveDependenciesWithSystemScm: Bool = false, disablePackageVersionLocking: Bool = false, clonedSourcePackagesDirPath: Path? = nil,
            staticSideEffectsWarningTargets: StaticSideEffectsWarningTargets = .all, enforceExplicitDependencies: Bool = false,
            defaultConfiguration: String? = nil, optionalAuthentication: Bool = false, buildInsightsDisabled: Bool = false,
            disableSandbox: Bool = false, includeGenerateScheme: Bool = false
        ) -> GenerationOptions {
            GenerationOptions(resolveDependenciesWithSystemScm: resolveDependenciesWithSystemScm, disablePackageVersionLocking: disablePackageVersionLocking,
                              clonedSourcePackagesDirPath: clonedSourcePackagesDirPath, staticSideEffectsWarningTargets: staticSideEffectsWarningTargets,
                              enforceExplicitDependencies: enforceExplicitDependencies, defaultConfiguration: defaultConfiguration,
                              optionalAuthentication: optionalAuthentication, buildInsightsDisabled: buildInsightsDisabled, disableSandbox: disableSandbox,
                              includeGenerateScheme: includeGenerateScheme)
        }
    }

    /// Where Tuist's binary cache is kept.
    public enum CacheStorageOption: Sendable, Equatable {
        case local, remote
    }

    /// The remote cache's backend.
    public enum RemoteCacheBackend: Sendable, Equatable {
        case regional, legacy
    }

    /// Tuist's binary cache options.
    public struct CacheOptions: Sendable, Equatable {
        public var keepSourceTargets: Bool
        public var profiles: CacheProfiles
        public var storages: [CacheStorageOption]
        public var remoteCacheBackend: RemoteCacheBackend

        /// The options.
        public static func options(keepSourceTargets: Bool = false, profiles: CacheProfiles = [:], storages: [CacheStorageOption] = [.local, .remote],
                                   remoteCacheBackend: RemoteCacheBackend = .regional) -> CacheOptions {
            CacheOptions(keepSourceTargets: keepSourceTargets, profiles: profiles, storages: storages, remoteCacheBackend: remoteCacheBackend)
        }
    }
}

/// The project a `Tuist.swift` describes.
public enum TuistProject: Sendable {
    /// A Tuist project (manifests) and its options.
    case tuist(compatibleXcodeVersions: CompatibleXcodeVersions = .all, swiftVersion: Version? = nil, plugins: [PluginLocation] = [],
               generationOptions: Tuist.GenerationOptions = .options(), inspectOptions: Tuist.InspectOptions = .options(),
               installOptions: Tuist.InstallOptions = .options())
    /// An Xcode project Tuist does not generate.
    case xcode(TuistXcodeProjectOptions = .options())
}

/// Options of an Xcode project a `Tuist.swift` names without generating it.
public struct TuistXcodeProjectOptions: Sendable, Equatable {
    public init() {}

    /// The options.
    public static func options() -> TuistXcodeProjectOptions { TuistXcodeProjectOptions() }
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
