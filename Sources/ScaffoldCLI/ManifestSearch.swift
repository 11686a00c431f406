import ArgumentParser
import Foundation
import ManifestLoader
import ScaffoldSupport

/// Which manifest a command reads, and the loader that reads it.
enum ManifestSearch {
    /// The manifest names looked for, in order: a folder with both uses the YAML. The last is
    /// XcodeGen's default name, so a team's `project.yml` is found as it is (on a
    /// case-insensitive disk it is the first name already).
    static let names = ["Project.yml", "Project.swift", "project.yml"]

    /// `spec` as an absolute URL.
    static func absolute(_ spec: String) -> URL {
        URL(fileURLWithPath: spec, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    /// The workspace manifest in `folder` (`Workspace.swift`, else `Workspace.yml`), else `nil`.
    static func workspace(in folder: URL) -> URL? {
        ManifestLoader.workspaceNames.map { folder.appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The manifest in `folder`: the first of `names` that exists, else `nil`.
    static func manifest(in folder: URL) -> URL? {
        names.map { folder.appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The nearest manifest in the working folder or above it, within the folders the user
    /// trusts (see ``nearest(from:home:)``). When it was found above the working folder, says
    /// which one on stderr (`using /path/Project.yml`): a manifest may run code.
    static func nearest() -> URL? {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let found = nearest(from: cwd, home: homeFolder()) else { return nil }
        if found.deletingLastPathComponent().path != cwd.standardizedFileURL.path {
            StandardStreams.error("using \(found.path)\n")
        }
        return found
    }

    /// The nearest manifest in `start` or above it. A Project.swift is compiled and run, so the
    /// search stays within what the user owns: it ends at the repository root (the folder
    /// holding `.git`, a folder or a file), at `home`, and before any folder or manifest owned
    /// by another user (as git's own ownership check does). Outside `home` and outside any
    /// repository only `start` itself is searched — a shared folder above it (a temporary
    /// folder, a checkout root) may hold a manifest anyone planted.
    static func nearest(from start: URL, home: URL?) -> URL? {
        let start = start.standardizedFileURL
        let home = home?.standardizedFileURL.path
        if let manifest = manifest(in: start) { return manifest }
        let top = searchTop(from: start, home: home)
        var folder = start
        while folder.path != top.path {
            folder = folder.deletingLastPathComponent()
            guard DirectoryListing.isOwnedByCurrentUser(folder.path) else { return nil }
            if let manifest = manifest(in: folder) {
                return DirectoryListing.isOwnedByCurrentUser(manifest.path) ? manifest : nil
            }
        }
        return nil
    }

    /// The highest folder the search from `start` may read: the repository root or `home`,
    /// whichever is nearer; `start` itself when it is in neither.
    static func searchTop(from start: URL, home: String?) -> URL {
        var folder = start
        while true {
            if folder.path == home || DirectoryListing.exists(folder.appendingPathComponent(".git").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return start }
            folder = parent
        }
    }

    /// The user's home folder: `HOME`, else the password database's.
    static func homeFolder() -> URL? {
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") { return URL(fileURLWithPath: home) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// Loads the workspace manifest at `url`, printing its warnings, or its errors and then
    /// throwing `ExitCode.failure`. Its load may compile and run every manifest of the
    /// workspace (see `ManifestLoader`'s batch): Ctrl-C stops them.
    static func loadWorkspace(_ url: URL, memo: LoadMemo? = nil) throws -> LoadedWorkspace {
        let loaded = withStoppableLoader(memo: memo) { loader in
            Result { () throws(DiagnosticsError) -> LoadedWorkspace in try loader.loadWorkspace(url) }
        }
        switch loaded {
        case let .success(workspace):
            DiagnosticsPrinter(format: .text).print(workspace.warnings)
            return workspace
        case let .failure(error):
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
    }

    /// `body` run with a loader of this tool that Ctrl-C stops: a Project.swift compiling or
    /// running (in a process group of its own, which the terminal's signal does not reach) is
    /// stopped before scaffold exits, so no manifest process outlives the command. Without
    /// `interruptible` (a YAML manifest runs nothing) no handler is installed.
    private static func withStoppableLoader<Value>(memo: LoadMemo?, interruptible: Bool = true, _ body: (ManifestLoader) -> Value) -> Value {
        var loader = loader()
        loader.memo = memo
        let stop = StopRequest()
        loader.swift.stop = stop
        let interrupts = interruptible ? InterruptHandler { stop.stop() } : nil
        defer { interrupts?.restore() }
        return body(loader)
    }

    /// A loader for this tool: Swift manifests cached under its version.
    static func loader() -> ManifestLoader {
        var options = SwiftManifestOptions(toolVersion: ScaffoldVersion.build)
        options.compilesWorkspaceTogether = environment[compileAloneVariable] == nil
        return ManifestLoader(environment: environment, swift: options)
    }

    /// Set, each `Project.swift` of a workspace is compiled alone, as before the workspace's one
    /// compile: to compare the two, or to rule the batch out.
    static let compileAloneVariable = "SCAFFOLD_COMPILE_MANIFESTS_ALONE"

    /// The process's environment, read once: a workspace's command loads a manifest per project,
    /// and scaffold never changes its own environment.
    static let environment = ProcessInfo.processInfo.environment

    /// Loads `manifests` side by side into `memo`, printing nothing: a workspace's projects,
    /// whose loads (and the projects each names) then come from the memo. What fails is
    /// reported when it is loaded again in order.
    static func preload(_ manifests: [URL], memo: LoadMemo) {
        withStoppableLoader(memo: memo) { loader in
            _ = ConcurrentMap.map(manifests) { manifest in (try? loader.load(manifest)) != nil }
        }
        memo.forgetFailures()
    }

    /// Loads `manifest`, printing nothing; Ctrl-C stops a Swift manifest's compile or run.
    /// `memo` keeps what a command loads for the rest of its run (a workspace's projects load
    /// each other's manifests).
    static func load(_ manifest: URL, includeRoots: [URL] = [], memo: LoadMemo? = nil) -> Result<LoadedManifest, DiagnosticsError> {
        withStoppableLoader(memo: memo, interruptible: manifest.pathExtension == "swift") { loader in
            var loader = loader
            loader.includeRoots = includeRoots
            return Result { () throws(DiagnosticsError) -> LoadedManifest in try loader.load(manifest) }
        }
    }
}
