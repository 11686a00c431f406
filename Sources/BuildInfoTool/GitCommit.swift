import Foundation

/// The commit a git folder's `HEAD` is at, read from its files: `HEAD` holds a commit or
/// `ref: refs/heads/<branch>`, whose commit is in the ref's file or in `packed-refs` — in the
/// folder itself or, for a worktree, in the repository's common folder (`commondir`).
enum GitCommit {
    static func read(gitDirectory: URL) -> String? {
        guard let head = line(gitDirectory.appendingPathComponent("HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return isCommit(head) ? head : nil }
        let ref = String(head.dropFirst("ref: ".count))
        var folders = [gitDirectory]
        if let common = line(gitDirectory.appendingPathComponent("commondir")) {
            folders.append(common.hasPrefix("/") ? URL(fileURLWithPath: common) : gitDirectory.appendingPathComponent(common))
        }
        for folder in folders {
            if let commit = line(folder.appendingPathComponent(ref)), isCommit(commit) { return commit }
        }
        for folder in folders {
            guard let packed = try? String(contentsOf: folder.appendingPathComponent("packed-refs"), encoding: .utf8) else { continue }
            for entry in packed.split(separator: "\n") {
                let fields = entry.split(separator: " ", maxSplits: 1)
                if fields.count == 2, fields[1] == ref, isCommit(String(fields[0])) { return String(fields[0]) }
            }
        }
        return nil
    }

    private static func line(_ file: URL) -> String? {
        (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func isCommit(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }
}
