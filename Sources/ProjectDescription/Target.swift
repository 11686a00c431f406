/// A target: what Xcode builds (`targets:` in `Project.yml`).
public struct Target: Sendable {
    /// The target's name.
    public var name: String
    /// The platform it builds for.
    public var platform: Platform
    /// What it builds.
    public var product: Product
    /// The built product's name, when not the target's.
    public var productName: String?
    /// Its bundle identifier, when not the default.
    public var bundleId: String?
    /// Its minimum OS version, when not the project's.
    public var deploymentTargets: DeploymentTargets?
    /// Its Info.plist, when it has one of its own or `generate` writes one.
    public var infoPlist: InfoPlist?
    /// Its sources.
    public var sources: SourceFilesList?
    /// Its resources.
    public var resources: ResourceFileElements?
    /// Folders whose files it builds as they are found.
    public var buildableFolders: [BuildableFolder]
    /// Its entitlements.
    public var entitlements: Entitlements?
    /// Its script phases.
    public var scripts: [TargetScript]
    /// What it depends on.
    public var dependencies: [TargetDependency]
    /// Its build settings.
    public var settings: Settings?
    /// The folder of the SwiftPM package `generate` writes for the target (scaffold's addition).
    public var packagePath: String?
    /// The order of its build phases where it is not XcodeGen's (scaffold's addition, `phaseOrder:`
    /// in `Project.yml`): the phases listed come first, in this order; an empty Headers,
    /// Sources, Resources or Frameworks phase listed is written.
    public var phaseOrder: [BuildPhaseSlot] = []
    /// Whether it is an aggregate target (scaffold's addition, XcodeGen's `aggregateTargets:`):
    /// no product, only the targets it builds and its scripts.
    var isAggregate = false
    /// Tuist's other target arguments: copy files, headers, Core Data models, the run environment…
    public var extras = TargetExtras()
    /// The devices it runs on.
    public var destinations: Destinations = []
    /// Its build rules (read, not applied).
    public var buildRules: [BuildRule] = []
    /// How its dependencies are merged into it (read; other than `.disabled`, not applied).
    public var mergedBinaryType: MergedBinaryType = .disabled
    /// Whether it can be merged into another (read, not applied).
    public var mergeable = false
    /// Its on-demand resource tags (read, not applied).
    public var onDemandResourcesTags: OnDemandResourcesTags?
    /// Tuist's metadata (tags for focusing and caching; read, not applied).
    public var metadata: TargetMetadata = .default
    /// What another build system makes for it (read, and warned about).
    public var foreignBuild: ForeignBuild?

    /// A target built by another build system: its script, inputs and output.
    public struct ForeignBuild: Sendable, Equatable {
        public let script: String
        public let inputs: [Input]
        public let output: ForeignBuildOutput
    }
    let site: CallSite
    var problems: [ManifestProblem] = []

    /// A target, in Tuist's current spelling (`.target(name:destinations:…)`, labels in Tuist's order).
    /// - Parameters:
    ///   - destinations: The devices it runs on; scaffold's model keeps their platform.
    ///   - bundleId: Left out, it is the project's `bundleIdPrefix` and the target's name.
    ///   - infoPlist: Left out, none: unlike Tuist, which writes a default one, scaffold leaves
    ///     it to the target's settings (`GENERATE_INFOPLIST_FILE`); pass `.default` for Tuist's.
    public static func target(
        name: String,
        destinations: Destinations,
        product: Product,
        productName: String? = nil,
        bundleId: String? = nil,
        deploymentTargets: DeploymentTargets? = nil,
        infoPlist: InfoPlist? = nil,
        sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil,
        buildableFolders: [BuildableFolder] = [],
        copyFiles: [CopyFilesAction]? = nil,
        headers: Headers? = nil,
        entitlements: Entitlements? = nil,
        scripts: [TargetScript] = [],
        dependencies: [TargetDependency] = [],
        settings: Settings? = nil,
        coreDataModels: [CoreDataModel] = [],
        environmentVariables: [String: EnvironmentVariable] = [:],
        launchArguments: [LaunchArgument] = [],
        additionalFiles: [FileElement] = [],
        buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled,
        mergeable: Bool = false,
        onDemandResourcesTags: OnDemandResourcesTags? = nil,
        metadata: TargetMetadata = .default,
        packagePath: String? = nil,
        phaseOrder: [BuildPhaseSlot] = [],
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Target {
        Target(
            name: name, destinations: destinations, product: product, productName: productName, bundleId: bundleId,
            deploymentTargets: deploymentTargets, infoPlist: infoPlist, sources: sources, resources: resources,
            buildableFolders: buildableFolders, copyFiles: copyFiles, headers: headers, entitlements: entitlements, scripts: scripts,
            dependencies: dependencies, settings: settings, coreDataModels: coreDataModels, environmentVariables: environmentVariables,
            launchArguments: launchArguments, additionalFiles: additionalFiles, buildRules: buildRules, mergedBinaryType: mergedBinaryType,
            mergeable: mergeable, onDemandResourcesTags: onDemandResourcesTags, metadata: metadata, packagePath: packagePath,
            phaseOrder: phaseOrder, file: file, line: line, column: column
        )
    }

    /// A target, in Tuist 4's initializer spelling (`Target(name:destinations:…)`); the same as ``target(name:destinations:product:productName:bundleId:deploymentTargets:infoPlist:sources:resources:buildableFolders:copyFiles:headers:entitlements:scripts:dependencies:settings:coreDataModels:environmentVariables:launchArguments:additionalFiles:buildRules:mergedBinaryType:mergeable:onDemandResourcesTags:metadata:packagePath:phaseOrder:file:line:column:)``.
    public init(
        name: String,
        destinations: Destinations,
        product: Product,
        productName: String? = nil,
        bundleId: String? = nil,
        deploymentTargets: DeploymentTargets? = nil,
        infoPlist: InfoPlist? = nil,
        sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil,
        buildableFolders: [BuildableFolder] = [],
        copyFiles: [CopyFilesAction]? = nil,
        headers: Headers? = nil,
        entitlements: Entitlements? = nil,
        scripts: [TargetScript] = [],
        dependencies: [TargetDependency] = [],
        settings: Settings? = nil,
        coreDataModels: [CoreDataModel] = [],
        environmentVariables: [String: EnvironmentVariable] = [:],
        launchArguments: [LaunchArgument] = [],
        additionalFiles: [FileElement] = [],
        buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled,
        mergeable: Bool = false,
        onDemandResourcesTags: OnDemandResourcesTags? = nil,
        metadata: TargetMetadata = .default,
        packagePath: String? = nil,
        phaseOrder: [BuildPhaseSlot] = [],
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(file, line, column)
        self.init(
            name: name, platform: destinations.platform ?? .iOS, product: product, bundleId: bundleId, deploymentTargets: deploymentTargets,
            sources: sources, resources: resources, scripts: scripts, dependencies: dependencies, settings: settings,
            packagePath: packagePath, site: site
        )
        self.productName = productName
        self.infoPlist = infoPlist
        self.buildableFolders = buildableFolders
        self.entitlements = entitlements
        extras = TargetExtras(
            copyFiles: copyFiles, headers: headers, coreDataModels: coreDataModels, environmentVariables: environmentVariables,
            launchArguments: launchArguments, additionalFiles: additionalFiles, buildRules: buildRules, mergedBinaryType: mergedBinaryType,
            mergeable: mergeable, onDemandResourcesTags: onDemandResourcesTags
        )
        self.destinations = destinations
        self.metadata = metadata
        self.phaseOrder = phaseOrder
        self.buildRules = buildRules
        self.mergedBinaryType = mergedBinaryType
        self.mergeable = mergeable
        self.onDemandResourcesTags = onDemandResourcesTags
        let platforms = Platform.allCases.filter { platform in destinations.contains { $0.platform == platform } }
        if platforms.isEmpty {
            problems.append(ManifestProblem(message: "target '\(name)' has no destinations", site: site))
        } else if platforms.count > 1 {
            let names = platforms.map(\.rawValue).joined(separator: ", ")
            problems.append(ManifestProblem(
                message: "target '\(name)' has destinations on several platforms (\(names)); scaffold builds a target for one platform, so it is built for \((destinations.platform ?? platforms[0]).rawValue) only",
                site: site, isWarning: true))
        }
    }

    /// A target, in Tuist's earlier spelling (`Target(name:platform:…)`), as the architecture
    /// guide writes it; `actions` is Tuist 1's name for `scripts`.
    public init(
        name: String,
        platform: Platform,
        product: Product = .app,
        productName: String? = nil,
        bundleId: String? = nil,
        deploymentTarget: DeploymentTarget? = nil,
        infoPlist: InfoPlist? = nil,
        sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil,
        copyFiles: [CopyFilesAction]? = nil,
        headers: Headers? = nil,
        entitlements: Entitlements? = nil,
        actions: [TargetScript] = [],
        scripts: [TargetScript] = [],
        dependencies: [TargetDependency] = [],
        settings: Settings? = nil,
        coreDataModels: [CoreDataModel] = [],
        environment: [String: String] = [:],
        environmentVariables: [String: EnvironmentVariable] = [:],
        launchArguments: [LaunchArgument] = [],
        additionalFiles: [FileElement] = [],
        buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled,
        mergeable: Bool = false,
        packagePath: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            name: name, platform: platform, product: product, bundleId: bundleId, deploymentTargets: deploymentTarget?.targets,
            sources: sources, resources: resources, scripts: actions + scripts, dependencies: dependencies, settings: settings,
            packagePath: packagePath, site: CallSite(file, line, column)
        )
        self.productName = productName
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        extras = TargetExtras(
            copyFiles: copyFiles, headers: headers, coreDataModels: coreDataModels,
            environmentVariables: environment.mapValues { EnvironmentVariable(stringLiteral: $0) }.merging(environmentVariables) { $1 },
            launchArguments: launchArguments, additionalFiles: additionalFiles, buildRules: buildRules, mergedBinaryType: mergedBinaryType,
            mergeable: mergeable, onDemandResourcesTags: nil
        )
        self.buildRules = buildRules
        self.mergedBinaryType = mergedBinaryType
        self.mergeable = mergeable
    }

    private init(
        name: String, platform: Platform, product: Product, bundleId: String?, deploymentTargets: DeploymentTargets?,
        sources: SourceFilesList?, resources: ResourceFileElements?, scripts: [TargetScript], dependencies: [TargetDependency],
        settings: Settings?, packagePath: String?, site: CallSite
    ) {
        self.name = name
        self.platform = platform
        self.product = product
        self.bundleId = bundleId
        self.deploymentTargets = deploymentTargets
        self.sources = sources
        self.resources = resources
        self.buildableFolders = []
        self.scripts = scripts
        self.dependencies = dependencies
        self.settings = settings
        self.packagePath = packagePath
        self.site = site
    }

    /// The target's manifest fields; what the model cannot express is added to `problems`.
    /// Its environment variables and launch arguments go to its automatic scheme, as in Tuist,
    /// so with `automaticSchemes` off they have nowhere to go (a warning).
    func json(problems: inout [ManifestProblem], automaticSchemes: Bool = true) -> ManifestJSON {
        for dependency in dependencies {
            if let problem = dependency.problem { problems.append(ManifestProblem(message: problem, site: dependency.site ?? site)) }
        }
        if let deploymentTargets, deploymentTargets.version(for: platform) == nil {
            problems.append(ManifestProblem(message: "target '\(name)' has deploymentTargets without a \(platform.rawValue) version, its platform", site: site))
        }
        problems += settings?.problems ?? []
        if let given = settings, given.defaultConfiguration != nil {
            problems.append(ManifestProblem(message: "a target's defaultConfiguration is not applied by scaffold (the project's is its default configuration)",
                                            site: given.site, isWarning: true))
        }
        var settings = settings ?? Settings(base: [:], configurations: [], site: site)
        if let bundleId { settings.base["PRODUCT_BUNDLE_IDENTIFIER"] = .string(bundleId) }
        for (key, path) in [("infoPlist", infoPlist?.file), ("entitlements", entitlements?.file)] where path?.type == .relativeToCurrentFile {
            problems.append(ManifestProblem(message: "target '\(name)': a \(key) file is read relative to the manifest; .relativeToCurrentFile is not supported there yet", site: site))
        }
        let plist = infoPlist?.fields(target: name)
        if let file = plist?.setting { settings.base["INFOPLIST_FILE"] = .string(file) }
        let entitled = entitlements?.fields(target: name)
        if let file = entitled?.setting { settings.base["CODE_SIGN_ENTITLEMENTS"] = .string(file) }
        var unapplied = extras.unapplied
        if !automaticSchemes, extras.schemeJSON != nil {
            unapplied.append("its environment variables and launch arguments (they belong to its automatic scheme, and automatic schemes are off)")
        }
        let sourceEntries = (sources?.globs.map(\.json) ?? []) + buildableFolders.flatMap(\.sourceEntries) + extras.sourceEntries(problems: &unapplied)
        problems += unapplied.map { ManifestProblem(message: "target '\(name)': \($0) is not applied by scaffold; it is left out of the project", site: site, isWarning: true) }
        return ManifestJSON.fields([
            ("type", .string([.macro, .plugin].contains(product) ? Product.commandLineTool.rawValue : product.rawValue)),
            ("platform", .string(platform.rawValue)),
            ("productName", productName.map(ManifestJSON.string)),
            ("deploymentTarget", deploymentTargets?.version(for: platform).map(ManifestJSON.string)),
            ("configFiles", self.settings?.configFilesJSON),
            ("info", plist?.info),
            ("entitlements", entitled?.entitlements),
            ("sources", sources == nil && sourceEntries.isEmpty ? nil : .array(sourceEntries)),
            ("resources", resources.map { .array($0.resources.map(\.json)) }),
            ("dependencies", .array(dependencies.filter { $0.kind != .plugin }.map(\.json))),
            ("buildToolPlugins", .array(dependencies.filter { $0.kind == .plugin }.map(\.json))),
            ("settings", settings.json),
            ("preBuildScripts", .array(scripts.filter { $0.order == .pre }.map(\.json))),
            ("postCompileScripts", .array(scripts.filter { $0.order == .postCompile }.map(\.json))),
            ("postBuildScripts", .array(scripts.filter { $0.order == .post }.map(\.json))),
            ("packagePath", packagePath.map(ManifestJSON.string)),
            ("phaseOrder", ManifestJSON.strings(phaseOrder.map(\.manifestText))),
            // Read by scaffold (and taken out) before the target is decoded.
            ("@infoPlistFromSettings", infoPlist == .fromBuildSettings ? .bool(true) : nil),
            ("scheme", automaticSchemes ? extras.schemeJSON : nil),
        ], at: site)
    }
}

/// What a target builds.
public enum Product: String, Sendable, CaseIterable {
    case app = "application"
    case appExtension = "app-extension"
    case bundle
    case unitTests = "bundle.unit-test"
    case uiTests = "bundle.ui-testing"
    case framework
    case staticFramework = "framework.static"
    case staticLibrary = "library.static"
    case dynamicLibrary = "library.dynamic"
    case commandLineTool = "tool"
    case appClip = "application.on-demand-install-capable"
    case watch2App = "application.watchapp2"
    case watch2Extension = "watchkit2-extension"
    case tvTopShelfExtension = "tv-app-extension"
    case messagesExtension = "app-extension.messages"
    case stickerPackExtension = "app-extension.messages-sticker-pack"
    case xpc = "xpc-service"
    case systemExtension = "system-extension"
    case extensionKitExtension = "extensionkit-extension"
    /// A Swift macro (Tuist 3's product; built as a command-line tool).
    case macro = "macro"
    /// A package plugin's executable (built as a command-line tool).
    case plugin = "plugin"
    // scaffold's additions: XcodeGen's other product types, so that every target of a
    // `Project.yml` (and of a project `scaffold import` reads) has a Swift spelling.
    case messagesApplication = "application.messages"
    case watchApp = "application.watchapp"
    case watch2AppContainer = "application.watchapp2-container"
    case watchExtension = "watchkit-extension"
    case intentsServiceExtension = "app-extension.intents-service"
    case ocUnitTests = "bundle.ocunit-test"
    case xcFramework = "xcframework"
    case xcodeExtension = "xcode-extension"
    case instrumentsPackage = "instruments-package"
    case metalLibrary = "metal-library"
    case driverExtension = "driver-extension"
}

/// The platform a target builds for.
public enum Platform: String, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device a target runs on; scaffold keeps the platform they share.
public enum Destination: String, Sendable, Hashable, CaseIterable {
    case iPhone, iPad, mac, macWithiPadDesign, macCatalyst, appleWatch, appleTv, appleVision, appleVisionWithiPadDesign

    /// The platform it is a device of.
    public var platform: Platform {
        switch self {
        case .iPhone, .iPad, .macWithiPadDesign, .macCatalyst, .appleVisionWithiPadDesign: return .iOS
        case .mac: return .macOS
        case .appleWatch: return .watchOS
        case .appleTv: return .tvOS
        case .appleVision: return .visionOS
        }
    }
}

/// The devices a target runs on (`.iOS`, `[.iPhone, .iPad]`).
public typealias Destinations = Set<Destination>

extension Set where Element == Destination {
    /// iPhone and iPad (and Macs running the iPad app), as Tuist's `.iOS`.
    public static var iOS: Destinations { [.iPhone, .iPad, .macWithiPadDesign] }
    /// Mac.
    public static var macOS: Destinations { [.mac] }
    /// Apple TV.
    public static var tvOS: Destinations { [.appleTv] }
    /// Apple Watch.
    public static var watchOS: Destinations { [.appleWatch] }
    /// Vision Pro.
    public static var visionOS: Destinations { [.appleVision] }

    /// The platform: iOS when an iPhone or iPad is among them, else the first by the order of
    /// `Destination`'s cases.
    var platform: Platform? {
        Destination.allCases.first(where: contains)?.platform
    }
}

/// Tuist's earlier deployment target (`.iOS(targetVersion: "16.0", devices: .iphone)`).
public struct DeploymentTarget: Sendable {
    let targets: DeploymentTargets

    /// iOS; `devices` is accepted for compatibility (the platform is what scaffold models).
    public static func iOS(targetVersion: String, devices: DeploymentDevice = .iphone, supportsMacDesignedForIOS: Bool = true) -> DeploymentTarget {
        DeploymentTarget(targets: .iOS(targetVersion))
    }

    /// visionOS.
    public static func visionOS(targetVersion: String) -> DeploymentTarget { DeploymentTarget(targets: .visionOS(targetVersion)) }

    /// The minimum version.
    public var targetVersion: String {
        targets.iOS ?? targets.macOS ?? targets.tvOS ?? targets.watchOS ?? targets.visionOS ?? ""
    }

    /// macOS.
    public static func macOS(targetVersion: String) -> DeploymentTarget { DeploymentTarget(targets: .macOS(targetVersion)) }
    /// tvOS.
    public static func tvOS(targetVersion: String) -> DeploymentTarget { DeploymentTarget(targets: .tvOS(targetVersion)) }
    /// watchOS.
    public static func watchOS(targetVersion: String) -> DeploymentTarget { DeploymentTarget(targets: .watchOS(targetVersion)) }
}

/// The iOS devices of Tuist's earlier `DeploymentTarget.iOS`.
public struct DeploymentDevice: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// iPhone.
    public static let iphone = DeploymentDevice(rawValue: 1)
    /// iPad.
    public static let ipad = DeploymentDevice(rawValue: 2)
    /// Mac (Catalyst).
    public static let mac = DeploymentDevice(rawValue: 4)
    /// Apple Vision (iPad apps on visionOS).
    public static let vision = DeploymentDevice(rawValue: 8)
}

extension Target {
    /// Its copy files phases.
    public var copyFiles: [CopyFilesAction]? {
        get { extras.copyFiles.isEmpty ? nil : extras.copyFiles }
        set { extras.copyFiles = newValue ?? [] }
    }

    /// Its headers by visibility.
    public var headers: Headers? {
        get { extras.headers }
        set { extras.headers = newValue }
    }

    /// Its Core Data models.
    public var coreDataModels: [CoreDataModel] {
        get { extras.coreDataModels }
        set { extras.coreDataModels = newValue }
    }

    /// The environment its scheme runs it with.
    public var environmentVariables: [String: EnvironmentVariable] {
        get { extras.environmentVariables }
        set { extras.environmentVariables = newValue }
    }

    /// The arguments its scheme launches it with.
    public var launchArguments: [LaunchArgument] {
        get { extras.launchArguments }
        set { extras.launchArguments = newValue }
    }

    /// Files shown with it, in no build phase.
    public var additionalFiles: [FileElement] {
        get { extras.additionalFiles }
        set { extras.additionalFiles = newValue }
    }
}

extension Target {
    /// A target another build system makes (Tuist 4's foreign builds): scaffold writes it as a
    /// target whose script phase runs `script`, with a warning that its output is not linked.
    public static func foreignBuild(name: String, destinations: Destinations, script: String, inputs: [Input] = [], output: ForeignBuildOutput,
                                    metadata: TargetMetadata = .default,
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Target {
        var target = Target.target(name: name, destinations: destinations, product: .staticFramework,
                                   scripts: [.pre(script: script, name: "Foreign build", file: file, line: line, column: column)],
                                   metadata: metadata, file: file, line: line, column: column)
        target.foreignBuild = ForeignBuild(script: script, inputs: inputs, output: output)
        target.problems.append(ManifestProblem(message: "target '\(name)' is a foreign build: scaffold runs its script, and does not link its output",
                                               site: target.site, isWarning: true))
        return target
    }
}

/// One entry of a target's `phaseOrder` (scaffold's addition; `phaseOrder:` in `Project.yml`):
/// a files phase by kind, or a run-script or copy-files phase by its name.
public enum BuildPhaseSlot: Sendable, Hashable {
    case headers, sources, resources, frameworks
    /// The run-script phase of this name.
    case script(String)
    /// The copy-files phase of this name.
    case copyFiles(String)

    /// How `Project.yml` writes it (`headers`, `script: Lint`).
    var manifestText: String {
        switch self {
        case .headers: return "headers"
        case .sources: return "sources"
        case .resources: return "resources"
        case .frameworks: return "frameworks"
        case let .script(name): return name.isEmpty ? "script" : "script: \(name)"
        case let .copyFiles(name): return name.isEmpty ? "copyFiles" : "copyFiles: \(name)"
        }
    }
}

extension Target {
    /// An aggregate target (scaffold's addition, XcodeGen's `aggregateTargets:`): it builds
    /// `targets` (names of this project's targets) and runs `scripts`, with no product of its own.
    public static func aggregateTarget(
        name: String, targets: [String] = [], scripts: [TargetScript] = [], settings: Settings? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Target {
        var target = Target.target(name: name, destinations: .macOS, product: .commandLineTool, scripts: scripts,
                                   dependencies: targets.map { .target(name: $0, file: file, line: line, column: column) },
                                   settings: settings, file: file, line: line, column: column)
        target.isAggregate = true
        return target
    }

    /// An aggregate target's `aggregateTargets:` entry: the targets it builds, its scripts (in
    /// order, whether `.pre` or `.post`), settings and configuration files.
    func aggregateJSON(problems: inout [ManifestProblem]) -> ManifestJSON {
        problems += settings?.problems ?? []
        return ManifestJSON.fields([
            ("targets", ManifestJSON.strings(dependencies.map(\.name))),
            ("buildScripts", .array(scripts.map(\.json))),
            ("settings", settings?.json),
            ("configFiles", settings?.configFilesJSON),
        ], at: site)
    }
}
