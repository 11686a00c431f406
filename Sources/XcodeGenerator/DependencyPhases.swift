import ProjectSpec
import ScaffoldSupport

/// The phases a target's dependencies give it, as XcodeGen makes them: the Frameworks phase
/// (what it links), the Copy Files phases that embed products (extensions, frameworks, app
/// clips, watch apps, system extensions, XPC services), and products copied as resources.
struct DependencyPhases {
    let project: Project
    let target: Target
    /// File reference IDs by project-relative path.
    let fileReferences: [String: String]
    /// SDK framework reference IDs by name.
    let sdkReferences: [String: String]
    let targetsByName: [String: Target]
    let projectReferences: ProjectReferences

    /// What the phases are made of.
    struct Output {
        /// Build files that join the target's Resources phase (embedded bundles and the like).
        var resourceBuildFiles: [String] = []
        /// Phases that come before the Frameworks phase (XPC services).
        var beforeFrameworks: [String] = []
        /// The Frameworks phase and the embedding phases after it, in order.
        var frameworksAndEmbedding: [String] = []
        /// XcodeGen's "Carthage" script phase (`carthage copy-frameworks`), before the Frameworks phase.
        var carthageScript: String?
    }

    /// A target dependency's product: this project's target, or a stand-in for another's.
    struct Product {
        var type: ProductType
        var platform: Platform
        var linkage: DependencyLinking.Linkage
        var fileReference: String
        var fileName: String
    }

    /// Builds the phases' objects into `objects`.
    func build(into objects: inout [PBXObject]) -> Output {
        var linked: [String] = []
        var bundles: [String] = []
        var embedded: [DependencyLinking.Destination: [String]] = [:]
        // Embedded copies with their own destination (`copy:`), XcodeGen's "Embed Dependencies".
        var custom: [SourcePhases.CopyFiles: [String]] = [:]
        func embed(_ buildFile: String, _ dependency: Dependency, _ destination: DependencyLinking.Destination) {
            if let copy = dependency.copy {
                custom[SourcePhases.CopyFiles(destination: copy.destination, subpath: copy.subpath), default: []].append(buildFile)
            } else {
                embedded[destination, default: []].append(buildFile)
            }
        }
        for dependency in target.dependencies {
            switch dependency.kind {
            case .target:
                guard let product = product(of: dependency) else { continue }
                if DependencyLinking.links(dependency, linkage: product.linkage, into: target) {
                    linked.append(linkBuildFile(dependency, reference: product.fileReference, fileName: product.fileName, into: &objects))
                }
                if DependencyLinking.embeds(dependency, type: product.type, linkage: product.linkage, into: target) {
                    let destination = DependencyLinking.destination(of: product.type, platform: product.platform)
                    let signs = !DependencyLinking.isExecutable(product.type)
                    embed(embedBuildFile(dependency, reference: product.fileReference, fileName: product.fileName,
                                         destination: destination, signByDefault: signs, into: &objects), dependency, destination)
                }
            case .package:
                let product = dependency.product ?? dependency.name
                let productRef = PBXValue.reference(TargetDependencyObjects.packageProductID(target: target.name, dependency: dependency))
                if TargetDependencyObjects.linksPackage(dependency, into: target) {
                    let id = XcodeID.make("buildfile/\(target.name)/Frameworks/package/\(dependency.name)/\(product)")
                    var fields: PBXFields = ["productRef": productRef]
                    if dependency.weak { fields["settings"] = .dictionary(["ATTRIBUTES": .strings(["Weak"])]) }
                    objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(product) in Frameworks", fields))
                    linked.append(id)
                }
                // A package product is embedded only when the dependency says so.
                if dependency.embed == true {
                    let id = XcodeID.make("buildfile/\(target.name)/Embed Frameworks/package/\(dependency.name)/\(product)")
                    let attributes = DependencyLinking.embedAttributes(dependency, signByDefault: true)
                    objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(product) in Embed Frameworks",
                                             ["productRef": productRef, "settings": .dictionary(["ATTRIBUTES": .strings(attributes)])]))
                    embed(id, dependency, .frameworks)
                }
            case .bundle:
                // Libraries cannot copy resources.
                guard ![.staticLibrary, .dynamicLibrary].contains(target.type), let reference = fileReferences[dependency.name] else { continue }
                bundles.append(bundleBuildFile(dependency, reference: reference, into: &objects))
            case .sdk, .framework, .carthage:
                let path = dependency.filePath(platform: target.platform, carthageBuildPath: project.options.carthageBuildPath) ?? dependency.name
                let key = dependency.implicit ? Self.implicitKey(dependency.name) : path
                guard let reference = dependency.kind == .sdk ? sdkReferences[dependency.name] : fileReferences[key] else { continue }
                let fileName = ProjectPath.lastComponent(path)
                let links = dependency.kind == .sdk || (dependency.link ?? (dependency.kind == .carthage || target.type != .staticLibrary))
                if links { linked.append(linkBuildFile(dependency, reference: reference, fileName: fileName, into: &objects)) }
                if embedsFile(dependency) {
                    embed(embedBuildFile(dependency, reference: reference, fileName: fileName,
                                         destination: .frameworks, signByDefault: true, into: &objects), dependency, .frameworks)
                }
            }
        }
        var toCopy: [String] = []
        for dependency in CarthageReach.dependencies(of: target, targetsByName: targetsByName)
        where dependency.embed ?? CarthageReach.embedsByDefault(target) {
            guard let path = dependency.filePath(platform: target.platform, carthageBuildPath: project.options.carthageBuildPath) else { continue }
            if CarthageReach.embedsDirectly(target), let reference = fileReferences[path] {
                embed(embedBuildFile(dependency, reference: reference, fileName: ProjectPath.lastComponent(path),
                                     destination: .frameworks, signByDefault: true, into: &objects), dependency, .frameworks)
            } else {
                toCopy.append(path)
            }
        }
        var output = Output()
        if !toCopy.isEmpty { output.carthageScript = carthageScript(toCopy, into: &objects) }
        output.resourceBuildFiles = embedded[.resources] ?? []
        if let files = embedded[.xpcServices] { output.beforeFrameworks.append(copyPhase(.xpcServices, files: files, into: &objects)) }
        if !linked.isEmpty {
            let id = XcodeID.make("phase/\(target.name)/Frameworks")
            objects.append(PBXObject(id: id, isa: "PBXFrameworksBuildPhase", comment: "Frameworks", [
                "buildActionMask": .string("2147483647"), "files": .references(linked), "runOnlyForDeploymentPostprocessing": .string("0"),
            ]))
            output.frameworksAndEmbedding.append(id)
        }
        if !bundles.isEmpty { output.frameworksAndEmbedding.append(bundlePhase(bundles, into: &objects)) }
        let order: [DependencyLinking.Destination] = [.appExtensions, .extensionKitExtensions, .systemExtensions, .appClips, .frameworks]
        for destination in order {
            if let files = embedded[destination] { output.frameworksAndEmbedding.append(copyPhase(destination, files: files, into: &objects)) }
        }
        for (copy, files) in custom.sorted(by: { $0.key < $1.key }) {
            output.frameworksAndEmbedding.append(customCopyPhase(copy, files: files, into: &objects))
        }
        if let files = embedded[.watchContent] { output.frameworksAndEmbedding.append(copyPhase(.watchContent, files: files, into: &objects)) }
        output.frameworksAndEmbedding += target.copyFiles.enumerated().map { index, phase in namedCopyPhase(phase, index: index, into: &objects) }
        return output
    }

    /// The key of an implicit framework's reference among the file references (it is no path
    /// of the project's).
    static func implicitKey(_ name: String) -> String {
        "$(BUILT_PRODUCTS_DIR)/" + name
    }

    /// Whether a file dependency is embedded here: `embed:` when given, else prebuilt
    /// frameworks in applications and test bundles; SDKs never; Carthage frameworks are
    /// embedded by what reaches them (`CarthageReach`), not here.
    private func embedsFile(_ dependency: Dependency) -> Bool {
        guard dependency.kind != .carthage else { return false }
        if let embed = dependency.embed { return embed }
        return dependency.kind == .framework && (target.type.isApp || target.type.isTest)
    }

    /// XcodeGen's "Carthage" phase: `carthage copy-frameworks` copies the frameworks at
    /// `paths` (project-relative) into the product, stripping simulator slices.
    private func carthageScript(_ paths: [String], into objects: inout [PBXObject]) -> String {
        let id = XcodeID.make("phase/\(target.name)/Carthage")
        objects.append(PBXObject(id: id, isa: "PBXShellScriptBuildPhase", comment: "Carthage", [
            "buildActionMask": .string("2147483647"),
            "files": .references([]),
            "inputFileListPaths": .strings([]),
            "inputPaths": .strings(paths.map { "$(SRCROOT)/" + $0 }),
            "name": .string("Carthage"),
            "outputFileListPaths": .strings([]),
            "outputPaths": .strings(paths.map { "$(BUILT_PRODUCTS_DIR)/$(FRAMEWORKS_FOLDER_PATH)/" + ProjectPath.lastComponent($0) }),
            "runOnlyForDeploymentPostprocessing": .string("0"),
            "shellPath": .string("/bin/sh -l"),
            "shellScript": .string("carthage copy-frameworks\n"),
        ]))
        return id
    }

    func product(of dependency: Dependency) -> Product? {
        if let reference = dependency.externalProject {
            let remote = projectReferences.remoteTarget(dependency.targetName, in: reference)
            return Product(type: remote.type, platform: target.platform,
                           linkage: DependencyLinking.linkage(of: remote.type, staticMachO: remote.isStaticFramework),
                           fileReference: ProjectReferences.productProxy(remote.name, in: reference), fileName: remote.productFile)
        }
        guard let other = targetsByName[dependency.name], !other.isAggregate else { return nil }
        let staticMachO = other.settings.base["MACH_O_TYPE"] == .string("staticlib")
        return Product(type: other.type, platform: other.platform, linkage: DependencyLinking.linkage(of: other.type, staticMachO: staticMachO),
                       fileReference: XcodeID.make("product/\(other.name)"), fileName: ProductNaming.fileName(of: other))
    }

    private func linkBuildFile(_ dependency: Dependency, reference: String, fileName: String, into objects: inout [PBXObject]) -> String {
        let id = XcodeID.make("buildfile/\(target.name)/Frameworks/\(dependency.kind.rawValue)/\(dependency.name)")
        var fields: PBXFields = ["fileRef": .reference(reference)]
        if dependency.weak { fields["settings"] = .dictionary(["ATTRIBUTES": .strings(["Weak"])]) }
        objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(fileName) in Frameworks", fields))
        return id
    }

    private func embedBuildFile(_ dependency: Dependency, reference: String, fileName: String, destination: DependencyLinking.Destination,
                                signByDefault: Bool, into objects: inout [PBXObject]) -> String {
        let ownPhase = DependencyLinking.phase(of: destination)?.name ?? (destination == .resources ? "Resources" : "CopyFiles")
        let phaseName = dependency.copy == nil ? ownPhase : "Embed Dependencies"
        let id = XcodeID.make("buildfile/\(target.name)/\(phaseName)/\(dependency.kind.rawValue)/\(dependency.name)")
        var fields: PBXFields = ["fileRef": .reference(reference)]
        if destination != .resources || dependency.copy != nil {
            fields["settings"] = .dictionary(["ATTRIBUTES": .strings(DependencyLinking.embedAttributes(dependency, signByDefault: signByDefault))])
        }
        objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(fileName) in \(phaseName)", fields))
        return id
    }

    /// A `bundle:` dependency's build file: signed and stripped on copy unless the target does
    /// not embed (`embed:`, else applications and test bundles do).
    private func bundleBuildFile(_ dependency: Dependency, reference: String, into objects: inout [PBXObject]) -> String {
        let fileName = ProjectPath.lastComponent(dependency.name)
        let id = XcodeID.make("buildfile/\(target.name)/Copy Bundle Resources/\(dependency.name)")
        var fields: PBXFields = ["fileRef": .reference(reference)]
        if dependency.embed ?? (target.type.isApp || target.type.isTest) {
            fields["settings"] = .dictionary(["ATTRIBUTES": .strings(DependencyLinking.embedAttributes(dependency, signByDefault: true))])
        }
        objects.append(PBXObject(id: id, isa: "PBXBuildFile", comment: "\(fileName) in Copy Bundle Resources", fields))
        return id
    }

    /// XcodeGen's "Copy Bundle Resources" phase of `bundle:` dependencies, into the product's
    /// resources.
    private func bundlePhase(_ files: [String], into objects: inout [PBXObject]) -> String {
        let id = XcodeID.make("phase/\(target.name)/Copy Bundle Resources")
        objects.append(PBXObject(id: id, isa: "PBXCopyFilesBuildPhase", comment: "Copy Bundle Resources", [
            "buildActionMask": .string("2147483647"),
            "dstSubfolderSpec": .string("7"),
            "files": .references(files),
            "name": .string("Copy Bundle Resources"),
            "runOnlyForDeploymentPostprocessing": .string("0"),
        ]))
        return id
    }

    /// An "Embed Dependencies" phase to a dependency's own `copy:` destination, run only when
    /// installing when the target's `onlyCopyFilesOnInstall` says so.
    private func customCopyPhase(_ copy: SourcePhases.CopyFiles, files: [String], into objects: inout [PBXObject]) -> String {
        let onInstall = target.onlyCopyFilesOnInstall
        let id = XcodeID.make("phase/\(target.name)/Embed Dependencies/\(copy.folderSpec)/\(copy.subpath)")
        objects.append(PBXObject(id: id, isa: "PBXCopyFilesBuildPhase", comment: "Embed Dependencies", [
            "buildActionMask": .string(onInstall ? "8" : "2147483647"),
            "dstPath": .string(copy.subpath),
            "dstSubfolderSpec": .string(copy.folderSpec),
            "files": .references(files),
            "name": .string("Embed Dependencies"),
            "runOnlyForDeploymentPostprocessing": .string(onInstall ? "1" : "0"),
        ]))
        return id
    }

    /// A `PBXCopyFilesBuildPhase` to `destination`, run only when installing when the
    /// target's `onlyCopyFilesOnInstall` says so and the phase follows that option.
    private func copyPhase(_ destination: DependencyLinking.Destination, files: [String], into objects: inout [PBXObject]) -> String {
        guard let phase = DependencyLinking.phase(of: destination) else { return "" }
        let onInstall = phase.followsInstallOption && target.onlyCopyFilesOnInstall
        let id = XcodeID.make("phase/\(target.name)/\(phase.name ?? "CopyFiles \(phase.path)")")
        var fields: PBXFields = [
            "buildActionMask": .string(onInstall ? "8" : "2147483647"),
            "dstPath": .string(phase.path),
            "dstSubfolderSpec": .string(phase.folder),
            "files": .references(files),
            "runOnlyForDeploymentPostprocessing": .string(onInstall ? "1" : "0"),
        ]
        if let name = phase.name { fields["name"] = .string(name) }
        objects.append(PBXObject(id: id, isa: "PBXCopyFilesBuildPhase", comment: phase.name ?? "CopyFiles", fields))
        return id
    }
}
