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
    /// Each environment variable asked for, with its value (`nil`: unset). A name ending in
    /// `*` stands for every variable with that prefix (a `Project.swift` may read any
    /// `SCAFFOLD_` one); its value is a digest of them (see ``value(of:in:)``).
    public var environment: [String: String?]

    /// The value `name` is recorded with, as `environment` has it now: the variable's, or for
    /// a `PREFIX*` name a digest of every variable with that prefix (`nil` when there is none),
    /// so that setting, changing or unsetting any of them changes it.
    public static func value(of name: String, in environment: [String: String]) -> String? {
        guard name.hasSuffix("*") else { return environment[name] }
        let prefix = name.dropLast()
        let names = environment.keys.filter { $0.hasPrefix(prefix) }.sorted()
        guard !names.isEmpty else { return nil }
        return SHA256.hex(of: names.map { "\($0)=\(environment[$0] ?? "")\n" }.joined())
    }
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
