import Foundation
import ScaffoldSupport

/// Helpers for the tests of the built-in `app` template: the app's files under its folder.
enum AppTemplateTestSupport {
    /// The Swift and other files of `files` under the folder `prefix` (`Shop`), with paths
    /// relative to that folder, as `TemplateTestSupport.typeCheck` expects them.
    static func files(_ files: FileSet, under prefix: String) -> FileSet {
        var result = FileSet()
        for (path, bytes) in files.files where path.hasPrefix(prefix + "/") {
            result.add(String(path.dropFirst(prefix.count + 1)), bytes: bytes)
        }
        return result
    }
}
