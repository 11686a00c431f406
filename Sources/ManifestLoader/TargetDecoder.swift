import Foundation
import ProjectSpec
import ScaffoldSupport

extension ManifestDecoder {
    static let targetKeys = [
        "type", "platform", "deploymentTarget", "sources", "resources", "dependencies", "settings",
        "preBuildScripts", "postCompileScripts", "postBuildScripts", "packagePath",
        // XcodeGen's keys.
        "name", "productName", "configFiles", "info", "entitlements", "prebuildScripts", "postbuildScripts",
        // Consumed before decoding: templates and multi-platform expansion.
        "templates", "templateAttributes", "platformSuffix", "platformPrefix",
        // Generated: the target's own scheme, copy phases run only when installing.
        "scheme", "onlyCopyFilesOnInstall", "buildToolPlugins", "transitivelyLinkDependencies", "directlyEmbedCarthageDependencies",
        // Its settings presets (`SUPPORTED_PLATFORMS`, `TARGETED_DEVICE_FAMILY`…).
        "supportedDestinations", "putResourcesBeforeSourcesBuildPhase",
        // scaffold's own: the phases in a hand-kept project's order (`scaffold import`).
        "phaseOrder", "requiresObjCLinking", "copyFiles", "deriveInfoPlist",
        // A PBXLegacyTarget running an external build tool.
        "legacy",
        // Its entry of the project's TargetAttributes.
        "attributes",
    ]
    /// XcodeGen's target keys that are read but not generated yet.
    static let targetKeysNotGenerated = [
        "buildRules", "destinationFilters",
    ]

    /// One entry of `targets:`.
    func decodeTarget(_ entry: ManifestNode.Entry) -> Target? {
        let path = ["targets", entry.key]
        guard let fields = Fields(entry.value, path: path, context: context, what: "target '\(entry.key)'", allowed: Self.targetKeys,
                                  notGenerated: Self.targetKeysNotGenerated, unknownKeys: .warning) else {
            return nil
        }
        let packagePath = fields.path("packagePath")
        if packagePath != nil, !Identifier.isValid(entry.key) {
            context.error("target name '\(entry.key)' is not a valid module name", at: entry.keyLocation,
                          hint: "use letters, digits and underscores, not starting with a digit: '\(Identifier.sanitized(entry.key))'")
        }
        let type = fields.choice("type", ProductType.self, required: true, what: "target type")
        // With `supportedDestinations`, XcodeGen's platform defaults to `auto`.
        let destinations = fields.value("supportedDestinations") != nil
        let platform = fields.choice("platform", Platform.self, required: !destinations, what: "platform") ?? (destinations ? .auto : nil)
        var target = Target(
            name: fields.string("name") ?? entry.key,
            type: type ?? .application,
            platform: platform ?? .iOS,
            deploymentTarget: fields.value("deploymentTarget").flatMap(versionText),
            sources: decodeSources(fields, key: "sources"),
            resources: decodeResources(fields),
            dependencies: fields.value("dependencies").map { decodeDependencies($0, path: path + ["dependencies"]) } ?? [],
            settings: fields.value("settings").map { decodeSettings($0, path: path + ["settings"]) } ?? Settings(),
            preBuildScripts: decodeScripts(fields, key: fields.value("preBuildScripts") == nil ? "prebuildScripts" : "preBuildScripts"),
            postCompileScripts: decodeScripts(fields, key: "postCompileScripts"),
            postBuildScripts: decodeScripts(fields, key: fields.value("postBuildScripts") == nil ? "postbuildScripts" : "postBuildScripts"),
            packagePath: packagePath
        )
        target.productName = fields.string("productName")
        target.configFiles = decodeConfigFiles(fields)
        target.info = fields.value("info").flatMap { decodePlistFile($0, path: path + ["info"], what: "info") }
        target.entitlements = fields.value("entitlements").flatMap { decodePlistFile($0, path: path + ["entitlements"], what: "entitlements") }
        target.scheme = fields.value("scheme").flatMap { decodeTargetScheme($0, path: path + ["scheme"]) }
        target.legacy = fields.value("legacy").flatMap { decodeLegacy($0, path: path + ["legacy"]) }
        target.supportedDestinations = fields.strings("supportedDestinations") ?? []
        target.transitivelyLinkDependencies = fields.bool("transitivelyLinkDependencies")
        target.directlyEmbedCarthageDependencies = fields.bool("directlyEmbedCarthageDependencies")
        target.putResourcesBeforeSourcesBuildPhase = fields.bool("putResourcesBeforeSourcesBuildPhase") ?? false
        target.onlyCopyFilesOnInstall = fields.bool("onlyCopyFilesOnInstall") ?? false
        target.phaseOrder = decodePhaseOrder(fields)
        target.copyFiles = decodeCopyFiles(fields)
        target.requiresObjCLinking = fields.bool("requiresObjCLinking")
        target.derivesInfoPlist = fields.bool("deriveInfoPlist") ?? true
        target.attributes = decodeAttributes(fields)
        target.buildToolPlugins = decodeBuildToolPlugins(fields)
        // A target with an unknown type or platform is kept so references to it are not reported too.
        return target
    }

    /// `phaseOrder: [headers, sources, "script: Lint", frameworks, resources]`.
    func decodePhaseOrder(_ fields: Fields) -> [BuildPhaseSlot]? {
        guard let node = fields.value("phaseOrder") else { return nil }
        return (fields.strings("phaseOrder") ?? []).compactMap { text in
            guard let slot = BuildPhaseSlot(text) else {
                context.error("'\(text)' is not a build phase of 'phaseOrder'", at: node.location,
                              hint: "headers, sources, resources, frameworks, \"script: NAME\" or \"copyFiles: NAME\"")
                return nil
            }
            return slot
        }
    }

    /// A version written as a string or a number (`deploymentTarget: 15.0`).
    func versionText(_ node: ManifestNode) -> String? {
        if node.entries != nil {
            context.warning("a per-platform 'deploymentTarget' applies only to a target whose 'platform' is a list; it is ignored here (as XcodeGen ignores it)",
                            at: node.location, hint: "write the version for this target's platform: deploymentTarget: \"15.0\"")
            return nil
        }
        guard let text = context.string(node) else { return nil }
        return text
    }

    /// `configFiles:` — an `.xcconfig` path per configuration name.
    func decodeConfigFiles(_ fields: Fields) -> [String: String] {
        guard let node = fields.value("configFiles") else { return [:] }
        guard let entries = node.entries else {
            context.expected("'configFiles' to be a mapping of configuration names to .xcconfig paths", found: node)
            return [:]
        }
        var files: [String: String] = [:]
        for entry in entries {
            context.record(fields.path + ["configFiles", entry.key], entry.keyLocation)
            guard let text = context.string(entry.value) else { continue }
            files[entry.key] = context.projectPath(text, writtenIn: entry.value)
        }
        return files
    }

    /// `info:` or `entitlements:` — `path` and optional `properties`.
    private func decodePlistFile(_ node: ManifestNode, path: [String], what: String) -> PlistFile? {
        guard let fields = Fields(node, path: path, context: context, what: what, allowed: ["path", "properties"], unknownKeys: .warning),
              let file = fields.path("path") ?? { fields.reportMissing("path"); return nil }()
        else { return nil }
        var properties: [String: PlistValue] = [:]
        if let node = fields.value("properties") {
            if case let .dictionary(values)? = plistValue(node) { properties = values } else { context.expected("'properties' to be a mapping", found: node) }
        }
        return PlistFile(path: file, properties: properties)
    }

    /// A YAML value as a property-list value: unquoted booleans and numbers keep their type.
    func plistValue(_ node: ManifestNode) -> PlistValue? {
        switch node.value {
        case let .scalar(text, quoted):
            if !quoted, let bool = ScalarParsing.bool(text) { return .bool(bool) }
            if !quoted, let integer = Int(text) { return .integer(integer) }
            if !quoted, text.contains("."), let real = Double(text) { return .real(real) }
            return .string(text)
        case let .sequence(items):
            return .array(items.compactMap(plistValue))
        case let .mapping(entries):
            var values: [String: PlistValue] = [:]
            for entry in entries { values[entry.key] = plistValue(entry.value) }
            return .dictionary(values)
        case .null:
            return nil
        }
    }

    private func decodeLegacy(_ node: ManifestNode, path: [String]) -> LegacyTarget? {
        guard let fields = Fields(node, path: path, context: context, what: "legacy", allowed: ["toolPath", "arguments", "passSettings", "workingDirectory"],
                                  unknownKeys: .warning),
              let tool = fields.string("toolPath", required: true)
        else { return nil }
        return LegacyTarget(toolPath: tool, arguments: fields.string("arguments"), passSettings: fields.bool("passSettings") ?? false,
                            workingDirectory: fields.string("workingDirectory"))
    }

    func decodeBuildToolPlugins(_ target: Fields) -> [BuildToolPlugin] {
        guard let node = target.value("buildToolPlugins") else { return [] }
        guard let items = node.items else {
            context.expected("'buildToolPlugins' to be a list", found: node)
            return []
        }
        return items.enumerated().compactMap { index, item in
            guard let fields = Fields(item, path: target.path + ["buildToolPlugins", String(index)], context: context, what: "a build tool plugin",
                                      allowed: ["plugin", "package"], unknownKeys: .warning),
                  let plugin = fields.string("plugin", required: true), let package = fields.string("package", required: true)
            else { return nil }
            return BuildToolPlugin(plugin: plugin, package: package)
        }
    }

    /// A target's `scheme:`.
    private func decodeTargetScheme(_ node: ManifestNode, path: [String]) -> TargetScheme? {
        let allowed = ["testTargets", "configVariants", "gatherCoverageData", "testPlans", "preActions", "postActions", "environmentVariables",
                       "commandLineArguments"]
        let notGenerated = ["coverageTargets", "disableMainThreadChecker", "stopOnEveryMainThreadCheckerIssue",
                            "disableThreadPerformanceChecker", "buildImplicitDependencies", "language", "region", "storeKitConfiguration",
                            "management"]
        guard let fields = Fields(node, path: path, context: context, what: "the target's scheme", allowed: allowed, notGenerated: notGenerated,
                                  unknownKeys: .warning) else { return nil }
        var scheme = TargetScheme()
        let testTargets = decodeTestTargets(fields, key: "testTargets")
        (scheme.testTargets, scheme.packageTestTargets, scheme.testableOptions) = (testTargets.names, testTargets.packages, testTargets.options)
        scheme.configVariants = fields.strings("configVariants") ?? []
        scheme.gatherCoverageData = fields.bool("gatherCoverageData") ?? false
        scheme.testPlans = decodeTestPlans(fields)
        scheme.preActions = decodeExecutionActions(fields, key: "preActions")
        scheme.postActions = decodeExecutionActions(fields, key: "postActions")
        scheme.environmentVariables = decodeEnvironment(fields)
        scheme.commandLineArguments = decodeCommandLineArguments(fields)
        return scheme
    }

    // MARK: Sources

    /// A target's `resources:`: Tuist's key, read from a `Project.swift`. It is not an XcodeGen
    /// target key, and XcodeGen ignores it, so in a `Project.yml` it is ignored with a warning:
    /// a spec XcodeGen accepts means what it means to XcodeGen.
    private func decodeResources(_ fields: Fields) -> [TargetSource] {
        if context.tuistLeniency { return decodeSources(fields, key: "resources") }
        guard let node = fields.value("resources") else { return [] }
        context.warning("'resources' is not an XcodeGen target key; it is ignored, as XcodeGen ignores it", at: node.location,
                        hint: "list the files under 'sources:'; files that are not resources by type take 'buildPhase: resources'")
        return []
    }

    /// `sources:` or `resources:` — a path, a list, and each item a path, a glob or a mapping.
    /// Globs are expanded here; missing paths and empty entries are errors. Each resulting
    /// source is recorded at its index in the model, at the item it came from.
    private func decodeSources(_ target: Fields, key: String) -> [TargetSource] {
        guard let node = target.value(key) else { return [] }
        let items: [ManifestNode]
        switch node.value {
        case .null:
            context.error("'\(key)' is empty", at: node.location, hint: "list the folders to take, or remove the key; an empty entry would take the whole project folder")
            return []
        case .scalar:
            items = [node]
        case .mapping:
            context.expected("'\(key)' to be a path or a list of paths", found: node)
            return []
        case let .sequence(list):
            items = list
        }
        let decoded = items.enumerated().flatMap { index, item in decodeSource(item, path: target.path + [key, String(index)], key: key) }
        for (index, (_, location)) in decoded.enumerated() { context.record(target.path + [key, String(index)], location) }
        return decoded.map(\.0)
    }

    /// One item's sources, each with the location of the path it came from.
    private func decodeSource(_ node: ManifestNode, path: [String], key: String) -> [(TargetSource, SourceLocation)] {
        context.record(path, node.location)
        var pattern: String?
        var pathNode = node
        var source = TargetSource(path: "")
        switch node.value {
        case .null:
            context.error("empty entry in '\(key)'", at: node.location, hint: "an empty path would take the whole project folder; remove the entry or write a path")
            return []
        case let .scalar(text, _):
            pattern = text
        case .mapping:
            let allowed = ["path", "excludes", "includes", "optional", "type", "buildPhase", "compilerFlags", "headerVisibility", "group", "name"]
            let notGenerated = ["resourceTags", "attributes", "destinationFilters", "inferDestinationFiltersByPath",
                                // Tuist's Core Data code generation of a source glob (`codeGen:`).
                                "codeGen",
                                // Decoded into the model, not generated yet.
                                "createIntermediateGroups"]
            guard let fields = Fields(node, path: path, context: context, what: "a \(key) entry", allowed: allowed, notGenerated: notGenerated,
                                      unknownKeys: .warning) else { return [] }
            guard let value = fields.value("path", required: true) else { return [] }
            pathNode = value
            if case .null = value.value {
                context.error("empty path in '\(key)'", at: value.location, hint: "an empty path would take the whole project folder")
                return []
            }
            pattern = context.string(value)
            let sourceFolder = pattern.map { value.baseDirectory.appendingPathComponent($0) }
            source.excludes = fields.globs("excludes", base: sourceFolder) ?? []
            source.includes = fields.globs("includes", base: sourceFolder) ?? []
            source.optional = fields.bool("optional") ?? false
            source.type = fields.choice("type", TargetSource.Kind.self, what: "source type") ?? .group
            source.typeIsExplicit = fields.value("type") != nil
            source.name = fields.string("name")
            source.group = fields.string("group")
            source.buildPhase = fields.value("buildPhase").flatMap { decodeSourceBuildPhase($0, path: path + ["buildPhase"]) }
            source.compilerFlags = decodeFlags(fields, key: "compilerFlags")
            source.headerVisibility = fields.string("headerVisibility")
            source.createIntermediateGroups = fields.bool("createIntermediateGroups")
        case .sequence:
            context.expected("a path or a mapping with 'path'", found: node)
            return []
        }
        // A variable that did not expand was reported already; its path cannot be checked.
        guard let pattern, !context.unexpanded.contains(pathNode.location) else { return [] }
        if pattern.isBlank {
            context.error("empty path in '\(key)'", at: pathNode.location, hint: "an empty path would take the whole project folder")
            return []
        }
        guard context.isUsableGlob(pattern, key: key, at: pathNode, base: pathNode.baseDirectory) else { return [] }
        return expandSource(pattern, node: pathNode, template: source, key: key).map { ($0, pathNode.location) }
    }

    /// One path, or every match of a glob, each checked to exist unless optional. A path that
    /// exists as written is taken literally, glob characters and all (`Src/A[1]`).
    private func expandSource(_ pattern: String, node: ManifestNode, template: TargetSource, key: String) -> [TargetSource] {
        let literal = context.projectPath(pattern, writtenIn: node)
        let absolute = literal.hasPrefix("/") ? literal : context.rootDirectory.path + "/" + literal
        context.log?.folders.recordParent(of: absolute)
        let exists = DirectoryListing.exists(absolute)
        let paths: [String]
        if Glob.isPattern(pattern) && !exists {
            // A glob's excludes are relative to its folder, the part before the first wildcard.
            let base = pattern.split(separator: "/").prefix { !Glob.isPattern(String($0)) }.map { $0 + "/" }.joined()
            paths = Glob.expand(pattern, in: node.baseDirectory, log: context.log?.folders).filter { found in
                let inside = found.hasPrefix(base) ? String(found.dropFirst(base.count)) : found
                return !template.excludes.contains { Glob.matches(path: inside, pattern: $0) || inside.hasPrefix($0 + "/") }
            }.map { context.projectPath($0, writtenIn: node) }
            if paths.isEmpty && !template.optional {
                if context.tuistLeniency {
                    context.warning("'\(pattern)' in '\(key)' matches no files", at: node.location, hint: "check the pattern")
                } else {
                    context.error("'\(pattern)' in '\(key)' matches no files", at: node.location, hint: "check the pattern, or add 'optional: true' for files a generator writes")
                }
            }
        } else {
            let what = "\(key == "resources" ? "resource" : "source") path '\(pattern)' does not exist"
            let relativeTo = context.projectPath(".", writtenIn: node) == "." ? "the project folder" : "the file that declares them"
            if !template.optional && !exists && context.tuistLeniency {
                // Tuist warns and leaves the path out.
                context.warning(what + "; it is left out, as Tuist does", at: node.location, hint: "paths are relative to \(relativeTo)")
                return []
            }
            if !template.optional && !exists {
                context.error(what, at: node.location, hint: "paths are relative to \(relativeTo); add 'optional: true' for files a generator writes")
            }
            paths = [literal]
        }
        return paths.map { path in
            var source = template
            source.path = path
            return source
        }
    }

    /// `buildPhase:` of a source — `sources`, `resources`, `headers`, `none`, or
    /// `copyFiles: {destination, subpath}`.
    func decodeSourceBuildPhase(_ node: ManifestNode, path: [String]) -> SourceBuildPhase? {
        if let text = node.scalar {
            switch text {
            case "sources": return .sources
            case "resources": return .resources
            case "headers": return .headers
            case "none": return SourceBuildPhase.none
            default:
                context.error("unknown build phase '\(text)'", at: node.location, hint: "valid values: sources, resources, headers, none, or copyFiles: {destination:, subpath:}")
                return nil
            }
        }
        guard let fields = Fields(node, path: path, context: context, what: "a build phase", allowed: ["copyFiles"]),
              let copy = fields.value("copyFiles"),
              let copyFields = Fields(copy, path: path + ["copyFiles"], context: context, what: "copyFiles", allowed: ["destination", "subpath"],
                                    notGenerated: ["phaseOrder"], unknownKeys: .warning)
        else { return nil }
        return .copyFiles(destination: copyFields.string("destination") ?? "resources", subpath: copyFields.string("subpath") ?? "")
    }

    /// Flags written as one string (split at spaces) or a list.
    func decodeFlags(_ fields: Fields, key: String) -> [String] {
        guard let node = fields.value(key) else { return [] }
        if let text = node.scalar { return text.split(separator: " ").map(String.init) }
        return context.strings(node) ?? []
    }

    // MARK: Dependencies

    private func decodeDependencies(_ node: ManifestNode, path: [String]) -> [Dependency] {
        guard let items = node.items else {
            context.expected("'dependencies' to be a list", found: node)
            return []
        }
        var dependencies: [Dependency] = []
        var written: [Int] = []
        for (index, item) in items.enumerated() {
            for dependency in decodeDependency(item, path: path + [String(index)]) {
                dependencies.append(dependency)
                written.append(index)
            }
        }
        // Items dropped for an error must not shift where the rest are reported.
        context.renumber(path, written: written)
        return dependencies
    }

    static let dependencyKeys = ["product", "products", "embed", "link", "weak", "codeSign", "removeHeaders", "findFrameworks", "copy", "implicit", "recordedName", "root"]
    static let dependencyKeysNotGenerated = [
        "destinationFilters", "linkType", "buildPhase",
        // Decoded into the model, not generated yet.
        "platformFilter", "platformFilters",
    ]

    /// One item of `dependencies:`; a package with `products:` gives one dependency per product.
    private func decodeDependency(_ node: ManifestNode, path: [String]) -> [Dependency] {
        let kinds = Dependency.Kind.allCases.map(\.rawValue)
        guard let fields = Fields(node, path: path, context: context, what: "a dependency", allowed: kinds + Self.dependencyKeys,
                                  notGenerated: Self.dependencyKeysNotGenerated, unknownKeys: .warning) else {
            return []
        }
        let present = kinds.filter { fields.value($0) != nil }
        guard present.count == 1, let kindName = present.first, let kind = Dependency.Kind(rawValue: kindName) else {
            let problem = present.isEmpty ? "a dependency needs one of" : "a dependency takes only one of"
            context.error("\(problem) \(kinds.map { "'\($0)'" }.joined(separator: ", "))", at: node.location)
            return []
        }
        // An implicit framework is a file name in the build products folder, not a project path.
        let implicit = kind == .framework && fields.bool("implicit") == true
        guard let name = [.framework, .bundle].contains(kind) && !implicit ? fields.path(kindName) : fields.string(kindName) else { return [] }
        let product = fields.string("product")
        let products = fields.strings("products")
        if (product != nil || products != nil) && kind != .package {
            context.error("'product' applies to package dependencies only", at: context.location(of: path + [product != nil ? "product" : "products"]))
        }
        var dependency = Dependency(kind: kind, name: name, product: kind == .package ? (product ?? name) : nil, embed: fields.bool("embed"), link: fields.bool("link"))
        dependency.weak = fields.bool("weak") ?? false
        dependency.codeSign = fields.bool("codeSign")
        dependency.removeHeaders = fields.bool("removeHeaders")
        dependency.findFrameworks = fields.bool("findFrameworks")
        dependency.implicit = implicit
        dependency.platformFilters = fields.strings("platformFilters") ?? fields.string("platformFilter").map { [$0] } ?? []
        dependency.copy = decodeCopyDestination(fields, path: path)
        dependency.recordedName = fields.string("recordedName")
        dependency.root = fields.string("root")
        if let root = dependency.root {
            if kind != .sdk {
                context.error("'root' applies to sdk dependencies only", at: context.location(of: path + ["root"]),
                              hint: "it names the build setting an SDK file's path starts from, such as DEVELOPER_DIR")
            } else if !ASCIIName.isIdentifier(root) {
                context.error("'root' must be a build setting's name, not '\(root)'", at: context.location(of: path + ["root"]),
                              hint: "letters, digits and '_', not starting with a digit: DEVELOPER_DIR, SDKROOT")
            }
        }
        if let recorded = dependency.recordedName {
            if dependency.externalProject == nil {
                context.error("'recordedName' applies to a dependency on another project's target ('target: Project/Target') only",
                              at: context.location(of: path + ["recordedName"]),
                              hint: "it keeps the name a project recorded for another project's target; remove it here")
            } else if recorded.isEmpty {
                context.error("'recordedName' must not be empty", at: context.location(of: path + ["recordedName"]),
                              hint: "leave it out to record the target's name")
            }
        }
        if kind == .package, let products, product == nil {
            return products.map { name in
                var one = dependency
                one.product = name
                return one
            }
        }
        return [dependency]
    }

    /// A dependency's `copy: {destination, subpath}`.
    private func decodeCopyDestination(_ dependency: Fields, path: [String]) -> Dependency.CopyDestination? {
        guard let node = dependency.value("copy"),
              let fields = Fields(node, path: path + ["copy"], context: context, what: "the dependency's copy destination",
                                  allowed: ["destination", "subpath"], notGenerated: ["phaseOrder"], unknownKeys: .warning),
              let destination = fields.string("destination", required: true)
        else { return nil }
        return Dependency.CopyDestination(destination: destination, subpath: fields.string("subpath") ?? "")
    }

    // MARK: Scripts

    func decodeScripts(_ target: Fields, key: String) -> [BuildScript] {
        guard let node = target.value(key) else { return [] }
        guard let items = node.items else {
            context.expected("'\(key)' to be a list of scripts", found: node)
            return []
        }
        return items.enumerated().compactMap { index, item in decodeScript(item, path: target.path + [key, String(index)]) }
    }

    private func decodeScript(_ node: ManifestNode, path: [String]) -> BuildScript? {
        let allowed = ["name", "script", "path", "shell", "inputFiles", "outputFiles", "inputFileLists", "outputFileLists", "basedOnDependencyAnalysis",
                       "runOnlyWhenInstalling"]
        let notGenerated = ["showEnvVars", "discoveredDependencyFile"]
        guard let fields = Fields(node, path: path, context: context, what: "a build script", allowed: allowed, notGenerated: notGenerated,
                                  unknownKeys: .warning) else { return nil }
        let script = fields.string("script")
        let scriptPath = fields.path("path")
        if (script == nil) == (scriptPath == nil) {
            context.error("a build script needs exactly one of 'script' and 'path'", at: node.location)
            return nil
        }
        return BuildScript(
            name: fields.string("name") ?? "Run Script",
            script: script,
            path: scriptPath,
            shell: fields.string("shell"),
            inputFiles: fields.strings("inputFiles") ?? [],
            outputFiles: fields.strings("outputFiles") ?? [],
            inputFileLists: fields.strings("inputFileLists") ?? [],
            outputFileLists: fields.strings("outputFileLists") ?? [],
            basedOnDependencyAnalysis: fields.bool("basedOnDependencyAnalysis") ?? true,
            runOnlyWhenInstalling: fields.bool("runOnlyWhenInstalling") ?? false
        )
    }
}
