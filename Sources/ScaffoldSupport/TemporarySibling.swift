#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// The temporary file a write goes through before it is renamed over its destination:
/// `.<name>.scaffold-<pid>-<n>.tmp` beside it, so that one left by a killed run can be told
/// from one still in use (its process is gone) and swept by the next run.
public enum TemporarySibling {
    private static let counter = Mutex(0)

    /// A fresh temporary name for the file `name`, unique in this process.
    public static func name(for name: String) -> String {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        return ".\(name).scaffold-\(getpid())-\(number).tmp"
    }

    /// Removes, from `folder`, the temporaries of the files named `names` that a run no longer
    /// alive left behind (and those of earlier versions, `.<name>.<UUID>.tmp`). Only regular
    /// files are removed. Returns the names removed.
    @discardableResult
    public static func sweep(folder: String, names: Set<String>) -> [String] {
        var removed: [String] = []
        for entry in DirectoryListing.entries(atPath: folder) where entry.name.hasPrefix(".") && entry.name.hasSuffix(".tmp") {
            guard let owner = owner(of: entry.name), names.contains(owner.file), !owner.isAlive else { continue }
            let path = folder + "/" + entry.name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, unlink(path) == 0 else { continue }
            removed.append(entry.name)
        }
        return removed
    }

    /// The file a temporary name belongs to, and whether the process that made it still runs.
    static func owner(of temporary: String) -> (file: String, isAlive: Bool)? {
        let body = temporary.dropFirst().dropLast(4)
        if let marker = body.range(of: ".scaffold-", options: .backwards) {
            let tail = body[marker.upperBound...].split(separator: "-")
            guard tail.count == 2, let pid = Int32(tail[0]), Int(tail[1]) != nil else { return nil }
            let alive = pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH
            return (String(body[..<marker.lowerBound]), alive)
        }
        // Earlier versions: `.<name>.<UUID>.tmp`, with no owner to ask; a run of those
        // versions is not running beside this one.
        guard body.count > 37, let dot = body.index(body.endIndex, offsetBy: -37, limitedBy: body.startIndex),
              body[dot] == ".", UUID(uuidString: String(body[body.index(after: dot)...])) != nil else { return nil }
        return (String(body[..<dot]), false)
    }
}
