/// The whole manifest, resolved: includes merged, environment expanded, defaults applied and
/// globs expanded. Every path is relative to the project root (the folder of the root manifest)
/// and `/`-separated. Collections are sorted by name so equal manifests give equal values.
public struct Project: Sendable, Hashable, Encodable {
    /// The project name; also the `.xcodeproj` name.
    public var name: String
    /// Project-wide options.
    public var options: ProjectOptions
    /// Build configurations; Debug and Release when the manifest names none.
    public var configs: [BuildConfiguration]
    /// Project-level build settings.
    public var settings: Settings
    /// Swift packages the targets may depend on.
    public var packages: [SwiftPackage]
    /// The targets, sorted by name.
    public var targets: [Target]
    /// The shared schemes, sorted by name.
    public var schemes: [Scheme]
    /// Feature modules (plugins behind flags), sorted by name.
    public var features: [Feature]
    /// Pre-build generator steps, sorted by name.
    public var pipeline: [PipelineStep]
    /// An `.xcconfig` per configuration name for the project (XcodeGen's `configFiles`).
    public var configFiles: [String: String] = [:]
    /// Other Xcode projects targets depend on as `Project/Target`, by name (XcodeGen's
    /// `projectReferences`).
    public var projectReferences: [String: ProjectReference] = [:]
    /// Extra groups of files shown in the project but in no target (XcodeGen's `fileGroups`),
    /// relative to the project root.
    public var fileGroups: [String] = []
    /// Keys added to the project's attributes in the `.pbxproj` (XcodeGen's `attributes`:
    /// `ORGANIZATIONNAME`, `CLASSPREFIX`…); they win over scaffold's own.
    public var attributes: [String: PlistValue] = [:]

    /// Creates a project.
    public init(
        name: String,
        options: ProjectOptions = ProjectOptions(),
        configs: [BuildConfiguration] = BuildConfiguration.defaults,
        settings: Settings = Settings(),
        packages: [SwiftPackage] = [],
        targets: [Target] = [],
        schemes: [Scheme] = [],
        features: [Feature] = [],
        pipeline: [PipelineStep] = []
    ) {
        self.name = name
        self.options = options
        self.configs = configs
        self.settings = settings
        self.packages = packages
        self.targets = targets
        self.schemes = schemes
        self.features = features
        self.pipeline = pipeline
    }

    /// The target called `name`, if any.
    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The scheme called `name`, if any.
    public func scheme(named name: String) -> Scheme? { schemes.first { $0.name == name } }

    /// The package called `name`, if any.
    public func package(named name: String) -> SwiftPackage? { packages.first { $0.name == name } }

    /// The pipeline step called `name`, if any.
    public func step(named name: String) -> PipelineStep? { pipeline.first { $0.name == name } }
}

/// Project-wide options (`options:`).
public struct ProjectOptions: Sendable, Hashable, Encodable {
    /// Prefix for `PRODUCT_BUNDLE_IDENTIFIER`: `<prefix>.<TargetName>`.
    public var bundleIdPrefix: String?
    /// Minimum OS version per platform, used by targets that set none.
    public var deploymentTarget: [Platform: String]
    /// Whether the group tree gets a group for every folder between the root and a source.
    public var createIntermediateGroups: Bool
    /// Whether `generate` writes a scheme for every application and framework target that no
    /// manifest scheme is named after.
    public var generateTargetSchemes: Bool
    /// Where `generate` writes the plugin wiring (each scope's plugin enum and factory), a Swift
    /// file, relative to the project root.
    public var featureFlagsPath: String?
    /// The `scaffold` executable the generated build phases and pre-actions call; when `nil`
    /// they look for it on PATH and in the usual install folders.
    public var scaffoldPath: String?
    /// The configuration command-line builds use (`defaultConfigurationName`); the first
    /// release configuration when `nil`.
    public var defaultConfig: String?
    /// Whether targets link and embed their dependencies' dependencies too.
    public var transitivelyLinkDependencies = false
    /// Where Carthage puts frameworks; `Carthage/Build` when `nil`.
    public var carthageBuildPath: String?
    /// Whether a `carthage:` dependency stands for every framework its `.version` file lists
    /// for the target's platform (XcodeGen's `findCarthageFrameworks`); a dependency's own
    /// `findFrameworks` wins.
    public var findCarthageFrameworks = false
    /// The project's development region (`en` when `nil`).
    public var developmentLanguage: String?
    /// Whether `Base` is a known region; XcodeGen's `useBaseInternationalization`.
    public var useBaseInternationalization = true
    /// The build phase of files by extension, over XcodeGen's defaults (XcodeGen's `fileTypes`).
    public var fileTypes: [String: SourceBuildPhase] = [:]
    /// The type of a source folder that does not say its own (XcodeGen's
    /// `defaultSourceDirectoryType`; `group` when `nil`).
    public var defaultSourceDirectoryType: TargetSource.Kind?
    /// Where XcodeGen's build-setting presets apply (`all` unless the manifest says otherwise).
    public var settingPresets: SettingPresetScope = .all
    /// The Xcode version the project says it was last checked with (`15.3`; XcodeGen's
    /// `xcodeVersion`): its `LastUpgradeCheck` and the schemes' `LastUpgradeVersion`.
    public var xcodeVersion: String?
    /// Where a group's subgroups go among its files (XcodeGen's `groupSortPosition`).
    public var groupSortPosition: GroupSortPosition = .bottom
    /// Whether empty folders of sources become empty groups (XcodeGen's `generateEmptyDirectories`).
    public var generateEmptyDirectories = false
    /// A shell command `generate` runs before it reads the sources (XcodeGen's `preGenCommand`).
    public var preGenCommand: String?
    /// A shell command `generate` runs after it writes the project (XcodeGen's `postGenCommand`).
    public var postGenCommand: String?

    /// Creates options.
    public init(
        bundleIdPrefix: String? = nil, deploymentTarget: [Platform: String] = [:], createIntermediateGroups: Bool = false,
        generateTargetSchemes: Bool = false, featureFlagsPath: String? = nil, scaffoldPath: String? = nil
    ) {
        self.bundleIdPrefix = bundleIdPrefix
        self.deploymentTarget = deploymentTarget
        self.createIntermediateGroups = createIntermediateGroups
        self.generateTargetSchemes = generateTargetSchemes
        self.featureFlagsPath = featureFlagsPath
        self.scaffoldPath = scaffoldPath
    }
}

/// Where a group's subgroups go among its files: after them (`bottom`, XcodeGen's default),
/// before them (`top`), or in name order with them (`none`).
public enum GroupSortPosition: String, Sendable, Hashable, Encodable, CaseIterable {
    case bottom, top, none
}

/// A build configuration such as Debug or Release.
public struct BuildConfiguration: Sendable, Hashable, Encodable {
    /// Whether a configuration starts from Xcode's debug or release defaults.
    public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
        case debug
        case release
    }

    /// The configuration's name.
    public var name: String
    /// Debug or release defaults.
    public var type: Kind

    /// Creates a configuration.
    public init(name: String, type: Kind) {
        self.name = name
        self.type = type
    }

    /// Debug and Release, what Xcode's templates create.
    public static let defaults = [BuildConfiguration(name: "Debug", type: .debug), BuildConfiguration(name: "Release", type: .release)]
}
