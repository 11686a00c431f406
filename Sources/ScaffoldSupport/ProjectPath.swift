import Foundation

/// Paths in the model: relative to the project root, `/`-separated, no `.` components.
public enum ProjectPath {
    /// `path` (relative to `base`, or absolute) expressed relative to `root`. String work
    /// only (no URL round trips): this runs for every path of every target.
    public static func relative(_ path: String, base: URL, root: URL) -> String {
        let target = normalized(path.hasPrefix("/") ? path : base.path + "/" + path)
        let from = normalized(root.path)
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The components of an absolute path with `.`, `..` and empty components resolved.
    private static func normalized(_ path: String) -> [Substring] {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts
    }

    /// The absolute URL of a model path.
    public static func url(_ path: String, root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path).standardizedFileURL
    }
}
