import Foundation
import ManifestLoader
import ScaffoldSupport

/// A Tuist project around the working folder: its root (the folder holding `Tuist/`), where
/// `Tuist/Templates/` are, and the local plugins its configuration names, whose `Templates/`
/// hold templates too.
enum TuistProject {
    /// The nearest folder holding a `Tuist/` folder, from `start` up, within what the user owns
    /// and trusts, as for manifests (see ``ManifestSearch/nearest(from:home:)``): a template's
    /// manifest is compiled and run.
    static func root(from start: URL) -> URL? {
        let start = start.standardizedFileURL
        let top = ManifestSearch.searchTop(from: start, home: ManifestSearch.homeFolder()?.standardizedFileURL.path)
        var folder = start
        while true {
            guard DirectoryListing.isOwnedByCurrentUser(folder.path) else { return nil }
            let tuist = folder.appendingPathComponent("Tuist")
            if DirectoryListing.isFolder(tuist.path), DirectoryListing.isOwnedByCurrentUser(tuist.path) { return folder }
            if folder.path == top.path { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// The folders of the local plugins the root's configuration names (see ``TuistPlugins``).
    static func localPlugins(root: URL) -> [URL] {
        TuistPlugins.folders(root: root)
    }
}
