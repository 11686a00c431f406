import Foundation

/// Swift files written to a fresh temporary folder for one test, removed when released.
final class TemporaryFiles {
    /// The folder holding the files.
    let folder: URL
    /// The files' URLs, sorted by name.
    let urls: [URL]

    /// Writes `files` (name → text) into a new temporary folder.
    init(_ files: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dicheck-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder
        urls = files.keys.sorted().map { folder.appendingPathComponent($0) }
        for (name, text) in files {
            try? Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
