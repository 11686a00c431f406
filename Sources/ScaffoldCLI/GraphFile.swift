import Foundation
import ScaffoldSupport

/// Where `scaffold graph` writes a file, and how: through the one writer, inside the project,
/// never through a link that leads out of it.
enum GraphFile {
    /// The file to write: `output` from the working folder; without it `defaultName` in the
    /// working folder, or in the project's folder when the working folder is outside it.
    static func destination(_ output: String?, defaultName: String, project: URL) -> URL {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let output { return URL(fileURLWithPath: output, relativeTo: here).standardizedFileURL }
        let folder = relative(here.standardizedFileURL, to: project) == nil ? project : here
        return folder.appendingPathComponent(defaultName).standardizedFileURL
    }

    /// Writes `bytes` at `url` (only when they differ), which must be inside `project`: its
    /// path as written or its real location. A file there is replaced only when scaffold wrote
    /// it (``OutputRecord``) or with `force`. Returns `url`.
    static func write(_ bytes: [UInt8], to url: URL, project: URL, force: Bool) throws(DiagnosticsError) -> URL {
        guard let path = relative(url, to: project) else {
            throw DiagnosticsError([.error(
                "refusing to write \(url.path): scaffold graph writes only inside the project (\(project.path))",
                hint: "give an --output inside it, or leave --output out and redirect standard output (text formats)"
            )])
        }
        let record = OutputRecord(project: project)
        if !force, let problem = record.problem(replacing: path, with: bytes) {
            throw DiagnosticsError([.error("refusing to replace \(path): \(problem)", hint: "give another --output, or --force to replace it")])
        }
        var files = FileSet()
        files.add(path, bytes: bytes)
        _ = try FileSetWriter(root: project).apply(files)
        record.record(path, bytes: bytes)
        return url
    }

    /// `url`'s path relative to `project` when it lies inside it, lexically or once links are
    /// resolved (so `/tmp` and `/private/tmp` agree); `nil` when it does not.
    static func relative(_ url: URL, to project: URL) -> String? {
        let pairs = [
            (url.standardizedFileURL.path, project.standardizedFileURL.path),
            (ProjectBoundary.resolve(url.deletingLastPathComponent().path) + "/" + url.lastPathComponent, ProjectBoundary.resolve(project.path)),
        ]
        for (path, base) in pairs where path.hasPrefix(base == "/" ? "/" : base + "/") {
            let relative = String(path.dropFirst(base == "/" ? 1 : base.count + 1))
            if RelativePath.isContained(relative) { return relative }
        }
        return nil
    }

    /// `url` as the user sees it: relative to the working folder when inside it.
    static func shown(_ url: URL) -> String {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }

    /// Opens `url` with the system's viewer (`open` on macOS, `xdg-open` elsewhere); a warning
    /// when there is none.
    static func open(_ url: URL) {
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
        let opener: String? = "/usr/bin/open"
        #else
        let opener = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        #endif
        guard let opener else {
            StandardStreams.error("warning: cannot open \(shown(url)): no xdg-open on PATH\n")
            return
        }
        let run = CapturedRun.run([opener, url.path], environment: environment, timeout: 30)
        if run.outcome != .exited(0) {
            StandardStreams.error("warning: \((opener as NSString).lastPathComponent) could not open \(shown(url))\n")
        }
    }
}
