import ProjectSpec

/// Writes a `Project` as a `Project.swift` in Tuist's `ProjectDescription` API as scaffold
/// implements it (`Sources/ProjectDescription`), so that loading it gives the project
/// `ManifestEncoder`'s YAML gives: `import ProjectDescription`, then
/// `let project = Project(name:options:packages:settings:targets:schemes:fileGroups:)`.
///
/// The Swift spelling is the one a person would write: Tuist's labels, a string where Tuist
/// takes one (`sources: ["App"]`), scaffold's additions only where Tuist has no word (a
/// `.synchronizedFolder`, a `.postCompile` script, `phaseOrder`). What the API cannot say is a
/// warning naming the part and what is kept out; nothing is dropped silently. The output is
/// deterministic (dictionaries by key) and laid out by `SwiftCode`.
public enum ManifestSwiftWriter {
    /// The manifest text, and what it could not say.
    public struct Result: Sendable {
        /// The `Project.swift` text.
        public var text: String
        /// What the Swift API cannot say, each naming the part of the project and what is kept out.
        public var warnings: [String]
    }

    /// `project` as a `Project.swift`.
    public static func write(_ project: Project) -> Result {
        var writer = SwiftManifestWriting(project: project)
        let code = writer.projectCode()
        return Result(text: "import ProjectDescription\n\nlet project = " + code.rendered() + "\n", warnings: writer.warnings)
    }
}

/// One project being written: its parts as `SwiftCode`, and the warnings gathered.
struct SwiftManifestWriting {
    let project: Project
    var warnings: [String] = []

    init(project: Project) {
        self.project = project
    }

    mutating func warn(_ message: String) {
        warnings.append(message)
    }

    mutating func projectCode() -> SwiftCode {
        let attributes = project.attributes
        let organization = attributes["ORGANIZATIONNAME"].flatMap(Self.plainString)
        let classPrefix = attributes["CLASSPREFIX"].flatMap(Self.plainString)
        let others = attributes.keys.sorted().filter { !(($0 == "ORGANIZATIONNAME" && organization != nil) || ($0 == "CLASSPREFIX" && classPrefix != nil)) }
        if !others.isEmpty { warn("the project's attributes \(others.joined(separator: ", ")) are not expressible in Project.swift; kept out") }
        if !project.features.isEmpty { warn("the project's features are not written to Project.swift yet; kept out") }
        if !project.pipeline.isEmpty { warn("the project's pipeline steps are not written to Project.swift yet; kept out") }
        if !project.projectReferences.isEmpty {
            warn("the project's projectReferences (\(project.projectReferences.keys.sorted().joined(separator: ", "))) are not expressible in Project.swift; kept out")
        }
        let regular = project.targets.filter { !$0.isAggregate }
        let aggregates = project.targets.filter(\.isAggregate)
        var targets: [SwiftCode] = []
        for target in regular { targets.append(self.target(target)) }
        for target in aggregates { targets.append(self.aggregateTarget(target)) }
        return .call(
            "Project",
            ("name", .string(project.name)),
            ("organizationName", organization.map(SwiftCode.string)),
            ("classPrefix", classPrefix.map(SwiftCode.string)),
            ("options", options()),
            ("packages", project.packages.isEmpty ? nil : .array(project.packages.map { package($0) })),
            ("settings", projectSettings()),
            ("targets", targets.isEmpty ? nil : .array(targets)),
            ("schemes", project.schemes.isEmpty ? nil : .array(project.schemes.map { scheme($0) })),
            ("fileGroups", project.fileGroups.isEmpty ? nil : .array(project.fileGroups.map(Self.path)))
        )
    }

    // MARK: Options

    /// `.options(…)`: what the model sets that Tuist's options or scaffold's say. The
    /// `generateTargetSchemes` default differs (a `Project.swift` turns automatic schemes on, as
    /// Tuist does), so it is always written.
    private mutating func options() -> SwiftCode {
        let options = project.options
        let unsaid: [(String, Bool)] = [
            ("useBaseInternationalization: false", !options.useBaseInternationalization),
            ("carthageBuildPath", options.carthageBuildPath != nil),
            ("findCarthageFrameworks", options.findCarthageFrameworks),
            ("transitivelyLinkDependencies", options.transitivelyLinkDependencies),
            ("fileTypes", !options.fileTypes.isEmpty),
            ("defaultSourceDirectoryType", options.defaultSourceDirectoryType != nil),
            ("xcodeVersion", options.xcodeVersion != nil),
            ("groupSortPosition", options.groupSortPosition != .bottom),
            ("generateEmptyDirectories", options.generateEmptyDirectories),
            ("preGenCommand", options.preGenCommand != nil),
            ("postGenCommand", options.postGenCommand != nil),
        ]
        for (name, set) in unsaid where set { warn("the project's option \(name) is not expressible in Project.swift; kept out") }
        // In `.multiplatform(iOS:macOS:watchOS:tvOS:visionOS:)`'s order.
        let versions = [Platform.iOS, .macOS, .watchOS, .tvOS, .visionOS].compactMap { platform in options.deploymentTarget[platform].map { (platform.rawValue, $0) } }
        return .call(
            ".options",
            ("developmentRegion", options.developmentLanguage.map(SwiftCode.string)),
            ("bundleIdPrefix", options.bundleIdPrefix.map(SwiftCode.string)),
            ("createIntermediateGroups", options.createIntermediateGroups ? .bool(true) : nil),
            ("generateTargetSchemes", .bool(options.generateTargetSchemes)),
            ("featureFlagsPath", options.featureFlagsPath.map(SwiftCode.string)),
            ("scaffoldPath", options.scaffoldPath.map(SwiftCode.string)),
            ("deploymentTargets", versions.isEmpty ? nil : .call(".multiplatform", versions.map { SwiftCode.Argument($0.0, .string($0.1)) })),
            ("settingPresets", options.settingPresets == .all ? nil : .token("." + options.settingPresets.rawValue))
        )
    }

    // MARK: Settings

    /// The project's `.settings(…)`: every configuration (they declare the project's), with its
    /// settings and `.xcconfig`, and the default configuration; `nil` when all of it is the
    /// default (Debug and Release, nothing set).
    private mutating func projectSettings() -> SwiftCode? {
        let settings = project.settings
        let names = Set(project.configs.map(\.name))
        for name in settings.configs.keys.sorted() where !names.contains(name) && !(settings.configs[name]?.isEmpty ?? true) {
            warn("the project's settings of '\(name)', which is not one of its configurations, are not expressible in Project.swift "
                 + "(a configuration there declares one); kept out")
        }
        for name in project.configFiles.keys.sorted() where !names.contains(name) {
            warn("the project's .xcconfig of '\(name)', which is not one of its configurations, is not expressible in Project.swift; kept out")
        }
        let isDefault = project.configs == BuildConfiguration.defaults && settings.isEmpty && project.configFiles.isEmpty && project.options.defaultConfig == nil
        if isDefault { return nil }
        let configurations = project.configs.map { config in
            configuration(config.name, type: config.type, settings: settings.configs[config.name] ?? [:], xcconfig: project.configFiles[config.name])
        }
        return .call(
            ".settings",
            ("base", settings.base.isEmpty ? nil : Self.settingsDictionary(settings.base)),
            ("configurations", .array(configurations)),
            ("defaultConfiguration", project.options.defaultConfig.map(SwiftCode.string))
        )
    }

    /// A target's `.settings(…)`, or `nil` when it has none: the configurations with settings or
    /// an `.xcconfig`, in the project's order of configurations.
    func targetSettings(_ settings: Settings, configFiles: [String: String]) -> SwiftCode? {
        let named = Set(settings.configs.filter { !$0.value.isEmpty }.keys).union(configFiles.keys)
        guard !settings.base.isEmpty || !named.isEmpty else { return nil }
        let ordered = project.configs.map(\.name).filter(named.contains) + named.subtracting(project.configs.map(\.name)).sorted()
        let configurations = ordered.map { name in
            configuration(name, type: type(ofConfig: name), settings: settings.configs[name] ?? [:], xcconfig: configFiles[name])
        }
        return .call(
            ".settings",
            ("base", settings.base.isEmpty ? nil : Self.settingsDictionary(settings.base)),
            ("configurations", configurations.isEmpty ? nil : .array(configurations))
        )
    }

    /// The project's type of the configuration `name` (by its name when it has none of that name).
    private func type(ofConfig name: String) -> BuildConfiguration.Kind {
        project.configs.first { $0.name == name }?.type ?? (name.lowercased().contains("debug") ? .debug : .release)
    }

    /// `.debug(name:settings:xcconfig:)` or `.release(…)`.
    private func configuration(_ name: String, type: BuildConfiguration.Kind, settings: [String: SettingValue], xcconfig: String?) -> SwiftCode {
        .call(
            type == .debug ? ".debug" : ".release",
            ("name", Self.configurationName(name)),
            ("settings", settings.isEmpty ? nil : Self.settingsDictionary(settings)),
            ("xcconfig", xcconfig.map(Self.path))
        )
    }

    /// A settings dictionary, by key: each value a string or a list of strings.
    static func settingsDictionary(_ values: [String: SettingValue]) -> SwiftCode {
        .dictionary(values.keys.sorted().map { key in
            switch values[key] {
            case let .list(items)?: return SwiftCode.Entry(key: .string(key), value: .strings(items))
            case let .string(text)?: return SwiftCode.Entry(key: .string(key), value: .string(text))
            case nil: return SwiftCode.Entry(key: .string(key), value: .string(""))
            }
        })
    }

    /// `.debug`, `.release`, or the name as a string.
    static func configurationName(_ name: String) -> SwiftCode {
        switch name {
        case "Debug": return .token(".debug")
        case "Release": return .token(".release")
        default: return .string(name)
        }
    }

    // MARK: Packages

    /// `.remote(url:requirement:)` or `.local(path:)`, named where the name is not the one Tuist
    /// gives (the URL's or folder's last component).
    private mutating func package(_ package: SwiftPackage) -> SwiftCode {
        switch package.source {
        case let .local(path):
            if package.isFolderReference {
                warn("package '\(package.name)': 'folderReference' (shown only as a folder, no package reference) is not expressible in Project.swift; "
                     + "written as a local package")
            }
            if package.isExcludedFromProject {
                warn("package '\(package.name)': 'excludeFromProject' (neither shown nor referenced) is not expressible in Project.swift; written as a local package")
            }
            let written = package.writtenAsRootSlash ? "./" : path
            let name = Self.lastComponent(written) == package.name ? nil : SwiftCode.string(package.name)
            return .call(".local", ("name", name), ("path", Self.path(written)))
        case let .remote(url, requirement):
            let name = Self.lastComponent(url) == package.name ? nil : SwiftCode.string(package.name)
            return .call(".remote", ("name", name), ("url", .string(url)), ("requirement", self.requirement(requirement, package: package.name)))
        }
    }

    private mutating func requirement(_ requirement: VersionRequirement, package: String) -> SwiftCode {
        switch requirement {
        case let .upToNextMajor(text): return .call(".upToNextMajor", ("from", version(text, package: package)))
        case let .upToNextMinor(text): return .call(".upToNextMinor", ("from", version(text, package: package)))
        case let .exact(text): return .call(".exact", (nil, version(text, package: package)))
        case let .range(from, to): return .call(".range", ("from", version(from, package: package)), ("to", version(to, package: package)))
        case let .branch(name): return .call(".branch", (nil, .string(name)))
        case let .revision(hash): return .call(".revision", (nil, .string(hash)))
        }
    }

    /// A version literal. ProjectDescription's `Version` writes a version in full (`1.2` as
    /// `1.2.0`), so one written otherwise changes: a warning.
    private mutating func version(_ text: String, package: String) -> SwiftCode {
        if Self.canonicalVersion(text) != text {
            warn("package '\(package)': the version '\(text)' is written \(Self.canonicalVersion(text).map { "'\($0)'" } ?? "as it is, which ProjectDescription reports") by Project.swift's Version")
        }
        return .string(text)
    }

    /// How ProjectDescription's `Version` writes `text`: major, minor and patch, with its
    /// pre-release and build identifiers; `nil` when it is no version.
    static func canonicalVersion(_ text: String) -> String? {
        let prerelease = text.firstIndex(of: "-")
        let metadata = text.firstIndex(of: "+")
        let required = text[..<(prerelease ?? metadata ?? text.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
        let numbers = required.compactMap { Int($0) }
        guard !required.isEmpty, required.count <= 3, numbers.count == required.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        func identifiers(after start: String.Index?, upTo end: String.Index) -> [String] {
            guard let start, start < end else { return [] }
            return text[text.index(after: start)..<end].split(separator: ".").map(String.init)
        }
        let full = numbers + Array(repeating: 0, count: 3 - numbers.count)
        var result = full.map(String.init).joined(separator: ".")
        let pre = identifiers(after: prerelease, upTo: metadata ?? text.endIndex)
        let build = identifiers(after: metadata, upTo: text.endIndex)
        if !pre.isEmpty { result += "-" + pre.joined(separator: ".") }
        if !build.isEmpty { result += "+" + build.joined(separator: ".") }
        return result
    }

    // MARK: Helpers

    /// A path argument: a string, or `.relativeToManifest(…)` for one a string would read as
    /// relative to the root (`//…`).
    static func path(_ path: String) -> SwiftCode {
        path.hasPrefix("//") ? .call(".relativeToManifest", (nil, .string(path))) : .string(path)
    }

    /// The last component of a URL or path without `.git`, as ProjectDescription names a package.
    static func lastComponent(_ location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// A plist value that is a string.
    static func plainString(_ value: PlistValue) -> String? {
        if case let .string(text) = value { return text }
        return nil
    }
}
