import Foundation
import ScaffoldSupport

/// Where a step's declared output really is: its folders with every symbolic link resolved,
/// each inside the project's real root (`ProjectBoundary`). The output's own name is not
/// resolved — a link there is the output itself, and is never followed.
///
/// Checked before an output is backed up and again before it is restored, since the step may
/// have replaced a folder on the way with a link.
struct OutputLocation: Sendable {
    /// Why an output's location is refused.
    struct Refusal: Error, CustomStringConvertible {
        /// The message, naming the output as declared.
        let description: String
    }

    /// The output as declared, relative to the project root.
    let output: String
    /// The real path of its folder followed by its name.
    let path: String

    /// The location of `output` (relative to the boundary's root), or why it is refused: a
    /// folder on the way leads outside the project (or nowhere), or the path leaves it.
    static func of(_ output: String, within boundary: ProjectBoundary) throws(Refusal) -> OutputLocation {
        do {
            return OutputLocation(output: output, path: try boundary.realLocation(of: output))
        } catch {
            throw Refusal(description: "its declared output '\(output)' is outside the project (\(boundary.realRoot))")
        }
    }
}
