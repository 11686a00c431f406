import ProjectSpec

extension ManifestDecoder {
    static let versionKeys = ["from", "majorVersion", "minorVersion", "exactVersion", "version", "branch", "revision", "minVersion", "maxVersion"]

    /// One entry of `packages:` — `url` with a version rule, or a local `path`.
    func decodePackage(_ entry: ManifestNode.Entry) -> SwiftPackage? {
        let path = ["packages", entry.key]
        guard let fields = Fields(entry.value, path: path, context: context, what: "package '\(entry.key)'", allowed: ["url", "path", "folderReference", "excludeFromProject"] + Self.versionKeys,
                                  notGenerated: ["group"], unknownKeys: .warning) else {
            return nil
        }
        let url = fields.string("url")
        let localNode = fields.value("path")
        switch (url, localNode) {
        case let (url?, nil):
            for key in ["folderReference", "excludeFromProject"] where fields.value(key) != nil {
                context.error("'\(key)' applies to local packages only", at: context.location(of: path + [key]))
            }
            guard let requirement = decodeRequirement(fields) else { return nil }
            return SwiftPackage(name: entry.key, source: .remote(url: url, requirement: requirement))
        case let (nil, node?):
            for key in Self.versionKeys where fields.value(key) != nil {
                context.error("'\(key)' applies to remote packages only", at: context.location(of: path + [key]), hint: "a local package builds from its folder; remove the version rule")
            }
            guard let text = context.string(node) else { return nil }
            var package = SwiftPackage(name: entry.key, source: .local(path: context.projectPath(text, writtenIn: node)))
            package.isFolderReference = fields.bool("folderReference") ?? false
            package.isExcludedFromProject = fields.bool("excludeFromProject") ?? false
            if package.source == .local(path: "."), text.hasSuffix("/") {
                package.writtenAsRootSlash = true
                context.warning("local package path '\(text)' is written '/' in the project, as XcodeGen writes it, and Xcode reads '/' as the filesystem's root",
                                at: node.location, hint: "write 'path: .' for the project's own folder")
            }
            return package
        case (.some, .some):
            context.error("package '\(entry.key)' has both 'url' and 'path'", at: entry.value.location, hint: "a package is either remote (url) or local (path)")
            return nil
        case (nil, nil):
            context.error("package '\(entry.key)' needs 'url' (remote) or 'path' (local)", at: entry.value.location)
            return nil
        }
    }

    private func decodeRequirement(_ fields: Fields) -> VersionRequirement? {
        let given = Self.versionKeys.filter { fields.value($0) != nil }
        let value = { (key: String) in fields.string(key) }
        switch Set(given) {
        case ["from"], ["majorVersion"]: return value(given[0]).map(VersionRequirement.upToNextMajor)
        case ["minorVersion"]: return value("minorVersion").map(VersionRequirement.upToNextMinor)
        case ["exactVersion"], ["version"]: return value(given[0]).map(VersionRequirement.exact)
        case ["branch"]: return value("branch").map(VersionRequirement.branch)
        case ["revision"]: return value("revision").map(VersionRequirement.revision)
        case ["minVersion", "maxVersion"]:
            guard let from = value("minVersion"), let to = value("maxVersion") else { return nil }
            return .range(from: from, to: to)
        case ["minVersion"], ["maxVersion"]:
            let other = given[0] == "minVersion" ? "maxVersion" : "minVersion"
            fields.context.error("'\(given[0])' needs '\(other)'", at: fields.context.location(of: fields.path + [given[0]]), hint: "a range takes both bounds: minVersion: 1.0.0 with maxVersion: 2.0.0")
            return nil
        default:
            let problem = given.isEmpty ? "a remote package needs a version rule" : "conflicting version rules \(given.map { "'\($0)'" }.joined(separator: ", "))"
            fields.context.error(problem, at: fields.node.location, hint: "use one of from, minorVersion, exactVersion, branch, revision, or minVersion with maxVersion")
            return nil
        }
    }
}
