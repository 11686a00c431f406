import ProjectSpec
import ScaffoldSupport

/// The project navigator's tree: a group per folder and a file reference per file, mirroring
/// the folders on disk.
///
/// With `createIntermediateGroups`, every folder from the project root down gets a group.
/// Without it, each top-most source folder hangs off the main group directly (its group's path
/// is the whole relative path), as XcodeGen does. A source with `group: A/B` hangs off groups
/// `A` and `B` instead (groups without a path; XcodeGen's `createParentGroups`), and every
/// `path` is written relative to the folder its parent group stands for.
struct GroupTreeBuilder {
    /// The objects built and where each file's reference is.
    struct Tree {
        var objects: [PBXObject] = []
        /// File reference ID by project-relative path.
        var fileReferences: [String: String] = [:]
        /// The main group's children, in order.
        var topLevel: [String] = []
        /// XcodeGen's `Carthage` group of Carthage frameworks (it belongs in the Frameworks group).
        var carthageGroup: String?
    }

    let createIntermediateGroups: Bool
    /// Variant groups' members by key (see `VariantGroups`).
    var variantGroups: [String: [String]] = [:]
    /// The versions of each `.xcdatamodeld` (an `XCVersionGroup`).
    var versionGroups: [String: (models: [String], current: String?)] = [:]
    /// Carthage frameworks, under `carthageBuildPath`: a `Carthage` group (that folder) with a
    /// group per platform folder, as XcodeGen makes them.
    var carthageFiles: Set<String> = []
    var carthageBuildPath = "Carthage/Build"
    /// Synchronized folders: for each, the files each target leaves out.
    var syncedFolders: [String: [String: [String]]] = [:]
    /// The name shown for source entries that give one (`name:`), by entry path.
    var entryNames: [String: String] = [:]
    /// The custom parent group (`group:`) of source entries, by entry path.
    var customGroups: [String: String] = [:]
    /// Where a group's subgroups go among its files.
    var groupSortPosition: GroupSortPosition = .top

    /// Builds the tree for `files`; `folders` are the paths that are folders (asset catalogs,
    /// folder references); `roots` are the source entries' paths.
    /// `groupRoots` are the source folders opened into groups: each gets its group even when
    /// nothing in it is taken (as XcodeGen does).
    func build(files: Set<String>, folders: Set<String>, roots: [String], groupRoots: Set<String> = []) -> Tree {
        let top = Folder(path: "", name: "")
        let folderRoots = roots.filter { !folders.contains($0) && !files.contains($0) }
        let customRoots = Set(folderRoots.filter { customGroups[$0] != nil })
        let topRoots = createIntermediateGroups ? [] : topMostRoots(folderRoots.filter { customGroups[$0] == nil })
        // Files given their own group come last, so that a group named like a source folder
        // (`group: App/Configurations`) joins that folder's group, as XcodeGen's groups by path do.
        let emptyMarker = "/\u{1}"
        let sortedFiles = files.sorted()
        let ordered = sortedFiles.filter { customGroups[$0] == nil } + groupRoots.sorted().map { $0 + emptyMarker }
            + sortedFiles.filter { customGroups[$0] != nil }
        for file in ordered {
            var node = top
            var remainder = file
            if carthageFiles.contains(file), file.hasPrefix(carthageBuildPath + "/") {
                var node = top.child(path: "<carthage>", name: "<carthage>", directory: carthageBuildPath)
                var parts = ProjectPath.components(String(file.dropFirst(carthageBuildPath.count + 1)))
                let last = parts.removeLast()
                for part in parts { node = node.child(path: (node.directory ?? "") + "/" + part, name: part) }
                node.files.append((file, last))
                continue
            }
            if let group = customGroups[file] {
                // A file entry with its own group: straight into that group.
                chain(group, from: top).files.append((file, Self.shownName(file)))
                continue
            }
            var root = Self.enclosingRoot(of: file, in: customRoots)
            if let root, let group = customGroups[root] {
                node = chain(group, from: top).child(path: root, name: Self.shownName(root))
                remainder = Self.dropping(root, from: file)
            } else {
                root = Self.enclosingRoot(of: file, in: topRoots)
                if let root {
                    node = top.child(path: root, name: root)
                    remainder = Self.dropping(root, from: file)
                }
            }
            var parts = ProjectPath.components(remainder)
            var last = parts.removeLast()
            // A localized file belongs to the folder of its `.lproj` (a variant group stands in
            // for its base file; another lives there as `de.lproj/File.strings`).
            if let lproj = parts.last, lproj.hasSuffix(".lproj") {
                parts.removeLast()
                if variantGroups[file] == nil { last = lproj + "/" + last }
            }
            if root != nil || createIntermediateGroups {
                for part in parts {
                    node = node.child(path: node.path.isEmpty ? part : node.path + "/" + part, name: part)
                }
            } else if !parts.isEmpty {
                // A file outside every source folder: one group for its folder.
                let folder = parts.joined(separator: "/")
                node = top.child(path: folder, name: folder)
            }
            if !file.hasSuffix(emptyMarker) { node.files.append((file, last)) }
        }
        var tree = Tree()
        tree.topLevel = emit(top, folders: folders, into: &tree)
        let carthage = XcodeID.make("group/<carthage>")
        if tree.topLevel.contains(carthage) {
            tree.topLevel.removeAll { $0 == carthage }
            tree.carthageGroup = carthage
        }
        return tree
    }

    /// The `group:` of every source and resource entry that has one, by entry path (the first wins).
    static func customGroups(of project: Project) -> [String: String] {
        var groups: [String: String] = [:]
        for target in project.targets {
            for entry in target.sources + target.resources {
                if let group = entry.group, !group.isEmpty, groups[entry.path] == nil { groups[entry.path] = group }
            }
        }
        return groups
    }

    /// The `name:` of every source and resource entry that has one, by entry path (the first wins).
    static func entryNames(of project: Project) -> [String: String] {
        var names: [String: String] = [:]
        for target in project.targets {
            for entry in target.sources + target.resources {
                if let name = entry.name, !name.isEmpty, names[entry.path] == nil { names[entry.path] = name }
            }
        }
        return names
    }

    /// The groups named by `group` (`A/B`), made under `top` as needed; they stand for no folder.
    private func chain(_ group: String, from top: Folder) -> Folder {
        var node = top
        for part in ProjectPath.components(group) {
            let path = node.path.isEmpty ? "<group>/" + part : node.path + "/" + part
            node = node.child(path: path, name: part, folder: false)
        }
        return node
    }

    /// `path` relative to the folder `base` (`""`: the project root), with `..` as needed.
    static func relative(_ path: String, to base: String?) -> String {
        guard let base, !base.isEmpty else { return path }
        if path.hasPrefix(base + "/") { return dropping(base, from: path) }
        let from = base.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// Roots that are not inside another root.
    private func topMostRoots(_ roots: [String]) -> Set<String> {
        let all = Set(roots)
        return all.filter { Self.enclosingRoot(of: $0, in: all) == nil }
    }

    /// The folder among `roots` that holds `path`, found by walking up its parents.
    private static func enclosingRoot(of path: String, in roots: Set<String>) -> String? {
        // Empty with `createIntermediateGroups` and without custom groups: no walk, no copies.
        guard !roots.isEmpty else { return nil }
        var candidate = Substring(path)
        while let slash = candidate.lastIndex(of: "/") {
            candidate = candidate[..<slash]
            if roots.contains(String(candidate)) { return String(candidate) }
        }
        return nil
    }

    /// Emits `folder`'s children and returns their IDs: groups and files each by name, the
    /// groups before the files (`top`), after them (`bottom`) or among them (`none`).
    private func emit(_ folder: Folder, folders: Set<String>, into tree: inout Tree) -> [String] {
        let groups = emitGroups(folder, folders: folders, into: &tree)
        let files = emitFiles(folder, folders: folders, into: &tree)
        switch groupSortPosition {
        case .top: return (groups + files).map(\.id)
        case .bottom: return (files + groups).map(\.id)
        case .none: return (groups + files).enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element.id)
        }
    }

    /// Emits `folder`'s subgroups by name; their IDs with their sort keys.
    private func emitGroups(_ folder: Folder, folders: Set<String>, into tree: inout Tree) -> [(key: String, id: String)] {
        // The folder this group's children are relative to.
        let base = folder.effectiveDirectory
        var ids: [(key: String, id: String)] = []
        // By the name Xcode shows (the last component), then by path for equal names.
        let ordered = folder.children.values
            .map { (key: Self.shownName($0.name).lowercased(), folder: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.folder.path < $1.folder.path }
            .map(\.folder)
        for child in ordered {
            let id = XcodeID.make("group/" + child.path)
            let children = emit(child, folders: folders, into: &tree)
            let displayName = child.name == "<carthage>" ? "Carthage" : entryNames[child.path] ?? Self.shownName(child.name)
            var fields: PBXFields = [
                "children": .references(children),
                "sourceTree": .string("<group>"),
            ]
            if let directory = child.directory {
                let path = Self.relative(directory, to: base)
                fields["path"] = .string(path)
                if displayName != path { fields["name"] = .string(displayName) }
            } else {
                fields["name"] = .string(displayName)
            }
            tree.objects.append(PBXObject(id: id, isa: "PBXGroup", comment: displayName, fields))
            ids.append((Self.shownName(child.name).lowercased(), id))
        }
        return ids
    }

    /// Emits `folder`'s files by name; their IDs with their sort keys.
    private func emitFiles(_ folder: Folder, folders: Set<String>, into tree: inout Tree) -> [(key: String, id: String)] {
        let base = folder.effectiveDirectory
        var ids: [(key: String, id: String)] = []
        let files = folder.files.map { (key: $0.1.lowercased(), path: $0.0, name: $0.1) }.sorted { $0.key < $1.key }
        for (key, path, name) in files {
            if let members = variantGroups[path] {
                ids.append((key, variantGroup(path, name: name, members: members, base: base, into: &tree)))
                continue
            }
            if let exceptions = syncedFolders[path] {
                ids.append((key, SyncedFolders.object(for: path, path: Self.relative(path, to: base), exceptions: exceptions, into: &tree.objects)))
                continue
            }
            if let versions = versionGroups[path] {
                ids.append((key, versionGroup(path, name: name, versions: versions, base: base, into: &tree)))
                continue
            }
            let id = XcodeID.make("file/" + path)
            let displayName = entryNames[path] ?? Self.shownName(name)
            let relativePath = Self.relative(path, to: base)
            var fields: PBXFields = [
                "lastKnownFileType": .string(FileTypes.lastKnownFileType(path, isFolder: folders.contains(path))),
                "path": .string(relativePath),
                "sourceTree": .string("<group>"),
            ]
            if displayName != relativePath { fields["name"] = .string(displayName) }
            tree.objects.append(PBXObject(id: id, isa: "PBXFileReference", comment: displayName, fields))
            tree.fileReferences[path] = id
            ids.append((key, id))
        }
        return ids
    }

    /// A `PBXVariantGroup` named `name`, of a reference per language (`de`: `de.lproj/Main.strings`).
    private func variantGroup(_ key: String, name: String, members: [String], base: String, into tree: inout Tree) -> String {
        let id = XcodeID.make("variant/" + key)
        var children: [String] = []
        for member in members {
            guard let (_, language, _) = VariantGroups.split(member) else { continue }
            let child = XcodeID.make("file/" + member)
            tree.objects.append(PBXObject(id: child, isa: "PBXFileReference", comment: language, [
                "lastKnownFileType": .string(FileTypes.lastKnownFileType(member)),
                "name": .string(language),
                "path": .string(Self.relative(member, to: base)),
                "sourceTree": .string("<group>"),
            ]))
            children.append(child)
        }
        tree.objects.append(PBXObject(id: id, isa: "PBXVariantGroup", comment: name, [
            "children": .references(children),
            "name": .string(name),
            "sourceTree": .string("<group>"),
        ]))
        tree.fileReferences[key] = id
        return id
    }

    /// An `XCVersionGroup` for a Core Data model: a reference per `.xcdatamodel`, the current one marked.
    private func versionGroup(_ path: String, name: String, versions: (models: [String], current: String?), base: String,
                              into tree: inout Tree) -> String {
        let id = XcodeID.make("file/" + path)
        var children: [String] = []
        var current: String?
        for model in versions.models {
            let child = XcodeID.make("file/" + path + "/" + model)
            tree.objects.append(PBXObject(id: child, isa: "PBXFileReference", comment: model, [
                "lastKnownFileType": .string("wrapper.xcdatamodel"),
                "path": .string(model),
                "sourceTree": .string("<group>"),
            ]))
            children.append(child)
            if model == versions.current { current = child }
        }
        var fields: PBXFields = [
            "children": .references(children),
            "path": .string(Self.relative(path, to: base)),
            "sourceTree": .string("<group>"),
            "versionGroupType": .string("wrapper.xcdatamodel"),
        ]
        if let current { fields["currentVersion"] = .reference(current) }
        tree.objects.append(PBXObject(id: id, isa: "XCVersionGroup", comment: Self.shownName(name), fields))
        tree.fileReferences[path] = id
        return id
    }

    /// The last component of a group name (`Sources` for `Features/A/Sources`).
    private static func shownName(_ name: String) -> String {
        guard let slash = name.utf8.lastIndex(of: UInt8(ascii: "/")) else { return name }
        return String(name[name.utf8.index(after: slash)...])
    }

    /// `path` without `folder` and the `/` after it (`path` starts with both): bytes counted,
    /// not Characters (this runs for every file).
    private static func dropping(_ folder: String, from path: String) -> String {
        String(Substring(path.utf8.dropFirst(folder.utf8.count + 1)))
    }

    /// A folder of the tree being built.
    private final class Folder {
        let path: String
        let name: String
        /// The folder it stands for (its path from the project root); `nil` for a custom group.
        let directory: String?
        weak var parent: Folder?
        var children: [String: Folder] = [:]
        var files: [(String, String)] = []

        init(path: String, name: String, directory: String?) {
            self.path = path
            self.name = name
            self.directory = directory
        }

        convenience init(path: String, name: String) {
            self.init(path: path, name: name, directory: path)
        }

        /// The folder its children's paths are relative to.
        var effectiveDirectory: String { directory ?? parent?.effectiveDirectory ?? "" }

        func child(path: String, name: String, folder: Bool = true, directory: String? = nil) -> Folder {
            if let existing = children[name] { return existing }
            let child = Folder(path: path, name: name, directory: directory ?? (folder ? path : nil))
            child.parent = self
            children[name] = child
            return child
        }
    }
}
