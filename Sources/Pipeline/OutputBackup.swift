import Foundation
import ScaffoldSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A step's declared outputs as they were before it ran, so that afterwards
/// - an output that came out byte-identical gets its old modification time back, and Xcode
///   does not recompile what depends on it;
/// - after a failure every output is put back as it was (and outputs the failed run created
///   are removed), so no half-written file is left behind.
struct OutputBackup: Sendable {
    private struct Saved: Sendable {
        let path: String
        let bytes: [UInt8]?
        let modified: timespec?
    }

    private let saved: [Saved]

    /// Saves the outputs of a step (paths relative to `root`).
    init(outputs: [String], root: URL) {
        saved = outputs.map { output in
            let path = root.appendingPathComponent(output).path
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let data = FileManager.default.contents(atPath: path) else {
                return Saved(path: path, bytes: nil, modified: nil)
            }
            #if canImport(Darwin)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            return Saved(path: path, bytes: Array(data), modified: modified)
        }
    }

    /// After a success: outputs whose bytes did not change get their old modification time
    /// back. Returns the outputs that did change (absolute paths).
    func keepUnchangedOutputsUntouched() -> [String] {
        var changed: [String] = []
        for entry in saved {
            guard let bytes = entry.bytes, let modified = entry.modified,
                  let now = FileManager.default.contents(atPath: entry.path), Array(now) == bytes else {
                changed.append(entry.path)
                continue
            }
            Self.setModificationTime(modified, of: entry.path)
        }
        return changed
    }

    /// After a failure: every output back as it was before the run.
    func restore() {
        for entry in saved {
            guard let bytes = entry.bytes, let modified = entry.modified else {
                _ = unlink(entry.path)
                continue
            }
            if let now = FileManager.default.contents(atPath: entry.path), Array(now) == bytes {
                Self.setModificationTime(modified, of: entry.path)
                continue
            }
            guard (try? FileSetWriter.writeAtomically(bytes, to: URL(fileURLWithPath: entry.path))) != nil else { continue }
            Self.setModificationTime(modified, of: entry.path)
        }
    }

    /// Sets the access and modification times of `path` to `time`.
    private static func setModificationTime(_ time: timespec, of path: String) {
        var times = [time, time]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }
}
