extension Project {
    /// Project-wide options (`options:` in `Project.yml`): scaffold's, and Tuist's
    /// `Project.Options` (what maps to the project is applied, the rest warned about).
    public struct Options: Sendable {
        var bundleIdPrefix: String?
        var createIntermediateGroups: Bool?
        var generateTargetSchemes: Bool?
        var featureFlagsPath: String?
        var scaffoldPath: String?
        var deploymentTargets: DeploymentTargets?
        var settingPresets: SettingPresets = .all
        /// The project's development region.
        public var developmentRegion: String?
        /// Xcode's text settings.
        public var textSettings: TextSettings?
        /// Tuist's automatic schemes.
        public var automaticSchemesOptions: AutomaticSchemesOptions = .enabled()
        /// The regions Xcode knows by default (read, not applied).
        public var defaultKnownRegions: [String]?
        /// Whether Tuist's bundle accessors are off (scaffold writes none).
        public var disableBundleAccessors = false
        /// Whether script phases hide the environment (read, not applied when `true`).
        public var disableShowEnvironmentVarsInScriptPhases = false
        /// Whether Tuist's resource accessors are off (scaffold writes none).
        public var disableSynthesizedResourceAccessors = false
        /// The `.xcodeproj`'s name, when not the project's (read, not applied).
        public var xcodeProjectName: String?
        /// How groups and folder references are sorted (scaffold sorts XcodeGen's way).
        public var folderSortingStrategy: FolderSortingStrategy = .groupsBeforeFolderReferences

        /// How Tuist sorts a group's children.
        public enum FolderSortingStrategy: Sendable, Equatable {
            case groupsBeforeFolderReferences, alphabetical
        }
        /// What scaffold reads but does not apply, reported as warnings at the call.
        var problems: [ManifestProblem] = []

        /// Options; each left out keeps scaffold's default. Tuist's come first, in its order.
        /// - Parameters:
        ///   - automaticSchemesOptions: Tuist's automatic schemes: `.disabled` turns them off,
        ///     `.enabled()` on (its grouping, coverage, testing and language options are not applied: a warning).
        ///   - defaultKnownRegions: Not applied (a warning).
        ///   - developmentRegion: The project's development region (`developmentLanguage`).
        ///   - disableBundleAccessors: scaffold writes no bundle accessors either way.
        ///   - disableShowEnvironmentVarsInScriptPhases: Not applied when `true` (a warning).
        ///   - disableSynthesizedResourceAccessors: scaffold synthesizes no resource accessors either way.
        ///   - textSettings: Xcode's indentation settings (read, not generated yet: a warning).
        ///   - xcodeProjectName: Not applied: the `.xcodeproj` is named after the project (a warning).
        ///   - bundleIdPrefix: Bundle identifiers default to this prefix and the target's name.
        ///   - createIntermediateGroups: Groups for every folder level of the sources.
        ///   - generateTargetSchemes: A scheme for every application and framework target the manifest gives none. Left out, on, as
        ///     Tuist's automatic schemes are (a `Project.yml` leaves it off, as XcodeGen does).
        ///   - featureFlagsPath: Where `generate` writes the plugin wiring: each scope's plugin enum and factory.
        ///   - scaffoldPath: The `scaffold` executable the generated build phases run (left out: `scaffold` on the PATH).
        ///   - deploymentTargets: The default deployment target of each platform.
        ///   - settingPresets: Where XcodeGen's build-setting presets apply (`.all`, the default; `.project`, `.targets`, `.none`).
        public static func options(
            automaticSchemesOptions: AutomaticSchemesOptions? = nil,
            defaultKnownRegions: [String]? = nil,
            developmentRegion: String? = nil,
            disableBundleAccessors: Bool = false,
            disableShowEnvironmentVarsInScriptPhases: Bool = false,
            disableSynthesizedResourceAccessors: Bool = false,
            textSettings: TextSettings? = nil,
            xcodeProjectName: String? = nil,
            folderSortingStrategy: FolderSortingStrategy = .groupsBeforeFolderReferences,
            bundleIdPrefix: String? = nil,
            createIntermediateGroups: Bool? = nil,
            generateTargetSchemes: Bool? = nil,
            featureFlagsPath: String? = nil,
            scaffoldPath: String? = nil,
            deploymentTargets: DeploymentTargets? = nil,
            settingPresets: SettingPresets = .all,
            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) -> Options {
            var options = Options(
                bundleIdPrefix: bundleIdPrefix, createIntermediateGroups: createIntermediateGroups,
                generateTargetSchemes: generateTargetSchemes ?? automaticSchemesOptions.map { $0 != .disabled }, featureFlagsPath: featureFlagsPath,
                scaffoldPath: scaffoldPath, deploymentTargets: deploymentTargets, developmentRegion: developmentRegion, textSettings: textSettings
            )
            options.automaticSchemesOptions = automaticSchemesOptions ?? .enabled()
            options.defaultKnownRegions = defaultKnownRegions
            options.disableBundleAccessors = disableBundleAccessors
            options.disableShowEnvironmentVarsInScriptPhases = disableShowEnvironmentVarsInScriptPhases
            options.disableSynthesizedResourceAccessors = disableSynthesizedResourceAccessors
            options.xcodeProjectName = xcodeProjectName
            options.folderSortingStrategy = folderSortingStrategy
            options.settingPresets = settingPresets
            let site = CallSite(file, line, column)
            var unapplied: [String] = []
            if case let .enabled(grouping, coverage, testing, testLanguage, testRegion, capture, runLanguage, runRegion) = automaticSchemesOptions,
               grouping != .default || coverage || !testing.isEmpty || testLanguage != nil || testRegion != nil || capture != nil || runLanguage != nil
               || runRegion != nil {
                unapplied.append("automaticSchemesOptions' grouping, coverage, testing and language options (scaffold's automatic schemes build and run each application and framework target)")
            }
            if defaultKnownRegions != nil { unapplied.append("defaultKnownRegions") }
            if disableShowEnvironmentVarsInScriptPhases { unapplied.append("disableShowEnvironmentVarsInScriptPhases") }
            if textSettings?.wrapsLines != nil { unapplied.append("textSettings' wrapsLines") }
            if xcodeProjectName != nil { unapplied.append("xcodeProjectName (the .xcodeproj is named after the project)") }
            options.problems = unapplied.map { ManifestProblem(message: "\($0) is not applied by scaffold; it is left out of the project", site: site, isWarning: true) }
            return options
        }

        var json: ManifestJSON {
            ManifestJSON.fields([
                ("bundleIdPrefix", bundleIdPrefix.map(ManifestJSON.string)),
                ("createIntermediateGroups", createIntermediateGroups.map(ManifestJSON.bool)),
                ("generateTargetSchemes", .bool(generateTargetSchemes ?? true)),
                ("featureFlagsPath", featureFlagsPath.map(ManifestJSON.string)),
                ("scaffoldPath", scaffoldPath.map(ManifestJSON.string)),
                ("deploymentTarget", deploymentTargets?.json),
                ("developmentLanguage", developmentRegion.map(ManifestJSON.string)),
                ("usesTabs", textSettings?.usesTabs.map(ManifestJSON.bool)),
                ("indentWidth", textSettings?.indentWidth.map { .number(Double($0)) }),
                ("tabWidth", textSettings?.tabWidth.map { .number(Double($0)) }),
                ("settingPresets", settingPresets == .all ? nil : .string(settingPresets.rawValue)),
            ])
        }
    }
}

extension Project.Options {
    /// Where XcodeGen's build-setting presets apply (scaffold's addition, `settingPresets:` in
    /// `Project.yml`): the project's and the targets' (`all`), one level's, or `none`.
    public enum SettingPresets: String, Sendable, Equatable {
        case all, project, targets, none
    }

    /// Tuist's automatic target schemes: on (with options scaffold does not apply) or off.
    public enum AutomaticSchemesOptions: Sendable, Equatable {
        /// How Tuist groups automatic schemes.
        public enum TargetSchemesGrouping: Sendable, Equatable {
            /// One scheme for the project.
            case singleScheme
            /// Schemes grouped by the suffix of their targets' names.
            case byNameSuffix(build: Set<String>, test: Set<String>, run: Set<String>)
            /// A scheme for each target.
            case notGrouped

            /// Tuist's default grouping.
            public static let `default` = TargetSchemesGrouping.byNameSuffix(
                build: ["Implementation", "Interface", "Mocks", "Testing"], test: ["Tests", "IntegrationTests", "UITests", "SnapshotTests"], run: ["App", "Demo"]
            )
        }

        /// Automatic schemes on.
        case enabled(
            targetSchemesGrouping: TargetSchemesGrouping = .default, codeCoverageEnabled: Bool = false, testingOptions: TestingOptions = [],
            testLanguage: SchemeLanguage? = nil, testRegion: String? = nil, testScreenCaptureFormat: ScreenCaptureFormat? = nil, runLanguage: SchemeLanguage? = nil, runRegion: String? = nil
        )
        /// Automatic schemes off.
        case disabled
    }

    /// Xcode's text settings for the project.
    public struct TextSettings: Sendable, Equatable {
        public var usesTabs: Bool?
        public var indentWidth: UInt?
        public var tabWidth: UInt?
        public var wrapsLines: Bool?

        /// Tabs or spaces, indent and tab widths, line wrapping.
        public static func textSettings(usesTabs: Bool? = nil, indentWidth: UInt? = nil, tabWidth: UInt? = nil, wrapsLines: Bool? = nil) -> TextSettings {
            TextSettings(usesTabs: usesTabs, indentWidth: indentWidth, tabWidth: tabWidth, wrapsLines: wrapsLines)
        }
    }
}

/// Tuist's options of automatically generated test actions.
public struct TestingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Tests run in parallel.
    public static let parallelizable = TestingOptions(rawValue: 1 << 0)
    /// Tests run in random order.
    public static let randomExecutionOrdering = TestingOptions(rawValue: 1 << 1)
    /// Only Swift Testing's tests run in parallel.
    public static let swiftTestingOnlyParallelizable = TestingOptions(rawValue: 1 << 2)
}
