import Foundation
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// Turns one `PBXNativeTarget` (or aggregate target) into a manifest target: its type and
/// platform, its files (folded into folders by `SourceFolders`), settings, dependencies and
/// scripts. What the manifest cannot say yet is reported, never dropped silently.
struct TargetImporter {
    let graph: PBXGraph
    /// The packages of the project.
    let packages: ImportedPackages
    /// The project's settings (a target's platform may come from them).
    let projectSettings: ImportedSettings
    /// The project's folder.
    let root: URL
    /// The other projects the targets depend on that could be read, by reference name.
    var referencedProjects: [String: PBXGraph] = [:]
    /// Names the problems after the project file.
    let report: (String) -> Void

    /// A file of one of the target's build phases.
    struct PhaseFile: Hashable {
        var path: String
        var phase: Phase
        var compilerFlags: [String] = []
        var headerVisibility: String?
        /// A folder reference (a blue folder): copied whole, not opened into its files.
        var isFolderReference = false
    }

    /// The phases that list files the manifest says through `sources:`.
    enum Phase: Hashable { case sources, resources, headers }

    /// The target, with the files of its phases (for `SourceFolders`), or nil when it cannot be
    /// imported (reported).
    func target(_ object: PBXGraph.Object) -> (target: Target, files: [PhaseFile])? {
        let name = object["name"]?.string ?? "?"
        let isAggregate = object["isa"]?.string == "PBXAggregateTarget"
        let isLegacy = object["isa"]?.string == "PBXLegacyTarget"
        let identifier = object["productType"]?.string ?? ""
        guard isAggregate || isLegacy || object["isa"]?.string == "PBXNativeTarget" else {
            report("target '\(name)' (\(object["isa"]?.string ?? "?")) is not expressible yet; kept out")
            return nil
        }
        guard let type = isAggregate || isLegacy ? ProductType.none : ProductType.allCases.first(where: { $0.identifier == identifier && $0 != .none }) else {
            report("target '\(name)' has the product type '\(identifier)', which scaffold does not know; kept out")
            return nil
        }
        let settings = ImportedSettings(list: object["buildConfigurationList"]?.string, in: graph, root: root)
        for (config, reason) in settings.keptOutConfigFiles {
            report("target '\(name)': the .xcconfig of configuration '\(config)' \(reason); kept out")
        }
        var target = Target(name: name, type: type, platform: platform(of: settings, configFiles: settings.configFiles), settings: settings.settings)
        target.configFiles = settings.configFiles
        target.isAggregate = isAggregate
        if isLegacy { target.legacy = legacyTool(of: object) }
        target.productName = productName(of: object, target: target)
        target.supportedDestinations = []
        var files: [PhaseFile] = []
        readPhases(of: object, name: name, into: &target, files: &files)
        target.phaseOrder = phaseOrder(of: object, type: type)
        target.dependencies = targetDependencies(of: object, target: target) + target.dependencies + packageDependencies(of: object, name: name)
        target.sources += syncedFolders(of: object, name: name)
        return (target, files)
    }

    /// The name of the product where its file is not named after the target (`Downloader.xpc`
    /// built by target `SparkleDownloader`): XcodeGen's `productName`.
    private func productName(of object: PBXGraph.Object, target: Target) -> String? {
        guard let file = graph.object(object["productReference"]?.string)?["path"]?.string,
              file != ProductNaming.fileName(of: target) else { return nil }
        var named = target
        var name = Substring(file)
        if let fileExtension = target.type.fileExtension, name.hasSuffix("." + fileExtension) { name = name.dropLast(fileExtension.count + 1) }
        if [.staticLibrary, .dynamicLibrary].contains(target.type), name.hasPrefix("lib") { name = name.dropFirst(3) }
        named.productName = String(name)
        return ProductNaming.fileName(of: named) == file ? named.productName : nil
    }

    /// The external build tool a `PBXLegacyTarget` runs (Xcode's default arguments are `$(ACTION)`).
    private func legacyTool(of object: PBXGraph.Object) -> LegacyTarget {
        let folder = object["buildWorkingDirectory"]?.string
        return LegacyTarget(toolPath: object["buildToolPath"]?.string ?? "/usr/bin/make", arguments: object["buildArgumentsString"]?.string,
                            passSettings: object["passBuildSettingsInEnvironment"]?.string == "1",
                            workingDirectory: folder?.isEmpty == true ? nil : folder)
    }

    // MARK: Platform

    /// The platform `SDKROOT` names (the target's, its `.xcconfig`'s, the project's, the
    /// project's `.xcconfig`'s); `auto` for a multiplatform target.
    private func platform(of settings: ImportedSettings, configFiles: [String: String]) -> Platform {
        let fromFiles = { (files: [String: String]) in
            files.keys.sorted().lazy.compactMap { files[$0].flatMap { ConfigFileKeys.value(of: "SDKROOT", in: $0, root: root) } }.first
        }
        let sdk = settings.shared("SDKROOT") ?? fromFiles(configFiles) ?? projectSettings.shared("SDKROOT") ?? fromFiles(projectSettings.configFiles) ?? ""
        let platforms: [(String, Platform)] = [("iphoneos", .iOS), ("macosx", .macOS), ("appletvos", .tvOS), ("watchos", .watchOS),
                                               ("xros", .visionOS), ("auto", .auto)]
        if let match = platforms.first(where: { sdk.hasPrefix($0.0) }) { return match.1 }
        let supported = settings.shared("SUPPORTED_PLATFORMS") ?? projectSettings.shared("SUPPORTED_PLATFORMS") ?? ""
        if let match = platforms.first(where: { supported.hasPrefix($0.0) }) { return match.1 }
        return .macOS
    }

    // MARK: Phases

    private func readPhases(of object: PBXGraph.Object, name: String, into target: inout Target, files: inout [PhaseFile]) {
        var sawSources = false, sawOthers = false
        for (_, phase) in graph.objects(object["buildPhases"]) {
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase":
                sawSources = true
                files += phaseFiles(phase, as: .sources, target: name)
            case "PBXResourcesBuildPhase":
                sawOthers = sawOthers || sawSources
                files += phaseFiles(phase, as: .resources, target: name)
            case "PBXHeadersBuildPhase":
                files += phaseFiles(phase, as: .headers, target: name)
            case "PBXFrameworksBuildPhase":
                sawOthers = sawOthers || sawSources
                target.dependencies += linkedFiles(phase, target: name, type: target.type, embedded: embeddedBuiltProducts(of: object),
                                                   dependencyProducts: dependencyProductFiles(of: object))
            case "PBXShellScriptBuildPhase":
                let script = buildScript(phase)
                // An aggregate target's scripts are its `buildScripts`, which the manifest reads as post-build scripts.
                if target.isAggregate { target.postBuildScripts.append(script) }
                else if !sawSources { target.preBuildScripts.append(script) }
                else if sawOthers { target.postBuildScripts.append(script) }
                else { target.postCompileScripts.append(script) }
            case "PBXCopyFilesBuildPhase":
                sawOthers = sawOthers || sawSources
                if !isEmbedding(phase) { target.copyFiles.append(copyFilesPhase(phase, target: name)) }
            case let isa:
                sawOthers = sawOthers || sawSources
                report("target '\(name)': its \(isa ?? "?") '\(phase["name"]?.string ?? "")' is not expressible yet; kept out")
            }
        }
    }

    /// The target's phases in their order, when generating would not give it: the files phases
    /// in another order than XcodeGen's (headers, sources, resources, frameworks), an empty one
    /// (Xcode keeps them, XcodeGen writes none), or a named copy-files phase (XcodeGen puts the
    /// embedding phases before Frameworks). Empty when XcodeGen's order is the project's.
    private func phaseOrder(of object: PBXGraph.Object, type: ProductType) -> [BuildPhaseSlot]? {
        let phases = graph.objects(object["buildPhases"]).map(\.object)
        let slots = phases.compactMap(slot)
        let standard: [BuildPhaseSlot] = [.headers, .sources, .resources, .frameworks]
        let kinds = slots.filter { standard.contains($0) }
        let inXcodeGenOrder = kinds == kinds.sorted { standard.firstIndex(of: $0)! < standard.firstIndex(of: $1)! }
        let hasEmpty = phases.contains { phase in slot(phase).map(standard.contains) == true && (phase["files"]?.strings ?? []).isEmpty }
        let hasCopy = slots.contains { if case .copyFiles = $0 { true } else { false } }
        // XcodeGen writes a Sources phase for every target but a bundle, watch app, sticker pack or messages app.
        let lacksSources = !slots.contains(.sources) && object["isa"]?.string != "PBXAggregateTarget"
            && !type.mayOmitSourcesPhase
        return inXcodeGenOrder && !hasEmpty && !hasCopy && !lacksSources ? nil : slots
    }

    private func slot(_ phase: PBXGraph.Object) -> BuildPhaseSlot? {
        switch phase["isa"]?.string {
        case "PBXHeadersBuildPhase": return .headers
        case "PBXSourcesBuildPhase": return .sources
        case "PBXResourcesBuildPhase": return .resources
        case "PBXFrameworksBuildPhase": return .frameworks
        case "PBXShellScriptBuildPhase": return .script(phase["name"]?.string ?? "")
        case "PBXCopyFilesBuildPhase": return .copyFiles(phase["name"]?.string ?? "")
        default: return nil
        }
    }

    /// The files a Sources, Resources or Headers phase lists.
    private func phaseFiles(_ phase: PBXGraph.Object, as kind: Phase, target: String) -> [PhaseFile] {
        graph.objects(phase["files"]).compactMap { _, buildFile in
            guard let reference = buildFile["fileRef"]?.string else { return nil }
            guard case let .project(path)? = graph.path(of: reference) else {
                report("target '\(target)': the file \(graph.object(reference)?["path"]?.string ?? reference) is not inside the project's folder tree; kept out")
                return nil
            }
            let settings = buildFile["settings"]?.dictionary ?? [:]
            let flags = settings["COMPILER_FLAGS"]?.string.map { $0.split(separator: " ").map(String.init) } ?? []
            let attributes = settings["ATTRIBUTES"]?.strings ?? []
            let visibility = attributes.contains("Public") ? "public" : attributes.contains("Private") ? "private" : kind == .headers ? "project" : nil
            let isFolder = ["folder", "wrapper"].contains(graph.object(reference)?["lastKnownFileType"]?.string ?? "")
                && DirectoryListing.status(root.appendingPathComponent(path).path)?.isFolder == true
            return PhaseFile(path: path, phase: kind, compilerFlags: flags, headerVisibility: visibility, isFolderReference: isFolder)
        }
    }

    /// The extensions of the built products a Frameworks phase links by file name.
    private static let linkableProducts: Set<String> = ["framework", "a", "dylib"]

    /// The Frameworks phase: SDK frameworks and prebuilt frameworks (the product of a target it
    /// depends on is a target dependency, a package's product a package dependency: both read
    /// elsewhere); a framework or library in the build products folder that no dependency of
    /// it makes (another project, the workspace, or a target of this project it does not
    /// depend on builds it) is `implicit`, embedded as the project's embedding phases have it
    /// (`embedded`: their built products' file names).
    private func linkedFiles(_ phase: PBXGraph.Object, target: String, type: ProductType, embedded: Set<String>,
                             dependencyProducts: Set<String>) -> [Dependency] {
        graph.objects(phase["files"]).compactMap { _, buildFile in
            guard let reference = buildFile["fileRef"]?.string else { return nil }
            switch graph.path(of: reference) {
            case let .builtProduct(path)? where !dependencyProducts.contains(path) && Self.linkableProducts.contains(FileTypes.rawExtension(path)):
                var dependency = Dependency(kind: .framework, name: path)
                dependency.implicit = true
                if embedded.contains(path) != (type.isApp || type.isTest) { dependency.embed = embedded.contains(path) }
                return dependency
            case let .sdk(path)?: return Dependency(kind: .sdk, name: ProjectPath.lastComponent(path))
            // An SDK's framework named inside Xcode (`DEVELOPER_DIR`/Platforms/…/iPhoneOS16.2.sdk/…).
            case let .other(_, path)? where path.contains(".sdk/"): return Dependency(kind: .sdk, name: ProjectPath.lastComponent(path))
            // An SDK's framework by the absolute path macOS has it at (`/System/Library/Frameworks/…`).
            case let .absolute(path)? where path.hasPrefix("/System/Library/Frameworks/") || path.hasPrefix("/usr/lib/"):
                return Dependency(kind: .sdk, name: ProjectPath.lastComponent(path))
            case let .project(path)?: return Dependency(kind: .framework, name: path)
            case .builtProduct?: return nil
            // A file under another build-setting root (`DEVELOPER_DIR`/Platforms/…/XCTest.framework):
            // XcodeGen's `sdk:` with its path and `root:`.
            case let .other(root, path)? where path.contains("/") && !path.hasPrefix("/") && !path.contains("..") && ASCIIName.isIdentifier(root):
                var dependency = Dependency(kind: .sdk, name: path)
                dependency.root = root
                return dependency
            default:
                report("target '\(target)': the linked file \(graph.object(reference)?["path"]?.string ?? reference) is not inside the project's folder tree; kept out")
                return nil
            }
        }
    }

    /// A Run Script phase; a login variable in it (`${HOME}`) is left to the build (see `LoginVariables`).
    private func buildScript(_ phase: PBXGraph.Object) -> BuildScript {
        let paths = { (key: String) in (phase[key]?.strings ?? []).map(LoginVariables.inBuildSetting) }
        var script = BuildScript(
            name: phase["name"]?.string ?? "", script: phase["shellScript"]?.string.map(LoginVariables.inShellScript), shell: phase["shellPath"]?.string,
            inputFiles: paths("inputPaths"), outputFiles: paths("outputPaths"),
            inputFileLists: paths("inputFileListPaths"), outputFileLists: paths("outputFileListPaths"),
            basedOnDependencyAnalysis: phase["alwaysOutOfDate"]?.string != "1",
            runOnlyWhenInstalling: phase["runOnlyForDeploymentPostprocessing"]?.string == "1")
        if script.shell == "/bin/sh" { script.shell = nil }
        return script
    }

    // MARK: Dependencies

    /// The target's dependencies on other targets, each linked and embedded as the project
    /// does it (`link:`/`embed:` written only where XcodeGen's defaults differ).
    private func targetDependencies(of object: PBXGraph.Object, target: Target) -> [Dependency] {
        let linked = Set(productFiles(of: object, in: ["PBXFrameworksBuildPhase"]))
        let embedded = embeddedBuiltProducts(of: object)
        return graph.objects(object["dependencies"]).compactMap { _, dependency in
            if let other = graph.object(dependency["target"]?.string), let otherName = other["name"]?.string {
                var result = Dependency(kind: .target, name: otherName)
                linkAndEmbed(&result, product: other, in: graph, linked: linked, embedded: embedded, into: target)
                return result
            }
            if let product = dependency["productRef"]?.string, let dependency = packageDependency(product) { return dependency }
            let proxy = graph.object(dependency["targetProxy"]?.string)
            if let proxy, let reference = graph.projectReference(of: proxy),
               let remote = remoteTargetName(proxy, in: referencedProjects[reference.name]) {
                var result = Dependency.crossProject(target: remote, in: reference.name)
                // Xcode keeps the name the target had when the dependency was made.
                let recorded = dependency["name"]?.string ?? proxy["remoteInfo"]?.string
                if let recorded, recorded != remote { result.recordedName = recorded }
                if let other = referencedProjects[reference.name], let id = proxy["remoteGlobalIDString"]?.string {
                    linkAndEmbed(&result, product: other.object(id), in: other, linked: linked, embedded: embedded, into: target)
                }
                return result
            }
            report("target '\(target.name)': its dependency on '\(proxy?["remoteInfo"]?.string ?? dependency["name"]?.string ?? "?")' in another project is not expressible yet; kept out")
            return nil
        }
    }

    /// The name of the target a proxy points at in another project: the one its identifier
    /// names there (a proxy's `remoteInfo` keeps the name the target had when it was made),
    /// else `remoteInfo` when that project could not be read.
    private func remoteTargetName(_ proxy: PBXGraph.Object, in other: PBXGraph?) -> String? {
        if let other, let id = proxy["remoteGlobalIDString"]?.string, let name = other.object(id)?["name"]?.string { return name }
        return proxy["remoteInfo"]?.string
    }

    /// `link:`/`embed:` of a dependency on the target `product` of `project` as the phases
    /// (`linked`, `embedded`: product file names) have it, written only where XcodeGen's
    /// defaults differ.
    private func linkAndEmbed(_ dependency: inout Dependency, product other: PBXGraph.Object?, in project: PBXGraph,
                              linked: Set<String>, embedded: Set<String>, into target: Target) {
        guard let other, let file = project.object(other["productReference"]?.string)?["path"]?.string,
              let type = ProductType.allCases.first(where: { $0.identifier == other["productType"]?.string && $0 != .none }) else { return }
        let staticMachO = project.defaultSetting("MACH_O_TYPE", of: other) == "staticlib"
        let linkage = DependencyLinking.linkage(of: type, staticMachO: staticMachO)
        if DependencyLinking.links(dependency, linkage: linkage, into: target) != linked.contains(file) { dependency.link = linked.contains(file) }
        if DependencyLinking.embeds(dependency, type: type, linkage: linkage, into: target) != embedded.contains(file) { dependency.embed = embedded.contains(file) }
    }

    /// The file names of the built products the target's embedding phases copy.
    private func embeddedBuiltProducts(of object: PBXGraph.Object) -> Set<String> {
        Set(productFiles(of: object, in: ["PBXCopyFilesBuildPhase"], where: isEmbedding))
    }

    /// The product file names of the targets the target depends on, here or in another project
    /// (linking one is said by the dependency).
    private func dependencyProductFiles(of object: PBXGraph.Object) -> Set<String> {
        Set(graph.objects(object["dependencies"]).compactMap { _, dependency -> String? in
            if let other = graph.object(dependency["target"]?.string) { return graph.object(other["productReference"]?.string)?["path"]?.string }
            guard let proxy = graph.object(dependency["targetProxy"]?.string), let reference = graph.projectReference(of: proxy),
                  let project = referencedProjects[reference.name], let remote = project.object(proxy["remoteGlobalIDString"]?.string) else { return nil }
            return project.object(remote["productReference"]?.string)?["path"]?.string
        })
    }

    /// The name of the target of this project whose product a file reference is.
    func productTarget(of reference: String?) -> String? {
        guard let reference else { return nil }
        return graph.objects(graph.project["targets"]).first { $0.object["productReference"]?.string == reference }?.object["name"]?.string
    }

    /// The product files (built products and other projects' products, by file name) that the
    /// target's phases of the kinds `isas` list.
    private func productFiles(of object: PBXGraph.Object, in isas: Set<String>, where include: (PBXGraph.Object) -> Bool = { _ in true }) -> [String] {
        graph.objects(object["buildPhases"]).filter { isas.contains($0.object["isa"]?.string ?? "") && include($0.object) }
            .flatMap { graph.objects($0.object["files"]).compactMap { graph.object($0.object["fileRef"]?.string) } }
            .filter { $0["isa"]?.string == "PBXReferenceProxy" || $0["sourceTree"]?.string == "BUILT_PRODUCTS_DIR" }
            .compactMap { $0["path"]?.string }
    }

    /// The target's package products, `embed: true` for those a copy-files phase embeds.
    private func packageDependencies(of object: PBXGraph.Object, name: String) -> [Dependency] {
        let embedded = Set(graph.objects(object["buildPhases"]).filter { $0.object["isa"]?.string == "PBXCopyFilesBuildPhase" }
            .flatMap { graph.objects($0.object["files"]).compactMap { $0.object["productRef"]?.string } })
        return (object["packageProductDependencies"]?.strings ?? []).compactMap { id in
            if var dependency = packageDependency(id) {
                if embedded.contains(id) { dependency.embed = true }
                return dependency
            }
            report("target '\(name)': the package product \(graph.object(id)?["productName"]?.string ?? id) has no package in this project; kept out")
            return nil
        }
    }

    /// An `XCSwiftPackageProductDependency` as a package dependency.
    private func packageDependency(_ id: String) -> Dependency? {
        guard let product = graph.object(id), let productName = product["productName"]?.string,
              let package = product["package"]?.string.map({ packages.byReference[$0] }) ?? packages.localPackage(of: productName) else { return nil }
        return Dependency(kind: .package, name: package.name, product: productName == package.name ? nil : productName)
    }

    // MARK: Synchronized folders

    /// Xcode 16's synchronized folders, each a `syncedFolder` source with what its exception
    /// set keeps out of this target.
    private func syncedFolders(of object: PBXGraph.Object, name: String) -> [TargetSource] {
        graph.objects(object["fileSystemSynchronizedGroups"]).compactMap { id, folder in
            guard case let .project(path)? = graph.path(of: id) else { return nil }
            var source = TargetSource(path: path, type: .syncedFolder)
            for (_, exceptions) in graph.objects(folder["exceptions"]) where graph.object(exceptions["target"]?.string)?["name"]?.string == name {
                source.excludes += exceptions["membershipExceptions"]?.strings ?? []
            }
            return source
        }
    }
}
