/// What Tuist's binary caching and selective testing read from `Tuist.swift` (cache profiles,
/// storages, inputs). scaffold caches no binaries: these are here, with Tuist's labels, so a
/// configuration or helper naming them compiles.

/// A cache profile's starting point.
public enum BaseCacheProfile: String, Sendable, Equatable {
    case onlyExternal, allPossible, none
}

/// The profile a run uses: one of the base ones, or a custom one by name.
public enum CacheProfileType: Sendable, Equatable, ExpressibleByStringLiteral {
    case onlyExternal, allPossible, none
    case custom(String)

    public init(stringLiteral value: String) {
        switch value {
        case "only-external", "onlyExternal": self = .onlyExternal
        case "all-possible", "allPossible": self = .allPossible
        case "none": self = .none
        default: self = .custom(value)
        }
    }
}

/// Targets named in a cache profile: by name, or by tag (`"tag:feature"`).
public enum TargetQuery: Sendable, Hashable, ExpressibleByStringLiteral {
    case named(String)
    case tagged(String)

    public init(stringLiteral value: String) {
        self = value.hasPrefix("tag:") ? .tagged(String(value.dropFirst(4))) : .named(value)
    }
}

/// A cache profile: a base, with targets added and taken out.
public struct CacheProfile: Sendable, Equatable {
    public let base: BaseCacheProfile
    public let targetQueries: [TargetQuery]
    public let exceptTargetQueries: [TargetQuery]

    /// A profile.
    public static func profile(_ base: BaseCacheProfile = .onlyExternal, and targetQueries: [TargetQuery] = [],
                               except exceptTargetQueries: [TargetQuery] = []) -> CacheProfile {
        CacheProfile(base: base, targetQueries: targetQueries, exceptTargetQueries: exceptTargetQueries)
    }
}

/// Cache profiles by name, and the default one.
public struct CacheProfiles: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public let profileByName: [String: CacheProfile]
    public let defaultProfile: CacheProfileType

    /// Profiles by name.
    public static func profiles(_ profileByName: [String: CacheProfile] = [:], default defaultProfile: CacheProfileType = .onlyExternal) -> CacheProfiles {
        CacheProfiles(profileByName: profileByName, defaultProfile: defaultProfile)
    }

    public init(dictionaryLiteral elements: (String, CacheProfile)...) {
        self.init(profileByName: Dictionary(elements) { _, last in last }, defaultProfile: .onlyExternal)
    }

    init(profileByName: [String: CacheProfile], defaultProfile: CacheProfileType) {
        self.profileByName = profileByName
        self.defaultProfile = defaultProfile
    }
}

/// An input a cached target's hash includes.
public enum CacheInput: Sendable, Hashable {
    case file(Path)
    case folder(Path)
    case glob(Path)
    case script(String)
}

/// An input of a foreign build (a target another build system makes).
public enum Input: Sendable, Hashable {
    case file(Path)
    case folder(Path)
    case glob(Path)
    case script(String)
}

/// What a foreign build makes.
public enum ForeignBuildOutput: Sendable, Hashable {
    /// How the output is linked.
    public enum Linking: String, Sendable, Hashable {
        case `static`, dynamic
    }

    case xcframework(path: Path, linking: Linking)
    case framework(path: Path, linking: Linking)
    case library(path: Path, publicHeaders: Path, swiftModuleMap: Path?, linking: Linking)
}

/// How a binary is linked.
public enum BinaryLinking: String, Sendable, Hashable {
    case `static`, dynamic
}

/// The group a project is shown in, in a workspace.
public enum ProjectGroup: Sendable, Equatable {
    case none
    case group(name: String)
}

extension Tuist {
    /// Tuist 4's options of `tuist inspect`.
    public struct InspectOptions: Sendable, Equatable {
        /// Which redundant dependencies are reported.
        public struct RedundantDependencies: Sendable, Equatable {
            public let ignoreTagsMatching: Set<String>

            /// Tags whose targets are not reported.
            public static func redundantDependencies(ignoreTagsMatching: Set<String> = []) -> RedundantDependencies {
                RedundantDependencies(ignoreTagsMatching: ignoreTagsMatching)
            }
        }

        public var redundantDependencies: RedundantDependencies

        /// The options.
        public static func options(redundantDependencies: RedundantDependencies = .redundantDependencies()) -> InspectOptions {
            InspectOptions(redundantDependencies: redundantDependencies)
        }
    }

    /// Tuist 4's options of `tuist install` (scaffold install passes none to SwiftPM).
    public struct InstallOptions: Sendable, Equatable {
        /// The environment package manifests see.
        public struct ManifestEnvironment: Sendable, Equatable {
            public let usesAutomaticProviderDefaults: Bool
            public let includedVariablePatterns: [String]
            public let excludedVariablePatterns: [String]

            /// The variables a CI provider sets, and no others.
            public static let automatic = ManifestEnvironment(usesAutomaticProviderDefaults: true, includedVariablePatterns: [], excludedVariablePatterns: [])
            /// Every variable.
            public static let all = ManifestEnvironment(usesAutomaticProviderDefaults: false, includedVariablePatterns: [], excludedVariablePatterns: [])

            /// The provider's variables, with some added and some taken out.
            public static func automatic(including includedVariablePatterns: [String] = [], excluding excludedVariablePatterns: [String] = []) -> ManifestEnvironment {
                ManifestEnvironment(usesAutomaticProviderDefaults: true, includedVariablePatterns: includedVariablePatterns, excludedVariablePatterns: excludedVariablePatterns)
            }
        }

        public var passthroughSwiftPackageManagerArguments: [String]
        public var packageManifestEnvironment: ManifestEnvironment

        /// The options.
        public static func options(passthroughSwiftPackageManagerArguments: [String] = [],
                                   packageManifestEnvironment: ManifestEnvironment = .automatic) -> InstallOptions {
            InstallOptions(passthroughSwiftPackageManagerArguments: passthroughSwiftPackageManagerArguments, packageManifestEnvironment: packageManifestEnvironment)
        }
    }
}
