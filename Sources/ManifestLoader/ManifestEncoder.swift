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
            field("packages", .map(project.packages.map { .init($0.name, package($0)) })),
            field("targets", .map(project.targets.map { .init($0.name, target($0)) })),
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
            field("settingPresets", options.settingPresets == .all ? nil : text(options.settingPresets.rawValue)),
            field("deploymentTarget", .map(Platform.allCases.compactMap { platform in
                options.deploymentTarget[platform].map { .init(platform.rawValue, text($0)) }
            })),
        ]))
    }

    private static func settings(_ settings: Settings) -> ManifestValue {
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
            return .map([.init("path", text(path))])
        case let .remote(url, requirement):
            return .map([.init("url", text(url))] + requirement.manifestFields.map { .init($0.key, text($0.value)) })
        }
    }

    private static func target(_ target: Target) -> ManifestValue {
        .map(compact([
            field("type", .string(target.type.rawValue)),
            field("platform", .string(target.platform.rawValue)),
            field("deploymentTarget", target.inheritsDeploymentTarget ? nil : target.deploymentTarget.map(text)),
            field("sources", .list(target.sources.map(source))),
            field("resources", .list(target.resources.map(source))),
            field("dependencies", .list(target.dependencies.map(dependency))),
            field("settings", settings(target.settings)),
            field("preBuildScripts", .list(target.preBuildScripts.map(script))),
            field("postCompileScripts", .list(target.postCompileScripts.map(script))),
            field("postBuildScripts", .list(target.postBuildScripts.map(script))),
            field("packagePath", target.packagePath.map(text)),
        ]))
    }

    private static func source(_ source: TargetSource) -> ManifestValue {
        .map(compact([
            field("path", text(source.path)),
            field("excludes", texts(source.excludes)),
            field("includes", texts(source.includes)),
            field("optional", source.optional ? .bool(true) : nil),
            field("type", source.type == .folder ? .string("folder") : nil),
        ]))
    }

    private static func dependency(_ dependency: Dependency) -> ManifestValue {
        .map(compact([
            field(dependency.kind.rawValue, text(dependency.name)),
            field("product", dependency.product.map(text)),
            field("embed", dependency.embed.map(ManifestValue.bool)),
            field("link", dependency.link.map(ManifestValue.bool)),
        ]))
    }

    private static func script(_ script: BuildScript) -> ManifestValue {
        .map(compact([
            field("name", text(script.name)),
            field("script", script.script.map(ManifestValue.string)),
            field("path", script.path.map(text)),
            field("shell", script.shell.map(text)),
            field("inputFiles", .list(script.inputFiles.map(ManifestValue.string))),
            field("outputFiles", .list(script.outputFiles.map(ManifestValue.string))),
            field("inputFileLists", .list(script.inputFileLists.map(ManifestValue.string))),
            field("outputFileLists", .list(script.outputFileLists.map(ManifestValue.string))),
            field("basedOnDependencyAnalysis", .bool(script.basedOnDependencyAnalysis)),
        ]))
    }

    private static func scheme(_ scheme: Scheme) -> ManifestValue {
        let build = ManifestValue.map(compact([
            field("targets", .map(scheme.build.targets.map { .init($0.target, buildActions($0.actions)) })),
            field("preActions", .list(scheme.build.preActions.map(execution))),
            field("postActions", .list(scheme.build.postActions.map(execution))),
        ]))
        return .map(compact([
            field("build", build),
            field("run", scheme.run.map(action)),
            field("test", scheme.test.map(test)),
            field("profile", scheme.profile.map(action)),
            field("analyze", scheme.analyze.map(action)),
            field("archive", scheme.archive.map(action)),
        ]))
    }

    private static func buildActions(_ actions: [BuildTarget.Action]) -> ManifestValue {
        if actions == BuildTarget.Action.allCases { return .string("all") }
        if actions.isEmpty { return .string("none") }
        return .list(actions.map { .string($0.rawValue) })
    }

    private static func execution(_ action: ExecutionAction) -> ManifestValue {
        .map(compact([
            field("name", text(action.name)),
            field("script", .string(action.script)),
            field("settingsTarget", action.settingsTarget.map(text)),
        ]))
    }

    private static func action(_ action: SchemeAction) -> ManifestValue {
        .map(compact([
            field("config", action.config.map(text)),
            field("preActions", .list(action.preActions.map(execution))),
            field("postActions", .list(action.postActions.map(execution))),
            field("environmentVariables", stringMap(action.environmentVariables)),
            field("commandLineArguments", boolMap(action.commandLineArguments)),
            field("executable", action.executable.map(text)),
        ]))
    }

    private static func test(_ test: TestAction) -> ManifestValue {
        .map(compact([
            field("config", test.config.map(text)),
            field("targets", .list(test.targets.map(text) + test.packageTargets.map { .map([.init("package", text("\($0.package)/\($0.name)"))]) })),
            field("gatherCoverageData", .bool(test.gatherCoverageData)),
            field("preActions", .list(test.preActions.map(execution))),
            field("postActions", .list(test.postActions.map(execution))),
            field("environmentVariables", stringMap(test.environmentVariables)),
            field("commandLineArguments", boolMap(test.commandLineArguments)),
        ]))
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
        ]))
    }

    // MARK: Helpers

    /// A string the loader would expand: a literal `${` is written `$${` so it reads back as is.
    private static func text(_ value: String) -> ManifestValue {
        .string(value.replacingOccurrences(of: "${", with: "$${"))
    }

    private static func texts(_ values: [String]) -> ManifestValue {
        .list(values.map(text))
    }

    private static func boolMap(_ values: [String: Bool]) -> ManifestValue {
        .map(values.keys.sorted().map { .init($0, .bool(values[$0] ?? false)) })
    }

    private static func stringMap(_ values: [String: String]) -> ManifestValue {
        .map(values.keys.sorted().map { .init($0, text(values[$0] ?? "")) })
    }

    /// A field, or `nil` when the value is absent or an empty collection (unless `keepEmpty`).
    private static func field(_ key: String, _ value: ManifestValue?, keepEmpty: Bool = false) -> ManifestValue.Field? {
        guard let value else { return nil }
        if !keepEmpty {
            if case let .list(items) = value, items.isEmpty { return nil }
            if case let .map(fields) = value, fields.isEmpty { return nil }
        }
        return .init(key, value)
    }

    private static func compact(_ fields: [ManifestValue.Field?]) -> [ManifestValue.Field] {
        fields.compactMap { $0 }
    }
}
