import Foundation
import ScaffoldSupport

/// A template folder found in a repository is untrusted input: every file read from it must
/// really lie inside it, so a symbolic link cannot make a template render (and write into the
/// project) a file from elsewhere, such as `~/.ssh/id_rsa`.
enum TemplateFolder {
    /// Whether `name`, a path relative to `folder`, resolves (symbolic links followed) to a
    /// file inside `folder`'s own real location.
    static func contains(_ name: String, in folder: URL) -> Bool {
        let root = DirectoryListing.realPath(folder.path)
        let file = DirectoryListing.realPath(folder.appendingPathComponent(name).path)
        return file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The error for a file of the template that leads out of its folder, at `location`.
    static func outside(_ name: String, in folder: URL, at location: SourceLocation) -> Diagnostic {
        let target = DirectoryListing.realPath(folder.appendingPathComponent(name).path)
        return .error("template file '\(name)' is a symbolic link out of the template folder (to \(target))", at: location,
                      hint: "a template reads only files inside its own folder; copy the file in instead of linking to it")
    }
}
