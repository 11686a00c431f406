import Foundation
import ProjectSpec
import ScaffoldSupport

/// The `.xcfilelist` of each pipeline step placed in a build phase: its input globs expanded to
/// the files they match now, one `$(SRCROOT)/…` path a line, so Xcode runs the phase only when
/// one of them changed (the graphql step's schema included). Outputs of pipeline steps are left out.
enum PipelineFileLists {
    /// The list's file name inside the `.xcodeproj`.
    static func fileName(for step: PipelineStep) -> String { "scaffold/\(step.name).inputs.xcfilelist" }

    /// The lists, by path inside the `.xcodeproj`; `upcomingFiles` (placeholders written in
    /// the same run) count as existing, so the lists do not change on the next run. A matched
    /// file whose name holds a line break cannot be one line of a list: it is an error (in
    /// `problems`), never two bogus lines.
    static func files(for project: Project, root: URL, upcomingFiles: [String], log: DirectoryLog? = nil,
                      problems: inout [Diagnostic]) -> [String: String] {
        var lists: [String: String] = [:]
        for step in project.pipeline where !step.buildPhase.isEmpty && !step.inputs.isEmpty {
            // The graphql step's schema is one of its inputs, as the pipeline counts it.
            var paths = Set(step.schema.map { [$0] } ?? [])
            for pattern in step.inputs {
                if Glob.isPattern(pattern) {
                    paths.formUnion(Glob.expand(pattern, in: root, log: log))
                    paths.formUnion(upcomingFiles.filter { Glob.matches(path: $0, pattern: pattern) })
                } else {
                    paths.insert(pattern)
                }
            }
            // Outputs of pipeline steps are never inputs: the phases of one target run in order,
            // and an earlier phase reading what a later one writes is a cycle to Xcode.
            paths.subtract(project.pipeline.flatMap(\.outputs))
            for path in paths.sorted() where path.contains(where: \.isNewline) {
                problems.append(.error("'\(path.debugDescription.dropFirst().dropLast())' has a line break in its name, which an Xcode file list cannot hold",
                                       hint: "rename it, or leave it out of the inputs of step '\(step.name)'"))
            }
            lists[fileName(for: step)] = paths.filter { !$0.contains(where: \.isNewline) }.sorted().map { "$(SRCROOT)/\($0)\n" }.joined()
        }
        return lists
    }
}
