import ProjectSpec

/// The objects for other projects this one references (XcodeGen's `projectReferences`, Tuist's
/// `.project(target:path:)`): each `.xcodeproj` as a file reference in a `Projects` group, an
/// entry of `PBXProject.projectReferences` (its `ProductGroup` and `ProjectRef`), a
/// `PBXReferenceProxy` per product a target here uses (reached through a proxy of type 2),
/// and per dependency a `PBXTargetDependency` naming the target through a proxy of type 1.
struct ProjectReferences {
    let project: Project
    /// The targets read from each referenced project, by reference name then target name.
    let remoteTargets: [String: [String: RemoteTarget]]

    /// The other project's target `name` of reference `reference`: as read from its
    /// `.xcodeproj`, else as the manifest describes it, else a framework of that name.
    func remoteTarget(_ name: String, in reference: String) -> RemoteTarget {
        remoteTargets[reference]?[name] ?? RemoteTarget.assumed(name, known: project.projectReferences[reference]?.targets[name])
    }

    /// The `.xcodeproj` file reference of reference `name`.
    static func fileReference(_ name: String) -> String { XcodeID.make("projectref/\(name)") }

    /// The `PBXReferenceProxy` standing for `target`'s product of reference `reference`.
    static func productProxy(_ target: String, in reference: String) -> String { XcodeID.make("projectref/\(reference)/product/\(target)") }

    /// The references in name order.
    private var references: [ProjectReference] { project.projectReferences.values.sorted { $0.name < $1.name } }

    /// The `Projects` group with every referenced project, each project's products group and
    /// the reference proxies of the products used; the group's ID (`nil` without references)
    /// and the `PBXProject.projectReferences` value.
    func build(into objects: inout [PBXObject]) -> (group: String?, entries: PBXValue?) {
        guard !references.isEmpty else { return (nil, nil) }
        let used = usedTargets()
        var entries: [PBXValue] = []
        for reference in references {
            let file = Self.fileReference(reference.name)
            objects.append(PBXObject(id: file, isa: "PBXFileReference", comment: reference.name, [
                "lastKnownFileType": .string("wrapper.pb-project"),
                "name": .string(reference.name),
                "path": .string(reference.path),
                "sourceTree": .string("<group>"),
            ]))
            let products = used[reference.name, default: []].map { productObjects(remoteTarget($0, in: reference.name), reference: reference.name, into: &objects) }
            let group = XcodeID.make("projectref/\(reference.name)/products")
            objects.append(PBXObject(id: group, isa: "PBXGroup", comment: "Products", [
                "children": .references(products), "name": .string("Products"), "sourceTree": .string("<group>"),
            ]))
            entries.append(.dictionary(["ProductGroup": .reference(group), "ProjectRef": .reference(file)]))
        }
        let group = XcodeID.make("group/<projects>")
        objects.append(PBXObject(id: group, isa: "PBXGroup", comment: "Projects", [
            "children": .references(references.map { Self.fileReference($0.name) }), "name": .string("Projects"), "sourceTree": .string("<group>"),
        ]))
        return (group, .array(entries))
    }

    /// The other projects' targets some target here depends on, by reference name.
    private func usedTargets() -> [String: [String]] {
        var used: [String: Set<String>] = [:]
        for target in project.targets {
            for dependency in target.dependencies {
                if let reference = dependency.externalProject { used[reference, default: []].insert(dependency.targetName) }
            }
        }
        return used.mapValues { $0.sorted() }
    }

    /// The proxy of type 2 (`reference`) to `remote`'s product and the `PBXReferenceProxy`
    /// for it; the latter's ID.
    private func productObjects(_ remote: RemoteTarget, reference: String, into objects: inout [PBXObject]) -> String {
        let proxy = XcodeID.make("projectref/\(reference)/productproxy/\(remote.name)")
        objects.append(PBXObject(id: proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", [
            "containerPortal": .reference(Self.fileReference(reference)),
            "proxyType": .string("2"),
            "remoteGlobalIDString": .string(remote.productID),
            "remoteInfo": .string(remote.name),
        ]))
        let id = Self.productProxy(remote.name, in: reference)
        var file = remote.productFile
        if remote.type == .staticLibrary, !file.hasPrefix("lib") { file = "lib" + file }
        objects.append(PBXObject(id: id, isa: "PBXReferenceProxy", comment: file, [
            "fileType": .string(FileTypes.lastKnownFileType(remote.productFile)),
            "path": .string(file),
            "remoteRef": .reference(proxy),
            "sourceTree": .string("BUILT_PRODUCTS_DIR"),
        ]))
        return id
    }

    /// `from`'s dependency on `target` of reference `reference`: a proxy of type 1 to the
    /// target, and a `PBXTargetDependency` with the target's name (the target itself lives in
    /// the other project, and `recordedName` stands for it where given); the dependency's ID.
    func targetDependency(from: String, to target: String, in reference: String, recordedAs recordedName: String?,
                          into objects: inout [PBXObject]) -> String {
        let remote = remoteTarget(target, in: reference)
        let name = recordedName ?? target
        let proxy = XcodeID.make("proxy/\(from)/\(reference)/\(target)")
        objects.append(PBXObject(id: proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", [
            "containerPortal": .reference(Self.fileReference(reference)),
            "proxyType": .string("1"),
            "remoteGlobalIDString": .string(remote.targetID),
            "remoteInfo": .string(name),
        ]))
        let id = XcodeID.make("dependency/\(from)/\(reference)/\(target)")
        objects.append(PBXObject(id: id, isa: "PBXTargetDependency", comment: "PBXTargetDependency", [
            "name": .string(name),
            "targetProxy": .reference(proxy),
        ]))
        return id
    }
}
