import ProjectSpec
import ScaffoldSupport

/// Builds one target's objects: the native target, its product reference, build phases and
/// build files, target dependencies, package product dependencies and configurations.
struct TargetObjectsBuilder {
    let project: Project
    let files: ScannedFiles
    /// File reference IDs by project-relative path.
    let fileReferences: [String: String]
    /// SDK framework reference IDs by name (`UIKit.framework`).
    let sdkReferences: [String: String]
    /// The project's targets by name (looked up for every dependency).
    let targetsByName: [String: Target]

    /// The objects of `target`, and the ID of its product reference.
    func build(_ target: Target) -> (objects: [PBXObject], product: String) {
        var objects: [PBXObject] = []
        let name = target.name
        let product = XcodeID.make("product/\(name)")
        objects.append(PBXObject(id: product, isa: "PBXFileReference", comment: ProductNaming.fileName(of: target), [
            "explicitFileType": .string(ProductNaming.fileType(of: target.type)),
            "includeInIndex": .string("0"),
            "path": .string(ProductNaming.fileName(of: target)),
            "sourceTree": .string("BUILT_PRODUCTS_DIR"),
        ]))

        var phases: [String] = []
        for step in pipelineSteps(of: target) {
            let phase = pipelinePhase(step, target: name)
            objects.append(phase)
            phases.append(phase.id)
        }
        phases += scriptPhases(target.preBuildScripts, kind: "pre", target: name, into: &objects)
        // As in XcodeGen: a Sources phase unless the product compiles nothing and may skip it,
        // Resources and Frameworks phases only when something is in them.
        let sources = compiledSources(of: target)
        if !sources.isEmpty || !Self.mayOmitSourcesPhase(target.type) {
            phases.append(filesPhase("Sources", isa: "PBXSourcesBuildPhase", target: name, paths: sources, into: &objects))
        }
        phases += scriptPhases(target.postCompileScripts, kind: "post-compile", target: name, into: &objects)
        let resources = resourceFiles(of: target)
        if !resources.isEmpty {
            phases.append(filesPhase("Resources", isa: "PBXResourcesBuildPhase", target: name, paths: resources, into: &objects))
        }
        phases += frameworksPhase(target, into: &objects)
        phases += embedPhases(target, into: &objects)
        phases += scriptPhases(target.postBuildScripts, kind: "post-build", target: name, into: &objects)

        // `Project/Target` of a referenced project is not generated yet (a located warning says so).
        let dependencies = target.dependencies.filter { $0.kind == .target && $0.externalProject == nil }.map { targetDependency(from: name, to: $0.name, into: &objects) }
        let packageProducts = target.dependencies.filter { $0.kind == .package }.map { packageProduct($0, target: name, into: &objects) }
        let configurations = configurationList(for: target, into: &objects)

        if target.isAggregate {
            // An aggregate target has no product and no file phases: its scripts and dependencies.
            let scripts = phases.filter { id in objects.contains { $0.id == id && $0.isa == "PBXShellScriptBuildPhase" } }
            objects.removeAll { $0.id == product }
            objects.append(PBXObject(id: XcodeID.target(name), isa: "PBXAggregateTarget", comment: name, [
                "buildConfigurationList": .reference(configurations),
                "buildPhases": .references(scripts),
                "dependencies": .references(dependencies),
                "name": .string(name),
                "productName": .string(name),
            ]))
            return (objects, product)
        }
        var fields: [String: PBXValue] = [
            "buildConfigurationList": .reference(configurations),
            "buildPhases": .references(phases),
            "buildRules": .array([]),
            "dependencies": .references(dependencies),
            "name": .string(name),
            "productName": .string(target.productName ?? name),
            "productReference": .reference(product),
            "productType": .string(ProductNaming.productType(of: target.type)),
        ]
        if !packageProducts.isEmpty { fields["packageProductDependencies"] = .references(packageProducts) }
        objects.append(PBXObject(id: XcodeID.target(name), isa: "PBXNativeTarget", comment: name, fields))
        return (objects, product)
    }

    // MARK: Files

    private func compiledSources(of target: Target) -> [String] {
        files.sources[target.name, default: []].filter { FileTypes.sourcePhase($0) == .sources }
    }

    private func resourceFiles(of target: Target) -> [String] {
        // Folders (folder references, bundles, catalogs) are copied unless Xcode compiles them.
        let fromSources = files.sources[target.name, default: []].filter { path in
            FileTypes.sourcePhase(path) == .resources || (files.folders.contains(path) && FileTypes.sourcePhase(path) != .sources)
        }
        let declared = files.resources[target.name, default: []].filter(FileTypes.isResource)
        return Array(Set(fromSources + declared)).sorted()
    }

    private func filesPhase(_ phase: String, isa: String, target: String, paths: [String], into objects: inout [PBXObject]) -> String {
        let id = XcodeID.make("phase/\(target)/\(phase)")
        let buildFiles = paths.compactMap { path -> String? in
            guard let reference = fileReferences[path] else { return nil }
            let buildFile = XcodeID.make("buildfile/\(target)/\(phase)/\(path)")
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            objects.append(PBXObject(id: buildFile, isa: "PBXBuildFile", comment: "\(fileName) in \(phase)", ["fileRef": .reference(reference)]))
            return buildFile
        }
        objects.append(PBXObject(id: id, isa: isa, comment: phase, [
            "buildActionMask": .string("2147483647"),
            "files": .references(buildFiles),
            "runOnlyForDeploymentPostprocessing": .string("0"),
        ]))
        return id
    }

    // MARK: Scripts

    /// The pipeline steps whose `buildPhase` names `target`, dependencies first.
    private func pipelineSteps(of target: Target) -> [PipelineStep] {
        PipelineOrder.sorted(project.pipeline).filter { $0.buildPhase.contains(target.name) }
    }

    /// A Run Script phase calling the step. Its inputs are globs, which Xcode cannot read, so
    /// they are expanded into one `.xcfilelist` per step (shared by every target's phase).
    private func pipelinePhase(_ step: PipelineStep, target: String) -> PBXObject {
        let outputs = step.outputs.filter { !Glob.isPattern($0) }.map { "$(SRCROOT)/\($0)" }
        var fields: [String: PBXValue] = [
            "buildActionMask": .string("2147483647"),
            "files": .array([]),
            "inputFileListPaths": .strings(step.inputs.isEmpty ? [] : ["$(PROJECT_FILE_PATH)/\(PipelineFileLists.fileName(for: step))"]),
            "inputPaths": .array([]),
            "name": .string(PipelineScript.phaseName(for: step)),
            "outputFileListPaths": .array([]),
            "outputPaths": .strings(outputs),
            "runOnlyForDeploymentPostprocessing": .string("0"),
            "shellPath": .string("/bin/sh"),
            "shellScript": .string(PipelineScript.text(for: step, options: project.options)),
        ]
        // Without outputs Xcode cannot skip the phase (and warns); say so, and let the
        // pipeline's own cache make the run cheap.
        if outputs.isEmpty { fields["alwaysOutOfDate"] = .string("1") }
        return PBXObject(id: XcodeID.make("phase/\(target)/pipeline/\(step.name)"), isa: "PBXShellScriptBuildPhase",
                         comment: PipelineScript.phaseName(for: step), fields)
    }

    private func scriptPhases(_ scripts: [BuildScript], kind: String, target: String, into objects: inout [PBXObject]) -> [String] {
        var seen: [String: Int] = [:]
        return scripts.map { script in
            let occurrence = seen[script.name, default: 0]
            seen[script.name] = occurrence + 1
            let id = XcodeID.make("phase/\(target)/\(kind)/\(script.name)/\(occurrence)")
            var fields: [String: PBXValue] = [
                "buildActionMask": .string("2147483647"),
                "files": .array([]),
                "inputFileListPaths": .strings(script.inputFileLists),
                "inputPaths": .strings(script.inputFiles),
                "name": .string(script.name),
                "outputFileListPaths": .strings(script.outputFileLists),
                "outputPaths": .strings(script.outputFiles),
                "runOnlyForDeploymentPostprocessing": .string(script.runOnlyWhenInstalling ? "1" : "0"),
                "shellPath": .string(script.shell ?? "/bin/sh"),
                "shellScript": .string(script.script.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? "\"${SRCROOT}/\(script.path ?? "")\"\n"),
            ]
            if !script.basedOnDependencyAnalysis { fields["alwaysOutOfDate"] = .string("1") }
            objects.append(PBXObject(id: id, isa: "PBXShellScriptBuildPhase", comment: script.name, fields))
            return id
        }
    }

    // MARK: Linking

    /// Whether a target of `type` gets no Sources phase when it has nothing to compile
    /// (XcodeGen's rule: bundles, watch apps, iMessage apps and sticker packs).
    static func mayOmitSourcesPhase(_ type: ProductType) -> Bool {
        [.bundle, .watchApp, .watch2App, .messagesApplication, .stickerPack].contains(type)
    }

    /// The Frameworks phase, when the target links anything.
    private func frameworksPhase(_ target: Target, into objects: inout [PBXObject]) -> [String] {
        let name = target.name
        var buildFiles: [String] = []
        for dependency in target.dependencies where dependency.link ?? true {
            switch dependency.kind {
            case .target:
                guard let other = targetsByName[dependency.name], Self.isLinkable(other.type), target.type != .staticLibrary else { continue }
                let id = XcodeID.make("buildfile/\(name)/Frameworks/target/\(other.name)")
                objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(ProductNaming.fileName(of: other)) in Frameworks",
                                         ["fileRef": .reference(XcodeID.make("product/\(other.name)"))]))
                buildFiles.append(id)
            case .package:
                let product = dependency.product ?? dependency.name
                let id = XcodeID.make("buildfile/\(name)/Frameworks/package/\(dependency.name)/\(product)")
                objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(product) in Frameworks",
                                         ["productRef": .reference(XcodeID.make("packageproduct/\(name)/\(dependency.name)/\(product)"))]))
                buildFiles.append(id)
            case .bundle:
                continue
            case .sdk, .framework, .carthage:
                let path = dependency.filePath(platform: target.platform, carthageBuildPath: project.options.carthageBuildPath) ?? dependency.name
                guard let reference = dependency.kind == .sdk ? sdkReferences[dependency.name] : fileReferences[path] else { continue }
                let fileName = path.split(separator: "/").last.map(String.init) ?? path
                let id = XcodeID.make("buildfile/\(name)/Frameworks/\(dependency.kind.rawValue)/\(dependency.name)")
                objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(fileName) in Frameworks", ["fileRef": .reference(reference)]))
                buildFiles.append(id)
            }
        }
        guard !buildFiles.isEmpty else { return [] }
        let id = XcodeID.make("phase/\(name)/Frameworks")
        objects.append(PBXObject(id: id, isa: "PBXFrameworksBuildPhase", comment: "Frameworks", [
            "buildActionMask": .string("2147483647"),
            "files": .references(buildFiles),
            "runOnlyForDeploymentPostprocessing": .string("0"),
        ]))
        return [id]
    }

    /// The copy phases that embed what an application carries: dynamic frameworks (targets and
    /// prebuilt `framework:` paths, unless `embed: false`) into Frameworks, app extensions into
    /// PlugIns. Other targets embed only what says `embed: true`.
    private func embedPhases(_ target: Target, into objects: inout [PBXObject]) -> [String] {
        let isApp = target.type == .application
        var frameworks: [Dependency] = []
        var extensions: [Dependency] = []
        for dependency in target.dependencies {
            switch dependency.kind {
            case .target:
                guard let other = targetsByName[dependency.name] else { continue }
                if other.type == .framework, dependency.embed ?? isApp { frameworks.append(dependency) }
                if other.type == .appExtension, dependency.embed ?? isApp { extensions.append(dependency) }
            case .framework, .carthage:
                if dependency.embed ?? isApp { frameworks.append(dependency) }
            case .package, .sdk, .bundle:
                continue
            }
        }
        var phases: [String] = []
        if !frameworks.isEmpty {
            phases.append(copyPhase("Embed Frameworks", folder: "10", target: target.name, frameworks,
                                    attributes: ["CodeSignOnCopy", "RemoveHeadersOnCopy"], into: &objects))
        }
        if !extensions.isEmpty {
            phases.append(copyPhase("Embed Foundation Extensions", folder: "13", target: target.name, extensions,
                                    attributes: ["RemoveHeadersOnCopy"], into: &objects))
        }
        return phases
    }

    /// A `PBXCopyFilesBuildPhase` into the bundle folder `folder` (`dstSubfolderSpec`).
    private func copyPhase(_ name: String, folder: String, target: String, _ dependencies: [Dependency], attributes: [String], into objects: inout [PBXObject]) -> String {
        let buildFiles = dependencies.map { dependency -> String in
            let id = XcodeID.make("buildfile/\(target)/\(name)/\(dependency.kind.rawValue)/\(dependency.name)")
            let path = dependency.filePath(platform: targetsByName[target]?.platform ?? .iOS, carthageBuildPath: project.options.carthageBuildPath) ?? dependency.name
            let reference = dependency.kind == .target ? XcodeID.make("product/\(dependency.name)") : (fileReferences[path] ?? "")
            let fileName = targetsByName[dependency.name].map(ProductNaming.fileName(of:))
                ?? path.split(separator: "/").last.map(String.init) ?? path
            objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(fileName) in \(name)", [
                "fileRef": .reference(reference),
                "settings": .dictionary(["ATTRIBUTES": .strings(attributes)]),
            ]))
            return id
        }
        let id = XcodeID.make("phase/\(target)/\(name)")
        objects.append(PBXObject(id: id, isa: "PBXCopyFilesBuildPhase", comment: name, [
            "buildActionMask": .string("2147483647"),
            "dstPath": .string(""),
            "dstSubfolderSpec": .string(folder),
            "files": .references(buildFiles),
            "name": .string(name),
            "runOnlyForDeploymentPostprocessing": .string("0"),
        ]))
        return id
    }

    /// The application a test bundle runs in: the first application (of any kind) it depends on.
    static func testHost(of target: Target, in targets: [String: Target]) -> Target? {
        guard target.type.isTest else { return nil }
        return target.dependencies.compactMap { $0.kind == .target ? targets[$0.name] : nil }.first { $0.type.isApp }
    }

    static func isLinkable(_ type: ProductType) -> Bool {
        [.framework, .staticFramework, .staticLibrary, .dynamicLibrary].contains(type)
    }

    private func targetDependency(from name: String, to other: String, into objects: inout [PBXObject]) -> String {
        let proxy = XcodeID.make("proxy/\(name)/\(other)")
        let dependency = XcodeID.make("dependency/\(name)/\(other)")
        objects.append(PBXObject(id: proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", [
            "containerPortal": .reference(XcodeID.project),
            "proxyType": .string("1"),
            "remoteGlobalIDString": .string(XcodeID.target(other)),
            "remoteInfo": .string(other),
        ]))
        objects.append(PBXObject(id: dependency, isa: "PBXTargetDependency", comment: "PBXTargetDependency", [
            "target": .reference(XcodeID.target(other)),
            "targetProxy": .reference(proxy),
        ]))
        return dependency
    }

    private func packageProduct(_ dependency: Dependency, target: String, into objects: inout [PBXObject]) -> String {
        let product = dependency.product ?? dependency.name
        let id = XcodeID.make("packageproduct/\(target)/\(dependency.name)/\(product)")
        objects.append(PBXObject(id: id, isa: "XCSwiftPackageProductDependency", comment: product, [
            "package": .reference(PackageReferences.id(of: dependency.name)),
            "productName": .string(product),
        ]))
        return id
    }

    // MARK: Settings

    private func configurationList(for target: Target, into objects: inout [PBXObject]) -> String {
        let infoPlists = files.sources[target.name, default: []].filter(FileTypes.isInfoPlist)
        let settings = TargetBuildSettings(project: project, targetsByName: targetsByName, configFileKeys: files.configFileKeys)
        let hasPipelinePhases = !pipelineSteps(of: target).isEmpty
        let ids = project.configs.map { config -> String in
            let values = settings.values(for: target, config: config, infoPlist: infoPlists.first, hasPipelinePhases: hasPipelinePhases)
            let id = XcodeID.make("config/target/\(target.name)/\(config.name)")
            var fields: [String: PBXValue] = ["buildSettings": .dictionary(values), "name": .string(config.name)]
            if let file = target.configFiles[config.name].flatMap({ fileReferences[$0] }) { fields["baseConfigurationReference"] = .reference(file) }
            objects.append(PBXObject(id: id, isa: "XCBuildConfiguration", comment: config.name, fields))
            return id
        }
        return ConfigurationLists.add(ids, id: XcodeID.make("configlist/target/\(target.name)"),
                                      comment: "Build configuration list for PBXNativeTarget \"\(target.name)\"", defaultName: defaultConfiguration, into: &objects)
    }

    private var defaultConfiguration: String {
        project.options.defaultConfig ?? project.configs.first { $0.type == .release }?.name ?? project.configs.first?.name ?? "Release"
    }
}

/// `XCConfigurationList` objects.
enum ConfigurationLists {
    static func add(_ configurations: [String], id: String, comment: String, defaultName: String, into objects: inout [PBXObject]) -> String {
        objects.append(PBXObject(id: id, isa: "XCConfigurationList", comment: comment, [
            "buildConfigurations": .references(configurations),
            "defaultConfigurationIsVisible": .string("0"),
            "defaultConfigurationName": .string(defaultName),
        ]))
        return id
    }
}
