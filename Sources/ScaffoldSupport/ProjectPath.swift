import Foundation

/// Paths in the model: relative to the project root, `/`-separated, no `.` components.
public enum ProjectPath {
    /// The repository `folder` is in: the nearest folder at or above it holding a `.git`, or
    /// `nil` when none does.
    public static func repository(containing folder: URL) -> URL? {
        var candidate = folder.standardizedFileURL
        while true {
            if DirectoryListing.exists(candidate.appendingPathComponent(".git").path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    /// `url`'s path relative to `base` when it is inside it, else absolute: how a command
    /// names a file of the project it works in.
    public static func shown(_ url: URL, inside base: URL) -> String {
        let path = url.standardizedFileURL.path, prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` (relative to `base`, or absolute) expressed relative to `root`. String work
    /// only (no URL round trips): this runs for every path of every target.
    public static func relative(_ path: String, base: URL, root: URL) -> String {
        // Most paths: written in the root manifest, already relative and clean.
        if isClean(path), base == root { return path }
        let target = normalized(path.hasPrefix("/") ? path : base.path + "/" + path)
        let from = normalized(root.path)
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The last non-empty component of `path` (`Sources/App.swift` → `App.swift`, `A/B/` → `B`),
    /// or `path` itself when it has none. Bytes from the end: this runs for every build file.
    public static func lastComponent(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var utf8 = path.utf8[...]
        while utf8.last == slash { utf8 = utf8.dropLast() }
        guard !utf8.isEmpty else { return path }
        guard let separator = utf8.lastIndex(of: slash) else { return String(Substring(utf8)) }
        return String(Substring(utf8[utf8.index(after: separator)...]))
    }

    /// The non-empty components of `path` (`A//B/` → `A`, `B`), split on the `/` byte: what
    /// `path.split(separator: "/")` gives, without its walk over `Character`s (grapheme
    /// breaking), which the group tree paid for every file of a project.
    public static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// Whether `path` is relative and already in the form `relative` gives: not empty, no
    /// empty, `.` or `..` component, no trailing `/`.
    private static func isClean(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
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
