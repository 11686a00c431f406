/// A project: the root value of `Project.swift`. Creating it is what makes the manifest print
/// itself when scaffold runs it, so a manifest is `let project = Project(...)`.
///
/// The same model as `Project.yml`: each argument is the section of the same name there.
public struct Project: Sendable {
    /// The project's name: `<name>.xcodeproj`.
    public var name: String
    /// The organization Xcode names in new files' headers (`ORGANIZATIONNAME`).
    public var organizationName: String?
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
    let site: CallSite

    /// Creates the project, and prints it when scaffold runs the manifest.
    public init(
        name: String,
        organizationName: String? = nil,
        options: Options = .options(),
        packages: [Package] = [],
        settings: Settings? = nil,
        targets: [Target] = [],
        schemes: [Scheme] = [],
        features: [Feature] = [],
        pipeline: [PipelineStep] = [],
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name
        self.organizationName = organizationName
        self.options = options
        self.packages = packages
        self.settings = settings
        self.targets = targets
        self.schemes = schemes
        self.features = features
        self.pipeline = pipeline
        site = CallSite(file, line, column)
        ManifestJSON.dumpIfRequested(json)
    }

    /// The manifest-shaped JSON of the project.
    var json: ManifestJSON {
        var problems = targets.flatMap(\.problems) + schemes.flatMap(\.problems)
        problems += ManifestProblem.duplicates(packages.map { ($0.name, $0.site) }, kind: "package")
        problems += ManifestProblem.duplicates(targets.map { ($0.name, $0.site) }, kind: "target")
        problems += ManifestProblem.duplicates(schemes.map { ($0.name, $0.site) }, kind: "scheme")
        problems += ManifestProblem.duplicates(features.map { ($0.name, $0.site) }, kind: "feature")
        problems += ManifestProblem.duplicates(pipeline.map { ($0.name, $0.site) }, kind: "pipeline step")
        problems += settings?.problems ?? []
        let targetsJSON = targets.map { ($0.name, $0.json(problems: &problems)) }
        return ManifestJSON.fields([
            ("name", .string(name)),
            ("attributes", organizationName.map { .object([("ORGANIZATIONNAME", .string($0))]) }),
            ("options", options.json),
            ("configFiles", settings?.configFilesJSON),
            ("configs", settings.flatMap(\.configsJSON)),
            ("settings", settings?.json),
            ("packages", .object(packages.map { ($0.name, $0.json) })),
            ("targets", .object(targetsJSON)),
            ("schemes", .object(schemes.map { ($0.name, $0.json) })),
            ("features", .object(features.map { ($0.name, $0.json) })),
            ("pipeline", .object(pipeline.map { ($0.name, $0.json) })),
            ("@problems", problems.isEmpty ? nil : .array(problems.map(\.json))),
        ], at: site)
    }
}

extension Project {
    /// Project-wide options (`options:` in `Project.yml`).
    public struct Options: Sendable {
        var bundleIdPrefix: String?
        var createIntermediateGroups: Bool?
        var generateTargetSchemes: Bool?
        var featureFlagsPath: String?
        var scaffoldPath: String?
        var deploymentTargets: DeploymentTargets?

        /// Options; each left out keeps scaffold's default.
        /// - Parameters:
        ///   - bundleIdPrefix: Bundle identifiers default to this prefix and the target's name.
        ///   - createIntermediateGroups: Groups for every folder level of the sources.
        ///   - generateTargetSchemes: A scheme for every application and framework target the manifest gives none. Left out, on, as
        ///     Tuist's automatic schemes are (a `Project.yml` leaves it off, as XcodeGen does).
        ///   - featureFlagsPath: Where `generate` writes the plugin wiring: each scope's plugin enum and factory.
        ///   - scaffoldPath: The `scaffold` executable the generated build phases run (left out: `scaffold` on the PATH).
        ///   - deploymentTargets: The default deployment target of each platform.
        public static func options(
            bundleIdPrefix: String? = nil,
            createIntermediateGroups: Bool? = nil,
            generateTargetSchemes: Bool? = nil,
            featureFlagsPath: String? = nil,
            scaffoldPath: String? = nil,
            deploymentTargets: DeploymentTargets? = nil
        ) -> Options {
            Options(
                bundleIdPrefix: bundleIdPrefix, createIntermediateGroups: createIntermediateGroups,
                generateTargetSchemes: generateTargetSchemes, featureFlagsPath: featureFlagsPath,
                scaffoldPath: scaffoldPath, deploymentTargets: deploymentTargets
            )
        }

        var json: ManifestJSON {
            ManifestJSON.fields([
                ("bundleIdPrefix", bundleIdPrefix.map(ManifestJSON.string)),
                ("createIntermediateGroups", createIntermediateGroups.map(ManifestJSON.bool)),
                ("generateTargetSchemes", .bool(generateTargetSchemes ?? true)),
                ("featureFlagsPath", featureFlagsPath.map(ManifestJSON.string)),
                ("scaffoldPath", scaffoldPath.map(ManifestJSON.string)),
                ("deploymentTarget", deploymentTargets?.json),
            ])
        }
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
    public static func multiplatform(iOS: String? = nil, macOS: String? = nil, watchOS: String? = nil, tvOS: String? = nil, visionOS: String? = nil) -> DeploymentTargets {
        DeploymentTargets(iOS: iOS, macOS: macOS, tvOS: tvOS, watchOS: watchOS, visionOS: visionOS)
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
    func version(for platform: Platform) -> String? {
        switch platform {
        case .iOS: return iOS
        case .macOS: return macOS
        case .tvOS: return tvOS
        case .watchOS: return watchOS
        case .visionOS: return visionOS
        }
    }

    var json: ManifestJSON {
        ManifestJSON.fields(Platform.allCases.map { ($0.rawValue, version(for: $0).map(ManifestJSON.string)) })
    }
}
