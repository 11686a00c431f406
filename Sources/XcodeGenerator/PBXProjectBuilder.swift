import Foundation
import ScaffoldSupport
import ProjectSpec

/// Builds the whole object graph of `project.pbxproj` from the model and the scanned files.
struct PBXProjectBuilder {
    let project: Project
    let files: ScannedFiles

    /// Every object, and the root object's ID.
    func build() -> [PBXObject] {
        var allFiles = Set(files.sources.values.joined()).union(files.resources.values.joined())
        var carthageFiles = Set<String>()
        // XcodeGen files a `framework:` path in the Frameworks group, unless a source has it.
        var frameworkFiles = Set<String>()
        // An implicit framework is a product in the build folder, also in the Frameworks group.
        var implicitFrameworks = Set<String>()
        for target in project.targets {
            for dependency in target.dependencies {
                if dependency.kind == .framework, dependency.implicit { implicitFrameworks.insert(dependency.name); continue }
                guard let path = dependency.filePath(platform: target.platform, carthageBuildPath: project.options.carthageBuildPath) else { continue }
                switch dependency.kind {
                case .framework where !allFiles.contains(path): frameworkFiles.insert(path)
                case .carthage: carthageFiles.insert(path); allFiles.insert(path)
                default: allFiles.insert(path)
                }
            }
        }
        frameworkFiles.subtract(allFiles)
        // A project file a `copyFiles:` phase copies has a reference, in a target's sources or not.
        for target in project.targets {
            for phase in target.copyFiles {
                for file in phase.files { if case let .path(path) = file.reference { allFiles.insert(path) } }
            }
        }
        // `.xcconfig` files are referenced by the configurations that are based on them (but
        // in a synchronized folder, which shows them: Xcode 16 names the folder instead).
        let configFiles = Set(project.configFiles.values).union(project.targets.flatMap(\.configFiles.values))
        allFiles.formUnion(configFiles.filter { SyncedFolders.anchor(of: $0, in: files.syncedFolders.keys) == nil })
        // XcodeGen's `fileGroups`: shown like sources, in no target.
        allFiles.formUnion(files.fileGroupFiles)
        allFiles.formUnion(files.syncedFolders.keys)
        let roots = project.targets.flatMap { ($0.sources + $0.resources).map(\.path) } + project.fileGroups
        var treeBuilder = GroupTreeBuilder(createIntermediateGroups: project.options.createIntermediateGroups,
                                           variantGroups: files.variantGroups, versionGroups: files.versionGroups,
                                           syncedFolders: files.syncedFolders, customGroups: GroupTreeBuilder.customGroups(of: project))
        treeBuilder.carthageFiles = carthageFiles
        treeBuilder.groupSortPosition = project.options.groupSortPosition
        treeBuilder.entryNames = GroupTreeBuilder.entryNames(of: project)
        treeBuilder.carthageBuildPath = project.options.carthageBuildPath ?? "Carthage/Build"
        let tree = treeBuilder.build(files: allFiles, folders: files.folders, roots: roots, groupRoots: files.groupRoots)
        var objects = tree.objects
        var fileReferences = tree.fileReferences
        let frameworks = frameworkReferences(frameworkFiles, folders: files.folders, into: &objects)
        let builtFrameworks = frameworkReferences(implicitFrameworks, folders: [], sourceTree: "BUILT_PRODUCTS_DIR", into: &objects)
        fileReferences.merge(frameworks) { first, _ in first }
        for (name, id) in builtFrameworks { fileReferences[DependencyPhases.implicitKey(name)] = id }
        let grouped = frameworkFiles.sorted().compactMap { frameworks[$0] } + implicitFrameworks.sorted().compactMap { builtFrameworks[$0] }
        let sdk = sdkReferences(carthageGroup: tree.carthageGroup, frameworks: grouped, into: &objects)
        let packagesGroup = LocalPackageGroup.build(project, names: files.localPackageNames, synced: Set(files.syncedFolders.keys), into: &objects)

        let targetsByName = Dictionary(project.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let references = ProjectReferences(project: project, remoteTargets: files.remoteTargets)
        let referenced = references.build(into: &objects)
        let targetBuilder = TargetObjectsBuilder(project: project, files: files, fileReferences: fileReferences, sdkReferences: sdk.references,
                                                 targetsByName: targetsByName, projectReferences: references)
        // Targets are independent: build them on every core.
        let built = ConcurrentMap.map(project.targets) { targetBuilder.build($0) }
        objects += built.flatMap(\.objects)
        let products = zip(project.targets, built).filter { !$0.0.isAggregate && $0.0.legacy == nil }.map(\.1.product)

        let productsGroup = XcodeID.make("group/<products>")
        objects.append(PBXObject(id: productsGroup, isa: "PBXGroup", comment: "Products", [
            "children": .references(products), "name": .string("Products"), "sourceTree": .string("<group>"),
        ]))
        let mainGroup = XcodeID.make("group/<main>")
        objects.append(PBXObject(id: mainGroup, isa: "PBXGroup", comment: nil, [
            "children": .references(tree.topLevel + [packagesGroup, sdk.group, referenced.group].compactMap { $0 } + [productsGroup]),
            "sourceTree": .string("<group>"),
        ]))
        objects += PackageReferences.referenced(project.packages).map(PackageReferences.object(for:))
        var root = projectObject(mainGroup: mainGroup, productsGroup: productsGroup, targetsByName: targetsByName,
                                 fileReferences: fileReferences, into: &objects)
        if let entries = referenced.entries { root.fields["projectReferences"] = entries }
        objects.append(root)
        return objects
    }

    private func projectObject(mainGroup: String, productsGroup: String, targetsByName: [String: Target], fileReferences: [String: String],
                               into objects: inout [PBXObject]) -> PBXObject {
        let projectSettings = ProjectBuildSettings(project: project, configFileKeys: files.configFileKeys)
        let configurations = project.configs.map { config -> String in
            let settings = projectSettings.values(for: config)
            let id = XcodeID.make("config/project/\(config.name)")
            var fields: PBXFields = ["buildSettings": .dictionary(PBXFields(settings)), "name": .string(config.name)]
            for (key, value) in SyncedFolders.configFileFields(project.configFiles[config.name], fileReferences: fileReferences,
                                                                synced: files.syncedFolders.keys) { fields[key] = value }
            objects.append(PBXObject(id: id, isa: "XCBuildConfiguration", comment: config.name, fields))
            return id
        }
        let defaultName = project.options.defaultConfig ?? project.configs.first { $0.type == .release }?.name ?? project.configs.first?.name ?? "Release"
        let list = ConfigurationLists.add(configurations, id: XcodeID.make("configlist/project"),
                                          comment: "Build configuration list for PBXProject \"\(project.name)\"", defaultName: defaultName, into: &objects)
        var fields: PBXFields = [
            "attributes": .dictionary(AttributeValues.overriding([
                "BuildIndependentTargetsInParallel": .string("1"),
                "LastSwiftUpdateCheck": .string(XcodeFormat.lastUpgradeCheck),
                "LastUpgradeCheck": .string(XcodeFormat.lastUpgradeCheck(of: project)),
                "TargetAttributes": .dictionary(targetAttributes(targetsByName)),
            ], with: project.attributes)),
            "buildConfigurationList": .reference(list),
            "compatibilityVersion": .string(XcodeFormat.compatibilityVersion),
            "developmentRegion": .string(project.options.developmentLanguage ?? "en"),
            "hasScannedForEncodings": .string("0"),
            "knownRegions": .strings(VariantGroups.knownRegions(project: project, files: files)),
            "mainGroup": .reference(mainGroup),
            "productRefGroup": .reference(productsGroup),
            "projectDirPath": .string(""),
            "projectRoot": .string(""),
            "targets": .references(project.targets.map { XcodeID.target($0.name) }),
        ]
        if !PackageReferences.referenced(project.packages).isEmpty {
            fields["packageReferences"] = .references(PackageReferences.referenced(project.packages).map { PackageReferences.id(of: $0.name) })
        }
        return PBXObject(id: XcodeID.project, isa: "PBXProject", comment: "Project object", fields)
    }

    /// Per target, what Xcode records when it creates one: the tools version, and for test
    /// bundles the application they test (`TestTargetID`).
    private func targetAttributes(_ targetsByName: [String: Target]) -> PBXFields {
        var attributes: PBXFields = [:]
        for target in project.targets {
            var values: PBXFields = ["CreatedOnToolsVersion": .string(XcodeFormat.toolsVersion)]
            if let host = TargetObjectsBuilder.testHost(of: target, in: targetsByName) {
                values["TestTargetID"] = .string(XcodeID.target(host.name))
            }
            attributes[XcodeID.target(target.name)] = .dictionary(AttributeValues.overriding(values, with: target.attributes))
        }
        return attributes
    }

    /// File references for `sdk:` dependencies, in a Frameworks group.
    /// XcodeGen's `Carthage` group goes in the same group.
    /// A file reference for each `framework:` path in `paths` (project-relative), by path: its
    /// whole path, its file name shown, as XcodeGen makes them for its Frameworks group.
    private func frameworkReferences(_ paths: Set<String>, folders: Set<String>, sourceTree: String = "<group>",
                                     into objects: inout [PBXObject]) -> [String: String] {
        var references: [String: String] = [:]
        for path in paths.sorted() {
            let id = XcodeID.make(sourceTree == "<group>" ? "file/" + path : "file/\(sourceTree)/" + path)
            let name = ProjectPath.lastComponent(path)
            var fields: PBXFields = [
                "lastKnownFileType": .string(FileTypes.lastKnownFileType(path, isFolder: folders.contains(path))),
                "path": .string(path),
                "sourceTree": .string(sourceTree),
            ]
            if name != path { fields["name"] = .string(name) }
            objects.append(PBXObject(id: id, isa: "PBXFileReference", comment: name, fields))
            references[path] = id
        }
        return references
    }

    /// The SDK references by name, and the Frameworks group: the Carthage group, the
    /// `framework:` references (`frameworks`), then the SDKs.
    private func sdkReferences(carthageGroup: String?, frameworks: [String], into objects: inout [PBXObject]) -> (references: [String: String], group: String?) {
        // An SDK named twice takes the root of its first dependency, as XcodeGen keeps its first reference.
        let roots = Dictionary(project.targets.flatMap(\.dependencies).filter { $0.kind == .sdk }.map { ($0.name, $0.root) }) { first, _ in first }
        let names = roots.keys.sorted()
        guard !names.isEmpty || carthageGroup != nil || !frameworks.isEmpty else { return ([:], nil) }
        var references: [String: String] = [:]
        for name in names {
            let id = XcodeID.make("sdk/\(name)")
            let file = ProjectPath.lastComponent(name)
            objects.append(PBXObject(id: id, isa: "PBXFileReference", comment: file, [
                "lastKnownFileType": .string(FileTypes.lastKnownFileType(file)),
                "name": .string(file),
                "path": .string(Self.sdkPath(name)),
                "sourceTree": .string(roots[name].flatMap { $0 } ?? "SDKROOT"),
            ]))
            references[name] = id
        }
        let group = XcodeID.make("group/<frameworks>")
        objects.append(PBXObject(id: group, isa: "PBXGroup", comment: "Frameworks", [
            "children": .references([carthageGroup].compactMap { $0 } + frameworks + names.compactMap { references[$0] }), "name": .string("Frameworks"),
            "sourceTree": .string("<group>"),
        ]))
        return (references, group)
    }
}

extension PBXProjectBuilder {
    /// The path of an `sdk:` dependency's file reference, as XcodeGen makes it: a name alone is
    /// a framework under `System/Library/Frameworks`, a library under `usr/lib`; a path with a
    /// `/` (under its `root`) is taken as written.
    static func sdkPath(_ name: String) -> String {
        if name.contains("/") { return name }
        return FileTypes.pathExtension(name) == "framework" ? "System/Library/Frameworks/\(name)" : "usr/lib/\(name)"
    }
}

/// The Xcode version the written files claim.
enum XcodeFormat {
    /// `objectVersion` 60: Xcode 15's format, the first with local package references.
    static let objectVersion = 60
    static let lastUpgradeCheck = "1500"
    static let compatibilityVersion = "Xcode 15.0"
    static let toolsVersion = "15.0"

    /// The `LastUpgradeCheck` of `project`: its `xcodeVersion` when it says one, else Xcode 15's.
    static func lastUpgradeCheck(of project: Project) -> String {
        project.options.xcodeVersion.map(upgradeCheck) ?? lastUpgradeCheck
    }

    /// XcodeGen's reading of a version as four digits: `15.3` is `1530`, `9.2` `0920`,
    /// `15.3.1` `1531`, `15` `1500`; anything else is kept as written.
    static func upgradeCheck(_ version: String) -> String {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else {
            switch version.count {
            case 2: return version + "00"
            case 1: return "0" + version + "00"
            default: return version
            }
        }
        return (parts[0].count == 1 ? "0" : "") + parts[0] + parts[1] + (parts.count > 2 ? parts[2] : "0")
    }
}
