import Foundation
import ScaffoldSupport

/// The plugins of a Tuist project: the folders `Tuist.swift` or `Tuist/Config.swift` name
/// with `.local(path:)`, and the checkouts of those named with `.git(url:…)` (see
/// ``GitPlugin``), read from the text (the configuration is not compiled for this), and
/// for each its name (`Plugin(name:)` in its `Plugin.swift`, else the folder's name) and the
/// files of its `ProjectDescriptionHelpers`, which manifests import as a module of that name.
public enum TuistPlugins {
    /// One local plugin's helper module.
    public struct Module: Sendable, Equatable {
        /// The module's name: the plugin's.
        public var name: String
        /// Its `.swift` files, sorted.
        public var files: [URL]
    }

    /// The folders of the local plugins named in `root`'s `Tuist.swift` or `Tuist/Config.swift`
    /// (`.local(path: "…")` relative to that file's folder, `.local(path: .relativeToRoot("…"))`
    /// or a `//…` literal to the root). Those that exist, in the order written.
    public static func folders(root: URL) -> [URL] {
        var plugins: [URL] = []
        for config in [root.appendingPathComponent("Tuist.swift"), root.appendingPathComponent("Tuist/Config.swift")] {
            guard let text = UntrustedFile.text(atPath: config.path) else { continue }
            for (path, relativeToRoot) in localPluginPaths(in: text) {
                let base = relativeToRoot ? root : config.deletingLastPathComponent()
                let folder = base.appendingPathComponent(path).standardizedFileURL
                if DirectoryListing.isFolder(folder.path), !plugins.contains(folder) { plugins.append(folder) }
            }
        }
        for plugin in GitPlugin.declared(root: root, displayPath: \.path) where !plugin.leavesCheckout {
            let folder = plugin.folder(root: root)
            if DirectoryListing.isFolder(folder.path), !plugins.contains(folder) { plugins.append(folder) }
        }
        return plugins
    }

    /// The helper modules of `root`'s local plugins that have helpers.
    public static func modules(root: URL) -> [Module] {
        folders(root: root).compactMap { folder in
            let helpers = folder.appendingPathComponent("ProjectDescriptionHelpers")
            guard DirectoryListing.isFolder(helpers.path) else { return nil }
            let files = (FileManager.default.enumerator(at: helpers, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "swift" && !DirectoryListing.isFolder($0.path) }
                .map(\.standardizedFileURL).sorted { $0.path < $1.path }
            return files.isEmpty ? nil : Module(name: name(of: folder), files: files)
        }
    }

    /// The plugin's name: `Plugin(name: "…")` in its `Plugin.swift`, else its folder's name.
    static func name(of folder: URL) -> String {
        let manifest = UntrustedFile.text(atPath: folder.appendingPathComponent("Plugin.swift").path) ?? ""
        let expression = try? NSRegularExpression(pattern: #"Plugin\(\s*name:\s*"([A-Za-z_][A-Za-z0-9_]*)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        if let match = expression?.firstMatch(in: manifest, range: range), let name = Range(match.range(at: 1), in: manifest) {
            return String(manifest[name])
        }
        return folder.lastPathComponent
    }

    /// Each `.local(path: …)` in `text`: the path, and whether it is relative to the root.
    public static func localPluginPaths(in text: String) -> [(String, Bool)] {
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
