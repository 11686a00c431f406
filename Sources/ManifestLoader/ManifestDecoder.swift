import Foundation
import ProjectSpec
import ScaffoldSupport

/// Turns the merged, expanded manifest tree into a `Project`, reporting every type error,
/// unknown key and missing key on the way. References between parts are checked afterwards
/// by `ProjectValidator`.
struct ManifestDecoder {
    let context: DecodingContext

    static let projectKeys = [
        "name", "options", "configs", "settings", "packages", "targets", "schemes", "features", "pipeline",
        // XcodeGen's keys.
        "configFiles", "settingGroups", "targetTemplates", "schemeTemplates", "aggregateTargets", "projectReferences",
        "attributes", "fileGroups",
    ]
    /// XcodeGen's top-level keys that are read but not generated yet.
    static let projectKeysNotGenerated = [
        "breakpoints", "localPackages", "packageRegistry",
    ]

    /// The project, or `nil` when the root is not a mapping. Problems go to the context.
    func decode(_ root: ManifestNode) -> Project? {
        guard let fields = Fields(root, path: [], context: context, what: "the manifest", allowed: Self.projectKeys + ["include"],
                                  notGenerated: Self.projectKeysNotGenerated, unknownKeys: .warning) else {
            return nil
        }
        for entry in fields.namedEntries("settingGroups") { context.settingGroups[entry.key] = entry.value }
        let configs = decodeConfigs(fields)
        var project = Project(name: decodeName(fields), configs: configs)
        project.options = decodeOptions(fields)
        project.settings = fields.value("settings").map { decodeSettings($0, path: ["settings"]) } ?? Settings()
        project.packages = section("packages", of: fields).compactMap { decodePackage($0) }.sorted { $0.name < $1.name }
        let targetEntries = section("targets", of: fields)
        let named = zip(targetEntries, decodeTargets(targetEntries)).compactMap { entry, target in target.map { (["targets", entry.key], $0) } }
            + fields.namedEntries("aggregateTargets").compactMap { entry in decodeAggregateTarget(entry).map { (["aggregateTargets", entry.key], $0) } }
        reportSharedTargetNames(named)
        project.targets = named.map { $0.1 }.sorted { $0.name < $1.name }
        context.declare(fields.namedEntries("aggregateTargets").map(\.key), in: "targets")
        project.configFiles = decodeConfigFiles(fields)
        project.projectReferences = decodeProjectReferences(fields)
        project.fileGroups = fields.paths("fileGroups") ?? []
        project.attributes = decodeAttributes(fields)
        project.schemes = section("schemes", of: fields).compactMap { decodeScheme($0) }.sorted { $0.name < $1.name }
        project.features = section("features", of: fields).compactMap { decodeFeature($0) }.sorted { $0.name < $1.name }
        project.pipeline = section("pipeline", of: fields).compactMap {
            decodeStep($0, targets: project.targets, schemes: project.schemes)
        }.sorted { $0.name < $1.name }
        return project
    }

    /// The targets of `entries`. They are independent: on every core, each with a child
    /// context, whose findings are then taken in in order, as if decoded one by one.
    private func decodeTargets(_ entries: [ManifestNode.Entry]) -> [Target?] {
        guard entries.count >= 32 else { return entries.map { decodeTarget($0) } }
        let children = ChildContexts(contexts: entries.map { _ in context.child() })
        let targets = ConcurrentMap.map(Array(entries.indices)) { index in
            ManifestDecoder(context: children.contexts[index]).decodeTarget(entries[index])
        }
        for child in children.contexts { context.absorb(child) }
        return targets
    }

    /// Two targets with one name would be one object of the project (and one scheme, one
    /// product): reported at the later one. Keys differ, but a target's `name:` may repeat
    /// another's key, and an aggregate target may share a target's name.
    private func reportSharedTargetNames(_ targets: [(path: [String], target: Target)]) {
        var first: [String: [String]] = [:]
        for (path, target) in targets {
            guard let earlier = first[target.name] else {
                first[target.name] = path
                continue
            }
            context.error("'\(path.joined(separator: "."))' and '\(earlier.joined(separator: "."))' are both named '\(target.name)'",
                          at: context.location(of: path + ["name"]), hint: "a target's name names its product and its scheme: give each target its own")
        }
    }

    /// Child contexts, one per target, each used by one thread only.
    private struct ChildContexts: @unchecked Sendable {
        let contexts: [DecodingContext]
    }

    /// The entries of a map by name, each name declared whether or not its entry decodes.
    private func section(_ key: String, of project: Fields) -> [ManifestNode.Entry] {
        let entries = project.namedEntries(key)
        context.declare(entries.map(\.key), in: key)
        return entries
    }

    /// The project name, which also names the `.xcodeproj`: not empty, a file name
    /// (``FileNameRule``).
    private func decodeName(_ project: Fields) -> String {
        guard let name = project.string("name", required: true) else { return "" }
        let location = context.location(of: ["name"])
        if name.isBlank {
            context.error("the project name is empty", at: location, hint: "it names the .xcodeproj")
        } else if let problem = FileNameRule.problem(with: name) {
            context.error("project name '\(FileNameRule.shown(name))' \(problem)", at: location, hint: "it names the .xcodeproj, a single file name")
        }
        return name
    }

    static let optionKeys = [
        "bundleIdPrefix", "deploymentTarget", "createIntermediateGroups", "generateTargetSchemes", "featureFlagsPath", "scaffoldPath",
        // XcodeGen's options that scaffold generates.
        "defaultConfig", "carthageBuildPath", "findCarthageFrameworks", "developmentLanguage", "useBaseInternationalization", "settingPresets",
        "transitivelyLinkDependencies", "fileTypes", "defaultSourceDirectoryType", "xcodeVersion", "groupSortPosition",
        "generateEmptyDirectories", "preGenCommand", "postGenCommand",
        // Checks with nothing to generate.
        "minimumXcodeGenVersion", "disabledValidations",
    ]
    /// XcodeGen's options that are read but not generated yet (or, for the commands, not run:
    /// see docs/Manifest.md).
    static let optionKeysNotGenerated = [
        "carthageExecutablePath", "usesTabs", "indentWidth", "tabWidth",
        "groupOrdering", "localPackagesGroup", "schemePathPrefix", "parallelizeBuild", "buildImplicitDependencies",
        "projectFormat", "postGenCommandFailureIsFatal",
    ]

    private func decodeOptions(_ project: Fields) -> ProjectOptions {
        var options = ProjectOptions()
        guard let node = project.value("options"),
              let fields = Fields(node, path: ["options"], context: context, what: "options", allowed: Self.optionKeys,
                                  notGenerated: Self.optionKeysNotGenerated, unknownKeys: .warning)
        else { return options }
        options.bundleIdPrefix = fields.string("bundleIdPrefix")
        options.createIntermediateGroups = fields.bool("createIntermediateGroups") ?? false
        options.generateTargetSchemes = fields.bool("generateTargetSchemes") ?? false
        options.featureFlagsPath = fields.path("featureFlagsPath")
        options.scaffoldPath = fields.string("scaffoldPath")
        options.defaultConfig = fields.string("defaultConfig")
        options.transitivelyLinkDependencies = fields.bool("transitivelyLinkDependencies") ?? false
        options.carthageBuildPath = fields.string("carthageBuildPath")
        options.findCarthageFrameworks = fields.bool("findCarthageFrameworks") ?? false
        options.developmentLanguage = fields.string("developmentLanguage")
        options.useBaseInternationalization = fields.bool("useBaseInternationalization") ?? true
        options.settingPresets = decodeSettingPresets(fields)
        options.fileTypes = decodeFileTypes(fields)
        options.defaultSourceDirectoryType = fields.choice("defaultSourceDirectoryType", TargetSource.Kind.self, what: "source type")
        options.xcodeVersion = decodeXcodeVersion(fields)
        options.groupSortPosition = fields.choice("groupSortPosition", GroupSortPosition.self, what: "group sort position") ?? .bottom
        options.generateEmptyDirectories = fields.bool("generateEmptyDirectories") ?? false
        options.preGenCommand = fields.string("preGenCommand")
        options.postGenCommand = fields.string("postGenCommand")
        if let targets = fields.value("deploymentTarget"), targets.scalar != nil {
            context.warning("options 'deploymentTarget' is a mapping by platform; a single version is ignored (as XcodeGen ignores it)", at: targets.location,
                            hint: "write deploymentTarget: {iOS: \"\(targets.scalar ?? "")\"}")
        } else if let targets = fields.value("deploymentTarget") {
            let platforms = Platform.concrete.map(\.rawValue)
            if let versions = Fields(targets, path: ["options", "deploymentTarget"], context: context, what: "deploymentTarget", allowed: platforms,
                                     unknownKeys: .warning) {
                for platform in Platform.concrete {
                    if let version = versions.string(platform.rawValue) { options.deploymentTarget[platform] = version }
                }
            }
        }
        return options
    }

    /// `xcodeVersion: "15.3"`. XcodeGen reads only a string: an unquoted `15.3` is a YAML
    /// number to it, and ignored (a warning here).
    private func decodeXcodeVersion(_ fields: Fields) -> String? {
        guard let node = fields.value("xcodeVersion"), let text = context.string(node) else { return nil }
        if case .scalar(_, quoted: false) = node.value, ScalarParsing.numberText(text) != nil {
            context.warning("xcodeVersion \(text) is a YAML number, which XcodeGen ignores; so does scaffold", at: node.location,
                            hint: "quote it: xcodeVersion: \"\(text)\"")
            return nil
        }
        return text
    }

    /// `fileTypes: {EXT: {buildPhase: …}}`: the build phase of sources by extension.
    private func decodeFileTypes(_ fields: Fields) -> [String: SourceBuildPhase] {
        guard let node = fields.value("fileTypes") else { return [:] }
        guard case let .mapping(entries) = node.value else {
            context.expected("'fileTypes' to be a mapping of extensions", found: node)
            return [:]
        }
        var types: [String: SourceBuildPhase] = [:]
        for entry in entries {
            let path = ["options", "fileTypes", entry.key]
            guard let type = Fields(entry.value, path: path, context: context, what: "a file type", allowed: ["buildPhase"],
                                    notGenerated: ["file", "attributes", "resourceTags", "compilerFlags"], unknownKeys: .warning),
                  let phase = type.value("buildPhase")
            else { continue }
            if let value = decodeSourceBuildPhase(phase, path: path + ["buildPhase"]) { types[entry.key] = value }
        }
        return types
    }

    /// `settingPresets: all | project | targets | none` (XcodeGen's words; `all` when left out).
    private func decodeSettingPresets(_ fields: Fields) -> SettingPresetScope {
        guard let node = fields.value("settingPresets"), let text = context.string(node) else { return .all }
        guard let scope = SettingPresetScope(rawValue: text) else {
            context.error("unknown settingPresets '\(text)'", at: node.location,
                          hint: "valid values: \(SettingPresetScope.allCases.map(\.rawValue).joined(separator: ", "))")
            return .all
        }
        return scope
    }

    private func decodeConfigs(_ project: Fields) -> [BuildConfiguration] {
        guard let node = project.value("configs") else { return BuildConfiguration.defaults }
        guard let entries = node.entries else {
            context.expected("'configs' to be a mapping of configuration names to debug or release", found: node)
            return BuildConfiguration.defaults
        }
        context.declare(entries.map(\.key), in: "configs")
        if entries.isEmpty {
            context.error("'configs' defines no configurations", at: node.location, hint: "list at least one, such as 'Debug: debug', or leave 'configs' out for Debug and Release")
            return BuildConfiguration.defaults
        }
        let kinds = BuildConfiguration.Kind.allCases.map(\.rawValue)
        // Sorted by name, as XcodeGen orders them: the configuration lists and the schemes'
        // "first debug / release configuration" follow that order.
        let configs = entries.compactMap { entry -> BuildConfiguration? in
            context.record(["configs", entry.key], entry.keyLocation)
            guard let text = context.string(entry.value) else { return nil }
            guard let kind = BuildConfiguration.Kind(rawValue: text.lowercased()) else {
                context.error("unknown configuration type '\(text)'", at: entry.value.location, hint: "valid values: \(kinds.joined(separator: ", "))")
                return nil
            }
            return BuildConfiguration(name: entry.key, type: kind)
        }
        return configs.sorted { $0.name < $1.name }
    }

    /// Settings in either form: structured, `{base:, configs:, groups:}`, as soon as one of
    /// those keys is there (any other key is then unknown), or a plain map of settings (taken
    /// as base). `groups` names `settingGroups`, applied first; a configuration's settings may
    /// be structured too, and are flattened.
    func decodeSettings(_ node: ManifestNode, path: [String], depth: Int = 0) -> Settings {
        guard let entries = node.entries else {
            if !node.isNull { context.expected("settings to be a mapping", found: node) }
            return Settings()
        }
        let forms = ["base", "configs", "groups"]
        guard entries.contains(where: { forms.contains($0.key) }) else { return Settings(base: decodeSettingValues(node, path: path)) }
        guard let fields = Fields(node, path: path, context: context, what: "settings", allowed: forms, unknownKeys: .warning) else { return Settings() }
        var settings = Settings()
        for (index, name) in (fields.strings("groups") ?? []).enumerated() {
            guard let group = context.settingGroups[name] else {
                context.error("unknown setting group '\(name)'", at: context.location(of: path + ["groups", String(index)]),
                              hint: Suggestion.didYouMean(name, in: context.settingGroups.keys) ?? "define it under 'settingGroups'")
                continue
            }
            guard depth < 16 else {
                context.error("setting group '\(name)' includes itself", at: context.location(of: path + ["groups", String(index)]))
                continue
            }
            settings.merge(decodeSettings(group, path: ["settingGroups", name], depth: depth + 1))
        }
        if let base = fields.value("base") { settings.base.merge(decodeSettingValues(base, path: path + ["base"])) { $1 } }
        if let configs = fields.value("configs") {
            guard let configEntries = configs.entries else {
                context.expected("settings 'configs' to be a mapping by configuration name", found: configs)
                return settings
            }
            for entry in configEntries {
                context.record(path + ["configs", entry.key], entry.keyLocation)
                let inner = decodeSettings(entry.value, path: path + ["configs", entry.key], depth: depth + 1)
                var flat = inner.base
                for (_, values) in inner.configs.sorted(by: { $0.key < $1.key }) { flat.merge(values) { $1 } }
                settings.configs[entry.key, default: [:]].merge(flat) { $1 }
            }
        }
        return settings
    }

    private func decodeSettingValues(_ node: ManifestNode, path: [String]) -> [String: SettingValue] {
        if case .null = node.value { return [:] }
        guard let entries = node.entries else {
            context.expected("build settings to be a mapping", found: node)
            return [:]
        }
        var values: [String: SettingValue] = [:]
        for entry in entries {
            switch entry.value.value {
            case let .scalar(text, quoted):
                let value = Self.settingText(text, quoted: quoted)
                values[entry.key] = .string(value)
                if entry.key == "SWIFT_VERSION", !Self.swiftLanguageModes.contains(value) {
                    let what = value == text ? "'\(text)' is" : "\(text) is the YAML number \(value), which is"
                    context.warning("SWIFT_VERSION \(what) not a Swift language mode; the build will fail", at: entry.value.location,
                                    hint: "write one of \(Self.swiftLanguageModes.joined(separator: ", ")) (the language mode, not the compiler version)"
                                        + (value == text ? "" : ", quoted"))
                }
            case .sequence:
                if let list = context.strings(entry.value) { values[entry.key] = .list(list) }
            case .null:
                values[entry.key] = .string("")
            case .mapping:
                context.error("expected build setting '\(entry.key)' to be a string or a list, found a mapping", at: entry.value.location)
            }
        }
        return values
    }

    /// The values `SWIFT_VERSION` takes: language modes, not compiler versions.
    static let swiftLanguageModes = ["4.0", "4.2", "5.0", "6.0", "4", "5", "6"]

    /// A setting's value as XcodeGen writes it: its YAML reader makes Bools of YAML 1.1's plain
    /// booleans (written `YES`/`NO`) and numbers of plain numerals (written as Swift prints
    /// them: `5.10` is `5.1`), and XcodeProj writes the strings `true` and `false`, quoted or
    /// not, as `YES` and `NO`; everything else is kept as written.
    static func settingText(_ text: String, quoted: Bool) -> String {
        switch text {
        case "true": return "YES"
        case "false": return "NO"
        default: break
        }
        guard !quoted else { return text }
        if let bool = ScalarParsing.bool(text) { return bool ? "YES" : "NO" }
        return ScalarParsing.numberText(text) ?? text
    }
}
