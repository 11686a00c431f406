import Foundation
import ScaffoldSupport

/// What `scaffold prebuild` remembers between runs, in `.scaffold/prebuild-cache.json`: for each
/// step that last succeeded, its fingerprint and the digests of its inputs and outputs.
///
/// Written only after a run, with the records of the steps that succeeded in it; a step that
/// failed keeps its previous record, whose fingerprint no longer matches if anything changed.
struct PrebuildCache: Codable, Sendable {
    /// One step's last success.
    struct Record: Codable, Sendable, Equatable {
        /// ``StepFingerprint`` of the run that succeeded.
        var fingerprint: String
        /// Digests of the expanded inputs then, by path relative to the project root.
        var inputs: [String: FileDigest]
        /// Digests of the declared outputs as they were left, by path.
        var outputs: [String: FileDigest]
    }

    /// Bumped when the format changes; another version reads as an empty cache.
    static let formatVersion = 1

    var version = PrebuildCache.formatVersion
    var steps: [String: Record] = [:]

    /// The cache file of the project rooted at `root`.
    static func url(root: URL) -> URL {
        root.appendingPathComponent(".scaffold/prebuild-cache.json")
    }

    /// The cache of `root`, or an empty one when there is none or it can't be read.
    static func load(root: URL) -> PrebuildCache {
        guard let data = try? Data(contentsOf: url(root: root)),
              let cache = try? JSONDecoder().decode(PrebuildCache.self, from: data),
              cache.version == formatVersion else { return PrebuildCache() }
        return cache
    }

    /// Writes the cache atomically.
    func save(root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(self)
        let url = Self.url(root: root)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileSetWriter.writeAtomically(Array(data), to: url)
    }
}
