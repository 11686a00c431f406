import Foundation
import ManifestLoader
import ScaffoldSupport

/// Where `scaffold new` writes when no `--output` is given: beside the features the project
/// already reads. A template writes its `module.yml` at a path like `Features/Search/module.yml`;
/// the manifest reads features through an `include:` glob like `Example/Features/*/module.yml`;
/// the folder that makes the one match the other (`Example/`) is where the files go, whatever
/// folder of the project the command runs in. Without such a glob (or for a Swift manifest,
/// which reads no module.yml) it is the working folder, as before.
enum FeatureLocation {
    /// The folder under which `module` (a path the template writes) is read by `manifest`'s
    /// `include:`, or `nil` when no include glob reads it from any folder of the project.
    static func folder(for module: String, manifest: URL) -> URL? {
        guard manifest.pathExtension != "swift" else { return nil }
        let root = manifest.deletingLastPathComponent()
        let moduleParts = module.split(separator: "/").map(String.init)
        for pattern in includePatterns(of: manifest).flatMap(Glob.expandBraces) {
            let parts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
            guard !pattern.hasPrefix("/"), !parts.contains("..") else { continue }
            // The longest literal head of the pattern that, with the module path after it,
            // matches the pattern.
            let literal = parts.prefix { !Glob.isPattern($0) }
            for count in stride(from: min(literal.count, parts.count - 1), through: 0, by: -1) {
                let prefix = Array(literal.prefix(count))
                if Glob.matches(path: (prefix + moduleParts).joined(separator: "/"), pattern: parts.joined(separator: "/")) {
                    return prefix.isEmpty ? root : root.appendingPathComponent(prefix.joined(separator: "/"))
                }
            }
        }
        return nil
    }

    /// The paths of the root manifest's `include:` (a path, a list of paths, or entries
    /// with a `path:`), as written.
    private static func includePatterns(of manifest: URL) -> [String] {
        guard let include = LocatedYAML.read(manifest, displayPath: { $0.path }).node?.value(forKey: "include") else { return [] }
        let items = include.items ?? [include]
        return items.compactMap { $0.scalar ?? $0.value(forKey: "path")?.scalar }
    }
}
