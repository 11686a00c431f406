import Foundation
import ManifestLoader
import ScaffoldSupport

/// Reads a Tuist template folder (`Tuist/Templates/<name>/`): its `<name>.swift` compiled
/// against ProjectDescription's `Template` API and run (cached like a `Project.swift`), then
/// decoded into a `TuistTemplate`.
public struct TuistTemplateReader: Sendable {
    /// Compiles the manifest; its `displayPath` shows paths in diagnostics.
    public var loader: ManifestLoader

    public init(loader: ManifestLoader) {
        self.loader = loader
    }

    /// The template in `folder`, of the project at `root` (the folder holding `Tuist/`).
    public func read(folder: URL, root: URL) throws(DiagnosticsError) -> TuistTemplate {
        let folder = folder.standardizedFileURL
        let name = "\(folder.lastPathComponent).swift"
        let manifest = folder.appendingPathComponent(name)
        guard DirectoryListing.exists(manifest.path) else {
            throw DiagnosticsError([.error("'\(loader.displayPath(folder))' is not a template: it has no template.yml and no \(name)")])
        }
        guard TemplateFolder.contains(name, in: folder) else {
            throw DiagnosticsError([TemplateFolder.outside(name, in: folder, at: SourceLocation(file: loader.displayPath(manifest), line: 1, column: 1))])
        }
        let tree = try loader.loadTemplateManifest(manifest, root: root)
        return try TuistTemplateDecoder(folder: folder, root: root).decode(tree)
    }
}
