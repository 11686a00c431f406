import ArgumentParser
import Foundation
import ScaffoldSupport

/// Files named on a check's command line: each path a file, or a folder standing for every file
/// under it that `pattern` matches (`**/*.swift`). A path that does not exist, or a folder under
/// them that cannot be read, stops the command (the check would silently see less).
struct InputPaths {
    /// The glob a folder stands for.
    let pattern: String
    /// How problems are printed.
    let format: OutputFormat

    /// The files `paths` (relative to `current`) stand for.
    func files(_ paths: [String], current: URL) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            let url = ProjectPath.url(path, root: current)
            guard DirectoryListing.exists(url.path) else {
                StandardStreams.error("error: no such file or folder: \(path)\n")
                throw ExitCode.failure
            }
            guard DirectoryListing.isFolder(url.path) else {
                files.append(url)
                continue
            }
            let log = DirectoryLog()
            files += Glob.expand(pattern, in: url, log: log).map { url.appendingPathComponent($0) }
            try refuseUnreadable(log.unreadable, root: current)
        }
        return files
    }

    /// Fails, naming each, when a folder under the inputs could not be read: the check would
    /// see less than there is.
    func refuseUnreadable(_ failures: [DirectoryListing.ReadFailure], root: URL) throws {
        guard !failures.isEmpty else { return }
        DiagnosticsPrinter(format: format).print(failures.map { failure in
            .error(failure.message(relativeTo: root), hint: "the check would not see what it holds; make it readable and run again")
        })
        throw ExitCode.failure
    }
}
