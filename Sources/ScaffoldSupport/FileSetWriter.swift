import Foundation

/// Applies a `FileSet` under a root folder: writes only what differs, each file atomically
/// (temporary file and rename), or, in check mode, writes nothing and reports the drift.
public struct FileSetWriter: Sendable {
    /// What the writer does with differences.
    public enum Mode: Sendable {
        /// Write files whose bytes differ.
        case write
        /// Write nothing; report what would change.
        case check
    }

    /// What happened to each path.
    public struct Report: Sendable, Equatable {
        /// Paths that did not exist before.
        public var created: [String] = []
        /// Paths whose bytes changed.
        public var updated: [String] = []
        /// Paths left alone because their bytes were already right.
        public var unchanged: [String] = []
        /// Paths deleted (or, in check mode, that would be).
        public var removed: [String] = []

        /// Creates a report.
        public init(created: [String] = [], updated: [String] = [], unchanged: [String] = [], removed: [String] = []) {
            self.created = created
            self.updated = updated
            self.unchanged = unchanged
            self.removed = removed
        }

        /// Whether anything was (or, in check mode, would be) written or removed.
        public var hasChanges: Bool { !created.isEmpty || !updated.isEmpty || !removed.isEmpty }
    }

    /// The folder that relative paths are resolved against.
    public var root: URL
    /// Write or check.
    public var mode: Mode

    /// Creates a writer for `root`.
    public init(root: URL, mode: Mode = .write) {
        self.root = root
        self.mode = mode
    }

    /// Compares every file with the disk and, in write mode, writes those that differ and
    /// deletes the `removing` paths that exist (files this tool wrote before and no longer
    /// writes). Throws before writing anything when a path is absolute or leaves `root`.
    public func apply(_ fileSet: FileSet, removing: [String] = []) throws -> Report {
        for path in fileSet.paths + removing where !RelativePath.isContained(path) {
            throw DiagnosticsError([.error("refusing to write '\(path)': paths must stay inside \(root.path)")])
        }
        var report = Report()
        for path in fileSet.paths {
            let url = root.appendingPathComponent(path)
            let bytes = fileSet.files[path] ?? []
            let existing = FileManager.default.contents(atPath: url.path)
            if let existing, Array(existing) == bytes {
                report.unchanged.append(path)
                continue
            }
            if existing == nil { report.created.append(path) } else { report.updated.append(path) }
            if mode == .write { try Self.writeAtomically(bytes, to: url) }
        }
        for path in removing.sorted() where fileSet.files[path] == nil {
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            report.removed.append(path)
            if mode == .write { try FileManager.default.removeItem(at: url) }
        }
        return report
    }

    /// Writes `bytes` to a temporary file beside `url`, then renames it over `url`.
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

/// Checks on user-supplied relative paths.
public enum RelativePath {
    /// `true` when `path` is relative and has no `..` component, so it stays under its root.
    public static func isContained(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
