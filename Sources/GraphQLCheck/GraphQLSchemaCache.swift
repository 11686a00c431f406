import Foundation
import ScaffoldSupport

/// What a check found, kept by content in `.scaffold/graphql/`:
/// - what reading a schema found — the SDL rules' warnings, the schema validation's problems —
///   so that a run whose schema has not changed builds it without running either again;
/// - which operations were valid (`GraphQLOperationUnits`' keys: the schema, the operation's
///   text and its fragments'), so that a run validates only the operations that changed.
///
/// On a schema of GitHub's size (1.2 MB of SDL) with 300 operations, the first saves about
/// 70 ms of a run, the second about 200 ms; the schema itself is still parsed and built on
/// every run that checks an operation (GraphQLSwift's schema cannot be stored).
///
/// A schema entry is keyed by the schema's shown path, its text and scaffold's build: a changed
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

    /// The keys of the operations found valid against the schema at `path` (their keys hold
    /// the schema's digest), empty when none are stored.
    func validOperations(path: String) -> Set<String> {
        guard let bytes = folder.read(operationsEntry(path: path)),
              let keys = try? JSONDecoder().decode([String].self, from: Data(bytes)) else { return [] }
        return Set(keys)
    }

    /// Stores `keys` as the valid operations of the schema at `path`, with the most recent of
    /// those stored before (other steps may check other operations against the same schema),
    /// up to `operationLimit` in all.
    func storeValidOperations(_ keys: [String], path: String) {
        let name = operationsEntry(path: path)
        let earlier = folder.read(name).flatMap { try? JSONDecoder().decode([String].self, from: Data($0)) } ?? []
        var seen = Set<String>()
        let kept = (keys + earlier).filter { seen.insert($0).inserted }.prefix(Self.operationLimit)
        guard Set(kept) != Set(earlier), let data = try? JSONEncoder().encode(Array(kept)) else { return }
        try? folder.write(name, bytes: Array(data))
    }

    /// How many valid operations' keys are kept per schema path.
    static let operationLimit = 20_000

    /// A digest of the schema at `path` with `text`, for scaffold's build: what an operation's
    /// key holds of its schema.
    func digest(path: String, text: String) -> String {
        var hasher = SHA256()
        for part in [toolVersion, path, text] { hasher.update(Array(part.utf8) + [0]) }
        return hasher.finalizeHex()
    }

    private func entry(path: String, text: String) -> String {
        Self.subfolder + "/" + Self.prefix(path: path) + digest(path: path, text: text) + ".json"
    }

    private func operationsEntry(path: String) -> String {
        Self.subfolder + "/operations-" + SHA256.hex(of: path).prefix(16) + ".json"
    }

    private static func prefix(path: String) -> String {
        "schema-" + SHA256.hex(of: path).prefix(16) + "-"
    }
}
