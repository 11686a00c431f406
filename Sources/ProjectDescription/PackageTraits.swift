/// Tuist 4's package dependencies with SwiftPM traits (`Tuist.swift`'s and `Project`'s
/// `Package.Dependency`, `PackageConfiguration`). scaffold's model has no traits: the packages
/// are what `Package` says, the traits are read and not applied.
extension Package {
    /// A package and the traits it is built with.
    public struct Dependency: Sendable, Equatable {
        /// Where the package is.
        public enum Kind: Sendable, Equatable {
            case fileSystem(path: Path)
            case sourceControl(location: String, requirement: SourceControlRequirement)
            case registry(id: String, requirement: RegistryRequirement)
        }

        /// The versions of a repository's package.
        public enum SourceControlRequirement: Sendable, Equatable {
            case exact(Version)
            case range(Range<Version>)
            case revision(String)
            case branch(String)
        }

        /// The versions of a registry's package.
        public enum RegistryRequirement: Sendable, Equatable {
            case exact(Version)
            case range(Range<Version>)
        }

        /// A trait of the package.
        public struct Trait: Sendable, Hashable, ExpressibleByStringLiteral {
            /// The package's default traits.
            public static let defaults = Trait(name: "default")
            public let name: String
            public init(name: String) { self.name = name }
            public init(stringLiteral value: String) { name = value }
        }

        public let kind: Kind
        public let traits: Set<Trait>

        /// A dependency of `kind` with `traits`.
        public init(kind: Kind, traits: Set<Trait> = [.defaults]) {
            self.kind = kind
            self.traits = traits
        }

        /// The package, as ``Package`` says it.
        public var package: Package {
            switch kind {
            case let .fileSystem(path): return .local(path: path)
            case let .sourceControl(location, requirement):
                switch requirement {
                case let .exact(version): return .remote(url: location, requirement: .exact(version))
                case let .range(range): return .remote(url: location, requirement: .range(from: range.lowerBound, to: range.upperBound))
                case let .revision(revision): return .remote(url: location, requirement: .revision(revision))
                case let .branch(branch): return .remote(url: location, requirement: .branch(branch))
                }
            case let .registry(id, requirement):
                switch requirement {
                case let .exact(version): return .registry(identifier: id, requirement: .exact(version))
                case let .range(range): return .registry(identifier: id, requirement: .range(from: range.lowerBound, to: range.upperBound))
                }
            }
        }

        private static func upToNextMajor(_ version: Version) -> Range<Version> { version..<Version(version.major + 1, 0, 0) }

        public static func package(url: String, from version: Version, traits: Set<Trait> = [.defaults]) -> Dependency {
            .package(url: url, .range(upToNextMajor(version)), traits: traits)
        }
        public static func package(url: String, _ requirement: SourceControlRequirement, traits: Set<Trait> = [.defaults]) -> Dependency {
            Dependency(kind: .sourceControl(location: url, requirement: requirement), traits: traits)
        }
        public static func package(url: String, exact version: Version, traits: Set<Trait> = [.defaults]) -> Dependency {
            .package(url: url, .exact(version), traits: traits)
        }
        public static func package(url: String, branch: String, traits: Set<Trait> = [.defaults]) -> Dependency {
            .package(url: url, .branch(branch), traits: traits)
        }
        public static func package(url: String, revision: String, traits: Set<Trait> = [.defaults]) -> Dependency {
            .package(url: url, .revision(revision), traits: traits)
        }
        public static func package(url: String, _ range: Range<Version>, traits: Set<Trait> = [.defaults]) -> Dependency {
            .package(url: url, .range(range), traits: traits)
        }
        public static func package(url: String, _ range: ClosedRange<Version>, traits: Set<Trait> = [.defaults]) -> Dependency {
            .package(url: url, .range(range.lowerBound..<range.upperBound.nextPatch), traits: traits)
        }
        public static func package(path: Path, traits: Set<Trait> = [.defaults]) -> Dependency {
            Dependency(kind: .fileSystem(path: path), traits: traits)
        }
        public static func package(id: String, from version: Version, traits: Set<Trait> = [.defaults]) -> Dependency {
            Dependency(kind: .registry(id: id, requirement: .range(upToNextMajor(version))), traits: traits)
        }
        public static func package(id: String, exact version: Version, traits: Set<Trait> = [.defaults]) -> Dependency {
            Dependency(kind: .registry(id: id, requirement: .exact(version)), traits: traits)
        }
        public static func package(id: String, _ range: Range<Version>, traits: Set<Trait> = [.defaults]) -> Dependency {
            Dependency(kind: .registry(id: id, requirement: .range(range)), traits: traits)
        }
        public static func package(id: String, _ range: ClosedRange<Version>, traits: Set<Trait> = [.defaults]) -> Dependency {
            Dependency(kind: .registry(id: id, requirement: .range(range.lowerBound..<range.upperBound.nextPatch)), traits: traits)
        }
    }
}

/// A package with the traits it is built with, by name.
public struct PackageConfiguration: Sendable {
    public let package: Package
    public let traits: [String]?

    /// `package` with `traits`.
    public init(package: Package, traits: [String]? = nil) {
        self.package = package
        self.traits = traits
    }

    public static func package(url: String, from version: Version, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(url: url, from: version), traits: traits)
    }
    public static func package(url: String, _ requirement: Package.Requirement, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(url: url, requirement), traits: traits)
    }
    public static func package(url: String, _ range: Range<Version>, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(url: url, range), traits: traits)
    }
    public static func package(url: String, _ range: ClosedRange<Version>, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(url: url, range), traits: traits)
    }
    public static func package(path: Path, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(path: path), traits: traits)
    }
    public static func package(id: String, from version: Version, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(id: id, from: version), traits: traits)
    }
    public static func package(id: String, exact version: Version, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(id: id, exact: version), traits: traits)
    }
    public static func package(id: String, _ range: Range<Version>, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(id: id, range), traits: traits)
    }
    public static func package(id: String, _ range: ClosedRange<Version>, traits: [String]? = nil) -> PackageConfiguration {
        PackageConfiguration(package: .package(id: id, range), traits: traits)
    }
}

/// A trait a package setting applies under.
public enum PackageSettingsTrait: Sendable, Hashable, ExpressibleByStringLiteral {
    case named(String)
    case `default`

    public init(stringLiteral value: String) { self = value == "default" ? .default : .named(value) }
}

/// The traits a package is built with.
public struct PackageTraitSelection: Sendable {
    public let package: Package
    public let traits: [String]

    /// `package` with `traits`.
    public init(package: Package, traits: [String]) {
        self.package = package
        self.traits = traits
    }
}
