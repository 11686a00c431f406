#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder that every write and removal of a command must stay beneath, symbolic links
/// resolved: a relative path without `..` can still lead out of the project through a linked
/// folder on the way (`Gen -> /home/me`), and a repository someone else wrote is untrusted.
///
/// Links inside the project that lead to another place inside it are followed; a link that
/// leads outside, or nowhere, is refused, and so is a destination that is not a regular file.
public struct ProjectBoundary: Sendable {
    /// The root as given.
    public let root: URL
    /// The root's real location (every link resolved; for a root that does not exist yet, its
    /// deepest existing folder resolved and the rest appended).
    public let realRoot: String
    /// The real folder nothing may leave: the real root, or the project folder around it.
    public let realLimit: String

    /// The boundary of `root`; with `project`, of the project folder that holds `root` (as
    /// `scaffold new --output Features` writes into a folder of the project, which must not
    /// itself be a link leading out of it).
    public init(root: URL, within project: URL? = nil) {
        self.root = root.standardizedFileURL
        realRoot = Self.resolve(self.root.path)
        realLimit = project.map { Self.resolve($0.standardizedFileURL.path) } ?? realRoot
    }

    /// Why nothing can be written beneath the root: it leads out of the project folder it
    /// was given within (a link on the way); `nil` when it stays inside.
    public var rootProblem: String? {
        isInside(realRoot) ? nil : "\(root.path) leads to '\(realRoot)', outside the project (\(realLimit))"
    }

    /// Why a regular file cannot be written at `relative` (a `/`-separated path under the root
    /// with no `..`), or `nil` when it can: a folder on the way that is a link leading outside
    /// the root or nowhere, or that is not a folder; or a destination that exists as something
    /// other than a regular file (a folder, a link, a FIFO, a device).
    public func problem(writing relative: String) -> String? {
        switch locate(relative) {
        case let .failure(problem): return problem.description
        case let .success(location): return location.kind.map { "it is \($0), not a regular file" }
        }
    }

    /// Why `relative` cannot be reached: a folder on the way that is a link leading outside
    /// the root or nowhere, or that is not a folder; `nil` when every folder stays inside. What
    /// the destination itself is does not matter (a pipeline output may be anything).
    public func problem(reaching relative: String) -> String? {
        if case let .failure(problem) = locate(relative) { return problem.description }
        return nil
    }

    /// Where `relative` really is: its folders with every link resolved (each inside the
    /// project), its own name as written — a link there is the file itself, never followed.
    public func realLocation(of relative: String) throws(Violation) -> String {
        try locate(relative).get().path
    }

    /// The real location of `relative`, when it is a regular file beneath the root (not a link);
    /// `nil` otherwise. What a removal checks before it unlinks anything.
    public func regularFile(_ relative: String) -> String? {
        guard case let .success(location) = locate(relative), location.exists, location.kind == nil else { return nil }
        return location.path
    }

    /// Why the file at `relative` must not be read: every link resolved, it leads outside the
    /// project (a cloned repository's `Ops/x.graphql -> ~/.ssh/id_rsa`); `nil` when it stays inside.
    public func problem(reading relative: String) -> String? {
        let real = Self.resolve(root.appendingPathComponent(relative).path)
        return isInside(real) ? nil : "it leads to '\(real)', outside the project (\(realLimit))"
    }

    /// Whether the absolute `path` is the real limit or beneath it.
    public func isInside(_ path: String) -> Bool {
        path == realLimit || path.hasPrefix(realLimit == "/" ? "/" : realLimit + "/")
    }

    // MARK: Walking the path

    /// Where a path really leads.
    private struct Location {
        /// The real path of the destination (parent resolved, last component as written).
        var path: String
        /// Whether something exists there.
        var exists: Bool
        /// What it is when it is not a regular file ("a folder", "a symbolic link", …); `nil`
        /// for a regular file or nothing.
        var kind: String?
    }

    /// Why a path cannot be reached without leaving the project.
    public struct Violation: Error, CustomStringConvertible {
        /// What leads out, said of the path ("its folder 'Gen' is a symbolic link to …").
        public var description: String
    }

    /// Walks `relative` from the real root one component at a time, with `lstat`, resolving
    /// each link on the way and refusing one that leaves the root.
    private func locate(_ relative: String) -> Result<Location, Violation> {
        guard RelativePath.isContained(relative) else {
            return .failure(Violation(description: "the path leaves \(root.path)"))
        }
        var components = relative.split(separator: "/").filter { $0 != "." }
        guard let name = components.popLast() else { return .failure(Violation(description: "the path is empty")) }
        if let rootProblem { return .failure(Violation(description: rootProblem)) }
        var current = realRoot
        for (index, component) in components.enumerated() {
            let next = current + "/" + component
            // Spelled out only for a violation (this runs for every folder of every file written).
            var shown: String { components[...index].joined(separator: "/") }
            var info = stat()
            guard lstat(next, &info) == 0 else {
                // Nothing there: the rest is created as real folders.
                return .success(Location(path: ([Substring(next)] + components[(index + 1)...] + [name]).joined(separator: "/"), exists: false))
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                current = next
            case S_IFLNK:
                guard let resolved = DirectoryListing.resolvedPath(next) else {
                    return .failure(Violation(description: "its folder '\(shown)' is a symbolic link that leads nowhere"))
                }
                guard isInside(resolved), Self.isFolder(resolved) else {
                    return .failure(Violation(description: isInside(resolved)
                        ? "its folder '\(shown)' is a symbolic link to '\(resolved)', which is not a folder"
                        : "its folder '\(shown)' is a symbolic link to '\(resolved)', outside the project (\(realLimit))"))
                }
                current = resolved
            default:
                return .failure(Violation(description: "'\(shown)' is not a folder"))
            }
        }
        let path = current + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { return .success(Location(path: path, exists: false)) }
        return .success(Location(path: path, exists: true, kind: Self.kind(of: info.st_mode)))
    }

    /// What a file mode names, unless it is a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The real location of `path`, which may not exist yet: its deepest existing ancestor
    /// resolved, the rest appended.
    public static func resolve(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while DirectoryListing.resolvedPath(existing) == nil, existing != "/", !existing.isEmpty {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let base = DirectoryListing.resolvedPath(existing) ?? existing
        return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
    }
}
