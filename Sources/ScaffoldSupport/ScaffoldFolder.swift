#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `.scaffold/`, the folder of a project where scaffold keeps its caches and the prebuild lock:
/// the one way every command reaches it.
///
/// A repository is untrusted, and `.scaffold/` (or a file in it) may be committed as a symbolic
/// link to somewhere else — `prebuild.lock -> ~/.ssh/authorized_keys`. So the folder is walked
/// from the project folder one component at a time with `O_NOFOLLOW`, every file is opened
/// relative to its folder's descriptor with `O_NOFOLLOW`, and a link anywhere below the
/// project folder is refused, whether it leads inside the project or out: the folder is
/// scaffold's own and has no reason to be a link. Files are written through a temporary and a
/// rename in the same folder, so a killed run leaves the old file or the new one.
public struct ScaffoldFolder: Sendable {
    /// The folder's name in a project.
    public static let name = ".scaffold"

    /// The project folder holding `.scaffold/`.
    public let project: URL

    /// The `.scaffold/` of the project folder `project`.
    public init(project: URL) {
        self.project = project.standardizedFileURL
    }

    /// Why `.scaffold/` (or a file in it) cannot be used.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// What is wrong, naming the path.
        public let description: String
    }

    /// `.scaffold/<subfolder>` as a URL, made (with the folders on the way) when missing, after
    /// checking that no component is a link: for tools handed a path (the compiler writing
    /// helper modules).
    public func folder(_ subfolder: String = "") throws(Refusal) -> URL {
        close(try openFolder(subfolder, create: true))
        return subfolder.isEmpty ? project.appendingPathComponent(Self.name) : project.appendingPathComponent(Self.name + "/" + subfolder)
    }

    /// `.scaffold/<subfolder>` as a URL when it exists as a real folder (no link on the way);
    /// `nil` otherwise. Creates nothing.
    public func existingFolder(_ subfolder: String) -> URL? {
        guard let descriptor = try? openFolder(subfolder, create: false) else { return nil }
        close(descriptor)
        return project.appendingPathComponent(Self.name + "/" + subfolder)
    }

    /// The bytes of the regular file `.scaffold/<relative>`; `nil` when it is absent, is not a
    /// regular file (a link, a FIFO: never followed, never waited on), is larger than `limit`
    /// bytes or cannot be read. What a cache reads: a miss only costs time.
    public func read(_ relative: String, limit: Int = 256 << 20) -> [UInt8]? {
        let (subfolder, name) = Self.split(relative)
        guard let folder = try? openFolder(subfolder, create: false) else { return nil }
        defer { close(folder) }
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else { return nil }
        return FileDescriptorIO.readAll(descriptor)
    }

    /// Replaces `.scaffold/<relative>` with `bytes`: written to a temporary beside it (stale
    /// temporaries of runs no longer alive swept first) and renamed over it, which replaces a
    /// link there rather than writing through it.
    public func write(_ relative: String, bytes: [UInt8]) throws(Refusal) {
        let (subfolder, name) = Self.split(relative)
        let folder = try openFolder(subfolder, create: true)
        defer { close(folder) }
        sweep(in: folder) { Self.isTemporary($0) && TemporarySibling.owner(of: $0).map { $0.file == name && !$0.isAlive } ?? false }
        let temporary = TemporarySibling.name(for: name)
        let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw refusal(writing: relative, errno) }
        let written = FileDescriptorIO.writeAll(bytes, to: descriptor)
        let error = errno
        close(descriptor)
        guard written, renameat(folder, temporary, folder, name) == 0 else {
            let failure = written ? errno : error
            _ = unlinkat(folder, temporary, 0)
            throw refusal(writing: relative, failure)
        }
    }

    /// Removes `.scaffold/<relative>` when it is there (a link is removed, never followed).
    public func remove(_ relative: String) {
        let (subfolder, name) = Self.split(relative)
        guard let folder = try? openFolder(subfolder, create: false) else { return }
        _ = unlinkat(folder, name, 0)
        close(folder)
    }

    /// Opens the regular file `.scaffold/<relative>` for reading and writing, creating it when
    /// missing; the caller closes the descriptor. Refuses a link, a FIFO, a device or a folder
    /// there, and never blocks on one.
    public func openFile(_ relative: String) throws(Refusal) -> Int32 {
        let (subfolder, name) = Self.split(relative)
        let folder = try openFolder(subfolder, create: true)
        defer { close(folder) }
        let descriptor = openat(folder, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw refusal(opening: relative, in: folder, name: name, errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw Refusal(description: "\(path(relative)) is \(ProjectBoundary.kind(of: info.st_mode) ?? "not a regular file"), not a file scaffold keeps; remove it")
        }
        // Blocking from here on: the file is known to be a regular one.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Removes from `.scaffold/<subfolder>` the regular files whose names `isStale` accepts
    /// (temporaries a killed run left). Nothing is removed through a link.
    public func removeFiles(in subfolder: String = "", where isStale: (String) -> Bool) {
        guard let folder = try? openFolder(subfolder, create: false) else { return }
        defer { close(folder) }
        sweep(in: folder) { Self.isTemporary($0) && isStale($0) }
    }

    /// Removes from `.scaffold/<subfolder>` the regular files whose names `isOutdated` accepts
    /// (a cache's entries that newer ones replace). Nothing is removed through a link.
    public func removeEntries(in subfolder: String, where isOutdated: (String) -> Bool) {
        guard let folder = try? openFolder(subfolder, create: false) else { return }
        defer { close(folder) }
        sweep(in: folder, where: isOutdated)
    }

    // MARK: Walking

    /// Opens `.scaffold/<subfolder>` component by component from the project folder, never
    /// following a link; with `create`, makes the folders that are missing.
    private func openFolder(_ subfolder: String, create: Bool) throws(Refusal) -> Int32 {
        var current = open(project.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw Refusal(description: "cannot open \(project.path): \(String(cString: strerror(errno)))") }
        var shown = ""
        for component in [Self.name] + subfolder.split(separator: "/").map(String.init) {
            guard component != "..", component != "." else {
                close(current)
                throw Refusal(description: "\(path(subfolder)) leaves \(Self.name)")
            }
            shown = shown.isEmpty ? component : shown + "/" + component
            let parent = current
            defer { close(parent) }
            var next = openat(parent, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(parent, component, 0o755) == 0 || errno == EEXIST {
                    next = openat(parent, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                }
            }
            guard next >= 0 else { throw refusal(opening: shown, in: parent, name: component, errno, folder: true) }
            current = next
        }
        return current
    }

    /// Removes the regular files of the open folder whose names `isStale` accepts.
    /// Whether `name` is a temporary's (`.<file>.….tmp`).
    private static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }

    /// Unlinks the regular files of `folder` whose names `isStale` accepts.
    private func sweep(in folder: Int32, where isStale: (String) -> Bool) {
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else { return }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            guard let field = entry.pointer(to: \.d_name) else { continue }
            let name = String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
            if name != ".", name != "..", isStale(name) { names.append(name) }
        }
        for name in names {
            var info = stat()
            if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG { _ = unlinkat(folder, name, 0) }
        }
    }

    // MARK: Messages

    /// The absolute path of `.scaffold/<relative>`, for messages.
    private func path(_ relative: String) -> String {
        project.path + "/" + Self.name + (relative.isEmpty ? "" : "/" + relative)
    }

    /// Why `name` (spelled `relative` under `.scaffold`) could not be opened in `parent`: what
    /// it is when it is not what was asked for (a link above all), else the system's reason.
    private func refusal(opening relative: String, in parent: Int32, name: String, _ error: Int32, folder: Bool = false) -> Refusal {
        let shown = relative == Self.name ? path("") : (relative.hasPrefix(Self.name + "/") ? project.path + "/" + relative : path(relative))
        var info = stat()
        if fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            if (info.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: shown)).map { " (to '\($0)')" } ?? ""
                return Refusal(description: "\(shown) is a symbolic link\(target); scaffold keeps its caches and lock in a real folder and never follows a link there: remove the link")
            }
            if folder, (info.st_mode & S_IFMT) != S_IFDIR {
                return Refusal(description: "\(shown) is \(ProjectBoundary.kind(of: info.st_mode) ?? "a regular file"), not a folder; scaffold keeps its caches and lock there: remove it")
            }
        }
        return Refusal(description: "cannot open \(shown): \(String(cString: strerror(error)))")
    }

    private func refusal(writing relative: String, _ error: Int32) -> Refusal {
        Refusal(description: "cannot write \(path(relative)): \(String(cString: strerror(error)))")
    }

    /// `a/b/c` → (`a/b`, `c`); `c` → (``, `c`).
    private static func split(_ relative: String) -> (folder: String, name: String) {
        guard let slash = relative.lastIndex(of: "/") else { return ("", relative) }
        return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
    }
}
