import Foundation
import ScaffoldSupport

/// `.scaffold/generate-cache`: the fingerprint of the last generation's inputs and the stamp
/// (size, mtime, inode) of every file it wrote. A best-effort record: when it is missing,
/// unreadable or stale, `generate` simply does the full work.
struct GenerationCache {
    /// What the last run recorded.
    struct Record {
        var fingerprint: String
        var schemeCount: Int
        var files: [String]
        var stamps: [String: FileStamp] = [:]
    }

    let root: URL

    private var url: URL { root.appendingPathComponent(".scaffold/generate-cache") }

    /// The last record, if readable.
    func read() -> Record? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let fingerprint = lines.popFirst(), let count = lines.popFirst().flatMap({ Int($0) }) else { return nil }
        var record = Record(fingerprint: String(fingerprint), schemeCount: count, files: [])
        for line in lines where !line.isEmpty {
            guard let space = line.firstIndex(of: " "), let stamp = FileStamp(line[..<space]) else { return nil }
            let path = String(line[line.index(after: space)...])
            record.files.append(path)
            record.stamps[path] = stamp
        }
        return record
    }

    /// Whether every file the record lists is still there, untouched since it was written.
    func isIntact(_ record: Record) -> Bool {
        record.files.allSatisfy { path in FileStamp(path: root.appendingPathComponent(path).path) == record.stamps[path] }
    }

    /// Records `record`, stamping its files as they are now. Failures are ignored: the cache
    /// only saves time.
    func write(_ record: Record) {
        var text = "\(record.fingerprint)\n\(record.schemeCount)\n"
        for path in record.files {
            guard let stamp = FileStamp(path: root.appendingPathComponent(path).path) else { return }
            text += "\(stamp) \(path)\n"
        }
        try? FileSetWriter.writeAtomically(Array(text.utf8), to: url)
    }
}
