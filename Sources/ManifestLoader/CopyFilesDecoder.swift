import ProjectSpec

extension ManifestDecoder {
    /// A target's `copyFiles:` (scaffold's own): named Copy Files phases, each
    /// `{name, destination, subpath, onlyWhenInstalling, files}`; a file is a project path, or
    /// `{path:|product:, codeSign:, removeHeaders:}`.
    func decodeCopyFiles(_ target: Fields) -> [CopyFilesPhase] {
        guard let node = target.value("copyFiles") else { return [] }
        guard let items = node.items else {
            context.expected("'copyFiles' to be a list", found: node)
            return []
        }
        return items.enumerated().compactMap { index, item in
            decodeCopyFilesPhase(item, path: target.path + ["copyFiles", String(index)])
        }
    }

    private func decodeCopyFilesPhase(_ node: ManifestNode, path: [String]) -> CopyFilesPhase? {
        guard let fields = Fields(node, path: path, context: context, what: "a copyFiles phase",
                                  allowed: ["name", "destination", "subpath", "onlyWhenInstalling", "files"], unknownKeys: .warning),
              let destination = fields.string("destination", required: true) else { return nil }
        guard CopyFilesPhase.destinations[destination] != nil else {
            context.error("'\(destination)' is not a copyFiles destination", at: fields.value("destination")?.location,
                          hint: "one of \(CopyFilesPhase.destinations.keys.sorted().joined(separator: ", "))")
            return nil
        }
        var files: [CopyFilesPhase.File] = []
        if let list = fields.value("files") {
            if let entries = list.items {
                files = entries.enumerated().compactMap { index, entry in decodeCopiedFile(entry, path: path + ["files", String(index)]) }
            } else {
                context.expected("'files' to be a list", found: list)
            }
        }
        return CopyFilesPhase(name: fields.string("name"), destination: destination, subpath: fields.string("subpath") ?? "", files: files,
                              onlyWhenInstalling: fields.bool("onlyWhenInstalling") ?? false)
    }

    private func decodeCopiedFile(_ node: ManifestNode, path: [String]) -> CopyFilesPhase.File? {
        if let text = node.scalar { return CopyFilesPhase.File(.path(context.projectPath(text, writtenIn: node))) }
        guard let fields = Fields(node, path: path, context: context, what: "a copied file", allowed: ["path", "product", "codeSign", "removeHeaders"],
                                  unknownKeys: .warning) else { return nil }
        let reference: CopyFilesPhase.File.Reference
        if let file = fields.path("path") { reference = .path(file) }
        else if let product = fields.string("product") { reference = .product(product) }
        else {
            context.error("a copied file needs 'path' or 'product'", at: node.location)
            return nil
        }
        return CopyFilesPhase.File(reference, codeSign: fields.bool("codeSign") ?? false, removeHeaders: fields.bool("removeHeaders") ?? false)
    }
}
