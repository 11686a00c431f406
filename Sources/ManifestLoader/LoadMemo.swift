import Foundation
import ScaffoldSupport

/// The manifests one command has loaded, by path, with what came of each: a workspace's
/// projects name each other through `.project(target:path:)`, and every such name loads the
/// other project; without the memo a deep graph loads the same project once per path to it.
/// It also holds what the workspace's one compile (``ManifestBatch``) printed for each manifest.
/// Held by one command for its run (files are not expected to change meanwhile).
public final class LoadMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: Result<LoadedManifest, DiagnosticsError>] = [:]
    /// Held while a workspace's manifests are compiled, so that a second load missing its cache
    /// meanwhile waits for their JSON rather than compiling its manifest again.
    private let batchLock = NSLock()
    private var batchedRoots: Set<String> = []
    private var batched: [String: BatchedJSON] = [:]

    /// What a batch printed for one manifest, under the key of the inputs it was compiled from.
    struct BatchedJSON {
        var key: String
        var result: Result<String, DiagnosticsError>
    }

    private var toolchain: Result<SwiftToolchain, DiagnosticsError>?
    private var helpers: [String: (files: [URL]?, folders: [String])] = [:]

    /// An empty memo.
    public init() {}

    /// The toolchain `locate` finds, found once per command (the search of `PATH` and the
    /// resolution of the compiler's links are the same for every manifest).
    func toolchain(_ locate: () throws(DiagnosticsError) -> SwiftToolchain) throws(DiagnosticsError) -> SwiftToolchain {
        if let known = lock.withLock({ toolchain }) { return try known.get() }
        let found = Result { () throws(DiagnosticsError) -> SwiftToolchain in try locate() }
        lock.withLock { toolchain = found }
        return try found.get()
    }

    /// What came of loading `manifest` (a standardized URL), if it was loaded.
    func result(for manifest: URL) -> Result<LoadedManifest, DiagnosticsError>? {
        lock.withLock { results[manifest.path] }
    }

    /// Keeps what came of loading `manifest` (a standardized URL).
    func store(_ result: Result<LoadedManifest, DiagnosticsError>, for manifest: URL) {
        lock.withLock { results[manifest.path] = result }
    }

    /// Forgets every load that failed: after loads side by side, which of two loads reached a
    /// cycle first (and so how its error reads) depends on timing; loaded again in order, it
    /// does not.
    public func forgetFailures() {
        lock.withLock {
            results = results.filter { if case .success = $0.value { true } else { false } }
        }
    }

    /// Runs `batch` for the workspace at `root` unless it ran already in this command, and keeps
    /// what it printed for each manifest.
    func batchOnce(root: URL, _ batch: () -> [URL: BatchedJSON]) {
        batchLock.withLock {
            guard !lock.withLock({ batchedRoots.contains(root.path) }) else { return }
            let found = batch()
            lock.withLock {
                batchedRoots.insert(root.path)
                for (manifest, json) in found { batched[manifest.standardizedFileURL.path] = json }
            }
        }
    }

    /// The helper files `find` lists in the folder `root` (`nil`: it has no helper folder), and
    /// the folders it looked in (recorded into `log` each time): listed once per command.
    func helperFiles(root: URL, log: ConsultationLog, _ find: (ConsultationLog) -> [URL]?) -> [URL]? {
        if let known = lock.withLock({ helpers[root.path] }) {
            for folder in known.folders { log.folders.record(folder) }
            return known.files
        }
        let own = ConsultationLog()
        let files = find(own)
        let folders = own.folders.folders
        lock.withLock { helpers[root.path] = (files, folders) }
        for folder in folders { log.folders.record(folder) }
        return files
    }

    /// What the batch printed for `manifest` compiled from inputs of `key`, if it ran it.
    func batchedJSON(for manifest: URL, key: String) -> Result<String, DiagnosticsError>? {
        lock.withLock { batched[manifest.standardizedFileURL.path].flatMap { $0.key == key ? $0.result : nil } }
    }
}
