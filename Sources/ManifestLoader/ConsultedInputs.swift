import Foundation
import ScaffoldSupport

/// What a load looked at besides the manifest files: folders whose listing mattered (globs,
/// existence checks), other files read (local packages' Package.swift) and environment
/// variables. A caller that finds all of them unchanged may trust an earlier result.
public struct ConsultedInputs: Sendable {
    /// Folders whose listing was read or whose entries' existence was asked.
    public var folders: [String]
    /// Files read besides the manifests, as absolute paths.
    public var files: [String]
    /// Each environment variable asked for, with its value (`nil`: unset).
    public var environment: [String: String?]
}

/// Collects `ConsultedInputs` during a load; shared by the reader, resolver and decoder.
final class ConsultationLog: @unchecked Sendable {
    let folders = DirectoryLog()
    private var files: Set<String> = []
    private var environment: [String: String?] = [:]
    private let lock = NSLock()

    func recordFile(_ path: String) {
        lock.lock()
        files.insert(path)
        lock.unlock()
    }

    func recordVariable(_ name: String, _ value: String?) {
        lock.lock()
        environment[name] = .some(value)
        lock.unlock()
    }

    var snapshot: ConsultedInputs {
        lock.lock()
        defer { lock.unlock() }
        return ConsultedInputs(folders: folders.folders, files: files.sorted(), environment: environment)
    }
}
