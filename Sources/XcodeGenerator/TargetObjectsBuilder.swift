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
    /// The other projects' targets that dependencies of the form `Project/Target` name.
    let projectReferences: ProjectReferences
    /// The pipeline steps whose `buildPhase` names a target, dependencies first, by target
    /// name: worked out once, not once per target (a step placed in a thousand targets made
    /// that a million name comparisons).
    private let stepsByTarget: [String: [PipelineStep]]
    /// The setting presets of each platform and product type the targets use, made once.
    private let presets: TargetBuildSettings.Presets

    init(project: Project, files: ScannedFiles, fileReferences: [String: String], sdkReferences: [String: String],
         targetsByName: [String: Target], projectReferences: ProjectReferences) {
        self.project = project
        self.files = files
        self.fileReferences = fileReferences
        self.sdkReferences = sdkReferences
        self.targetsByName = targetsByName
        self.projectReferences = projectReferences
        var steps: [String: [PipelineStep]] = [:]
        for step in PipelineOrder.sorted(project.pipeline) {
            for name in Set(step.buildPhase) { steps[name, default: []].append(step) }
        }
        stepsByTarget = steps
        presets = TargetBuildSettings.Presets(project)
    }

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
        let sourcePhases = SourcePhases(target: target, files: files, project: project)
        phases += copyFilesPhases(sourcePhases.copyFiles(preCompile: true), target: name, into: &objects)
        let headers = sourcePhases.files(in: .headers)
        if sourcePhases.hasHeadersPhase, !headers.isEmpty {
            phases.append(filesPhase("Headers", isa: "PBXHeadersBuildPhase", target: name, paths: headers,
                                     settings: { sourcePhases.settings(of: $0, in: .headers) }, into: &objects))
        }
        let linkedTarget = TransitiveDependencies.resolving(target, in: project, targetsByName: targetsByName)
        let linking = DependencyPhases(project: project, target: linkedTarget, fileReferences: fileReferences, sdkReferences: sdkReferences,
                                       targetsByName: targetsByName, projectReferences: projectReferences).build(into: &objects)
        let resources = resourceFiles(of: target, sourcePhases: sourcePhases)
        var resourcesPhase: String?
        // XcodeGen gives a target with a synchronized folder a Resources phase, empty or not.
        let hasSyncedFolder = files.syncedFolders.values.contains { $0[target.name] != nil }
        if !resources.isEmpty || !linking.resourceBuildFiles.isEmpty || hasSyncedFolder {
            resourcesPhase = filesPhase("Resources", isa: "PBXResourcesBuildPhase", target: name, paths: resources, extraBuildFiles: linking.resourceBuildFiles,
                                        into: &objects)
        }
        // XcodeGen's `putResourcesBeforeSourcesBuildPhase`.
        if target.putResourcesBeforeSourcesBuildPhase, let resourcesPhase { phases.append(resourcesPhase) }
        // As in XcodeGen: a Sources phase unless the product compiles nothing and may skip it,
        // Resources and Frameworks phases only when something is in them.
        let sources = sourcePhases.files(in: .sources)
        var sourcesPhase: String?
        if !sources.isEmpty || !target.type.mayOmitSourcesPhase {
            sourcesPhase = filesPhase("Sources", isa: "PBXSourcesBuildPhase", target: name, paths: sources,
                                      settings: { sourcePhases.settings(of: $0, in: .sources) }, into: &objects)
            phases.append(sourcesPhase!)
        }
        phases += scriptPhases(target.postCompileScripts, kind: "post-compile", target: name, into: &objects)
        if !target.putResourcesBeforeSourcesBuildPhase, let resourcesPhase { phases.append(resourcesPhase) }
        if let header = SwiftHeaderCopyScript.script(for: target, in: project, sources: sources) {
            phases += scriptPhases([header], kind: "swift-header", target: name, into: &objects)
        }
        phases += copyFilesPhases(sourcePhases.copyFiles(preCompile: false), target: name, merging: linking.beforeFrameworks, into: &objects)
        phases += linking.beforeFrameworks + (linking.carthageScript.map { [$0] } ?? []) + linking.frameworksAndEmbedding
        phases += scriptPhases(target.postBuildScripts, kind: "post-build", target: name, into: &objects)
        if let order = target.phaseOrder { phases = PhaseOrdering.apply(order, to: phases, target: name, objects: &objects) }

        let (dependencies, packageProducts) = TargetDependencyObjects(target: linkedTarget, projectReferences: projectReferences,
                                                                         unreferencedPackages: Set(project.packages.filter(\.productsNameNoPackage).map(\.name)))
            .build(into: &objects)
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
        if let legacy = target.legacy {
            // A legacy target's tool makes whatever it makes: no product reference.
            objects.removeAll { $0.id == product }
            objects.append(LegacyTargetObject.make(target, legacy: legacy, configurations: configurations, phases: phases, dependencies: dependencies))
            return (objects, product)
        }
        var fields: PBXFields = [
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
        if let synced = SyncedFolders.groups(of: name, in: files) { fields["fileSystemSynchronizedGroups"] = synced }
        objects.append(PBXObject(id: XcodeID.target(name), isa: "PBXNativeTarget", comment: name, fields))
        return (objects, product)
    }

    // MARK: Files

    /// The Copy Files phases of sources; one with the same destination as a phase of `merging`
    /// (the XPC services a dependency embeds) adds its files to that phase instead, as XcodeGen does.
    private func copyFilesPhases(_ copies: [(phase: SourcePhases.CopyFiles, files: [String])], target: String, merging: [String] = [],
                                 into objects: inout [PBXObject]) -> [String] {
        var ids: [String] = []
        for copy in copies {
            let key = "CopyFiles/\(copy.phase.folderSpec)/\(copy.phase.subpath)\(copy.phase.preCompile ? "/pre" : "")"
            let id = filesPhase(key, isa: "PBXCopyFilesBuildPhase", target: target, paths: copy.files, comment: "CopyFiles",
                                fields: ["dstPath": .string(copy.phase.subpath), "dstSubfolderSpec": .string(copy.phase.folderSpec)], into: &objects)
            let sameDestination = { (object: PBXObject) -> Bool in
                merging.contains(object.id) && object.fields["name"] == nil
                    && object.fields["dstPath"] == .string(copy.phase.subpath) && object.fields["dstSubfolderSpec"] == .string(copy.phase.folderSpec)
            }
            if let index = objects.firstIndex(where: { $0.id == id }), let existing = objects.firstIndex(where: sameDestination),
               case .array(let added)? = objects[index].fields["files"], case .array(let present)? = objects[existing].fields["files"] {
                objects[existing].fields["files"] = .array(present + added)
                objects.remove(at: index)
                continue
            }
            ids.append(id)
        }
        return ids
    }

    private func resourceFiles(of target: Target, sourcePhases: SourcePhases) -> [String] {
        let fromSources = sourcePhases.files(in: .resources)
        let declared = files.resources[target.name, default: []].filter(FileTypes.isResource)
        return Array(Set(fromSources + declared)).sorted()
    }

    /// A phase of files (`phase` names it in IDs, `comment` in the file), each build file with
    /// its `settings`; `extraBuildFiles` appended, `fields` added to the phase.
    private func filesPhase(_ phase: String, isa: String, target: String, paths: [String], extraBuildFiles: [String] = [], comment: String? = nil,
                            fields extra: PBXFields = [:], settings: (String) -> PBXFields? = { _ in nil },
                            into objects: inout [PBXObject]) -> String {
        let id = XcodeID.make("phase/\(target)/\(phase)")
        let shown = comment ?? phase
        let buildFiles = paths.compactMap { path -> String? in
            guard let reference = fileReferences[path] else { return nil }
            let buildFile = XcodeID.make("buildfile/\(target)/\(phase)/\(path)")
            let fileName = ProjectPath.lastComponent(path)
            var fields: PBXFields = ["fileRef": .reference(reference)]
            if let values = settings(path) { fields["settings"] = .dictionary(values) }
            objects.append(PBXObject(id: buildFile, isa: "PBXBuildFile", comment: "\(fileName) in \(shown)", fields))
            return buildFile
        } + extraBuildFiles
        var fields: PBXFields = [
            "buildActionMask": .string("2147483647"),
            "files": .references(buildFiles),
            "runOnlyForDeploymentPostprocessing": .string("0"),
        ]
        for (key, value) in extra { fields[key] = value }
        objects.append(PBXObject(id: id, isa: isa, comment: shown, fields))
        return id
    }

    // MARK: Scripts

    /// The pipeline steps whose `buildPhase` names `target`, dependencies first.
    private func pipelineSteps(of target: Target) -> [PipelineStep] {
        stepsByTarget[target.name, default: []]
    }

    /// A Run Script phase calling the step. Its inputs are globs, which Xcode cannot read, so
    /// they are expanded into one `.xcfilelist` per step (shared by every target's phase).
    private func pipelinePhase(_ step: PipelineStep, target: String) -> PBXObject {
        let outputs = step.outputs.filter { !Glob.isPattern($0) }.map { "$(SRCROOT)/\($0)" }
        var fields: PBXFields = [
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
            var fields: PBXFields = [
                "buildActionMask": .string("2147483647"),
                "files": .array([]),
                "inputFileListPaths": .strings(script.inputFileLists),
                "inputPaths": .strings(script.inputFiles),
                "outputFileListPaths": .strings(script.outputFileLists),
                "outputPaths": .strings(script.outputFiles),
                "runOnlyForDeploymentPostprocessing": .string(script.runOnlyWhenInstalling ? "1" : "0"),
                "shellPath": .string(script.shell ?? "/bin/sh"),
                // An inline script is written as given, as XcodeGen does.
                "shellScript": .string(script.script ?? script.path.flatMap { files.scriptFiles[$0] } ?? "\"${SRCROOT}/\(script.path ?? "")\"\n"),
            ]
            if !script.basedOnDependencyAnalysis { fields["alwaysOutOfDate"] = .string("1") }
            // An empty name is Xcode's unnamed phase (shown as "Run Script"), as a hand-kept project may have it.
            if !script.name.isEmpty { fields["name"] = .string(script.name) }
            objects.append(PBXObject(id: id, isa: "PBXShellScriptBuildPhase", comment: script.name.isEmpty ? "ShellScript" : script.name, fields))
            return id
        }
    }

    // MARK: Linking

    /// The application a test bundle runs in: the first application (of any kind) it depends on.
    static func testHost(of target: Target, in targets: [String: Target]) -> Target? {
        guard target.type.isTest else { return nil }
        return target.dependencies.compactMap { $0.kind == .target ? targets[$0.name] : nil }.first { $0.type.isApp }
    }

    static func isLinkable(_ type: ProductType) -> Bool {
        [.framework, .staticFramework, .staticLibrary, .dynamicLibrary].contains(type)
    }

    // MARK: Settings

    private func configurationList(for target: Target, into objects: inout [PBXObject]) -> String {
        let settings = TargetBuildSettings(project: project, targetsByName: targetsByName, configFileKeys: files.configFileKeys, presets: presets)
        let hasPipelinePhases = !pipelineSteps(of: target).isEmpty
        let ids = project.configs.map { config -> String in
            let values = settings.values(for: target, config: config, infoPlist: files.infoPlists[target.name], hasPipelinePhases: hasPipelinePhases)
            let id = XcodeID.make("config/target/\(target.name)/\(config.name)")
            var fields: PBXFields = ["buildSettings": .dictionary(PBXFields(values)), "name": .string(config.name)]
            for (key, value) in SyncedFolders.configFileFields(target.configFiles[config.name], fileReferences: fileReferences,
                                                                synced: files.syncedFolders.keys) { fields[key] = value }
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
