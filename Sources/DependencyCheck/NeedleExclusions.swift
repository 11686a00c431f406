import Foundation
import ProjectSpec

/// Needle's `--exclude-paths` and `--exclude-suffixes`, with the meaning uber/needle 0.25.1
/// gives them (swift-common 0.5.0's `UrlFilter`, which its file filter tasks apply to every file):
/// a Swift file is left out when its name without the extension ends with one of `suffixes`, or
/// when its absolute file URL string (`file:///…`, percent-encoded: a space is `%20`) contains
/// one of `paths` anywhere. So `Widget` leaves out `/repo/WidgetExtension/…` too, and
/// `My Widget` matches nothing (`My%20Widget` does).
public struct NeedleExclusions: Sendable, Hashable {
    /// Texts looked for anywhere in a file's absolute URL string.
    public var paths: [String]
    /// Endings of a file's name without its extension.
    public var suffixes: [String]

    /// Exclusions of `paths` and `suffixes`; none by default.
    public init(paths: [String] = [], suffixes: [String] = []) {
        self.paths = paths
        self.suffixes = suffixes
    }

    /// The exclusions a `needle` or `di-check` step declares.
    public init(of step: PipelineStep) {
        self.init(paths: step.excludePaths, suffixes: step.excludeSuffixes)
    }

    /// Whether nothing is excluded.
    public var isEmpty: Bool { paths.isEmpty && suffixes.isEmpty }

    /// These exclusions and `other`'s, each text once, in order of first appearance.
    public func adding(_ other: NeedleExclusions) -> NeedleExclusions {
        NeedleExclusions(paths: Self.union(paths, other.paths), suffixes: Self.union(suffixes, other.suffixes))
    }

    /// Whether Needle would leave `file` out (a file that is not `.swift` is never read either).
    public func excludes(_ file: URL) -> Bool {
        let name = file.deletingPathExtension().lastPathComponent
        if suffixes.contains(where: { name.hasSuffix($0) }) { return true }
        let urlString = file.absoluteString
        return paths.contains { urlString.contains($0) }
    }

    /// `files` without the ones Needle would leave out, in their order.
    public func filter(_ files: [URL]) -> [URL] {
        isEmpty ? files : files.filter { !excludes($0) }
    }

    private static func union(_ first: [String], _ second: [String]) -> [String] {
        var seen = Set<String>()
        return (first + second).filter { seen.insert($0).inserted }
    }
}
