/// The facts of a `project.pbxproj` (its `PBXGraph`) as inspect.py reads them, rule for rule:
/// file names, paths resolved through `<group>` source trees, settings, phases, dependencies,
/// packages, counts and dangling references. Where a field holds something inspect.py does not
/// expect, it is read as inspect.py reads it (a single value where a list is due is a list of
/// one; a missing `sourceTree` is `<group>`).
struct InspectionReader {
    typealias Value = PBXGraph.Value
    typealias Object = PBXGraph.Object

    let graph: PBXGraph

    /// Everything but the schemes.
    func inspection(name: String) -> ProjectInspection {
        let (settings, bases) = configurations(graph.project["buildConfigurationList"]?.string)
        let targetISAs: Set<String> = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]
        var targets = graph.objects.keys.sortedByCodePoint().compactMap { id in
            graph.objects[id].flatMap { targetISAs.contains($0["isa"]?.string ?? "") ? target($0) : nil }
        }
        targets = targets.map { ($0, $0.json.described) }.sorted { lhs, rhs in
            let left = (lhs.0.name ?? "", lhs.0.isa ?? ""), right = (rhs.0.name ?? "", rhs.0.isa ?? "")
            if left.0 != right.0 { return codePointOrder(left.0, right.0) }
            if left.1 != right.1 { return codePointOrder(left.1, right.1) }
            return codePointOrder(lhs.1, rhs.1)
        }.map(\.0)
        let references = objects(graph.project["packageReferences"])
        let remote = references.filter { $0["isa"]?.string == "XCRemoteSwiftPackageReference" }.map {
            ProjectInspection.RemotePackage(url: $0["repositoryURL"]?.string, requirement: requirement($0["requirement"]))
        }.map { ($0, $0.json.described) }.sorted { codePointOrder($0.1, $1.1) }.map(\.0)
        let local = references.filter { $0["isa"]?.string == "XCLocalSwiftPackageReference" }.map {
            nonEmpty($0["relativePath"]?.string) ?? $0["path"]?.string ?? ""
        }
        var counts = ProjectInspection.Counts()
        for object in graph.objects.values {
            switch object["isa"]?.string {
            case "PBXFileReference": counts.fileReferenceCount += 1
            case "PBXGroup": counts.groupCount += 1
            case "PBXVariantGroup": counts.variantGroupCount += 1
            case "XCVersionGroup": counts.versionGroupCount += 1
            case "PBXFileSystemSynchronizedRootGroup": counts.synchronizedRootGroupCount += 1
            default: break
            }
        }
        return ProjectInspection(name: name, configurations: settings.keys.sortedByCodePoint(), projectSettings: settings,
                                 projectBaseConfigurations: bases, targets: targets, remotePackages: remote,
                                 localPackages: local.sortedByCodePoint(), counts: counts, schemes: [],
                                 danglingReferences: danglingReferences())
    }

    // MARK: Values

    /// inspect.py's `as_list`: nothing is no items, a list its items, anything else one item.
    func list(_ value: Value?) -> [Value] {
        switch value {
        case nil: return []
        case let .array(items)?: return items
        case let value?: return [value]
        }
    }

    /// The objects `value` (an identifier or a list of them) names, skipping missing ones.
    func objects(_ value: Value?) -> [Object] {
        list(value).compactMap { $0.string.flatMap { graph.objects[$0] } }
    }

    func object(_ value: Value?) -> Object? {
        value?.string.flatMap { graph.objects[$0] }
    }

    /// A value as JSON: strings, lists, dictionaries.
    static func json(_ value: Value) -> InspectedValue {
        switch value {
        case let .string(text): return .string(text)
        case let .array(items): return .array(items.map(json))
        case let .dictionary(entries): return .object(entries.mapValues(json))
        }
    }

    /// inspect.py's `setting_value`: a string, or a list of strings (anything else as its JSON).
    static func setting(_ value: Value) -> InspectedValue {
        switch value {
        case let .string(text): return .string(text)
        case let .array(items): return .array(items.map { $0.string.map(InspectedValue.string) ?? .string(json($0).json(compact: false)) })
        case .dictionary: return .string(json(value).json(compact: false))
        }
    }

    /// inspect.py's `truthy`: `1`, `YES` or `TRUE`, any case, spaces around.
    static func truthy(_ value: Value?) -> Bool {
        guard let text = value?.string else { return false }
        return ["1", "YES", "TRUE"].contains(text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased())
    }

    /// inspect.py's `as_int`.
    static func integer(_ value: Value?) -> Int? {
        value?.string.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Python's `x or y` on strings: an empty string is no string.
    private func nonEmpty(_ text: String?) -> String? {
        text?.isEmpty == false ? text : nil
    }

    // MARK: Files

    /// inspect.py's `element_path`: the project-relative path of a file element, following
    /// `<group>` source trees; `$(TREE)/path` for another source tree.
    func elementPath(_ id: String?, depth: Int = 0) -> String? {
        guard let id, let object = graph.objects[id], depth <= 64 else { return nil }
        let path = object["path"]?.string
        let tree = object["sourceTree"].map { $0.string ?? "" } ?? "<group>"
        if tree == "<group>" {
            let base = graph.parent(of: id).flatMap { elementPath($0, depth: depth + 1) } ?? ""
            guard let path else { return base }
            return base.isEmpty ? Self.normalized(path) : Self.normalized(Self.joined(base, path))
        }
        let own = path ?? object["name"]?.string ?? ""
        if tree == "SOURCE_ROOT" || tree == "<absolute>" { return own.isEmpty ? own : Self.normalized(own) }
        return "$(\(tree))/\(own)"
    }

    /// inspect.py's `file_name`: the basename of a file element's path (or name).
    func fileName(_ id: String?) -> String? {
        guard let id, let object = graph.objects[id],
              let value = nonEmpty(object["path"]?.string) ?? object["name"]?.string else { return nil }
        var trimmed = value
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        let base = trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return base.isEmpty ? value : base
    }

    /// Python's `os.path.join(base, path)`.
    static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// Python's `posixpath.normpath`.
    static func normalized(_ path: String) -> String {
        guard !path.isEmpty else { return "." }
        var slashes = path.hasPrefix("/") ? 1 : 0
        if path.hasPrefix("//"), !path.hasPrefix("///") { slashes = 2 }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) where !part.isEmpty && part != "." {
            if part != ".." || (slashes == 0 && parts.isEmpty) || parts.last == ".." {
                parts.append(part)
            } else if !parts.isEmpty {
                parts.removeLast()
            }
        }
        let joined = String(repeating: "/", count: slashes) + parts.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    // MARK: Configurations

    /// The settings and `.xcconfig` paths of each configuration of a configuration list.
    func configurations(_ list: String?) -> (settings: [String: [String: InspectedValue]], bases: [String: String]) {
        var settings: [String: [String: InspectedValue]] = [:]
        var bases: [String: String] = [:]
        for config in objects(object(list.map(Value.string))?["buildConfigurations"]) {
            let name = config["name"]?.string ?? ""
            settings[name] = config["buildSettings"]?.dictionary?.mapValues(Self.setting) ?? [:]
            if let base = config["baseConfigurationReference"]?.string, graph.objects[base] != nil {
                // An unresolvable one (nested past 64 groups) is no base, as a missing key is.
                bases[name] = elementPath(base)
            } else if let anchored = anchoredBasePath(config) {
                bases[name] = anchored
            }
        }
        return (settings, bases)
    }

    /// The `.xcconfig` Xcode 16 names inside a synchronized folder: the anchor folder's path
    /// joined with the relative path.
    private func anchoredBasePath(_ config: Object) -> String? {
        guard let anchor = config["baseConfigurationReferenceAnchor"]?.string, graph.objects[anchor] != nil,
              let relative = config["baseConfigurationReferenceRelativePath"]?.string, !relative.isEmpty,
              let folder = elementPath(anchor) else { return nil }
        return folder.isEmpty ? Self.normalized(relative) : Self.normalized(Self.joined(folder, relative))
    }

    // MARK: Targets

    /// XcodeProj's product name: a build tool plugin's `plugin:` prefix dropped.
    func productName(_ product: Object?) -> String? {
        guard let name = product?["productName"]?.string else { return nil }
        return name.hasPrefix("plugin:") ? String(name.dropFirst("plugin:".count)) : name
    }

    func target(_ target: Object) -> ProjectInspection.Target {
        let (settings, bases) = configurations(target["buildConfigurationList"]?.string)
        let isa = target["isa"]?.string
        return ProjectInspection.Target(
            name: target["name"]?.string, isa: isa, productType: isa == "PBXNativeTarget" ? target["productType"]?.string : nil,
            dependencies: objects(target["dependencies"]).map(dependencyName).sortedByCodePoint(),
            packageProducts: objects(target["packageProductDependencies"]).map { nonEmpty(productName($0)) ?? "<unresolved>" }.sortedByCodePoint(),
            buildPhases: objects(target["buildPhases"]).map(phase), settings: settings, baseConfigurations: bases
        )
    }

    private func dependencyName(_ dependency: Object) -> String {
        if let name = object(dependency["target"])?["name"]?.string { return name }
        if let name = dependency["name"]?.string { return name }
        if let info = object(dependency["targetProxy"])?["remoteInfo"]?.string { return info }
        return productName(object(dependency["productRef"])) ?? "<unresolved>"
    }

    private func phase(_ phase: Object) -> ProjectInspection.Phase {
        let isa = phase["isa"]?.string
        let shell = isa == "PBXShellScriptBuildPhase", copy = isa == "PBXCopyFilesBuildPhase"
        let files = objects(phase["files"]).map { file in
            fileName(file["fileRef"]?.string) ?? productName(object(file["productRef"])) ?? "<unresolved>"
        }
        let strings: (String) -> [String] = { key in list(phase[key]).map { $0.string ?? Self.json($0).json(compact: false) } }
        return ProjectInspection.Phase(
            type: isa, name: phase["name"]?.string, files: files.sortedByCodePoint(),
            inputPaths: shell ? strings("inputPaths") : [], outputPaths: shell ? strings("outputPaths") : [],
            inputFileListPaths: strings("inputFileListPaths"), outputFileListPaths: strings("outputFileListPaths"),
            alwaysOutOfDate: shell && Self.truthy(phase["alwaysOutOfDate"]),
            dstSubfolderSpec: copy ? Self.integer(phase["dstSubfolderSpec"]) : nil, dstPath: copy ? phase["dstPath"]?.string : nil,
            shellPath: shell ? phase["shellPath"]?.string : nil, shellScript: shell ? phase["shellScript"]?.string : nil,
            runOnlyForDeploymentPostprocessing: Self.truthy(phase["runOnlyForDeploymentPostprocessing"])
        )
    }

    // MARK: Packages

    private static let requirementKeys: [String: [String]] = [
        "upToNextMajorVersion": ["minimumVersion"], "upToNextMinorVersion": ["minimumVersion"],
        "versionRange": ["minimumVersion", "maximumVersion"], "range": ["minimumVersion", "maximumVersion"],
        "exactVersion": ["version"], "branch": ["branch"], "revision": ["revision"],
    ]

    /// A package's requirement: its `kind` (`range` read as `versionRange`) and that kind's
    /// fields; an unknown kind with all its fields.
    private func requirement(_ value: Value?) -> InspectedValue {
        guard let entries = value?.dictionary else { return .null }
        var kind = entries["kind"]?.string
        if kind == "range" { kind = "versionRange" }
        guard let kind, let keys = Self.requirementKeys[kind] else { return .object(entries.mapValues(Self.setting)) }
        var out: [String: InspectedValue] = ["kind": .string(kind)]
        for key in keys { out[key] = entries[key].map(Self.json) ?? .null }
        return .object(out)
    }

    // MARK: Dangling references

    private static let singleReferenceKeys: Set<String> = [
        "mainGroup", "productRefGroup", "buildConfigurationList", "fileRef", "productRef", "target", "targetProxy", "productReference",
        "baseConfigurationReference", "package", "containerPortal", "remoteRef", "baseConfigurationReferenceAnchor",
    ]
    private static let listReferenceKeys: Set<String> = [
        "children", "files", "buildConfigurations", "buildPhases", "dependencies", "targets", "packageProductDependencies",
        "packageReferences", "buildRules", "fileSystemSynchronizedGroups", "exceptions",
    ]

    /// The references that name no object, sorted.
    private func danglingReferences() -> [ProjectInspection.DanglingReference] {
        var out: [ProjectInspection.DanglingReference] = []
        func check(_ owner: String, _ isa: String, _ key: String, _ reference: Value?) {
            if let reference = reference?.string, graph.objects[reference] == nil {
                out.append(.init(owner: owner, isa: isa, key: key, reference: reference))
            }
        }
        for (id, object) in graph.objects {
            let isa = object["isa"]?.string ?? "?"
            for (key, field) in object {
                if Self.singleReferenceKeys.contains(key) {
                    check(id, isa, key, field)
                } else if Self.listReferenceKeys.contains(key) {
                    for reference in list(field) { check(id, isa, key, reference) }
                } else if key == "remoteGlobalIDString" {
                    if object["containerPortal"]?.string == graph.projectID { check(id, isa, key, field) }
                } else if key == "projectReferences" {
                    for entry in list(field) {
                        guard let entry = entry.dictionary else { continue }
                        check(id, isa, "projectReferences.ProductGroup", entry["ProductGroup"])
                        check(id, isa, "projectReferences.ProjectRef", entry["ProjectRef"])
                    }
                } else if key == "attributes", isa == "PBXProject", let targets = field["TargetAttributes"]?.dictionary {
                    for (target, attributes) in targets {
                        check(id, isa, "attributes.TargetAttributes", .string(target))
                        if let tested = attributes["TestTargetID"] { check(id, isa, "attributes.TargetAttributes.TestTargetID", tested) }
                    }
                }
            }
        }
        return out.map { ($0, $0.json.described) }.sorted { codePointOrder($0.1, $1.1) }.map(\.0)
    }
}
