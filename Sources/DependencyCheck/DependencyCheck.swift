import Foundation
import ScaffoldSupport

/// Result of scanning + validating.
public struct DependencyCheckResult: Sendable {
    /// The Needle component graph of the scanned sources.
    public var graph: ComponentGraph
    /// Every problem found (errors and warnings), sorted by location.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(graph: ComponentGraph, diagnostics: [Diagnostic]) {
        self.graph = graph
        self.diagnostics = diagnostics
    }
}

/// Checks a Needle dependency graph before Needle runs: parses Swift sources with
/// swift-syntax, builds the component tree and reports every unresolvable dependency, cycle,
/// duplicate and misuse with its location.
public enum DependencyCheck {
    /// Reads `files` (absolute file URLs), skips those whose text mentions neither "Component"
    /// nor "Dependency" (text prefilter, before parsing), parses the rest in parallel
    /// (ConcurrentMap), builds the graph and validates it. Diagnostic locations use file paths
    /// relative to `root`. Unreadable files become diagnostics, never crashes.
    /// Once `isCancelled` says so (a step past its timeout), no further file is read.
    public static func run(files: [URL], relativeTo root: URL, isCancelled: @Sendable () -> Bool = { false }) -> DependencyCheckResult {
        let inputs = Set(files.map { ProjectPath.relative($0.path, base: root, root: root) })
            .sorted()
            .map { (path: $0, url: ProjectPath.url($0, root: root)) }
        let outcomes = ConcurrentMap.map(inputs) { input in isCancelled() ? .skipped : SourceScanner.scan(input.url, path: input.path) }
        var scans: [FileScan] = []
        var diagnostics: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .skipped: continue
            case .scanned(let scan): scans.append(scan)
            case .failed(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let graph = GraphBuilder.build(scans)
        return DependencyCheckResult(graph: graph, diagnostics: (diagnostics + GraphValidator.validate(graph)).sortedByLocation())
    }

    /// Validates an already built graph (what `run` does after scanning).
    public static func validate(_ graph: ComponentGraph) -> [Diagnostic] {
        GraphValidator.validate(graph)
    }
}
