import Foundation
import ProjectSpec
import ScaffoldSupport

/// XcodeGen's `Packages` group (`SourceGenerator.createLocalPackage`): each local package is
/// shown as a folder reference named after its folder, in a `Packages` group of the main group
/// (but a folder-only one inside a synchronized folder, which shows it already).
enum LocalPackageGroup {
    /// The folder name of each local package path, resolved from `root` (`../` names the parent).
    static func names(of project: Project, root: URL) -> [String: String] {
        var names: [String: String] = [:]
        for package in project.packages {
            guard case let .local(path) = package.source else { continue }
            let absolute = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            names[path] = absolute.standardizedFileURL.lastPathComponent
        }
        return names
    }

    /// The group and its references, added to `objects`; `nil` without local packages.
    /// `synced`: the synchronized folders of the project (a target's or `fileGroups`').
    static func build(_ project: Project, names: [String: String], synced: Set<String>, into objects: inout [PBXObject]) -> String? {
        var children: [String] = []
        for package in project.packages {
            guard case let .local(path) = package.source, !package.isExcludedFromProject else { continue }
            // A folder-only package inside a synchronized folder is shown by that folder.
            if package.isFolderReference, synced.contains(where: { path.hasPrefix($0 + "/") }) { continue }
            let id = XcodeID.make("localpackage/\(package.name)")
            let name = names[path] ?? ProjectPath.lastComponent(path)
            var normalized = path
            while normalized.count > 1 && normalized.hasSuffix("/") { normalized.removeLast() }
            objects.append(PBXObject(id: id, isa: "PBXFileReference", comment: name, [
                "lastKnownFileType": .string("folder"),
                "name": .string(name),
                "path": .string(normalized),
                "sourceTree": .string("SOURCE_ROOT"),
            ]))
            children.append(id)
        }
        guard !children.isEmpty else { return nil }
        let group = XcodeID.make("group/<packages>")
        objects.append(PBXObject(id: group, isa: "PBXGroup", comment: "Packages", [
            "children": .references(children), "name": .string("Packages"), "sourceTree": .string("<group>"),
        ]))
        return group
    }
}
