import ScaffoldSupport

/// XcodeGen's `type: syncedFolder` (Xcode 16's buildable folders): the folder is one
/// `PBXFileSystemSynchronizedRootGroup`, placed in the tree like a file, whose files Xcode finds
/// itself; each target that has it lists it in `fileSystemSynchronizedGroups`, and the files its
/// `excludes`/`includes` leave out go in a `PBXFileSystemSynchronizedBuildFileExceptionSet`
/// (`membershipExceptions`) for that target. Nothing of it is in the target's build phases.
enum SyncedFolders {
    /// The root group's ID.
    static func id(of path: String) -> String { XcodeID.make("synced/" + path) }

    /// The root group and its exception sets, added to `objects`; `path` is the group's path
    /// relative to its parent group's folder.
    static func object(for folder: String, path: String, exceptions: [String: [String]], into objects: inout [PBXObject]) -> String {
        var sets: [String] = []
        for (target, files) in exceptions.sorted(by: { $0.key < $1.key }) where !files.isEmpty {
            let id = XcodeID.make("synced-exceptions/\(target)/\(folder)")
            objects.append(PBXObject(id: id, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet",
                                     comment: "Exceptions for \"\(folder)\" folder in \"\(target)\" target", [
                                         "membershipExceptions": .strings(files),
                                         "target": .reference(XcodeID.target(target)),
                                     ]))
            sets.append(id)
        }
        let id = id(of: folder)
        let name = ProjectPath.lastComponent(folder)
        var fields: PBXFields = ["path": .string(path), "sourceTree": .string("<group>")]
        if name != path { fields["name"] = .string(name) }
        if !sets.isEmpty { fields["exceptions"] = .references(sets) }
        objects.append(PBXObject(id: id, isa: "PBXFileSystemSynchronizedRootGroup", comment: name, fields))
        return id
    }

    /// The synchronized folder (of `synced`, the deepest) that holds `path`, and `path` inside it.
    static func anchor(of path: String, in synced: some Collection<String>) -> (folder: String, relative: String)? {
        synced.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }.map { ($0, String(path.dropFirst($0.count + 1))) }
    }

    /// How a configuration names its `.xcconfig` at `path`: by reference, or — inside a
    /// synchronized folder, which has no reference for it — by that folder and the path in it,
    /// as Xcode 16 writes it (`baseConfigurationReferenceAnchor`).
    static func configFileFields(_ path: String?, fileReferences: [String: String], synced: some Collection<String>) -> PBXFields {
        guard let path else { return [:] }
        if let file = fileReferences[path] { return ["baseConfigurationReference": .reference(file)] }
        guard let (folder, relative) = anchor(of: path, in: synced) else { return [:] }
        return ["baseConfigurationReferenceAnchor": .reference(id(of: folder)), "baseConfigurationReferenceRelativePath": .string(relative)]
    }

    /// The `objectVersion` to write: 77 (Xcode 16, the first to read synchronized folders) when
    /// there are any, else `standard`.
    static func objectVersion(_ standard: Int, _ files: ScannedFiles) -> Int {
        files.syncedFolders.isEmpty ? standard : max(standard, 77)
    }

    /// The `fileSystemSynchronizedGroups` of `target`, or `nil` when it has none.
    static func groups(of target: String, in files: ScannedFiles) -> PBXValue? {
        let paths = files.syncedFolders.filter { $0.value[target] != nil }.keys.sorted()
        return paths.isEmpty ? nil : .references(paths.map(id(of:)))
    }
}
