import Foundation
import ProjectSpec

/// The `Info.plist` generating finds among each target's sources (XcodeGen's rule: the first
/// source that is a file of that name, or a folder holding one, excluded or not), which becomes
/// the target's `INFOPLIST_FILE` where its own settings set none and it derives one
/// (`Target.derivesInfoPlist`).
package enum DerivedInfoPlists {
    /// The Info.plist found for each target of `project` that has one, by target name; paths
    /// relative to `root`, the project's folder.
    package static func find(in project: Project, root: URL) -> [String: String] {
        SourceScanner(rootDirectory: root).scan(project).infoPlists
    }
}
