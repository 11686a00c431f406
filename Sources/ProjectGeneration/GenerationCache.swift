import Foundation
import ManifestLoader
import ScaffoldSupport

/// `.scaffold/generate-cache`: what the last generation depended on and what it wrote, so a
/// run with nothing changed can stop early. A best-effort record: when it is missing,
/// unreadable or stale, `generate` simply does the full work.
///
/// Two checks use it. After loading the manifest, the *fingerprint* (tool, resolved manifest,
/// files found in the source folders) must match and every written file be untouched. Before
/// loading — the fast path — the same tool, manifest files, environment variables and folder
/// listings (by the folders' stamps: adding, removing or renaming a file changes its folder's
/// mtime) must be unchanged, and every written file untouched.
struct GenerationCache {
    /// What the last run recorded.
    struct Record: Equatable {
        var tool = ""
        var manifest = ""
        var fingerprint = ""
        var schemeCount = 0
        /// Absolute path → stamp: manifest files and other files the load read.
        var inputs: [String: FileStamp] = [:]
        /// Absolute path → stamp of each folder whose listing mattered.
        var folders: [String: FileStamp] = [:]
        /// Environment variables the manifest asked for (`nil`: unset), as `ConsultedInputs` has them.
        var environment: [String: String?] = [:]
        /// Pipeline outputs (relative) that must exist.
        var outputs: [String] = []
        /// Written files (relative) and their stamps.
        var files: [String: FileStamp] = [:]
    }

    static let header = "scaffold-generate-cache 2"

    let root: URL

    /// The record's file in `.scaffold/`, reached only through ``ScaffoldFolder``.
    private static let fileName = "generate-cache"

    private var folder: ScaffoldFolder { ScaffoldFolder(project: root) }

    /// The last record, if readable.
    func read() -> Record? {
        guard let bytes = folder.read(Self.fileName), let text = String(validating: bytes, as: UTF8.self) else { return nil }
        // Split by byte: splitting by Character costs a grapheme check per byte.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }[...]
        guard lines.popFirst() == Substring(Self.header) else { return nil }
        var record = Record()
        for line in lines {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let kind = line[..<space]
            let rest = line[line.index(after: space)...]
            switch kind {
            case "tool": record.tool = String(rest)
            case "manifest": record.manifest = String(rest)
            case "fingerprint": record.fingerprint = String(rest)
            case "schemes": record.schemeCount = Int(rest) ?? 0
            case "output": record.outputs.append(String(rest))
            case "env":
                if let equals = rest.firstIndex(of: "=") {
                    record.environment[String(rest[..<equals])] = .some(Self.unescape(rest[rest.index(after: equals)...]))
                } else {
                    record.environment[String(rest)] = .some(nil)
                }
            case "input", "folder", "file":
                guard let split = rest.firstIndex(of: " "), let stamp = FileStamp(rest[..<split]) else { return nil }
                let path = String(rest[rest.index(after: split)...])
                if kind == "input" { record.inputs[path] = stamp } else if kind == "folder" { record.folders[path] = stamp } else { record.files[path] = stamp }
            default: return nil
            }
        }
        return record
    }

    /// Creates the cache's folder, so that creating it later does not change the project
    /// folder's stamp after the stamps were taken.
    func prepare() {
        _ = try? folder.folder()
    }

    /// Removes the record, so that no run trusts it until a finished run writes a new one.
    func remove() {
        folder.remove(Self.fileName)
    }

    /// Writes `record` unless the file holds it already. Failures are ignored: the cache only saves time.
    func write(_ record: Record) {
        var text = Self.header + "\n"
        text += "tool \(record.tool)\nmanifest \(record.manifest)\nfingerprint \(record.fingerprint)\nschemes \(record.schemeCount)\n"
        for (path, stamp) in record.inputs.sorted(by: { $0.key < $1.key }) { text += "input \(stamp) \(path)\n" }
        for (path, stamp) in record.folders.sorted(by: { $0.key < $1.key }) { text += "folder \(stamp) \(path)\n" }
        for (name, value) in record.environment.sorted(by: { $0.key < $1.key }) {
            text += value.map { "env \(name)=\(Self.escape($0))\n" } ?? "env \(name)\n"
        }
        for output in record.outputs.sorted() { text += "output \(output)\n" }
        for (path, stamp) in record.files.sorted(by: { $0.key < $1.key }) { text += "file \(stamp) \(path)\n" }
        // A run that changed nothing leaves the record as it was: a no-op writes nothing.
        let bytes = Array(text.utf8)
        guard folder.read(Self.fileName) != bytes else { return }
        try? folder.write(Self.fileName, bytes: bytes)
    }

    /// Whether every written file is still there, untouched since it was written.
    func filesAreIntact(_ record: Record) -> Bool {
        record.files.allSatisfy { path, stamp in FileStamp(path: root.appendingPathComponent(path).path) == stamp }
    }

    /// The fast-path check: nothing the last run depended on has changed.
    func dependenciesAreUnchanged(_ record: Record, manifest: URL, tool: String, environment: [String: String]) -> Bool {
        // Cheapest and likeliest to fail first.
        record.tool == tool && record.manifest == manifest.path && !record.inputs.isEmpty
            && record.environment.allSatisfy { name, value in ConsultedInputs.value(of: name, in: environment) == value }
            && record.inputs.allSatisfy { path, stamp in FileStamp(path: path) == stamp }
            && filesAreIntact(record)
            && record.outputs.allSatisfy { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            && record.folders.allSatisfy { path, stamp in FileStamp(path: path) == stamp }
    }

    /// The stamps of `paths` as they are now (absent paths left out).
    static func stamps(_ paths: [String], relativeTo root: URL? = nil) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        // Strings, not URL operations (microseconds each, for every file written).
        let base = root.map { $0.path == "/" ? "/" : $0.path + "/" }
        for path in paths {
            let absolute = base.map { $0 + path } ?? path
            if let stamp = FileStamp(path: absolute) { stamps[path] = stamp }
        }
        return stamps
    }

    private static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    private static func unescape(_ value: Substring) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
