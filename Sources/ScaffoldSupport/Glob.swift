import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style glob patterns over a folder tree: `*`, `?`, `[abc]` within one path
/// component, `**` for any number of folders, and `{a,b}` alternatives.
/// Hidden files match only a component that itself starts with a dot.
public enum Glob {
    /// `true` when `pattern` contains glob syntax and so may stand for several paths.
    public static func isPattern(_ pattern: String) -> Bool {
        // Bytes, not Characters: every path of a manifest goes through here.
        pattern.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }
    }

    /// The existing paths under `base` that `pattern` (relative to `base`) matches, relative to
    /// `base`, sorted. Folders match too; `**` never follows symbolic links.
    /// Every folder whose listing the expansion read is noted in `log`.
    public static func expand(_ pattern: String, in base: URL, log: DirectoryLog? = nil) -> [String] {
        var results = Set<String>()
        for alternative in expandBraces(pattern) {
            let components = alternative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            walk(components[...], directory: base.path, relative: "", log: log, into: &results)
        }
        return results.sorted()
    }

    /// Whether the single path component `name` matches the single component `pattern`.
    public static func matches(component name: String, pattern: String) -> Bool {
        fnmatch(pattern, name, FNM_PERIOD) == 0
    }

    /// Whether the relative `path` matches the whole `pattern`, `**` included.
    public static func matches(path: String, pattern: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        return expandBraces(pattern).contains { alternative in
            match(names[...], alternative.split(separator: "/").map(String.init)[...])
        }
    }

    /// Expands `{a,b}` alternatives (nested braces included) into plain patterns.
    public static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: String.Index?
        var commas: [String.Index] = []
        for index in pattern[open...].indices {
            switch pattern[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let head = String(pattern[..<open])
        let tail = String(pattern[pattern.index(after: close)...])
        var bounds = [open] + commas + [close]
        var options: [String] = []
        while bounds.count > 1 {
            options.append(String(pattern[pattern.index(after: bounds[0])..<bounds[1]]))
            bounds.removeFirst()
        }
        return options.flatMap { expandBraces(head + $0 + tail) }
    }

    private static func match(_ names: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let part = parts.first else { return names.isEmpty }
        if part == "**" {
            return names.indices.contains { match(names[$0...], parts.dropFirst()) } || match(names[names.endIndex...], parts.dropFirst())
        }
        guard let name = names.first, matches(component: name, pattern: part) else { return false }
        return match(names.dropFirst(), parts.dropFirst())
    }

    private static func walk(_ parts: ArraySlice<String>, directory: String, relative: String, log: DirectoryLog?, into results: inout Set<String>) {
        guard let part = parts.first else {
            if !relative.isEmpty { results.insert(relative) }
            return
        }
        let rest = parts.dropFirst()
        if part == "**" {
            walk(rest, directory: directory, relative: relative, log: log, into: &results)
            log?.record(directory)
            for entry in DirectoryListing.entries(atPath: directory, log: log) where entry.isDirectory && !entry.name.hasPrefix(".") {
                let child = directory + "/" + entry.name
                guard !isSymbolicLink(child) else { continue }
                walk(parts, directory: child, relative: join(relative, entry.name), log: log, into: &results)
            }
            return
        }
        if !isPattern(part) {
            let child = directory + "/" + part
            log?.record(directory)
            guard let status = DirectoryListing.status(child, log: log) else { return }
            if rest.isEmpty || status.isFolder {
                walk(rest, directory: child, relative: join(relative, part), log: log, into: &results)
            }
            return
        }
        log?.record(directory)
        for entry in DirectoryListing.entries(atPath: directory, log: log) where matches(component: entry.name, pattern: part) {
            if rest.isEmpty || entry.isDirectory {
                walk(rest, directory: directory + "/" + entry.name, relative: join(relative, entry.name), log: log, into: &results)
            }
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func join(_ base: String, _ name: String) -> String {
        base.isEmpty ? name : base + "/" + name
    }
}
