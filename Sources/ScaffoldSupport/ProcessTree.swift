import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes a child started, found by their parent links: what a timeout must stop besides
/// the child's process group, since a program may start its own children in a session of their
/// own (Foundation's `Process` does), out of reach of a signal to the group.
enum ProcessTree {
    /// A process as found: its pid and its start time, which tells it from a later process
    /// given the same pid.
    struct Process: Equatable {
        var pid: pid_t
        var started: String
    }

    /// Every living descendant of `pid` (children, their children, …), from `/proc` on Linux;
    /// none elsewhere (there the process group is what is signalled).
    static func descendants(of pid: pid_t) -> [Process] {
        #if os(Linux)
        var children: [pid_t: [Process]] = [:]
        for entry in DirectoryListing.entries(atPath: "/proc") where entry.isDirectory {
            guard let process = pid_t(entry.name), let (parent, started) = status(of: process) else { continue }
            children[parent, default: []].append(Process(pid: process, started: started))
        }
        var found: [Process] = []
        var pending = [pid]
        while let next = pending.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                pending.append(child.pid)
            }
        }
        return found
        #else
        return []
        #endif
    }

    /// Sends `signal` to `process` if it is still that process (same start time), not a later
    /// one that was given its pid.
    static func signal(_ process: Process, _ signal: Int32) {
        #if os(Linux)
        guard status(of: process.pid)?.started == process.started else { return }
        #endif
        _ = kill(process.pid, signal)
    }

    /// The parent and start time of `pid`, from `/proc/<pid>/stat` (fields 4 and 22; the
    /// command before them is in parentheses and may hold any character).
    private static func status(of pid: pid_t) -> (parent: pid_t, started: String)? {
        guard let text = UntrustedFile.text(atPath: "/proc/\(pid)/stat", limit: 4096), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let parent = pid_t(fields[1]) else { return nil }
        return (parent, String(fields[19]))
    }
}
