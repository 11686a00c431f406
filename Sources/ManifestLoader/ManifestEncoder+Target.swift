import ProjectSpec

/// Targets in manifest form: every field of `Target` and of what it holds (sources,
/// dependencies, scripts, generated plists, its own scheme), spelled as the loader reads them.
extension ManifestEncoder {
    static func target(_ target: Target) -> ManifestValue {
        .map(compact([
            field("type", .string(target.type.rawValue)),
            field("platform", .string(target.platform.rawValue)),
            field("supportedDestinations", texts(target.supportedDestinations)),
            field("deploymentTarget", target.inheritsDeploymentTarget ? nil : target.deploymentTarget.map(text)),
            field("productName", target.productName.map(text)),
            // Tuist's `resources:` are sources of the Resources phase in a `Project.yml`.
            field("sources", .list(target.sources.map(source) + target.resources.map(resource))),
            field("dependencies", .list(target.dependencies.map(dependency))),
            field("settings", settings(target.settings)),
            field("configFiles", stringMap(target.configFiles)),
            field("info", target.info.map(plistFile)),
            field("deriveInfoPlist", target.derivesInfoPlist ? nil : .bool(false)),
            field("entitlements", target.entitlements.map(plistFile)),
            field("preBuildScripts", .list(target.preBuildScripts.map(script))),
            field("postCompileScripts", .list(target.postCompileScripts.map(script))),
            field("postBuildScripts", .list(target.postBuildScripts.map(script))),
            field("buildToolPlugins", buildToolPlugins(target.buildToolPlugins)),
            field("scheme", target.scheme.map(targetScheme), keepEmpty: true),
            field("legacy", target.legacy.map(legacy)),
            field("transitivelyLinkDependencies", target.transitivelyLinkDependencies.map(ManifestValue.bool)),
            field("directlyEmbedCarthageDependencies", target.directlyEmbedCarthageDependencies.map(ManifestValue.bool)),
            field("putResourcesBeforeSourcesBuildPhase", target.putResourcesBeforeSourcesBuildPhase ? .bool(true) : nil),
            field("copyFiles", .list(target.copyFiles.map(copyFilesPhase))),
            field("phaseOrder", target.phaseOrder.map { texts($0.map(\.text)) }, keepEmpty: true),
            field("requiresObjCLinking", target.requiresObjCLinking.map(ManifestValue.bool)),
            field("onlyCopyFilesOnInstall", target.onlyCopyFilesOnInstall ? .bool(true) : nil),
            field("attributes", plist(.dictionary(target.attributes))),
            field("packagePath", target.packagePath.map(text)),
        ]))
    }

    /// An entry of `aggregateTargets:`: what such a target holds.
    static func aggregateTarget(_ target: Target) -> ManifestValue {
        .map(compact([
            field("targets", texts(target.dependencies.map(\.name))),
            field("buildScripts", .list(target.postBuildScripts.map(script))),
            field("settings", settings(target.settings)),
            field("configFiles", stringMap(target.configFiles)),
            field("buildToolPlugins", buildToolPlugins(target.buildToolPlugins)),
        ]))
    }

    private static func copyFilesPhase(_ phase: CopyFilesPhase) -> ManifestValue {
        .map(compact([
            field("name", phase.name.map(text)),
            field("destination", .string(phase.destination)),
            field("subpath", phase.subpath.isEmpty ? nil : text(phase.subpath)),
            field("onlyWhenInstalling", phase.onlyWhenInstalling ? .bool(true) : nil),
            field("files", .list(phase.files.map(copiedFile)), keepEmpty: true),
        ]))
    }

    private static func copiedFile(_ file: CopyFilesPhase.File) -> ManifestValue {
        if case let .path(path) = file.reference, !file.codeSign, !file.removeHeaders { return text(path) }
        let reference: ManifestValue.Field = switch file.reference {
        case let .path(path): .init("path", text(path))
        case let .product(target): .init("product", text(target))
        }
        return .map([reference] + compact([
            field("codeSign", file.codeSign ? .bool(true) : nil),
            field("removeHeaders", file.removeHeaders ? .bool(true) : nil),
        ]))
    }

    private static func buildToolPlugins(_ plugins: [BuildToolPlugin]) -> ManifestValue {
        .list(plugins.map { .map([.init("plugin", text($0.plugin)), .init("package", text($0.package))]) })
    }

    private static func source(_ source: TargetSource) -> ManifestValue {
        .map(compact([
            field("path", text(source.path)),
            field("name", source.name.map(text)),
            field("group", source.group.map(text)),
            field("excludes", texts(source.excludes)),
            field("includes", texts(source.includes)),
            field("optional", source.optional ? .bool(true) : nil),
            field("type", source.typeIsExplicit || source.type != .group ? .string(source.type.rawValue) : nil),
            field("buildPhase", source.buildPhase.map(buildPhase)),
            field("compilerFlags", texts(source.compilerFlags)),
            field("headerVisibility", source.headerVisibility.map(text)),
            field("createIntermediateGroups", source.createIntermediateGroups.map(ManifestValue.bool)),
        ]))
    }

    /// A Tuist resource as a source of the Resources phase (unless it names a phase of its own).
    private static func resource(_ resource: TargetSource) -> ManifestValue {
        var entry = resource
        if entry.buildPhase == nil { entry.buildPhase = .resources }
        return source(entry)
    }

    static func buildPhase(_ phase: SourceBuildPhase) -> ManifestValue {
        switch phase {
        case .sources: return .string("sources")
        case .resources: return .string("resources")
        case .headers: return .string("headers")
        case .none: return .string("none")
        case let .copyFiles(destination, subpath):
            return .map([.init("copyFiles", .map([.init("destination", text(destination)), .init("subpath", text(subpath))]))])
        }
    }

    private static func dependency(_ dependency: Dependency) -> ManifestValue {
        .map(compact([
            field(dependency.kind.rawValue, text(dependency.name)),
            field("product", dependency.product.map(text)),
            field("embed", dependency.embed.map(ManifestValue.bool)),
            field("link", dependency.link.map(ManifestValue.bool)),
            field("weak", dependency.weak ? .bool(true) : nil),
            field("codeSign", dependency.codeSign.map(ManifestValue.bool)),
            field("removeHeaders", dependency.removeHeaders.map(ManifestValue.bool)),
            field("platformFilters", texts(dependency.platformFilters)),
            field("findFrameworks", dependency.findFrameworks.map(ManifestValue.bool)),
            field("implicit", dependency.implicit ? .bool(true) : nil),
            field("copy", dependency.copy.map { .map([.init("destination", text($0.destination)), .init("subpath", text($0.subpath))]) }),
            field("recordedName", dependency.recordedName.map(text)),
            field("root", dependency.root.map(text)),
        ]))
    }

    static func script(_ script: BuildScript) -> ManifestValue {
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
            field("runOnlyWhenInstalling", script.runOnlyWhenInstalling ? .bool(true) : nil),
        ]))
    }

    private static func plistFile(_ file: PlistFile) -> ManifestValue {
        .map(compact([
            field("path", text(file.path)),
            field("properties", plist(.dictionary(file.properties))),
        ]))
    }

    /// A property-list value; YAML's own types carry the plist's (a string is always quoted).
    static func plist(_ value: PlistValue) -> ManifestValue {
        switch value {
        case let .string(string): return text(string)
        case let .bool(flag): return .bool(flag)
        case let .integer(number): return .number(Double(number))
        case let .real(number): return .number(number)
        case let .array(items): return .list(items.map(plist))
        case let .dictionary(values): return .map(values.keys.sorted().compactMap { key in values[key].map { .init(key, plist($0)) } })
        }
    }

    private static func legacy(_ legacy: LegacyTarget) -> ManifestValue {
        .map(compact([
            field("toolPath", text(legacy.toolPath)),
            field("arguments", legacy.arguments.map(text)),
            field("passSettings", .bool(legacy.passSettings)),
            field("workingDirectory", legacy.workingDirectory.map(text)),
        ]))
    }

    private static func targetScheme(_ scheme: TargetScheme) -> ManifestValue {
        .map(compact([
            field("testTargets", testTargets(scheme.testTargets, packages: scheme.packageTestTargets, options: scheme.testableOptions)),
            field("configVariants", texts(scheme.configVariants)),
            field("gatherCoverageData", .bool(scheme.gatherCoverageData)),
            field("testPlans", .list(scheme.testPlans.map(testPlan))),
            field("preActions", .list(scheme.preActions.map(execution))),
            field("postActions", .list(scheme.postActions.map(execution))),
            field("environmentVariables", stringMap(scheme.environmentVariables)),
            field("commandLineArguments", boolMap(scheme.commandLineArguments)),
        ]))
    }
}
