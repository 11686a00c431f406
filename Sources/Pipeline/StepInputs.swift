import Foundation
import ProjectSpec
import ScaffoldSupport

/// The files a step reads: its `inputs` globs expanded under the project root, without the
/// outputs of steps that are not upstream of it (those may be rewritten while it runs, and are
/// not its business); the outputs of its upstream steps stay, since they finished before it.
public struct StepInputs: Sendable {
    /// Every step of the manifest, by name.
    let steps: [String: PipelineStep]
    /// The project root.
    let root: URL
    /// Glob expansions shared by every step of one run (steps often share patterns).
    let expansions: GlobExpansions
    /// The step that declares each output path.
    let producers: [String: String]

    /// The inputs of the steps of `steps` under `root`.
    public init(steps: [PipelineStep], root: URL) {
        self.steps = Dictionary(steps.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.root = root
        expansions = GlobExpansions()
        var producers: [String: String] = [:]
        for step in steps {
            for output in step.outputs where producers[output] == nil { producers[output] = step.name }
        }
        self.producers = producers
    }

    /// The step's input paths relative to the root, sorted; folders are kept out later by
    /// ``FileDigest``, which only hashes regular files.
    public func paths(for step: PipelineStep) -> [String] {
        var paths = Set<String>()
        // The graphql step's schema is one of its inputs.
        if let schema = step.schema { paths.insert(schema) }
        for pattern in step.inputs {
            if Glob.isPattern(pattern) {
                paths.formUnion(expansions.expand(pattern, in: root))
            } else {
                paths.insert(pattern)
            }
        }
        let upstream = upstreamSteps(of: step)
        return paths.filter { path in
            guard let producer = producers[path] else { return true }
            return producer != step.name && upstream.contains(producer)
        }.sorted()
    }

    /// The folders (and paths) under the step's input globs that are there but could not be
    /// read: its inputs are incomplete while any remain, and the step must not run on them.
    public func unreadable(for step: PipelineStep) -> [DirectoryListing.ReadFailure] {
        let failures = step.inputs.filter(Glob.isPattern).flatMap { expansions.failures(of: $0, in: root) }
        return Array(Set(failures)).sorted { $0.path < $1.path }
    }

    /// The names of every step `step` depends on, directly or not.
    func upstreamSteps(of step: PipelineStep) -> Set<String> {
        var found = Set<String>()
        var queue = step.dependsOn
        while let name = queue.popLast() {
            guard found.insert(name).inserted, let next = steps[name] else { continue }
            queue += next.dependsOn
        }
        return found
    }
}

/// Memoized `Glob.expand` results, safe to share between step threads, with the folders each
/// expansion could not read.
final class GlobExpansions: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: (paths: [String], failures: [DirectoryListing.ReadFailure])] = [:]

    init() {}

    /// The paths `pattern` matches under `base`, expanded once per run.
    func expand(_ pattern: String, in base: URL) -> [String] {
        result(of: pattern, in: base).paths
    }

    /// What the expansion of `pattern` could not read.
    func failures(of pattern: String, in base: URL) -> [DirectoryListing.ReadFailure] {
        result(of: pattern, in: base).failures
    }

    private func result(of pattern: String, in base: URL) -> (paths: [String], failures: [DirectoryListing.ReadFailure]) {
        if let known = lock.withLock({ results[pattern] }) { return known }
        let log = DirectoryLog()
        let result = (Glob.expand(pattern, in: base, log: log), log.unreadable)
        lock.withLock { results[pattern] = result }
        return result
    }
}
