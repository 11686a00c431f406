import ScaffoldSupport
import XcodeGenerator

/// The objects of a `project.pbxproj`, read with the OpenStep reader: each object by its
/// identifier, and where each file and group is, relative to the project's folder.
struct PBXGraph {
    typealias Value = OpenStepReader.Value
    typealias Object = [String: Value]

    /// Every object, by identifier.
    let objects: [String: Object]
    /// The `PBXProject`.
    let project: Object
    /// Its identifier (`rootObject`).
    let projectID: String
    /// The identifiers of the objects, in the order the file lists them (a repeated one at its
    /// first place).
    let order: [String]
    /// The group (or variant or version group) holding each object, by the child's identifier.
    private let parents: [String: String]

    /// Why a text is not a project.
    struct Unreadable: Error {
        var message: String
        var line = 1
        var column = 1
    }

    /// The objects of `text`.
    init(text: String) throws(Unreadable) {
        let root: Value?
        let keys: [String]
        switch OpenStepReader.checkedParse(text, keyOrderDepth: 2) {
        case let .success(parsed): (root, keys) = parsed
        case let .failure(deep):
            throw Unreadable(message: "nested deeper than \(OpenStepReader.maximumDepth) levels", line: deep.line, column: deep.column)
        }
        guard let root, case let .dictionary(objects)? = root["objects"] else {
            throw Unreadable(message: "not an Xcode project: no `objects` list (the file is not an OpenStep property list, or is cut short)")
        }
        var dictionaries: [String: Object] = [:]
        for (id, value) in objects { if let object = value.dictionary { dictionaries[id] = object } }
        guard let rootID = root["rootObject"]?.string, let project = dictionaries[rootID], project["isa"]?.string == "PBXProject" else {
            throw Unreadable(message: "not an Xcode project: its `rootObject` is not a PBXProject")
        }
        self.objects = dictionaries
        self.project = project
        projectID = rootID
        var seen: Set<String> = []
        order = keys.filter { dictionaries[$0] != nil && seen.insert($0).inserted }
        // A child listed by two groups belongs to the first one in the file, as inspect.py reads
        // it (walking the objects as a Dictionary iterates them picked either, run to run).
        var parents: [String: String] = [:]
        for id in order {
            for child in dictionaries[id]?["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
    }

    /// The group (or variant or version group) that lists `id` among its children first.
    func parent(of id: String) -> String? {
        parents[id]
    }

    /// The first reference to an object the project does not have (a hand merge that dropped an
    /// object): an error at the referring object's definition in `text`, or nil when every
    /// reference resolves.
    func danglingReference(in text: String) -> Unreadable? {
        for id in order {
            guard let object = objects[id] else { continue }
            for key in Self.referenceKeys.sorted() {
                let named = object[key].map { value in value.string.map { [$0] } ?? value.strings } ?? []
                guard let missing = named.first(where: { objects[$0] == nil }) else { continue }
                let (line, column) = Self.place(of: id, in: text)
                return Unreadable(message: "the \(object["isa"]?.string ?? "object") \(id) names \(missing) in '\(key)', an object the project does not have",
                                  line: line, column: column)
            }
        }
        return nil
    }

    /// The fields whose values name other objects.
    static let referenceKeys: Set<String> = [
        "fileRef", "productRef", "target", "targetProxy", "buildConfigurationList", "mainGroup", "productRefGroup", "remoteRef", "package",
        "baseConfigurationReference", "baseConfigurationReferenceAnchor", "targets", "buildPhases", "files", "children",
        "buildConfigurations", "dependencies", "packageProductDependencies", "packageReferences", "fileSystemSynchronizedGroups", "exceptions",
    ]

    /// Where the object `id` is defined in `text` (`ID /* comment */ = {`): 1-based line and
    /// column; 1:1 when it cannot be found.
    private static func place(of id: String, in text: String) -> (Int, Int) {
        var search = text.startIndex..<text.endIndex
        while let found = text.range(of: id, range: search) {
            var rest = text[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            if rest.hasPrefix("/*"), let end = rest.range(of: "*/") { rest = rest[end.upperBound...].drop { $0 == " " || $0 == "\t" } }
            if rest.hasPrefix("=") {
                let before = text[..<found.lowerBound]
                let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let column = before.reversed().prefix { $0 != "\n" }.count + 1
                return (line, column)
            }
            search = found.upperBound..<text.endIndex
        }
        return (1, 1)
    }

    /// The object `id` names, if any.
    func object(_ id: String?) -> Object? {
        id.flatMap { objects[$0] }
    }

    /// The objects a list of identifiers names, skipping missing ones.
    func objects(_ value: Value?) -> [(id: String, object: Object)] {
        (value?.strings ?? []).compactMap { id in objects[id].map { (id, $0) } }
    }

    /// The objects of `list` (an `XCConfigurationList`'s identifier): its configurations.
    func configurations(of list: String?) -> [(name: String, object: Object)] {
        objects(object(list)?["buildConfigurations"]).compactMap { entry in entry.object["name"]?.string.map { ($0, entry.object) } }
    }

    /// `key` of the default configuration (else the first) of `target`'s configuration list, as
    /// a referenced project's product is read when it is linked (`MACH_O_TYPE`).
    func defaultSetting(_ key: String, of target: Object) -> String? {
        let list = object(target["buildConfigurationList"]?.string)
        let configurations = configurations(of: target["buildConfigurationList"]?.string)
        let chosen = configurations.first { $0.name == list?["defaultConfigurationName"]?.string } ?? configurations.first
        return chosen?.object["buildSettings"]?[key]?.string
    }

    /// Where the file or group `id` is, relative to the project's folder (`SOURCE_ROOT`):
    /// `nil` for a place scaffold cannot name there (built products, an SDK, an absolute path
    /// outside, a build-setting root).
    func path(of id: String) -> Place? {
        path(of: id, depth: 0)
    }

    /// How many groups deep a path is looked for: groups that list each other would never end.
    static let groupDepthLimit = 256

    private func path(of id: String, depth: Int) -> Place? {
        guard depth <= Self.groupDepthLimit, let object = objects[id] else { return nil }
        // A variant group (`Localizable.strings` over `en.lproj/…`) stands for the file it names;
        // one with a `path` (older Xcode wrote `..`) names the folder its languages are in.
        var own = object["path"]?.string
        if object["isa"]?.string == "PBXVariantGroup", let name = object["name"]?.string { own = own.map { $0 + "/" + name } ?? name }
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parent = parents[id] else {
                // The main group: the project's own folder, or its `path`.
                return .project(Self.clean(own ?? ""))
            }
            // One walk up per level: a second would double the work at every level.
            let parentPlace = path(of: parent, depth: depth + 1)
            guard case let .project(base)? = childrenFolder(of: parent, at: parentPlace) else { return parentPlace }
            return .project(Self.clean(own.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base))
        case "SOURCE_ROOT": return .project(Self.clean(own ?? ""))
        case "<absolute>": return own.map { .absolute($0) }
        case "SDKROOT": return own.map { .sdk($0) }
        case "BUILT_PRODUCTS_DIR": return own.map { .builtProduct($0) }
        case let tree: return .other(tree, own ?? "")
        }
    }

    /// The folder the children of group `id` (at `place`) are relative to: its place, but a variant group's
    /// folder (the group stands for a file there, its languages are `en.lproj/…` beside it).
    private func childrenFolder(of id: String, at place: Place?) -> Place? {
        guard objects[id]?["isa"]?.string == "PBXVariantGroup", case let .project(file)? = place else { return place }
        return .project(ProjectPath.components(file).dropLast().joined(separator: "/"))
    }

    /// The other project a container proxy points into (its `containerPortal`, an `.xcodeproj`
    /// file reference inside the project's folder tree): its name and path.
    func projectReference(of proxy: Object) -> (name: String, path: String)? {
        guard let portal = proxy["containerPortal"]?.string, objects[portal]?["isa"]?.string == "PBXFileReference",
              case let .project(path)? = path(of: portal), path.hasSuffix(".xcodeproj") else { return nil }
        let file = ProjectPath.lastComponent(path)
        return (String(file.dropLast(".xcodeproj".count)), path)
    }

    /// Every other project the project's targets depend on, by name.
    var projectReferences: [String: String] {
        var references: [String: String] = [:]
        for object in objects.values where object["isa"]?.string == "PBXContainerItemProxy" {
            if let reference = projectReference(of: object) { references[reference.name] = reference.path }
        }
        return references
    }

    /// `path` with `.` and empty components dropped and `a/..` folded (a leading `..` kept);
    /// `""` for the folder itself.
    static func clean(_ path: String) -> String {
        var parts: [String] = []
        for part in ProjectPath.components(path) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// Where a file or group is.
    enum Place: Equatable {
        /// Inside or beside the project's folder: a path relative to it (`..` where it climbs out).
        case project(String)
        case absolute(String)
        /// In the SDK (`System/Library/Frameworks/UIKit.framework`).
        case sdk(String)
        /// A product of a target.
        case builtProduct(String)
        /// Under another build-setting root (`DEVELOPER_DIR`, …).
        case other(String, String)
    }
}
