import Foundation
import ProjectSpec
import ScaffoldSupport

/// Files the project reads but does not list as sources must exist, as XcodeGen's validation
/// requires: each `.xcconfig` of `configFiles` (project and target), for a configuration the
/// project has; each build script's `path`; each test plan. A file a pipeline step writes
/// counts as present. Each problem is reported at the key that names the path.
struct ReadPathValidator {
    let context: DecodingContext

    /// A path the project reads, and the keys that may name it (the first one recorded is used).
    private struct Read {
        var path: String
        /// How the message names it: "config file 'Configs/App.xcconfig'".
        var what: String
        var keys: [[String]]
        /// Whether a Swift manifest may name it before it exists (a config file, a test plan;
        /// not a script, which Tuist checks too).
        var mayBeMissingInTuist = true
    }

    func validate(_ project: Project) {
        let generated = Set(project.pipeline.flatMap(\.outputs))
        let configs = Set(project.configs.map(\.name))
        for read in Self.paths(of: project) where !generated.contains(read.path) {
            guard let at = read.keys.lazy.compactMap(context.location(of:)).first, !context.unexpanded.contains(at) else { continue }
            guard !DirectoryListing.exists(context.rootDirectory.appendingPathComponent(read.path).path) else { continue }
            if context.tuistLeniency, read.mayBeMissingInTuist {
                // A Tuist workspace often keeps an .xcconfig of secrets, or a test plan, out of
                // git: the reference is written, and the project builds once the file is there.
                context.warning("\(read.what) does not exist; the project refers to it, and Xcode needs it", at: at,
                                hint: "paths are relative to the file that names them")
            } else {
                context.error("\(read.what) does not exist", at: at, hint: "paths are relative to the file that names them")
            }
        }
        for (owner, files) in [(["configFiles"], project.configFiles)] + project.targets.map({ (["targets", $0.name, "configFiles"], $0.configFiles) }) {
            for config in files.keys.sorted() where !configs.contains(config) {
                context.error("configFiles names configuration '\(config)', which the project does not have", at: context.location(of: owner + [config]),
                              hint: Suggestion.didYouMean(config, in: configs.sorted()) ?? "configurations: \(configs.sorted().joined(separator: ", "))")
            }
        }
    }

    /// The paths the project reads, in manifest order.
    private static func paths(of project: Project) -> [Read] {
        var paths: [Read] = []
        for config in project.configFiles.keys.sorted() {
            paths.append(Read(path: project.configFiles[config] ?? "", what: "config file '\(project.configFiles[config] ?? "")'", keys: [["configFiles", config]]))
        }
        for scheme in project.schemes {
            for (index, plan) in (scheme.test?.testPlans ?? []).enumerated() {
                paths.append(Read(path: plan.path, what: "test plan '\(plan.path)'", keys: [["schemes", scheme.name, "test", "testPlans", String(index), "path"]]))
            }
        }
        for target in project.targets {
            let section = target.isAggregate ? "aggregateTargets" : "targets"
            for config in target.configFiles.keys.sorted() {
                let path = target.configFiles[config] ?? ""
                paths.append(Read(path: path, what: "config file '\(path)'", keys: [[section, target.name, "configFiles", config]]))
            }
            let scripts: [(keys: [String], scripts: [BuildScript])] = target.isAggregate
                ? [(["buildScripts"], target.postBuildScripts)]
                : [(["preBuildScripts", "prebuildScripts"], target.preBuildScripts), (["postCompileScripts"], target.postCompileScripts),
                   (["postBuildScripts", "postbuildScripts"], target.postBuildScripts)]
            for (keys, list) in scripts {
                for (index, script) in list.enumerated() {
                    guard let path = script.path else { continue }
                    paths.append(Read(path: path, what: "script '\(path)'", keys: keys.map { [section, target.name, $0, String(index), "path"] },
                                      mayBeMissingInTuist: false))
                }
            }
            for (index, plan) in (target.scheme?.testPlans ?? []).enumerated() {
                paths.append(Read(path: plan.path, what: "test plan '\(plan.path)'", keys: [[section, target.name, "scheme", "testPlans", String(index), "path"]]))
            }
        }
        return paths
    }
}
