import ProjectSpec
import ScaffoldSupport

/// A target's `copyFiles:` phases (scaffold's own): each a `PBXCopyFilesBuildPhase` with its
/// name, destination and files — project files and targets' products — as listed.
extension DependencyPhases {
    /// The phase's object (and its build files) in `objects`; its identifier.
    func namedCopyPhase(_ phase: CopyFilesPhase, index: Int, into objects: inout [PBXObject]) -> String {
        let label = phase.name ?? "Copy Files"
        let id = XcodeID.make("phase/\(target.name)/copyFiles/\(index)/\(label)")
        let files = phase.files.compactMap { file -> String? in
            guard let (reference, fileName) = reference(of: file.reference) else { return nil }
            let buildFile = XcodeID.make("buildfile/\(target.name)/copyFiles/\(index)/\(fileName)/\(reference)")
            var fields: PBXFields = ["fileRef": .reference(reference)]
            let attributes = (file.codeSign ? ["CodeSignOnCopy"] : []) + (file.removeHeaders ? ["RemoveHeadersOnCopy"] : [])
            if !attributes.isEmpty { fields["settings"] = .dictionary(["ATTRIBUTES": .strings(attributes)]) }
            objects.append(PBXObject(id: buildFile, isa: "PBXBuildFile", comment: "\(fileName) in \(label)", fields))
            return buildFile
        }
        var fields: PBXFields = [
            "buildActionMask": .string(phase.onlyWhenInstalling ? "8" : "2147483647"),
            "dstPath": .string(phase.subpath),
            "dstSubfolderSpec": .string(CopyFilesPhase.destinations[phase.destination] ?? "16"),
            "files": .references(files),
            "runOnlyForDeploymentPostprocessing": .string(phase.onlyWhenInstalling ? "1" : "0"),
        ]
        if let name = phase.name { fields["name"] = .string(name) }
        objects.append(PBXObject(id: id, isa: "PBXCopyFilesBuildPhase", comment: label, fields))
        return id
    }

    /// The file reference of a copied file and its file name; nil for a path with no reference
    /// or a target that has no product.
    private func reference(of file: CopyFilesPhase.File.Reference) -> (String, String)? {
        switch file {
        case let .path(path):
            return fileReferences[path].map { ($0, ProjectPath.lastComponent(path)) }
        case let .product(name):
            return product(of: Dependency(kind: .target, name: name)).map { ($0.fileReference, $0.fileName) }
        }
    }
}
