import Foundation
import ScaffoldSupport

/// The built-in templates shipped with scaffold: the template folders of the repository's
/// `Templates/`, copied into the resource bundle built next to the executable
/// (`scaffold_BuiltinTemplates.resources`), so the binary finds them on its own wherever it is
/// run from; install the bundle beside the binary.
enum BuiltinTemplateFolder {
    static var url: URL? {
        let executable = URL(fileURLWithPath: ExecutablePath.current ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        for bundle in ["scaffold_BuiltinTemplates.resources", "scaffold_BuiltinTemplates.bundle/Contents/Resources", "scaffold_BuiltinTemplates.bundle"] {
            let candidate = folder.appendingPathComponent(bundle)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
