import Foundation
import ScaffoldSupport

/// What `swift package dump-package` printed for each `Package.swift` an `.external`
/// dependency reads (the workspace's `Tuist/Package.swift`, its local packages, its checkouts),
/// kept in `<root>/.scaffold/manifest-cache/packages/<hash of the path>.json`. The file's first
/// line is its key — the hash of the manifest's path and bytes and of the `swift` executable's
/// path and stamp — so a load whose packages did not change runs no `swift package`; a damaged
/// or stale entry is a miss and is dumped anew.
struct PackageDumpCache {
    /// The `.scaffold/` of the entries, reached only through ``ScaffoldFolder``.
    let folder: ScaffoldFolder

    /// The cache of the workspace whose root (the folder holding `Tuist/`) is `root`.
    init(root: URL) {
        folder = ScaffoldFolder(project: root)
    }

    /// The key of `manifest` as it is now, or `nil` when it cannot be read.
    func key(of manifest: URL, swift: URL) -> String? {
        guard let bytes = UntrustedFile.bytes(atPath: manifest.path) else { return nil }
        let stamp = FileStamp(path: swift.path)?.description ?? "-"
        return SHA256.hex(of: manifest.standardizedFileURL.path + "\n" + swift.path + "\n" + stamp + "\n" + SHA256.hex(of: bytes))
    }

    /// The dump stored for `manifest` under `key`, if any.
    func text(for manifest: URL, key: String) -> String? {
        guard let bytes = folder.read(entry(for: manifest)), let stored = String(validating: bytes, as: UTF8.self),
              let newline = stored.firstIndex(of: "\n"), stored[..<newline] == key else { return nil }
        return String(stored[stored.index(after: newline)...])
    }

    /// Keeps `text` for `manifest` under `key` (written to a temporary file and renamed into
    /// place; a failure only costs the next load a dump).
    func store(_ text: String, for manifest: URL, key: String) {
        try? folder.write(entry(for: manifest), bytes: Array((key + "\n" + text).utf8))
    }

    private func entry(for manifest: URL) -> String {
        "manifest-cache/packages/" + String(SHA256.hex(of: manifest.standardizedFileURL.path).prefix(16)) + ".json"
    }
}
