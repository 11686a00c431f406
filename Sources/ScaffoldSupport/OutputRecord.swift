import Foundation

/// The files scaffold wrote where a command's `--output` told it to (`scaffold graph --output
/// graph.svg`), kept in `.scaffold/outputs` as `<sha256> <path relative to the project>` lines.
///
/// One rule for every `--output` that names a file: scaffold writes it where nothing is, and
/// replaces only a file it wrote there itself, still exactly as written; anything else —
/// `--output Project.yml`, a source file, a file the user edited since — is refused unless
/// the command is given `--force`. (Commands whose `--output` is a folder, `new` and
/// `template new`, never replace a file without `--force` at all.)
public struct OutputRecord: Sendable {
    /// The record's file in `.scaffold/`.
    static let fileName = "outputs"

    private let scaffold: ScaffoldFolder

    /// The record of the project at `project`.
    public init(project: URL) {
        scaffold = ScaffoldFolder(project: project)
    }

    /// Why the file at `relative` (inside the project) may not be replaced with `bytes`, or
    /// `nil` when it may: nothing is there, it already holds `bytes`, or scaffold wrote exactly
    /// what is there.
    public func problem(replacing relative: String, with bytes: [UInt8]) -> String? {
        let path = scaffold.project.path + "/" + relative
        guard DirectoryListing.exists(path) || isLink(path) else { return nil }
        guard let existing = UntrustedFile.bytes(atPath: path),
              existing.elementsEqual(bytes) || entries()[relative] == SHA256.hex(of: existing) else {
            return "\(relative) exists and scaffold did not write it (or it changed since)"
        }
        return nil
    }

    /// Notes that scaffold wrote `bytes` at `relative`. Best effort: a record that cannot be
    /// written only makes the next run ask for `--force`.
    public func record(_ relative: String, bytes: [UInt8]) {
        var entries = entries()
        entries[relative] = SHA256.hex(of: bytes)
        let text = entries.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
        try? scaffold.write(Self.fileName, bytes: Array(text.utf8))
    }

    /// Path → digest, as recorded.
    private func entries() -> [String: String] {
        guard let bytes = scaffold.read(Self.fileName) else { return [:] }
        var entries: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            entries[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return entries
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
