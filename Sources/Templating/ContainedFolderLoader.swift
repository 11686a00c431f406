import Foundation
import ScaffoldSupport
import Stencil

/// Stencil's loader for `{% include %}` in a Tuist template's file: the names are paths
/// relative to the including file's folder, as with Tuist's `FileSystemLoader`, but only files
/// that really lie inside that folder (no `..`, no symbolic link out) are loaded.
final class ContainedFolderLoader: Loader {
    /// The folder; `nil` loads nothing (a `.string` item has no folder).
    let folder: URL?

    init(folder: URL?) {
        self.folder = folder
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        guard let folder, !name.hasPrefix("/"), TemplateFolder.contains(name, in: folder),
              let text = UntrustedFile.text(atPath: folder.appendingPathComponent(name).path) else {
            throw TemplateDoesNotExist(templateNames: [name], loader: nil)
        }
        return environment.templateClass.init(templateString: text, environment: environment, name: name)
    }
}
