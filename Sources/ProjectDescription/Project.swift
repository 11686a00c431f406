/// A project: the root value of `Project.swift`. Creating it is what makes the manifest print
/// itself when scaffold runs it, so a manifest is `let project = Project(...)`.
///
/// The same model as `Project.yml`: each argument is the section of the same name there.
public struct Project: Sendable {
    /// The project's name: `<name>.xcodeproj`.
    public var name: String
    /// The organization Xcode names in new files' headers (`ORGANIZATIONNAME`).
    public var organizationName: String?
    /// The class prefix Xcode suggests for new files (`CLASSPREFIX`).
    public var classPrefix: String?
    /// Project-wide options.
    public var options: Options
    /// The Swift packages targets depend on.
    public var packages: [Package]
    /// Project-level build settings; their configurations are the project's.
    public var settings: Settings?
    /// The targets, in order.
    public var targets: [Target]
    /// The shared schemes.
    public var schemes: [Scheme]
    /// The app's features (scaffold's addition): scopes and plugins behind feature flags.
    public var features: [Feature]
    /// The pre-build steps `scaffold prebuild` runs (scaffold's addition).
    public var pipeline: [PipelineStep]
    /// Files and folders shown in the project, in no target (scaffold's addition, XcodeGen's
    /// `fileGroups:`), relative to the manifest.
    public var fileGroups: [Path]
    /// The header template of new files (read, not applied).
    public var fileHeaderTemplate: FileHeaderTemplate?
    /// Files shown in the project, in no target (read, not applied at the project level).
    public var additionalFiles: [FileElement]
    /// Tuist's resource accessor generators (read, not applied).
    public var resourceSynthesizers: [ResourceSynthesizer]
    /// Whether the project came from external packages (always `false` here).
    public var containsExternalDependencies = false
    /// The packages of Tuist's package-dependency spelling (read, not applied: use `packages:`).
    public var packageDependencies: [Package.Dependency]?
    let site: CallSite
    /// What the project was given that scaffold does not apply.
    var warnings: [ManifestProblem] = []

    /// Creates the project, and prints it when scaffold runs the manifest.
    public init(
        name: String,
        organizationName: String? = nil,
        classPrefix: String? = nil,
        options: Options = .options(),
        packages: [Package] = [],
        settings: Settings? = nil,
        targets: [Target] = [],
        schemes: [Scheme] = [],
        fileHeaderTemplate: FileHeaderTemplate? = nil,
        additionalFiles: [FileElement] = [],
        resourceSynthesizers: [ResourceSynthesizer] = [],
        features: [Feature] = [],
        pipeline: [PipelineStep] = [],
        fileGroups: [Path] = [],
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name
        self.organizationName = organizationName
        self.classPrefix = classPrefix
        self.options = options
        self.packages = packages
        self.settings = settings
        self.targets = targets
        self.schemes = schemes
        self.features = features
        self.pipeline = pipeline
        self.fileGroups = fileGroups
        self.fileHeaderTemplate = fileHeaderTemplate
        self.additionalFiles = additionalFiles
        self.resourceSynthesizers = resourceSynthesizers
        site = CallSite(file, line, column)
        var unapplied: [String] = []
        if fileHeaderTemplate != nil { unapplied.append("fileHeaderTemplate") }
        if !additionalFiles.isEmpty { unapplied.append("the project's additionalFiles (give them to a target)") }
        if !resourceSynthesizers.isEmpty {
            unapplied.append("resourceSynthesizers (scaffold does not synthesize resource accessors; run SwiftGen as a pipeline step)")
        }
        warnings = unapplied.map { ManifestProblem(message: "\($0) is not applied by scaffold; it is left out of the project", site: site, isWarning: true) }
        ManifestJSON.dumpIfRequested(json)
    }

    /// The manifest-shaped JSON of the project.
    var json: ManifestJSON {
        var problems = targets.flatMap(\.problems) + schemes.flatMap(\.problems)
        problems += ManifestProblem.duplicates(packages.map { ($0.name, $0.site) }, kind: "package")
        problems += packages.compactMap(\.problem)
        problems += ManifestProblem.duplicates(targets.map { ($0.name, $0.site) }, kind: "target")
        // Tuist writes each scheme to its file in turn, so of two with one name the last is
        // what remains: a warning here, the last kept.
        problems += ManifestProblem.duplicates(schemes.reversed().map { ($0.name, $0.site) }, kind: "scheme").map { problem in
            var warning = problem
            warning.isWarning = true
            warning.message += "; the last one is kept, as Tuist writes over the first"
            return warning
        }
        problems += ManifestProblem.duplicates(features.map { ($0.name, $0.site) }, kind: "feature")
        problems += ManifestProblem.duplicates(pipeline.map { ($0.name, $0.site) }, kind: "pipeline step")
        problems += settings?.problems ?? []
        problems += options.problems + warnings
        let automaticSchemes = options.generateTargetSchemes ?? true
        let targetsJSON = targets.filter { !$0.isAggregate }.map { ($0.name, $0.json(problems: &problems, automaticSchemes: automaticSchemes)) }
        let aggregatesJSON = targets.filter(\.isAggregate).map { ($0.name, $0.aggregateJSON(problems: &problems)) }
        var optionsJSON = options.json
        // The project's `defaultConfiguration` is Tuist's spelling of its default configuration.
        if case let .object(fields) = optionsJSON, let defaultConfiguration = settings?.defaultConfiguration {
            optionsJSON = .object(fields + [("defaultConfig", .string(defaultConfiguration))])
        }
        return ManifestJSON.fields([
            ("name", .string(name)),
            ("attributes", attributesJSON),
            ("options", optionsJSON),
            ("configFiles", settings?.configFilesJSON),
            ("configs", settings.flatMap(\.configsJSON)),
            ("settings", settings?.json),
            ("fileGroups", ManifestJSON.strings(fileGroups.map(\.manifestRelative))),
            ("packages", .object(packages.filter { $0.registryIdentifier == nil }.map { ($0.name, $0.json) })),
            ("targets", .object(targetsJSON)),
            ("aggregateTargets", .object(aggregatesJSON)),
            ("schemes", .object(lastSchemes.map { ($0.name, $0.json) })),
            ("features", .object(features.map { ($0.name, $0.json) })),
            ("pipeline", .object(pipeline.map { ($0.name, $0.json) })),
            ("@problems", problems.isEmpty ? nil : .array(problems.map(\.json))),
        ], at: site)
    }
}

extension Project {
    /// The schemes, the last of each name kept, in the order of first appearance.
    var lastSchemes: [Scheme] {
        var last: [String: Scheme] = [:]
        for scheme in schemes { last[scheme.name] = scheme }
        var seen: Set<String> = []
        return schemes.compactMap { seen.insert($0.name).inserted ? last[$0.name] : nil }
    }

    /// The project attributes `organizationName` and `classPrefix` stand for.
    var attributesJSON: ManifestJSON? {
        let fields = [("ORGANIZATIONNAME", organizationName), ("CLASSPREFIX", classPrefix)].compactMap { key, value in value.map { (key, ManifestJSON.string($0)) } }
        return fields.isEmpty ? nil : .object(fields)
    }
}

/// The minimum OS version of each platform (`.iOS("16.0")`).
public struct DeploymentTargets: Sendable, Hashable {
    /// The iOS version.
    public var iOS: String?
    /// The macOS version.
    public var macOS: String?
    /// The tvOS version.
    public var tvOS: String?
    /// The watchOS version.
    public var watchOS: String?
    /// The visionOS version.
    public var visionOS: String?

    /// Versions for several platforms.
    /// The versions by platform (Tuist 3's initializer).
    public init(iOS: String? = nil, macOS: String? = nil, watchOS: String? = nil, tvOS: String? = nil, visionOS: String? = nil) {
        self.iOS = iOS
        self.macOS = macOS
        self.watchOS = watchOS
        self.tvOS = tvOS
        self.visionOS = visionOS
    }

    /// The minimum version for `platform`.
    public subscript(platform: Platform) -> String? {
        switch platform {
        case .iOS: return iOS
        case .macOS: return macOS
        case .tvOS: return tvOS
        case .watchOS: return watchOS
        case .visionOS: return visionOS
        }
    }

    /// The versions by platform.
    public static func multiplatform(iOS: String? = nil, macOS: String? = nil, watchOS: String? = nil, tvOS: String? = nil, visionOS: String? = nil) -> DeploymentTargets {
        DeploymentTargets(iOS: iOS, macOS: macOS, watchOS: watchOS, tvOS: tvOS, visionOS: visionOS)
    }

    /// iOS only.
    public static func iOS(_ version: String) -> DeploymentTargets { .multiplatform(iOS: version) }
    /// macOS only.
    public static func macOS(_ version: String) -> DeploymentTargets { .multiplatform(macOS: version) }
    /// tvOS only.
    public static func tvOS(_ version: String) -> DeploymentTargets { .multiplatform(tvOS: version) }
    /// watchOS only.
    public static func watchOS(_ version: String) -> DeploymentTargets { .multiplatform(watchOS: version) }
    /// visionOS only.
    public static func visionOS(_ version: String) -> DeploymentTargets { .multiplatform(visionOS: version) }

    /// The version for `platform`.
    func version(for platform: Platform) -> String? { self[platform] }

    var json: ManifestJSON {
        ManifestJSON.fields(Platform.allCases.map { ($0.rawValue, version(for: $0).map(ManifestJSON.string)) })
    }
}
