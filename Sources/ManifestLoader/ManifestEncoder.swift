import ProjectSpec

/// Turns a `Project` back into manifest form — the shape `Project.yml` is written in — with
/// every default spelled out, so the output loads back into the same project.
public enum ManifestEncoder {
    /// The manifest tree of `project`.
    public static func encode(_ project: Project) -> ManifestValue {
        .map(compact([
            field("name", text(project.name)),
            field("options", options(project.options)),
            field("configs", .map(project.configs.map { .init($0.name, .string($0.type.rawValue)) })),
            field("settings", settings(project.settings)),
            field("configFiles", stringMap(project.configFiles)),
            field("fileGroups", texts(project.fileGroups)),
            field("attributes", plist(.dictionary(project.attributes))),
            field("packages", .map(project.packages.map { .init($0.name, package($0)) })),
            field("targets", .map(project.targets.filter { !$0.isAggregate }.map { .init($0.name, target($0)) })),
            field("aggregateTargets", .map(project.targets.filter(\.isAggregate).map { .init($0.name, aggregateTarget($0)) })),
            field("schemes", .map(project.schemes.map { .init($0.name, scheme($0)) })),
            field("features", .map(project.features.map { .init($0.name, feature($0)) })),
            field("pipeline", .map(project.pipeline.map { .init($0.name, step($0)) })),
            field("projectReferences", .map(project.projectReferences.keys.sorted().compactMap { name in
                project.projectReferences[name].map { .init(name, projectReference($0)) }
            })),
        ]))
    }

    private static func projectReference(_ reference: ProjectReference) -> ManifestValue {
        .map(compact([
            field("path", text(reference.path)),
            field("targets", .map(reference.targets.keys.sorted().compactMap { name in
                reference.targets[name].map { target in
                    .init(name, .map(compact([field("type", .string(target.type.rawValue)), field("productName", target.productName.map(text))])))
                }
            })),
        ]))
    }

    // MARK: Parts

    private static func options(_ options: ProjectOptions) -> ManifestValue {
        .map(compact([
            field("bundleIdPrefix", options.bundleIdPrefix.map(text)),
            field("createIntermediateGroups", .bool(options.createIntermediateGroups)),
            field("generateTargetSchemes", .bool(options.generateTargetSchemes)),
            field("featureFlagsPath", options.featureFlagsPath.map(text)),
            field("scaffoldPath", options.scaffoldPath.map(text)),
            field("defaultConfig", options.defaultConfig.map(text)),
            field("developmentLanguage", options.developmentLanguage.map(text)),
            field("useBaseInternationalization", options.useBaseInternationalization ? nil : .bool(false)),
            field("carthageBuildPath", options.carthageBuildPath.map(text)),
            field("findCarthageFrameworks", options.findCarthageFrameworks ? .bool(true) : nil),
            field("transitivelyLinkDependencies", options.transitivelyLinkDependencies ? .bool(true) : nil),
            field("fileTypes", .map(options.fileTypes.keys.sorted().compactMap { type in
                options.fileTypes[type].map { .init(type, .map([.init("buildPhase", buildPhase($0))])) }
            })),
            field("defaultSourceDirectoryType", options.defaultSourceDirectoryType.map { .string($0.rawValue) }),
            field("settingPresets", options.settingPresets == .all ? nil : text(options.settingPresets.rawValue)),
            field("xcodeVersion", options.xcodeVersion.map(text)),
            field("groupSortPosition", options.groupSortPosition == .bottom ? nil : text(options.groupSortPosition.rawValue)),
            field("generateEmptyDirectories", options.generateEmptyDirectories ? .bool(true) : nil),
            field("preGenCommand", options.preGenCommand.map(text)),
            field("postGenCommand", options.postGenCommand.map(text)),
            field("deploymentTarget", .map(Platform.allCases.compactMap { platform in
                options.deploymentTarget[platform].map { .init(platform.rawValue, text($0)) }
            })),
        ]))
    }

    static func settings(_ settings: Settings) -> ManifestValue {
        func values(_ values: [String: SettingValue]) -> ManifestValue {
            .map(values.keys.sorted().map { key in
                switch values[key] {
                case let .list(items)?: return .init(key, .list(items.map(ManifestValue.string)))
                case let .string(value)?: return .init(key, .string(value))
                case nil: return .init(key, .string(""))
                }
            })
        }
        return .map(compact([
            field("base", values(settings.base)),
            field("configs", .map(settings.configs.keys.sorted().map { .init($0, values(settings.configs[$0] ?? [:])) })),
        ]))
    }

    private static func package(_ package: SwiftPackage) -> ManifestValue {
        switch package.source {
        case let .local(path):
            return .map([.init("path", text(package.writtenAsRootSlash ? "./" : path))]
                + (package.isFolderReference ? [.init("folderReference", .bool(true))] : [])
                + (package.isExcludedFromProject ? [.init("excludeFromProject", .bool(true))] : []))
        case let .remote(url, requirement):
            return .map([.init("url", text(url))] + requirement.manifestFields.map { .init($0.key, text($0.value)) })
        }
    }

    private static func feature(_ feature: Feature) -> ManifestValue {
        .map(compact([
            field("pattern", .string(feature.pattern.rawValue)),
            field("parent", feature.parent.map(text)),
            field("plugin", .bool(feature.plugin)),
            field("flag", text(feature.flag)),
            field("target", feature.target.map(text)),
            field("title", text(feature.title)),
            field("icon", text(feature.icon)),
            field("module", feature.module.map(text)),
        ]))
    }

    /// Placement is always written, even empty, so defaults are not applied again on reload.
    private static func step(_ step: PipelineStep) -> ManifestValue {
        .map(compact([
            field("run", .string(step.run)),
            field("inputs", texts(step.inputs)),
            field("outputs", texts(step.outputs)),
            field("dependsOn", texts(step.dependsOn)),
            field("onFailure", .string(step.onFailure.rawValue)),
            field("timeout", .number(step.timeout)),
            field("env", stringMap(step.env)),
            field("workingDirectory", text(step.workingDirectory)),
            field("buildPhase", texts(step.buildPhase), keepEmpty: true),
            field("schemePreAction", texts(step.schemePreAction), keepEmpty: true),
            field("excludePaths", texts(step.excludePaths)),
            field("excludeSuffixes", texts(step.excludeSuffixes)),
            field("schema", step.schema.map(text)),
            field("scalars", stringMap(step.scalars)),
            field("namespace", step.namespace.map(text)),
            field("accessLevel", step.accessLevel.map { .string($0.rawValue) }),
        ]))
    }

    // MARK: Helpers

    /// A string the loader would expand: a literal `${` is written `$${` so it reads back as is.
    static func text(_ value: String) -> ManifestValue {
        .string(value.replacingOccurrences(of: "${", with: "$${"))
    }

    static func texts(_ values: [String]) -> ManifestValue {
        .list(values.map(text))
    }

    static func boolMap(_ values: [String: Bool]) -> ManifestValue {
        .map(values.keys.sorted().map { .init($0, .bool(values[$0] ?? false)) })
    }

    static func stringMap(_ values: [String: String]) -> ManifestValue {
        .map(values.keys.sorted().map { .init($0, text(values[$0] ?? "")) })
    }

    /// A field, or `nil` when the value is absent or an empty collection (unless `keepEmpty`).
    static func field(_ key: String, _ value: ManifestValue?, keepEmpty: Bool = false) -> ManifestValue.Field? {
        guard let value else { return nil }
        if !keepEmpty {
            if case let .list(items) = value, items.isEmpty { return nil }
            if case let .map(fields) = value, fields.isEmpty { return nil }
        }
        return .init(key, value)
    }

    static func compact(_ fields: [ManifestValue.Field?]) -> [ManifestValue.Field] {
        fields.compactMap { $0 }
    }
}
