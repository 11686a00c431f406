import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// A target's Copy Files phases: those embedding a dependency makes (XcodeGen's "Embed
/// Frameworks", "Embed Foundation Extensions"… holding files) come from its dependencies'
/// `embed:`; any other — its own name, destination or folder, or empty — is written as it is
/// under `copyFiles:`.
extension TargetImporter {
    /// Whether generating makes this phase from the target's embedded dependencies.
    func isEmbedding(_ phase: PBXGraph.Object) -> Bool {
        !(phase["files"]?.strings ?? []).isEmpty
            && DependencyLinking.isEmbeddingPhase(name: phase["name"]?.string, folderSpec: phase["dstSubfolderSpec"]?.string ?? "",
                                                  path: phase["dstPath"]?.string ?? "")
    }

    /// The phase as a `copyFiles:` entry; a file it cannot name (another project's product, a
    /// package product, a product no target of the project builds) is reported and left out.
    func copyFilesPhase(_ phase: PBXGraph.Object, target: String) -> CopyFilesPhase {
        let label = phase["name"]?.string ?? "Copy Files"
        let spec = phase["dstSubfolderSpec"]?.string ?? "16"
        var result = CopyFilesPhase(name: phase["name"]?.string, destination: CopyFilesPhase.destination(ofFolderSpec: spec) ?? "productsDirectory",
                                    subpath: phase["dstPath"]?.string ?? "", onlyWhenInstalling: phase["runOnlyForDeploymentPostprocessing"]?.string == "1")
        if CopyFilesPhase.destination(ofFolderSpec: spec) == nil {
            report("target '\(target)': its Copy Files phase '\(label)' copies to folder \(spec), which has no destination name; it copies to the products directory")
        }
        for (_, buildFile) in graph.objects(phase["files"]) {
            let attributes = buildFile["settings"]?.dictionary?["ATTRIBUTES"]?.strings ?? []
            guard let reference = copiedFile(buildFile, phase: label, target: target) else { continue }
            result.files.append(CopyFilesPhase.File(reference, codeSign: attributes.contains("CodeSignOnCopy"),
                                                    removeHeaders: attributes.contains("RemoveHeadersOnCopy")))
        }
        return result
    }

    private func copiedFile(_ buildFile: PBXGraph.Object, phase: String, target: String) -> CopyFilesPhase.File.Reference? {
        let id = buildFile["fileRef"]?.string
        if let name = productTarget(of: id) { return .product(name) }
        if let id, case let .project(path)? = graph.path(of: id) { return .path(path) }
        let file = graph.object(id)?["path"]?.string ?? graph.object(buildFile["productRef"]?.string)?["productName"]?.string ?? "?"
        report("target '\(target)': the file \(file) of its Copy Files phase '\(phase)' is not expressible yet; kept out")
        return nil
    }
}
