import Foundation
import ScaffoldSupport

/// What reading a schema found — the SDL rules' warnings, the schema validation's problems —
/// kept by content in `.scaffold/graphql/`, so that a run whose schema has not changed builds it
/// without running either again. On a schema of GitHub's size (1.2 MB of SDL) the two take more
/// than half of a check; the schema itself is still built on every run (GraphQLSwift's schema
/// cannot be stored), and operations are always checked.
///
/// An entry is keyed by the schema's shown path, its text and scaffold's build: a changed
/// schema, or a rebuilt scaffold, reads it anew. Writing a path's entry removes its older ones.
/// A missing, unreadable or damaged entry only costs the time.
public struct GraphQLSchemaCache: Sendable {
    /// The project's `.scaffold/`.
    let folder: ScaffoldFolder
    /// scaffold's build (`ScaffoldVersion.build`), part of every key.
    let toolVersion: String

    static let subfolder = "graphql"

    /// The cache of the project folder `project`, for scaffold's build `toolVersion`.
    public init(project: URL, toolVersion: String) {
        folder = ScaffoldFolder(project: project)
        self.toolVersion = toolVersion
    }

    /// The problems stored for the schema at `path` with `text`, if any.
    func problems(path: String, text: String) -> [Diagnostic]? {
        guard let bytes = folder.read(entry(path: path, text: text)) else { return nil }
        return try? JSONDecoder().decode([Diagnostic].self, from: Data(bytes))
    }

    /// Stores `problems` for the schema at `path` with `text`, in place of the path's older entries.
    func store(_ problems: [Diagnostic], path: String, text: String) {
        guard let data = try? JSONEncoder().encode(problems) else { return }
        let name = entry(path: path, text: text)
        let prefix = Self.prefix(path: path)
        folder.removeEntries(in: Self.subfolder) { $0.hasPrefix(prefix) && Self.subfolder + "/" + $0 != name }
        try? folder.write(name, bytes: Array(data))
    }

    private func entry(path: String, text: String) -> String {
        var hasher = SHA256()
        for part in [toolVersion, path, text] { hasher.update(Array(part.utf8) + [0]) }
        return Self.subfolder + "/" + Self.prefix(path: path) + hasher.finalizeHex() + ".json"
    }

    private static func prefix(path: String) -> String {
        "schema-" + SHA256.hex(of: path).prefix(16) + "-"
    }
}
