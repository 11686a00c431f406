/// A target in the Xcode project (`targets:`).
public struct Target: Sendable, Hashable, Encodable {
    /// The target name; a valid module name.
    public var name: String
    /// What it builds.
    public var type: ProductType
    /// The platform it builds for.
    public var platform: Platform
    /// Its minimum OS version; the project's option for the platform when `nil`.
    public var deploymentTarget: String?
    /// Whether `deploymentTarget` was taken from the project's option rather than written for
    /// the target (XcodeGen then writes no deployment-target setting for the target).
    public var inheritsDeploymentTarget = false
    /// Source files and folders compiled into it.
    public var sources: [TargetSource]
    /// Resource files and folders copied into it.
    public var resources: [TargetSource]
    /// What it depends on.
    public var dependencies: [Dependency]
    /// Its build settings.
    public var settings: Settings
    /// Run Script phases before compiling sources.
    public var preBuildScripts: [BuildScript]
    /// Run Script phases after compiling sources, before linking.
    public var postCompileScripts: [BuildScript]
    /// Run Script phases at the end of the build.
    public var postBuildScripts: [BuildScript]
    /// The folder whose `Package.swift` describes this target for SwiftPM, relative to the
    /// project root; `nil` when the target lives only in the Xcode project. Targets sharing a
    /// folder share one package.
    public var packagePath: String?
    /// The product's name when it differs from the target's (XcodeGen's `productName`).
    public var productName: String?
    /// An `.xcconfig` per configuration name, relative to the project root.
    public var configFiles: [String: String] = [:]
    /// An Info.plist generated at `path` with `properties` (XcodeGen's `info`).
    public var info: PlistFile?
    /// An entitlements file generated at `path` with `properties` (XcodeGen's `entitlements`).
    public var entitlements: PlistFile?
    /// The target's own scheme (XcodeGen's target `scheme`).
    public var scheme: TargetScheme?
    /// For a legacy target (`type: ""`): the external build tool it runs.
    public var legacy: LegacyTarget?
    /// XcodeGen's `supportedDestinations` (`iOS`, `macOS`, `macCatalyst`, `visionOS`…).
    public var supportedDestinations: [String] = []
    /// Whether its dependencies' dependencies are linked and embedded too; the project's
    /// option when `nil`.
    public var transitivelyLinkDependencies: Bool?
    /// Whether the Carthage frameworks it embeds go in its Embed Frameworks phase rather than
    /// through `carthage copy-frameworks`; XcodeGen's rule when `nil` (see `CarthageReach`).
    public var directlyEmbedCarthageDependencies: Bool?
    /// Whether the Resources phase comes before the Sources phase.
    public var putResourcesBeforeSourcesBuildPhase = false
    /// XcodeGen's `requiresObjCLinking`: whether targets that link this static library get
    /// `-ObjC` in `OTHER_LDFLAGS` (nil: yes).
    public var requiresObjCLinking: Bool?
    /// scaffold's own: the order of the target's build phases (nil: XcodeGen's order). The phases
    /// it does not list follow in XcodeGen's order; an empty Headers, Sources, Resources or
    /// Frameworks phase is written when it lists one and left out when it does not (`[]`: a
    /// target with no phases, as a hand-kept legacy target often is).
    public var phaseOrder: [BuildPhaseSlot]?
    /// Whether an `Info.plist` among its sources becomes its `INFOPLIST_FILE` where its settings
    /// set none (XcodeGen does it, even where an `.xcconfig` sets the key). scaffold's own key
    /// (`deriveInfoPlist: false`, what `scaffold import` writes for a target whose `.xcconfig`
    /// or nothing names its Info.plist; not expressible in a `Project.swift`).
    public var derivesInfoPlist = true
    /// Whether the copy phases run only when installing.
    public var onlyCopyFilesOnInstall = false
    /// scaffold's own: Copy Files phases of a hand-kept project, named and listing their files.
    public var copyFiles: [CopyFilesPhase] = []
    /// SwiftPM build tool plugins it runs: a plugin product of a package.
    public var buildToolPlugins: [BuildToolPlugin] = []
    /// Keys added to this target's entry of the project's `TargetAttributes` (XcodeGen's target
    /// `attributes`: `ProvisioningStyle`, `DevelopmentTeam`…).
    public var attributes: [String: PlistValue] = [:]
    /// Whether it is an aggregate target (XcodeGen's `aggregateTargets`): no product, only
    /// its dependencies and its scripts.
    public var isAggregate = false

    /// Creates a target.
    public init(
        name: String, type: ProductType, platform: Platform, deploymentTarget: String? = nil,
        sources: [TargetSource] = [], resources: [TargetSource] = [], dependencies: [Dependency] = [],
        settings: Settings = Settings(), preBuildScripts: [BuildScript] = [], postCompileScripts: [BuildScript] = [],
        postBuildScripts: [BuildScript] = [], packagePath: String? = nil
    ) {
        self.name = name
        self.type = type
        self.platform = platform
        self.deploymentTarget = deploymentTarget
        self.sources = sources
        self.resources = resources
        self.dependencies = dependencies
        self.settings = settings
        self.preBuildScripts = preBuildScripts
        self.postCompileScripts = postCompileScripts
        self.postBuildScripts = postBuildScripts
        self.packagePath = packagePath
    }
}

