// Reads a project.pbxproj (through OpenStepParser, not the generator's own model) and answers
// the questions the generator tests ask: which targets, phases, files, dependencies, packages
// and settings the written project really contains, and whether every reference resolves.

/// A problem with the project's structure (as opposed to its syntax, see `OpenStepParseError`).
struct PBXReadError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// One build phase of a target, with the names of its files.
struct PBXBuildPhaseSummary: Equatable {
    /// The phase object's ID.
    var id: String
    /// `PBXSourcesBuildPhase`, `PBXShellScriptBuildPhase`, …
    var isa: String
    /// The phase's `name` (Run Script and Copy Files phases have one), if any.
    var name: String?
    /// For each `PBXBuildFile` in `files`: its file reference's `path` (or `name` when it has no
    /// path), or for a package product (`productRef`) the product's `productName`.
    var files: [String]
    /// All fields of the phase object.
    var fields: [String: OpenStepValue]
}

struct PBXProjectReader {
    typealias Object = (id: String, fields: [String: OpenStepValue])

    /// The whole top-level dictionary (`archiveVersion`, `objectVersion`, `objects`, `rootObject`, …).
    var root: [String: OpenStepValue]
    /// Every object by ID.
    var objects: [String: [String: OpenStepValue]]
    /// The ID of the `PBXProject` object.
    var rootObject: String

    /// Parses `text`, which must begin with the `// !$*UTF8*$!` line; every object must be a
    /// dictionary with a string `isa`, and `rootObject` must name a `PBXProject`.
    init(text: String) throws {
        guard case .dictionary(let root) = try OpenStepParser.parse(text, requireUTF8Header: true) else {
            throw PBXReadError("the top-level value is not a dictionary")
        }
        guard case .dictionary(let rawObjects)? = root["objects"] else {
            throw PBXReadError("missing or non-dictionary 'objects'")
        }
        var objects: [String: [String: OpenStepValue]] = [:]
        for (id, value) in rawObjects {
            guard case .dictionary(let fields) = value else {
                throw PBXReadError("object \(id) is not a dictionary")
            }
            guard fields["isa"]?.string != nil else {
                throw PBXReadError("object \(id) has no string 'isa'")
            }
            objects[id] = fields
        }
        guard let rootObject = root["rootObject"]?.string else {
            throw PBXReadError("missing or non-string 'rootObject'")
        }
        guard objects[rootObject]?["isa"]?.string == "PBXProject" else {
            throw PBXReadError("rootObject \(rootObject) is not a PBXProject object")
        }
        self.root = root
        self.objects = objects
        self.rootObject = rootObject
    }

    // MARK: - Generic access

    /// The fields of the `PBXProject` object.
    var project: [String: OpenStepValue] { objects[rootObject] ?? [:] }

    /// The objects whose `isa` is `isa`, sorted by ID.
    func objects(isa: String) -> [Object] {
        objects
            .filter { $0.value["isa"]?.string == isa }
            .sorted { $0.key < $1.key }
            .map { (id: $0.key, fields: $0.value) }
    }

    /// The object with `id`, or an error naming what was being looked for.
    func object(_ id: String, expecting isa: [String]? = nil, for context: @autoclosure () -> String) throws -> [String: OpenStepValue] {
        guard let fields = objects[id] else {
            throw PBXReadError("\(context()): object \(id) does not exist")
        }
        if let isa, let actual = fields["isa"]?.string, !isa.contains(actual) {
            throw PBXReadError("\(context()): object \(id) is a \(actual), expected \(isa.joined(separator: " or "))")
        }
        return fields
    }

    static func isObjectID(_ value: String) -> Bool {
        value.utf8.count == 24 && value.utf8.allSatisfy { (48...57).contains($0) || (65...70).contains($0) }
    }

    /// Every ID-looking string (24 uppercase hex digits) used as a value — or as a key of a nested
    /// dictionary, like `TargetAttributes` — anywhere in any object, or as `rootObject`, that is
    /// not the ID of an object. Sorted, without duplicates. Empty for a consistent project.
    func danglingReferences() -> [String] {
        Array(Set(danglingReferenceDetails().map(\.id))).sorted()
    }

    /// Like `danglingReferences()`, with where each one was found (`OBJECTID.field.subfield`).
    func danglingReferenceDetails() -> [(id: String, location: String)] {
        var found: [(id: String, location: String)] = []
        func walk(_ value: OpenStepValue, _ location: String) {
            switch value {
            case .string(let string):
                if PBXProjectReader.isObjectID(string), objects[string] == nil {
                    found.append((string, location))
                }
            case .array(let elements):
                for (offset, element) in elements.enumerated() { walk(element, "\(location)[\(offset)]") }
            case .dictionary(let entries):
                for (key, element) in entries {
                    if PBXProjectReader.isObjectID(key), objects[key] == nil {
                        found.append((key, "\(location) (key)"))
                    }
                    walk(element, "\(location).\(key)")
                }
            }
        }
        for (id, fields) in objects {
            for (key, value) in fields { walk(value, "\(id).\(key)") }
        }
        if objects[rootObject] == nil { found.append((rootObject, "rootObject")) }
        return found.sorted { ($0.id, $0.location) < ($1.id, $1.location) }
    }

    /// The IDs in the array field `key` of `fields` (an absent field is an empty list).
    private func ids(_ fields: [String: OpenStepValue], _ key: String, context: String) throws -> [String] {
        guard let value = fields[key] else { return [] }
        guard let ids = value.strings else {
            throw PBXReadError("\(context): '\(key)' is not an array of IDs")
        }
        return ids
    }

    // MARK: - Targets

    static let targetKinds = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]

    /// The target (native, aggregate or legacy) whose `name` is `name`, if exactly one exists.
    func target(named name: String) -> Object? {
        let matches = objects.filter {
            PBXProjectReader.targetKinds.contains($0.value["isa"]?.string ?? "") && $0.value["name"]?.string == name
        }
        guard matches.count == 1, let match = matches.first else { return nil }
        return (id: match.key, fields: match.value)
    }

    /// The names of the project's targets, in the order of `PBXProject.targets`.
    func targetNames() throws -> [String] {
        try ids(project, "targets", context: "PBXProject").map { id in
            let fields = try object(id, expecting: PBXProjectReader.targetKinds, for: "PBXProject.targets")
            guard let name = fields["name"]?.string else { throw PBXReadError("target \(id) has no name") }
            return name
        }
    }

    private func requireTarget(_ name: String) throws -> Object {
        let count = objects.values.filter {
            PBXProjectReader.targetKinds.contains($0["isa"]?.string ?? "") && $0["name"]?.string == name
        }.count
        guard let target = target(named: name) else {
            throw PBXReadError(count == 0 ? "no target named '\(name)'" : "\(count) targets named '\(name)'")
        }
        return target
    }

    /// The build phases of target `name`, in order, each with its isa and file names.
    func buildPhases(ofTarget name: String) throws -> [PBXBuildPhaseSummary] {
        let target = try requireTarget(name)
        return try ids(target.fields, "buildPhases", context: "target '\(name)'").map { phaseID in
            let phase = try object(phaseID, for: "target '\(name)' buildPhases")
            let isa = phase["isa"]!.string!
            let files = try ids(phase, "files", context: "\(isa) \(phaseID)").map { buildFileID in
                try buildFileName(buildFileID, context: "\(isa) \(phaseID) of target '\(name)'")
            }
            return PBXBuildPhaseSummary(id: phaseID, isa: isa, name: phase["name"]?.string, files: files, fields: phase)
        }
    }

    private func buildFileName(_ id: String, context: String) throws -> String {
        let buildFile = try object(id, expecting: ["PBXBuildFile"], for: context)
        if let fileRef = buildFile["fileRef"]?.string {
            let file = try object(fileRef, for: "PBXBuildFile \(id) fileRef")
            guard let name = file["path"]?.string ?? file["name"]?.string else {
                throw PBXReadError("file reference \(fileRef) has neither path nor name")
            }
            return name
        }
        if let productRef = buildFile["productRef"]?.string {
            let product = try object(productRef, expecting: ["XCSwiftPackageProductDependency"], for: "PBXBuildFile \(id) productRef")
            guard let name = product["productName"]?.string else {
                throw PBXReadError("package product \(productRef) has no productName")
            }
            return name
        }
        throw PBXReadError("PBXBuildFile \(id) has neither fileRef nor productRef")
    }

    /// The names of the targets that target `name` depends on (`PBXTargetDependency.target`, or the
    /// proxy's `remoteInfo` when the dependency has only a `targetProxy`), in order.
    func dependencies(ofTarget name: String) throws -> [String] {
        let target = try requireTarget(name)
        return try ids(target.fields, "dependencies", context: "target '\(name)'").map { dependencyID in
            let dependency = try object(dependencyID, expecting: ["PBXTargetDependency"], for: "target '\(name)' dependencies")
            if let targetID = dependency["target"]?.string {
                let other = try object(targetID, expecting: PBXProjectReader.targetKinds, for: "PBXTargetDependency \(dependencyID) target")
                guard let otherName = other["name"]?.string else { throw PBXReadError("target \(targetID) has no name") }
                return otherName
            }
            if let proxyID = dependency["targetProxy"]?.string {
                let proxy = try object(proxyID, expecting: ["PBXContainerItemProxy"], for: "PBXTargetDependency \(dependencyID) targetProxy")
                if let info = proxy["remoteInfo"]?.string { return info }
            }
            if let productRef = dependency["productRef"]?.string {
                let product = try object(productRef, expecting: ["XCSwiftPackageProductDependency"], for: "PBXTargetDependency \(dependencyID) productRef")
                if let productName = product["productName"]?.string { return productName }
            }
            throw PBXReadError("PBXTargetDependency \(dependencyID) names no target")
        }
    }

    /// The product names in target `name`'s `packageProductDependencies`, in order.
    func packageProducts(ofTarget name: String) throws -> [String] {
        try packageProductsWithPackages(ofTarget: name).map(\.product)
    }

    /// Target `name`'s package products with the package each comes from (the remote reference's
    /// `repositoryURL`, the local reference's `relativePath`, or nil when the product names no package).
    func packageProductsWithPackages(ofTarget name: String) throws -> [(product: String, package: String?)] {
        let target = try requireTarget(name)
        return try ids(target.fields, "packageProductDependencies", context: "target '\(name)'").map { productID in
            let product = try object(productID, expecting: ["XCSwiftPackageProductDependency"], for: "target '\(name)' packageProductDependencies")
            guard let productName = product["productName"]?.string else {
                throw PBXReadError("package product \(productID) has no productName")
            }
            guard let packageID = product["package"]?.string else { return (productName, nil) }
            return (productName, try packageLocation(packageID, context: "package product \(productID)"))
        }
    }

    /// The project's package references (`PBXProject.packageReferences`): each remote one's
    /// `repositoryURL` and each local one's `relativePath`, in order.
    func packageReferences() throws -> [String] {
        try ids(project, "packageReferences", context: "PBXProject").map {
            try packageLocation($0, context: "PBXProject.packageReferences")
        }
    }

    private func packageLocation(_ id: String, context: String) throws -> String {
        let package = try object(id, expecting: ["XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference"], for: context)
        guard let location = package["repositoryURL"]?.string ?? package["relativePath"]?.string else {
            throw PBXReadError("package reference \(id) has neither repositoryURL nor relativePath")
        }
        return location
    }

    // MARK: - Build settings

    /// The `buildSettings` of target `name`'s configuration called `config`.
    func buildSettings(ofTarget name: String, config: String) throws -> [String: OpenStepValue] {
        let target = try requireTarget(name)
        return try buildSettings(ofList: target.fields["buildConfigurationList"]?.string, config: config, context: "target '\(name)'")
    }

    /// The `buildSettings` of the project's configuration called `config`.
    func projectBuildSettings(config: String) throws -> [String: OpenStepValue] {
        try buildSettings(ofList: project["buildConfigurationList"]?.string, config: config, context: "PBXProject")
    }

    /// The configuration names of target `name` (nil: the project's), in order.
    func configurationNames(ofTarget name: String? = nil) throws -> [String] {
        var listID = project["buildConfigurationList"]?.string
        var context = "PBXProject"
        if let name {
            listID = try requireTarget(name).fields["buildConfigurationList"]?.string
            context = "target '\(name)'"
        }
        return try configurations(ofList: listID, context: context).map { $0["name"]?.string ?? "" }
    }

    private func configurations(ofList listID: String?, context: String) throws -> [[String: OpenStepValue]] {
        guard let listID else { throw PBXReadError("\(context) has no buildConfigurationList") }
        let list = try object(listID, expecting: ["XCConfigurationList"], for: "\(context) buildConfigurationList")
        return try ids(list, "buildConfigurations", context: "XCConfigurationList \(listID)").map {
            try object($0, expecting: ["XCBuildConfiguration"], for: "XCConfigurationList \(listID)")
        }
    }

    private func buildSettings(ofList listID: String?, config: String, context: String) throws -> [String: OpenStepValue] {
        let matches = try configurations(ofList: listID, context: context).filter { $0["name"]?.string == config }
        guard matches.count == 1 else {
            throw PBXReadError("\(context): \(matches.count) configurations named '\(config)'")
        }
        guard case .dictionary(let settings)? = matches[0]["buildSettings"] else {
            throw PBXReadError("\(context): configuration '\(config)' has no buildSettings dictionary")
        }
        return settings
    }

    // MARK: - Groups

    /// The display names (`name`, else `path`) of the groups from the main group (excluded) down
    /// to the file, followed by the file's own display name. `file` is matched against file
    /// references' `path`, then `name`, then object IDs; it must match exactly one reference.
    /// Example: `["Sources", "App", "AppDelegate.swift"]`.
    func groupPath(ofFile file: String) throws -> [String] {
        let fileID = try fileReferenceID(file)
        guard let mainGroup = project["mainGroup"]?.string else { throw PBXReadError("PBXProject has no mainGroup") }
        let parents = try parentGroups()
        var chain: [String] = []
        var current = fileID
        var seen: Set<String> = [current]
        while current != mainGroup {
            chain.insert(displayName(current), at: 0)
            let owners = parents[current] ?? []
            guard owners.count == 1, let owner = owners.first else {
                throw PBXReadError("'\(file)' (\(current)) is in \(owners.count) groups on its way to the main group")
            }
            guard seen.insert(owner).inserted else { throw PBXReadError("group cycle through \(owner)") }
            current = owner
        }
        return chain
    }

    /// The path of a file relative to the project folder (SOURCE_ROOT), following `<group>`-relative
    /// paths up the group tree; absolute for `<absolute>`, prefixed `$(SOURCE_TREE)/` for other trees.
    func resolvedPath(ofFile file: String) throws -> String {
        let parents = try parentGroups()
        func resolve(_ id: String, depth: Int) throws -> String {
            guard depth < 256 else { throw PBXReadError("group cycle through \(id)") }
            let fields = try object(id, for: "resolving the path of '\(file)'")
            let path = fields["path"]?.string ?? ""
            switch fields["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let owners = parents[id] ?? []
                if owners.isEmpty { return path }  // the main group
                guard owners.count == 1 else { throw PBXReadError("\(id) is in \(owners.count) groups") }
                return PBXProjectReader.join(try resolve(owners[0], depth: depth + 1), path)
            case "SOURCE_ROOT": return path
            case "<absolute>": return path
            case let tree: return PBXProjectReader.join("$(\(tree))", path)
            }
        }
        return try resolve(try fileReferenceID(file), depth: 0)
    }

    private static func join(_ base: String, _ path: String) -> String {
        if base.isEmpty { return path }
        if path.isEmpty { return base }
        return base + "/" + path
    }

    private func displayName(_ id: String) -> String {
        objects[id]?["name"]?.string ?? objects[id]?["path"]?.string ?? id
    }

    private static let groupKinds = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup"]
    private static let fileKinds = ["PBXFileReference", "PBXReferenceProxy"] + groupKinds

    private func fileReferenceID(_ file: String) throws -> String {
        let references = objects.filter { PBXProjectReader.fileKinds.contains($0.value["isa"]?.string ?? "") }
        for key in ["path", "name"] {
            let matches = references.filter { $0.value[key]?.string == file }.map(\.key)
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw PBXReadError("\(matches.count) file references have \(key) '\(file)': \(matches.sorted().joined(separator: ", "))")
            }
        }
        if references[file] != nil { return file }
        throw PBXReadError("no file reference with path or name '\(file)'")
    }

    /// For each object listed in some group's `children`, the groups that list it.
    private func parentGroups() throws -> [String: [String]] {
        var parents: [String: [String]] = [:]
        for (id, fields) in objects where PBXProjectReader.groupKinds.contains(fields["isa"]?.string ?? "") {
            for child in try ids(fields, "children", context: "group \(id)") {
                parents[child, default: []].append(id)
            }
        }
        return parents
    }
}
