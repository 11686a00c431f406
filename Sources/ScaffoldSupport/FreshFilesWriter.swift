#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files that do not exist yet — what `scaffold new` makes — all or nothing: the whole
/// tree is written into a staging folder in `.scaffold/staging/` first, then each *fresh root*
/// (the topmost folder, or file, of a path that does not exist yet: `Features/Search` when
/// `Features/` exists) is renamed into place. A feature is one fresh root, so it appears whole
/// in one rename or not at all; a run killed while staging leaves only its staging folder,
/// which the next run removes. Nothing that exists is ever replaced: a rename onto a folder
/// that appeared meanwhile fails rather than mix two trees.
///
/// The caller holds the project's ``ProjectLock``, so two runs never stage the same files.
public struct FreshFilesWriter: Sendable {
    /// The folder the files' paths are relative to.
    public let root: URL
    /// The project whose `.scaffold/` holds the staging folder.
    public let scaffold: ScaffoldFolder

    /// Files that could not be written fresh: something already exists at these paths.
    public struct Existing: Error, Sendable {
        /// The paths (relative to the root) that exist.
        public var paths: [String]
    }

    /// Creates a writer of files under `root`, staged in the `.scaffold/` of `project`.
    public init(root: URL, project: URL) {
        self.root = root.standardizedFileURL
        scaffold = ScaffoldFolder(project: project)
    }

    /// What happened.
    public enum Outcome: Sendable {
        /// The files were written; the fresh roots renamed into place, in order.
        case written(roots: [String])
        /// The staging folder is on another file system than the root: nothing was written,
        /// and the caller writes the files another way.
        case crossDevice
    }

    /// Writes `files`, none of which may exist. Throws ``Existing`` (having written nothing)
    /// when some do; a `WriteFailure` when the disk refuses.
    public func write(_ files: FileSet) throws -> Outcome {
        removeAbandonedStaging()
        let existing = files.paths.filter { Self.exists(root.path + "/" + $0) }
        guard existing.isEmpty else { throw Existing(paths: existing) }
        let roots = freshRoots(of: files.paths)
        let staging: URL
        do {
            staging = try scaffold.folder(Self.stagingFolder + "/" + Self.stagingName())
        } catch {
            throw WriteFailure(path: nil, reason: error.description)
        }
        do {
            try stage(files, in: staging)
            for (index, fresh) in roots.enumerated() {
                guard rename(staging.path + "/" + fresh, root.path + "/" + fresh) == 0 else {
                    let error = errno
                    // Nothing of this run is in place yet when the first rename fails.
                    if index == 0, error == EXDEV {
                        try? FileManager.default.removeItem(at: staging)
                        return .crossDevice
                    }
                    if error == EEXIST || error == ENOTEMPTY {
                        throw Existing(paths: [fresh])
                    }
                    throw WriteFailure(path: root.path + "/" + fresh, reason: String(cString: strerror(error)))
                }
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        try? FileManager.default.removeItem(at: staging)
        return .written(roots: roots)
    }

    /// The topmost path of each file that does not exist, in path order, each once.
    func freshRoots(of paths: [String]) -> [String] {
        var roots: [String] = []
        var seen = Set<String>()
        for path in paths.sorted() {
            let components = path.split(separator: "/").map(String.init)
            var prefix = ""
            for component in components {
                prefix = prefix.isEmpty ? component : prefix + "/" + component
                if !Self.exists(root.path + "/" + prefix) { break }
            }
            if seen.insert(prefix).inserted { roots.append(prefix) }
        }
        return roots
    }

    /// Writes every file under `staging`, folders made on the way; no file or link there is
    /// followed or replaced (the folder is this run's own and new).
    private func stage(_ files: FileSet, in staging: URL) throws {
        for path in files.paths {
            let destination = staging.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw WriteFailure(path: root.path + "/" + path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            for chunk in (files.contents[path] ?? FileContents([])).chunks {
                guard FileDescriptorIO.writeAll(chunk, to: descriptor) else {
                    throw WriteFailure(path: root.path + "/" + path, reason: String(cString: strerror(errno)))
                }
            }
            do { try FaultInjection.reach("stage \(path)") } catch { throw WriteFailure(path: root.path + "/" + path, reason: error.description) }
        }
    }

    // MARK: Staging folders

    /// Where staging folders are made, in `.scaffold/`.
    static let stagingFolder = "staging"

    /// `new-<pid>-<n>`: the pid tells a folder a killed run left from one in use.
    private static func stagingName() -> String {
        TemporarySibling.name(for: "new").dropFirst().replacingOccurrences(of: ".scaffold-", with: "-")
    }

    /// Removes the staging folders of runs no longer alive (killed while staging).
    private func removeAbandonedStaging() {
        guard let folder = scaffold.existingFolder(Self.stagingFolder) else { return }
        for entry in DirectoryListing.entries(atPath: folder.path) where entry.isDirectory {
            guard let pid = Self.owner(of: entry.name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry.name))
        }
    }

    /// The pid in a staging folder's name (`new-<pid>-<n>.tmp`).
    static func owner(of name: String) -> Int32? {
        let parts = name.split(separator: "-")
        guard parts.count == 3, parts[0] == "new" else { return nil }
        return Int32(parts[1])
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
