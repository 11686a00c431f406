import Foundation
import ProjectSpec

/// Placeholders for pipeline outputs that do not exist yet, so a clean checkout opens and
/// builds: the project references them, and `scaffold prebuild` replaces them on the first build.
public enum PlaceholderOutputs {
    /// Each declared output of the pipeline that is missing under `root`, with the placeholder
    /// text to write there.
    public static func missing(in project: Project, root: URL) -> [String: String] {
        var placeholders: [String: String] = [:]
        for step in project.pipeline {
            for output in step.outputs where !output.contains("*") {
                let url = root.appendingPathComponent(output)
                guard !FileManager.default.fileExists(atPath: url.path) else { continue }
                placeholders[output] = text(for: output, step: step.name)
            }
        }
        return placeholders
    }

    /// A placeholder's text: a comment in the output's language where it has one.
    static func text(for path: String, step: String) -> String {
        let note = "Placeholder written by `scaffold generate`; the pipeline step '\(step)' replaces it on the next build."
        switch FileTypes.pathExtension(path) {
        case "swift", "m", "h", "c", "graphql", "js": return "// \(note)\n"
        case "sh", "yml", "yaml", "py": return "# \(note)\n"
        default: return ""
        }
    }
}
