/// Tuist 3's `Tuist/Dependencies.swift`: the external packages a workspace's `.external(name:)`
/// dependencies come from. scaffold reads its Swift packages (their settings and Carthage's
/// dependencies are accepted, and not applied); creating it is what makes the manifest print
/// its packages when scaffold runs it.
public struct Dependencies: Sendable {
    /// Carthage's dependencies (read, not fetched).
    public var carthage: CarthageDependencies?
    /// The Swift packages.
    public var swiftPackageManager: SwiftPackageManagerDependencies?
    /// The platforms the dependencies are built for.
    public var platforms: Set<PackagePlatform>

    /// The dependencies, printed when scaffold runs the manifest.
    public init(carthage: CarthageDependencies? = nil, swiftPackageManager: SwiftPackageManagerDependencies? = nil,
                platforms: Set<PackagePlatform> = Set(PackagePlatform.allCases)) {
        self.carthage = carthage
        self.swiftPackageManager = swiftPackageManager
        self.platforms = platforms
        ManifestJSON.dumpIfRequested(json)
    }

    /// `{"externalPackages": {name: package}}`, in the manifest's `packages:` shape.
    var json: ManifestJSON {
        let packages = (swiftPackageManager?.packages ?? []).filter { $0.registryIdentifier == nil }
        return .object([("externalPackages", .object(packages.map { ($0.name, $0.json) }))])
    }
}

/// The Swift packages of Tuist 3's `Dependencies.swift`.
public struct SwiftPackageManagerDependencies: Sendable {
    /// The packages.
    public var packages: [Package]
    /// Product types by product name (read, not applied).
    public var productTypes: [String: Product]
    /// Settings of the packages' projects (read, not applied).
    public var baseSettings: Settings
    /// Settings by target (read, not applied).
    public var targetSettings: [String: SettingsDictionary]
    /// Project options by package (read, not applied).
    public var projectOptions: [String: Project.Options]
    /// Where the packages come from.
    public var packagesOrManifest: PackagesOrManifest { packages.isEmpty ? .manifest : .packages(packages) }

    /// `packages`, with Tuist's integration settings.
    public init(_ packages: [Package], productTypes: [String: Product] = [:], baseSettings: Settings = .settings(),
                targetSettings: [String: SettingsDictionary] = [:], projectOptions: [String: Project.Options] = [:]) {
        self.packages = packages
        self.productTypes = productTypes
        self.baseSettings = baseSettings
        self.targetSettings = targetSettings
        self.projectOptions = projectOptions
    }

    /// The integration settings alone: the packages are those of `Tuist/Package.swift`.
    public init(productTypes: [String: Product] = [:], baseSettings: Settings = .settings(),
                targetSettings: [String: SettingsDictionary] = [:], projectOptions: [String: Project.Options] = [:]) {
        self.init([], productTypes: productTypes, baseSettings: baseSettings, targetSettings: targetSettings, projectOptions: projectOptions)
    }
}

/// Carthage's dependencies of Tuist 3's `Dependencies.swift` (read; scaffold fetches no Carthage
/// dependency: build them with Carthage and depend on the frameworks).
public struct CarthageDependencies: Sendable, ExpressibleByArrayLiteral {
    /// The dependencies.
    public var dependencies: [Dependency]

    /// These dependencies.
    public init(_ dependencies: [Dependency]) { self.dependencies = dependencies }
    public init(arrayLiteral elements: Dependency...) { dependencies = elements }

    /// One Carthage dependency.
    public enum Dependency: Sendable {
        case github(path: String, requirement: Requirement)
        case git(path: String, requirement: Requirement)
        case binary(path: String, requirement: Requirement)
    }

    /// The versions a Carthage dependency accepts.
    public enum Requirement: Sendable {
        case exact(Version)
        case upToNext(Version)
        case atLeast(Version)
        case branch(String)
        case revision(String)
    }
}
