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
