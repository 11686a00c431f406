import Foundation
import ProjectSpec
import ScaffoldSupport

/// Every path `generate` or `prebuild` writes — the `.xcodeproj`, `featureFlagsPath`, the
/// `Package.swift` of each `packagePath`, each pipeline output — must stay inside the project,
/// lexically and through links, and must not name a file the manifest is made of, another
/// generated path, a place inside the `.xcodeproj` (which scaffold writes whole) or an existing
/// file that scaffold did not write. Each problem is reported at the key that names the path.
struct WrittenPathValidator {
    let context: DecodingContext
    /// The manifest and every file it includes.
    let manifestFiles: [URL]

    /// A path the project writes, and the key that names it.
    private struct Written {
        var path: String
        /// How the message names it: "featureFlagsPath 'Gen/Flags.swift'".
        var what: String
        var key: [String]
        /// Whether scaffold writes it whole (and so may not replace a file it did not write).
        var isGenerated: Bool
    }

    func validate(_ project: Project) {
        let root = context.rootDirectory
        let boundary = ProjectBoundary(root: root)
        let manifests = Set(manifestFiles.map { ProjectPath.relative($0.path, base: root, root: root) })
        let xcodeproj = project.name + ".xcodeproj"
        if !project.name.isEmpty, let problem = boundary.problem(reaching: xcodeproj + "/project.pbxproj") {
            context.error("cannot write \(xcodeproj): \(problem)", at: context.location(of: ["name"]))
        }
        var claimed: [String: String] = [:]
        for written in Self.paths(of: project) {
            let at = context.location(of: written.key)
            if let at, context.unexpanded.contains(at) { continue }
            let path = written.path
            guard RelativePath.isContained(path) else {
                context.error("\(written.what) is outside the project folder", at: at, hint: "scaffold writes only inside the project folder")
                continue
            }
            let literal = Glob.isPattern(path) ? nil : path
            if let problem = literal.flatMap({ written.isGenerated ? boundary.problem(writing: $0) : boundary.problem(reaching: $0) }) {
                context.error("cannot write \(written.what): \(problem)", at: at)
            } else if manifests.contains(path) {
                context.error("\(written.what) is a manifest file; scaffold would overwrite it", at: at)
            } else if path == xcodeproj || path.hasPrefix(xcodeproj + "/") {
                context.error("\(written.what) is inside \(xcodeproj), which scaffold writes whole", at: at)
            } else if let other = claimed[path] {
                context.error("\(written.what) is also written as \(other)", at: at, hint: "give each generated file a path of its own")
            } else if written.isGenerated, let literal, GeneratedFileMark.isForeignFile(at: root.appendingPathComponent(literal).path) {
                context.error("\(written.what) names an existing file that scaffold did not write; generate would overwrite it", at: at,
                              hint: "move the file away or choose another path: scaffold replaces a file only when one of its first lines says '\(GeneratedFileMark.text)'")
            }
            claimed[path] = claimed[path] ?? written.what
        }
    }

    /// The paths the project writes, generated files first.
    private static func paths(of project: Project) -> [Written] {
        var paths: [Written] = []
        if let flags = project.options.featureFlagsPath {
            paths.append(Written(path: flags, what: "featureFlagsPath '\(flags)'", key: ["options", "featureFlagsPath"], isGenerated: true))
        }
        var folders = Set<String>()
        for target in project.targets {
            guard let folder = target.packagePath, folders.insert(folder).inserted else { continue }
            let manifest = folder == "." || folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
            paths.append(Written(path: manifest, what: "'\(manifest)' (the Package.swift of packagePath '\(folder)')", key: ["targets", target.name, "packagePath"], isGenerated: true))
        }
        for step in project.pipeline {
            for (index, output) in step.outputs.enumerated() {
                paths.append(Written(path: output, what: "output '\(output)' of pipeline step '\(step.name)'", key: ["pipeline", step.name, "outputs", String(index)], isGenerated: false))
            }
        }
        return paths
    }
}
