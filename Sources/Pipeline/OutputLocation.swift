import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a step's declared output really is: its parent folder with every symbolic link
/// resolved, which must be the project's real root or beneath it. The output's own name is not
/// resolved — a link there is the output itself, and is never followed.
///
/// Checked before an output is backed up and again before it is restored, since the step may
/// have replaced a folder on the way with a link.
struct OutputLocation: Sendable {
    /// Why an output's location is refused.
    struct Refusal: Error, CustomStringConvertible {
        /// The message, naming the output as declared.
        let description: String
    }

    /// The output as declared, relative to the project root.
    let output: String
    /// The real path of its folder followed by its name.
    let path: String

    /// The location of `output` (relative to `root`, whose real path is `realRoot`), or why it
    /// is refused: a folder on the way leads outside the project, or it names no file.
    static func of(_ output: String, root: URL, realRoot: String) throws(Refusal) -> OutputLocation {
        var components = (root.path + "/" + output).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = components.popLast(), name != ".", name != ".." else {
            throw Refusal(description: "its declared output '\(output)' names no file")
        }
        guard let folder = realFolder("/" + components.joined(separator: "/")), isInside(folder, realRoot) else {
            throw Refusal(description: "its declared output '\(output)' is outside the project (\(realRoot))")
        }
        return OutputLocation(output: output, path: (folder == "/" ? "" : folder) + "/" + name)
    }

    /// The real path of the project root `root`.
    static func realRoot(_ root: URL) -> String {
        realPath(root.path) ?? root.standardizedFileURL.path
    }

    /// The real path of `folder`, which may not exist yet: its deepest existing ancestor
    /// resolved and the rest appended; `nil` when that ancestor is a link that leads nowhere
    /// (it may lead anywhere once the step runs) or the part that does not exist has a `..`.
    private static func realFolder(_ folder: String) -> String? {
        var existing = folder
        var rest: [String] = []
        var info = stat()
        while lstat(existing, &info) != 0, existing != "/", !existing.isEmpty {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let base = realPath(existing), !rest.contains("..") else { return nil }
        let kept = rest.filter { $0 != "." }
        return kept.isEmpty ? base : (base == "/" ? "" : base) + "/" + kept.joined(separator: "/")
    }

    /// Whether `path` is `root` or beneath it.
    private static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with every link resolved, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
