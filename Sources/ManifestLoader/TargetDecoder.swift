import Foundation
import ProjectSpec
import ScaffoldSupport

extension ManifestDecoder {
    static let targetKeys = [
        "type", "platform", "deploymentTarget", "sources", "resources", "dependencies", "settings",
        "preBuildScripts", "postCompileScripts", "postBuildScripts", "packagePath",
    ]

    /// One entry of `targets:`.
    func decodeTarget(_ entry: ManifestNode.Entry) -> Target? {
        let path = ["targets", entry.key]
        guard let fields = Fields(entry.value, path: path, context: context, what: "target '\(entry.key)'", allowed: Self.targetKeys) else {
            return nil
        }
        if !Identifier.isValid(entry.key) {
            context.error("target name '\(entry.key)' is not a valid module name", at: entry.keyLocation,
                          hint: "use letters, digits and underscores, not starting with a digit: '\(Identifier.sanitized(entry.key))'")
        }
        let type = fields.choice("type", ProductType.self, required: true, what: "target type")
        let platform = fields.choice("platform", Platform.self, required: true, what: "platform")
        let target = Target(
            name: entry.key,
            type: type ?? .application,
            platform: platform ?? .iOS,
            deploymentTarget: fields.string("deploymentTarget"),
            sources: decodeSources(fields, key: "sources"),
            resources: decodeSources(fields, key: "resources"),
            dependencies: fields.value("dependencies").map { decodeDependencies($0, path: path + ["dependencies"]) } ?? [],
            settings: fields.value("settings").map { decodeSettings($0, path: path + ["settings"]) } ?? Settings(),
            preBuildScripts: decodeScripts(fields, key: "preBuildScripts"),
            postCompileScripts: decodeScripts(fields, key: "postCompileScripts"),
            postBuildScripts: decodeScripts(fields, key: "postBuildScripts"),
            packagePath: fields.path("packagePath")
        )
        // A target with an unknown type or platform is kept so references to it are not reported too.
        return target
    }

    // MARK: Sources

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
            guard let fields = Fields(node, path: path, context: context, what: "a \(key) entry", allowed: ["path", "excludes", "includes", "optional", "type"]) else { return [] }
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
        case .sequence:
            context.expected("a path or a mapping with 'path'", found: node)
            return []
        }
        // A variable that did not expand was reported already; its path cannot be checked.
        guard let pattern, !context.unexpanded.contains(pathNode.location) else { return [] }
        if pattern.trimmingCharacters(in: .whitespaces).isEmpty {
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
            paths = Glob.expand(pattern, in: node.baseDirectory, log: context.log?.folders).map { context.projectPath($0, writtenIn: node) }
            if paths.isEmpty && !template.optional {
                context.error("'\(pattern)' in '\(key)' matches no files", at: node.location, hint: "check the pattern, or add 'optional: true' for files a generator writes")
            }
        } else {
            if !template.optional && !exists {
                context.error("\(key == "resources" ? "resource" : "source") path '\(pattern)' does not exist", at: node.location, hint: "paths are relative to \(context.projectPath(".", writtenIn: node) == "." ? "the project folder" : "the file that declares them"); add 'optional: true' for files a generator writes")
            }
            paths = [literal]
        }
        return paths.map { path in
            var source = template
            source.path = path
            return source
        }
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
            guard let dependency = decodeDependency(item, path: path + [String(index)]) else { continue }
            dependencies.append(dependency)
            written.append(index)
        }
        // Items dropped for an error must not shift where the rest are reported.
        context.renumber(path, written: written)
        return dependencies
    }

    private func decodeDependency(_ node: ManifestNode, path: [String]) -> Dependency? {
        let kinds = Dependency.Kind.allCases.map(\.rawValue)
        guard let fields = Fields(node, path: path, context: context, what: "a dependency", allowed: kinds + ["product", "embed", "link"]) else {
            return nil
        }
        let present = kinds.filter { fields.value($0) != nil }
        guard present.count == 1, let kindName = present.first, let kind = Dependency.Kind(rawValue: kindName) else {
            let problem = present.isEmpty ? "a dependency needs one of" : "a dependency takes only one of"
            context.error("\(problem) \(kinds.map { "'\($0)'" }.joined(separator: ", "))", at: node.location)
            return nil
        }
        guard let name = kind == .framework ? fields.path(kindName) : fields.string(kindName) else { return nil }
        let product = fields.string("product")
        if product != nil && kind != .package {
            context.error("'product' applies to package dependencies only", at: context.location(of: path + ["product"]))
        }
        return Dependency(kind: kind, name: name, product: kind == .package ? (product ?? name) : nil, embed: fields.bool("embed"), link: fields.bool("link"))
    }

    // MARK: Scripts

    private func decodeScripts(_ target: Fields, key: String) -> [BuildScript] {
        guard let node = target.value(key) else { return [] }
        guard let items = node.items else {
            context.expected("'\(key)' to be a list of scripts", found: node)
            return []
        }
        return items.enumerated().compactMap { index, item in decodeScript(item, path: target.path + [key, String(index)]) }
    }

    private func decodeScript(_ node: ManifestNode, path: [String]) -> BuildScript? {
        let allowed = ["name", "script", "path", "shell", "inputFiles", "outputFiles", "inputFileLists", "outputFileLists", "basedOnDependencyAnalysis"]
        guard let fields = Fields(node, path: path, context: context, what: "a build script", allowed: allowed) else { return nil }
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
            basedOnDependencyAnalysis: fields.bool("basedOnDependencyAnalysis") ?? true
        )
    }
}
