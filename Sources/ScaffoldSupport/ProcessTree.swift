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
    /// Every living descendant of `pid` (children, their children, …), from `/proc` on Linux;
    /// none elsewhere (there the process group is what is signalled).
    static func descendants(of pid: pid_t) -> [pid_t] {
        #if os(Linux)
        var children: [pid_t: [pid_t]] = [:]
        for entry in DirectoryListing.entries(atPath: "/proc") where entry.isDirectory {
            guard let process = pid_t(entry.name), let parent = parent(of: process) else { continue }
            children[parent, default: []].append(process)
        }
        var found: [pid_t] = []
        var pending = [pid]
        while let next = pending.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                pending.append(child)
            }
        }
        return found
        #else
        return []
        #endif
    }

    /// The parent of `pid`, from `/proc/<pid>/stat` (the field after the command, which is in
    /// parentheses and may hold any character).
    private static func parent(of pid: pid_t) -> pid_t? {
        guard let text = UntrustedFile.text(atPath: "/proc/\(pid)/stat", limit: 4096), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
