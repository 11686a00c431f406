import Foundation
import ProjectSpec
import ScaffoldSupport

/// Turns the merged, expanded manifest tree into a `Project`, reporting every type error,
/// unknown key and missing key on the way. References between parts are checked afterwards
/// by `ProjectValidator`.
struct ManifestDecoder {
    let context: DecodingContext

    static let projectKeys = ["name", "options", "configs", "settings", "packages", "targets", "schemes", "features", "pipeline"]

    /// The project, or `nil` when the root is not a mapping. Problems go to the context.
    func decode(_ root: ManifestNode) -> Project? {
        guard let fields = Fields(root, path: [], context: context, what: "the manifest", allowed: Self.projectKeys + ["include"]) else {
            return nil
        }
        let configs = decodeConfigs(fields)
        var project = Project(name: decodeName(fields), configs: configs)
        project.options = decodeOptions(fields)
        project.settings = fields.value("settings").map { decodeSettings($0, path: ["settings"]) } ?? Settings()
        project.packages = section("packages", of: fields).compactMap { decodePackage($0) }.sorted { $0.name < $1.name }
        project.targets = section("targets", of: fields).compactMap { decodeTarget($0) }.sorted { $0.name < $1.name }
        project.schemes = section("schemes", of: fields).compactMap { decodeScheme($0) }.sorted { $0.name < $1.name }
        project.features = section("features", of: fields).compactMap { decodeFeature($0) }.sorted { $0.name < $1.name }
        project.pipeline = section("pipeline", of: fields).compactMap {
            decodeStep($0, targets: project.targets, schemes: project.schemes)
        }.sorted { $0.name < $1.name }
        return project
    }

    /// The entries of a map by name, each name declared whether or not its entry decodes.
    private func section(_ key: String, of project: Fields) -> [ManifestNode.Entry] {
        let entries = project.namedEntries(key)
        context.declare(entries.map(\.key), in: key)
        return entries
    }

    /// The project name, which also names the `.xcodeproj`: not empty, no `/`.
    private func decodeName(_ project: Fields) -> String {
        guard let name = project.string("name", required: true) else { return "" }
        let location = context.location(of: ["name"])
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            context.error("the project name is empty", at: location, hint: "it names the .xcodeproj")
        } else if name.contains("/") {
            context.error("project name '\(name)' contains '/'", at: location, hint: "it names the .xcodeproj, a single file name")
        }
        return name
    }

    private func decodeOptions(_ project: Fields) -> ProjectOptions {
        var options = ProjectOptions()
        guard let node = project.value("options"),
              let fields = Fields(node, path: ["options"], context: context, what: "options",
                                  allowed: ["bundleIdPrefix", "deploymentTarget", "createIntermediateGroups", "generateTargetSchemes", "featureFlagsPath", "scaffoldPath"])
        else { return options }
        options.bundleIdPrefix = fields.string("bundleIdPrefix")
        options.createIntermediateGroups = fields.bool("createIntermediateGroups") ?? false
        options.generateTargetSchemes = fields.bool("generateTargetSchemes") ?? true
        options.featureFlagsPath = fields.path("featureFlagsPath")
        options.scaffoldPath = fields.string("scaffoldPath")
        if let targets = fields.value("deploymentTarget") {
            let platforms = Platform.allCases.map(\.rawValue)
            if let versions = Fields(targets, path: ["options", "deploymentTarget"], context: context, what: "deploymentTarget", allowed: platforms) {
                for platform in Platform.allCases {
                    if let version = versions.string(platform.rawValue) { options.deploymentTarget[platform] = version }
                }
            }
        }
        return options
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
        return entries.compactMap { entry in
            context.record(["configs", entry.key], entry.keyLocation)
            guard let text = context.string(entry.value) else { return nil }
            guard let kind = BuildConfiguration.Kind(rawValue: text.lowercased()) else {
                context.error("unknown configuration type '\(text)'", at: entry.value.location, hint: "valid values: \(kinds.joined(separator: ", "))")
                return nil
            }
            return BuildConfiguration(name: entry.key, type: kind)
        }
    }

    /// Settings in either form: structured, `{base:, configs:}`, as soon as either key is
    /// there (any other key is then unknown), or a plain map of settings (taken as base).
    func decodeSettings(_ node: ManifestNode, path: [String]) -> Settings {
        guard let entries = node.entries else {
            context.expected("settings to be a mapping", found: node)
            return Settings()
        }
        if let groups = entries.first(where: { $0.key == "groups" }), groups.value.items != nil {
            context.error("setting groups are not supported", at: groups.keyLocation, hint: "write the settings under 'base' or per configuration under 'configs'")
            return Settings()
        }
        let forms = ["base", "configs"]
        guard entries.contains(where: { forms.contains($0.key) }) else { return Settings(base: decodeSettingValues(node, path: path)) }
        guard let fields = Fields(node, path: path, context: context, what: "settings", allowed: forms) else { return Settings() }
        var settings = Settings()
        if let base = fields.value("base") { settings.base = decodeSettingValues(base, path: path + ["base"]) }
        if let configs = fields.value("configs") {
            guard let configEntries = configs.entries else {
                context.expected("settings 'configs' to be a mapping by configuration name", found: configs)
                return settings
            }
            for entry in configEntries {
                context.record(path + ["configs", entry.key], entry.keyLocation)
                settings.configs[entry.key] = decodeSettingValues(entry.value, path: path + ["configs", entry.key])
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
                values[entry.key] = .string(!quoted ? Self.settingText(text) : text)
                if entry.key == "SWIFT_VERSION", !Self.swiftLanguageModes.contains(text) {
                    context.warning("SWIFT_VERSION '\(text)' is not a Swift language mode; the build will fail", at: entry.value.location,
                                    hint: "write one of \(Self.swiftLanguageModes.joined(separator: ", ")) (the language mode, not the compiler version)")
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

    /// Plain `true`/`false` become Xcode's `YES`/`NO`; everything else is kept as written.
    static func settingText(_ text: String) -> String {
        switch text {
        case "true", "True", "TRUE": return "YES"
        case "false", "False", "FALSE": return "NO"
        default: return text
        }
    }
}
