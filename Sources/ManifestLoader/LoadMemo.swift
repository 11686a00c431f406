import Foundation
import ScaffoldSupport

/// The manifests one command has loaded, by path, with what came of each: a workspace's
/// projects name each other through `.project(target:path:)`, and every such name loads the
/// other project; without the memo a deep graph loads the same project once per path to it.
/// Held by one command for its run (files are not expected to change meanwhile).
public final class LoadMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: Result<LoadedManifest, DiagnosticsError>] = [:]

    /// An empty memo.
    public init() {}

    func result(for manifest: URL) -> Result<LoadedManifest, DiagnosticsError>? {
        lock.withLock { results[manifest.standardizedFileURL.path] }
    }

    func store(_ result: Result<LoadedManifest, DiagnosticsError>, for manifest: URL) {
        lock.withLock { results[manifest.standardizedFileURL.path] = result }
    }
}
