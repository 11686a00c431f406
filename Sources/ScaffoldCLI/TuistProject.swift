import Foundation
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

    /// The folders of the local plugins named in `Tuist.swift` or `Tuist/Config.swift`
    /// (`.local(path: "…")` relative to that file's folder, `.local(path: .relativeToRoot("…"))`
    /// to the root), read from the text: the configuration is not compiled for this. Those
    /// that exist, in the order written.
    static func localPlugins(root: URL) -> [URL] {
        var plugins: [URL] = []
        for config in [root.appendingPathComponent("Tuist.swift"), root.appendingPathComponent("Tuist/Config.swift")] {
            guard let text = try? String(contentsOf: config, encoding: .utf8) else { continue }
            for (path, relativeToRoot) in localPluginPaths(in: text) {
                let base = relativeToRoot ? root : config.deletingLastPathComponent()
                let folder = base.appendingPathComponent(path).standardizedFileURL
                if DirectoryListing.isFolder(folder.path), !plugins.contains(folder) { plugins.append(folder) }
            }
        }
        return plugins
    }

    /// Each `.local(path: …)` in `text`: the path, and whether it is relative to the root.
    static func localPluginPaths(in text: String) -> [(String, Bool)] {
        let pattern = #"\.local\(\s*path:\s*(\.relativeToRoot\(\s*)?(?:\.relativeToManifest\(\s*)?"([^"]*)""#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            guard let path = Range(match.range(at: 2), in: text).map({ String(text[$0]) }) else { return nil }
            var relativeToRoot = match.range(at: 1).location != NSNotFound
            var literal = path
            if !relativeToRoot, literal.hasPrefix("//") { literal.removeFirst(2); relativeToRoot = true }
            return (literal, relativeToRoot)
        }
    }
}
