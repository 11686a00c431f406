import Foundation
import ScaffoldSupport

extension DecodingContext {
    /// Whether `text`, written at `node` under `key`, may be used as a glob or path. A glob
    /// *pattern* that is absolute may not: globs are matched from the folder of the file that
    /// declares them, so `/…/*.swift` would silently match nothing (or, made relative, reach
    /// outside the project). It is reported at `node`: with the relative form to write when it
    /// lies in the project (relative to `base`, when given), or as outside the project.
    /// Absolute paths without glob characters are left to their own checks.
    func isUsableGlob(_ text: String, key: String, at node: ManifestNode, base: URL? = nil) -> Bool {
        guard text.hasPrefix("/"), Glob.isPattern(text) else { return true }
        if ProjectPath.relative(text, base: node.baseDirectory, root: rootDirectory).hasPrefix("..") {
            error("glob '\(text)' in '\(key)' is outside the project folder", at: node.location,
                  hint: "scaffold reads only files inside the project; write globs relative to the file that declares them")
        } else {
            let hint = base.map { "write it relative to \(key == "excludes" || key == "includes" ? "the source path" : "the file that declares it"): '\(ProjectPath.relative(text, base: $0, root: $0))'" }
            error("glob '\(text)' in '\(key)' is absolute", at: node.location,
                  hint: hint ?? "globs are relative to the file that declares them")
        }
        return false
    }
}
