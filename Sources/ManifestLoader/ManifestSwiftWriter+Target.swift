import ProjectSpec

/// Targets as `Project.swift` writes them: `.target(name:destinations:product:…)` with its
/// sources, resources, scripts, dependencies and settings, and scaffold's
/// `.aggregateTarget(name:targets:scripts:settings:)`.
extension SwiftManifestWriting {
    mutating func target(_ target: Target) -> SwiftCode {
        let name = target.name
        checkUnsaid(target)
        var settings = target.settings
        var bundleId: String?
        if case let .string(identifier)? = settings.base["PRODUCT_BUNDLE_IDENTIFIER"] {
            bundleId = identifier
            settings.base["PRODUCT_BUNDLE_IDENTIFIER"] = nil
        }
        var deploymentTargets: SwiftCode?
        if !target.inheritsDeploymentTarget, let version = target.deploymentTarget {
            if target.platform == .auto {
                warn("target '\(name)': its deploymentTarget \(version) (platform auto) is not expressible in Project.swift; kept out")
            } else {
                deploymentTargets = .call("." + target.platform.rawValue, (nil, .string(version)))
            }
        }
        let sources = target.sources.compactMap { source($0, target: name) }
        let resources = target.resources.compactMap { resource($0, target: name) }
        let scripts = target.preBuildScripts.map { script($0, order: "pre") } + target.postCompileScripts.map { script($0, order: "postCompile") }
            + target.postBuildScripts.map { script($0, order: "post") }
        let dependencies = target.dependencies.compactMap { dependency($0, target: name) }
        return .call(
            ".target",
            ("name", .string(name)),
            ("destinations", destinations(target)),
            ("product", product(target)),
            ("productName", target.productName.map(SwiftCode.string)),
            ("bundleId", bundleId.map(SwiftCode.string)),
            ("deploymentTargets", deploymentTargets),
            ("infoPlist", getsGeneratedInfoPlist(target) ? .token(".fromBuildSettings") : nil),
            ("sources", sources.isEmpty ? nil : .array(sources)),
            ("resources", resources.isEmpty ? nil : .array(resources)),
            ("scripts", scripts.isEmpty ? nil : .array(scripts)),
            ("dependencies", dependencies.isEmpty ? nil : .array(dependencies)),
            ("settings", targetSettings(settings, configFiles: target.configFiles)),
            ("packagePath", target.packagePath.map(SwiftCode.string)),
            ("phaseOrder", target.phaseOrder.map { .array($0.map(Self.phaseSlot)) })
        )
    }

    /// An aggregate target: the targets it builds, its scripts (its `buildScripts`) and settings.
    mutating func aggregateTarget(_ target: Target) -> SwiftCode {
        let name = target.name
        if !target.preBuildScripts.isEmpty || !target.postCompileScripts.isEmpty {
            warn("aggregate target '\(name)': scripts other than its build scripts (post-build) are not expressible; kept out")
        }
        if !target.buildToolPlugins.isEmpty { warn("aggregate target '\(name)': its buildToolPlugins are not expressible in Project.swift; kept out") }
        // It links and embeds nothing: only what a dependency names counts.
        let odd = target.dependencies.filter { $0.kind != .target || $0.weak || !$0.platformFilters.isEmpty || $0.copy != nil }
        if !odd.isEmpty { warn("aggregate target '\(name)': what it builds is a list of target names; \(odd.map(\.name).joined(separator: ", ")) kept as names only") }
        return .call(
            ".aggregateTarget",
            ("name", .string(name)),
            ("targets", target.dependencies.isEmpty ? nil : .strings(target.dependencies.map(\.name))),
            ("scripts", target.postBuildScripts.isEmpty ? nil : .array(target.postBuildScripts.map { script($0, order: "post") })),
            ("settings", targetSettings(target.settings, configFiles: target.configFiles))
        )
    }

    /// What a target holds that the Swift API has no word for.
    private mutating func checkUnsaid(_ target: Target) {
        let unsaid: [(String, Bool)] = [
            ("info", target.info != nil),
            ("entitlements", target.entitlements != nil),
            ("scheme", target.scheme != nil),
            ("legacy", target.legacy != nil),
            ("supportedDestinations", !target.supportedDestinations.isEmpty),
            ("transitivelyLinkDependencies", target.transitivelyLinkDependencies != nil),
            ("directlyEmbedCarthageDependencies", target.directlyEmbedCarthageDependencies != nil),
            ("putResourcesBeforeSourcesBuildPhase", target.putResourcesBeforeSourcesBuildPhase),
            ("onlyCopyFilesOnInstall", target.onlyCopyFilesOnInstall),
            ("buildToolPlugins", !target.buildToolPlugins.isEmpty),
            ("attributes", !target.attributes.isEmpty),
            ("requiresObjCLinking", target.requiresObjCLinking != nil),
            ("copyFiles", !target.copyFiles.isEmpty),
            ("deriveInfoPlist: false", !target.derivesInfoPlist),
        ]
        for (key, set) in unsaid where set { warn("target '\(target.name)': its \(key) is not expressible in Project.swift; kept out") }
    }

    /// Whether a `Project.swift` would give the target Xcode's generated Info.plist
    /// (`GENERATE_INFOPLIST_FILE = YES`, scaffold's stand-in for Tuist's default one, see
    /// `TuistInfoPlists`): a bundle whose settings name none — its `.xcconfig` may, or it has
    /// none. `infoPlist: .fromBuildSettings` says to add nothing.
    private func getsGeneratedInfoPlist(_ target: Target) -> Bool {
        let keys = TuistInfoPlists.keys
        let sets = { (settings: Settings) in ([settings.base] + Array(settings.configs.values)).contains { values in keys.contains { values[$0] != nil } } }
        return target.type.needsInfoPlist && target.info == nil && !sets(project.settings) && !sets(target.settings)
    }

    /// `.iOS`, `.macOS`…; a target of several platforms (`auto`) is written for iOS, with a warning.
    private mutating func destinations(_ target: Target) -> SwiftCode {
        guard target.platform != .auto else {
            warn("target '\(target.name)': platform auto (several platforms) is not expressible in Project.swift, "
                 + "which builds a target for one platform; written for iOS")
            return .token(".iOS")
        }
        return .token("." + target.platform.rawValue)
    }

    /// Tuist's name of the product type.
    private func product(_ target: Target) -> SwiftCode {
        let names: [ProductType: String] = [
            .application: "app", .appExtension: "appExtension", .bundle: "bundle", .unitTestBundle: "unitTests", .uiTestBundle: "uiTests",
            .framework: "framework", .staticFramework: "staticFramework", .staticLibrary: "staticLibrary", .dynamicLibrary: "dynamicLibrary",
            .commandLineTool: "commandLineTool", .onDemandInstallCapableApplication: "appClip", .watch2App: "watch2App",
            .watch2Extension: "watch2Extension", .tvExtension: "tvTopShelfExtension", .messagesExtension: "messagesExtension",
            .stickerPack: "stickerPackExtension", .xpcService: "xpc", .systemExtension: "systemExtension",
            .extensionKitExtension: "extensionKitExtension", .messagesApplication: "messagesApplication", .watchApp: "watchApp",
            .watch2AppContainer: "watch2AppContainer", .watchExtension: "watchExtension", .intentsServiceExtension: "intentsServiceExtension",
            .ocUnitTestBundle: "ocUnitTests", .xcFramework: "xcFramework", .xcodeExtension: "xcodeExtension",
            .instrumentsPackage: "instrumentsPackage", .metalLibrary: "metalLibrary", .driverExtension: "driverExtension",
        ]
        // A legacy target (no product type) is warned about in checkUnsaid; a tool stands for it.
        return .token("." + (names[target.type] ?? "commandLineTool"))
    }

    static func phaseSlot(_ slot: BuildPhaseSlot) -> SwiftCode {
        switch slot {
        case .headers: return .token(".headers")
        case .sources: return .token(".sources")
        case .resources: return .token(".resources")
        case .frameworks: return .token(".frameworks")
        case let .script(name): return .call(".script", (nil, .string(name)))
        case let .copyFiles(name): return .call(".copyFiles", (nil, .string(name)))
        }
    }

    // MARK: Sources

    /// A `sources:` entry: a path, `.glob(…)`, `.folderReference(…)` or `.synchronizedFolder(…)`.
    private mutating func source(_ source: TargetSource, target: String) -> SwiftCode? {
        let what = "target '\(target)': the source \(source.path)"
        checkUnsaid(source, what: what)
        let excluding = source.excludes.isEmpty ? nil : SwiftCode.array(source.excludes.map { Self.path(Self.manifestRelative(exclude: $0, in: source.path)) })
        if !source.excludes.isEmpty, source.path.contains(where: { "*?[{".contains($0) }) {
            warn("\(what): its excludes are read relative to the part before its first wildcard in Project.swift; check them")
        }
        switch source.type {
        case .folder:
            if !source.excludes.isEmpty { warn("\(what): the excludes of a folder reference are not expressible in Project.swift; kept out") }
            if !source.compilerFlags.isEmpty { warn("\(what): the compiler flags of a folder reference are not expressible in Project.swift; kept out") }
            return .call(".folderReference", (nil, Self.path(source.path)), ("optional", source.optional ? .bool(true) : nil))
        case .syncedFolder:
            if source.optional { warn("\(what): 'optional' of a synchronized folder is not expressible in Project.swift; kept out") }
            if !source.compilerFlags.isEmpty { warn("\(what): the compiler flags of a synchronized folder are not expressible in Project.swift; kept out") }
            return .call(".synchronizedFolder", (nil, Self.path(source.path)), ("excluding", excluding))
        case .file:
            warn("\(what): 'type: file' is not expressible in Project.swift; written as a plain source")
        case .group:
            break
        }
        if source.compilerFlags.contains(where: { $0.contains(" ") }) {
            warn("\(what): a compiler flag with a space in it is split at its spaces by Project.swift's one string of flags")
        }
        let flags = source.compilerFlags.isEmpty ? nil : SwiftCode.string(source.compilerFlags.joined(separator: " "))
        if excluding == nil, flags == nil, !source.optional, !source.path.hasPrefix("//") { return .string(source.path) }
        return .call(".glob", (nil, Self.path(source.path)), ("excluding", excluding), ("compilerFlags", flags),
                     ("optional", source.optional ? .bool(true) : nil))
    }

    /// A `resources:` entry: a path, `.glob(pattern:excluding:)` or `.folderReference(path:)`.
    private mutating func resource(_ resource: TargetSource, target: String) -> SwiftCode? {
        let what = "target '\(target)': the resource \(resource.path)"
        checkUnsaid(resource, what: what)
        if resource.optional { warn("\(what): 'optional' of a resource is not expressible in Project.swift; kept out") }
        if !resource.compilerFlags.isEmpty { warn("\(what): compiler flags of a resource are not expressible in Project.swift; kept out") }
        if resource.type == .folder {
            return .call(".folderReference", ("path", Self.path(resource.path)))
        }
        if resource.type != .group { warn("\(what): 'type: \(resource.type.rawValue)' of a resource is not expressible in Project.swift; written as files") }
        if resource.excludes.isEmpty, !resource.path.hasPrefix("//") { return .string(resource.path) }
        let excluding = resource.excludes.map { Self.path(Self.manifestRelative(exclude: $0, in: resource.path)) }
        return .call(".glob", ("pattern", Self.path(resource.path)), ("excluding", excluding.isEmpty ? nil : .array(excluding)))
    }

    /// The fields of a source entry no Swift spelling has.
    private mutating func checkUnsaid(_ source: TargetSource, what: String) {
        let unsaid: [(String, Bool)] = [
            ("name", source.name != nil),
            ("group", source.group != nil),
            ("includes", !source.includes.isEmpty),
            ("buildPhase", source.buildPhase != nil),
            ("headerVisibility", source.headerVisibility != nil),
            ("createIntermediateGroups", source.createIntermediateGroups != nil),
        ]
        for (key, set) in unsaid where set { warn("\(what): its \(key) is not expressible in Project.swift; kept out") }
    }

    /// An exclude (relative to its source's folder, as the model has it) relative to the
    /// manifest, as Tuist's `excluding:` takes it: ProjectDescription makes it relative to the
    /// folder again.
    static func manifestRelative(exclude: String, in folder: String) -> String {
        var base = folder
        while base.hasSuffix("/") { base.removeLast() }
        return base.isEmpty || base == "." ? exclude : base + "/" + exclude
    }

    // MARK: Scripts

    /// `.pre(script:name:…)`, `.postCompile(…)` or `.post(…)` (`path:` for a script file).
    private func script(_ script: BuildScript, order: String) -> SwiftCode {
        let body: (String?, SwiftCode?)
        var arguments: (String?, SwiftCode?) = (nil, nil)
        if let path = script.path {
            body = ("path", Self.path(path))
            arguments = ("arguments", .array([]))
        } else {
            body = ("script", .string(script.script ?? ""))
        }
        let shell = script.shell.flatMap { $0 == "/bin/sh" ? nil : SwiftCode.string($0) }
        func paths(_ values: [String]) -> SwiftCode? { values.isEmpty ? nil : .array(values.map(Self.path)) }
        let inputs = script.inputFiles.map { $0.hasPrefix("//") ? SwiftCode.call(".glob", (nil, Self.path($0))) : .string($0) }
        return .call(
            "." + order,
            body,
            arguments,
            ("name", .string(script.name)),
            ("inputPaths", inputs.isEmpty ? nil : .array(inputs)),
            ("inputFileListPaths", paths(script.inputFileLists)),
            ("outputPaths", paths(script.outputFiles)),
            ("outputFileListPaths", paths(script.outputFileLists)),
            ("basedOnDependencyAnalysis", script.basedOnDependencyAnalysis ? nil : .bool(false)),
            ("runForInstallBuildsOnly", script.runOnlyWhenInstalling ? .bool(true) : nil),
            ("shellPath", shell)
        )
    }

    // MARK: Dependencies

    /// A dependency in Tuist's spelling, with scaffold's `link:`/`embed:` where the project
    /// differs from Xcode's rule; `nil` (with a warning) for a kind the Swift API has no word for.
    private mutating func dependency(_ dependency: Dependency, target: String) -> SwiftCode? {
        let what = "target '\(target)': its dependency on \(dependency.kind.rawValue) '\(dependency.name)'"
        let unsaid: [(String, Bool)] = [
            ("codeSign", dependency.codeSign != nil), ("removeHeaders", dependency.removeHeaders != nil),
            ("findFrameworks", dependency.findFrameworks != nil), ("copy", dependency.copy != nil),
            ("root", dependency.root != nil),
        ]
        for (key, set) in unsaid where set { warn("\(what): its \(key) is not expressible in Project.swift; kept out") }
        let condition = platformCondition(dependency.platformFilters, what: what)
        // `status:` says weak (`.optional`) or not linked (`.none`), where that is all there is to say.
        let status: SwiftCode? = dependency.weak ? .token(".optional") : dependency.link == false ? .token(".none") : nil
        switch dependency.kind {
        case .target:
            if dependency.externalProject != nil {
                warn("\(what) (a target of another project) is not expressible in Project.swift without that project's manifest; kept out")
                return nil
            }
            let link: SwiftCode? = dependency.link == true || (dependency.link == false && dependency.weak) ? .bool(dependency.link ?? true) : nil
            return .call(".target", ("name", .string(dependency.name)), ("status", status), ("condition", condition), ("link", link),
                         ("embed", dependency.embed.map(SwiftCode.bool)))
        case .package:
            let product = dependency.product ?? dependency.name
            if dependency.weak { warn("\(what): a weakly linked package product is not expressible in Project.swift; linked as usual") }
            if dependency.link == nil, dependency.embed == nil, product == dependency.name {
                return condition == nil ? .call(".package", ("product", .string(product)))
                    : .call(".package", ("product", .string(product)), ("type", .token(".runtime")), ("condition", condition))
            }
            if condition != nil { warn("\(what): platform filters of a package product named unlike its package are not expressible in Project.swift; kept out") }
            return .call(".package", ("product", .string(product)), ("package", .string(dependency.name)),
                         ("link", dependency.link.map(SwiftCode.bool)), ("embed", dependency.embed.map(SwiftCode.bool)))
        case .sdk:
            if dependency.name.contains("/") {
                warn("\(what) (a path inside Xcode, not a name) is not expressible in Project.swift; kept out")
                return nil
            }
            if dependency.embed != nil { warn("\(what): 'embed' of an SDK dependency is not expressible in Project.swift; kept out") }
            var arguments = Self.sdkArguments(dependency.name)
            if let status { arguments.append(.init("status", status)) }
            if let condition { arguments.append(.init("condition", condition)) }
            return .call(".sdk", arguments)
        case .framework:
            if dependency.implicit {
                warn("\(what) (implicit: one in the build products folder that no target here builds) is not expressible in Project.swift; kept out")
                return nil
            }
            if let embed = dependency.embed {
                if status != nil || condition != nil {
                    warn("\(what): 'embed' together with weak, link or platform filters is not expressible in Project.swift; embed kept out")
                } else {
                    return .call(".framework", ("path", Self.path(dependency.name)), ("embed", .bool(embed)))
                }
            }
            if dependency.link == true { warn("\(what): 'link: true' is a framework's default in Project.swift; written without it") }
            return .call(".framework", ("path", Self.path(dependency.name)), ("status", status), ("condition", condition))
        case .carthage, .bundle:
            warn("\(what) is not expressible in Project.swift; kept out")
            return nil
        }
    }

    /// The `name:` (and `type:`) arguments of `.sdk(…)` for the SDK file `file`: `"StoreKit",
    /// .framework` for `StoreKit.framework`, `"z", .library` for `libz.tbd`; another file
    /// (`libz.dylib`) by its name, Tuist 3's spelling.
    static func sdkArguments(_ file: String) -> [SwiftCode.Argument] {
        if file.hasSuffix(".framework"), file.count > ".framework".count {
            return [.init("name", .string(String(file.dropLast(".framework".count)))), .init("type", .token(".framework"))]
        }
        if file.hasPrefix("lib"), file.hasSuffix(".tbd"), file.count > "lib.tbd".count {
            return [.init("name", .string(String(file.dropFirst(3).dropLast(4)))), .init("type", .token(".library"))]
        }
        return [.init("name", .string(file))]
    }

    /// `.when([.ios, …])` for XcodeGen's platform filter names.
    private mutating func platformCondition(_ filters: [String], what: String) -> SwiftCode? {
        guard !filters.isEmpty else { return nil }
        let names = ["iOS": "ios", "macOS": "macos", "tvOS": "tvos", "macCatalyst": "catalyst", "driverKit": "driverkit", "watchOS": "watchos",
                     "visionOS": "visionos"]
        let known = filters.compactMap { names[$0] }
        if known.count != filters.count {
            warn("\(what): the platform filters \(filters.filter { names[$0] == nil }.joined(separator: ", ")) are not expressible in Project.swift; kept out")
        }
        return known.isEmpty ? nil : .call(".when", (nil, .array(Set(known).sorted().map { .token("." + $0) })))
    }
}
