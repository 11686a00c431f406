import Foundation
import ScaffoldSupport

/// What `scaffold prebuild` remembers between runs, in `.scaffold/prebuild-cache`: for each
/// step that last succeeded, its fingerprint and the digests of its inputs and outputs.
///
/// Written only after a run, with the records of the steps that succeeded in it; a step that
/// failed keeps its previous record, whose fingerprint no longer matches if anything changed.
/// A line format rather than JSON: the no-op run reads it whole, and this parses in a fraction
/// of the time. Each line is `kind hash stamp name-or-path`; the path comes last, so it may
/// hold spaces.
struct PrebuildCache: Sendable {
    /// One step's last success.
    struct Record: Sendable, Equatable {
        /// ``StepFingerprint`` of the run that succeeded.
        var fingerprint: String
        /// Digests of the expanded inputs then, by path relative to the project root.
        var inputs: [String: FileDigest]
        /// Digests of the declared outputs as they were left, by path.
        var outputs: [String: FileDigest]
    }

    /// The first line; another one reads as an empty cache.
    static let header = "scaffold-prebuild-cache 1"

    var steps: [String: Record] = [:]

    /// The cache file's name in `.scaffold/`.
    static let fileName = "prebuild-cache"

    /// The cache file of the project rooted at `root`.
    static func url(root: URL) -> URL {
        root.appendingPathComponent(ScaffoldFolder.name + "/" + fileName)
    }

    /// The cache of `root`, or an empty one when there is none or it can't be read (or is not
    /// a regular file in a real `.scaffold` folder: see ``ScaffoldFolder``).
    static func load(root: URL) -> PrebuildCache {
        guard let data = ScaffoldFolder(project: root).read(fileName) else { return PrebuildCache() }
        return parse(String(decoding: data, as: UTF8.self)) ?? PrebuildCache()
    }

    /// Parses the text form; `nil` when any line is malformed. Works on UTF-8 bytes: it reads
    /// every digest of every step on each run, the no-op included.
    static func parse(_ text: String) -> PrebuildCache? {
        let space = UInt8(ascii: " ")
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"))[...]
        guard let first = lines.popFirst(), String(Substring(first)) == header else { return nil }
        var cache = PrebuildCache()
        var current: (name: String, record: Record)?
        for line in lines {
            let fields = line.split(separator: space, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
            let name = String(Substring(fields[3]))
            let stamp = fields[2].elementsEqual("-".utf8) ? nil : String(Substring(fields[2]))
            let digest = FileDigest(stamp: stamp, hash: String(Substring(fields[1])))
            switch fields[0].first {
            case UInt8(ascii: "s"):
                if let current { cache.steps[current.name] = current.record }
                current = (name, Record(fingerprint: digest.hash, inputs: [:], outputs: [:]))
            case UInt8(ascii: "i"): current?.record.inputs[name] = digest
            case UInt8(ascii: "o"): current?.record.outputs[name] = digest
            default: return nil
            }
        }
        if let current { cache.steps[current.name] = current.record }
        return cache
    }

    /// The text form, sorted, so the file only changes when a record does.
    var text: String {
        var lines = [Self.header]
        for (name, record) in steps.sorted(by: { $0.key < $1.key }) {
            lines.append("step \(record.fingerprint) - \(name)")
            for (path, digest) in record.inputs.sorted(by: { $0.key < $1.key }) { lines.append("in \(digest.hash) \(digest.stamp ?? "-") \(path)") }
            for (path, digest) in record.outputs.sorted(by: { $0.key < $1.key }) { lines.append("out \(digest.hash) \(digest.stamp ?? "-") \(path)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Removes the temporary files that a run killed while saving the cache left in
    /// `.scaffold` (`.prebuild-cache.<anything>.tmp`, regular files only). Only under the
    /// project's ``ProjectLock``: runs that hold it are the only writers of the cache, so every
    /// such file then is stale.
    static func removeStaleTemporaries(root: URL) {
        let prefix = "." + fileName + "."
        ScaffoldFolder(project: root).removeFiles { $0.hasPrefix(prefix) }
    }

    /// Writes the cache atomically.
    func save(root: URL) throws {
        try ScaffoldFolder(project: root).write(Self.fileName, bytes: Array(text.utf8))
    }
}
