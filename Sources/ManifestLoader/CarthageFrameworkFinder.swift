import Foundation
import ProjectSpec
import ScaffoldSupport

/// XcodeGen's `findCarthageFrameworks` / `findFrameworks`: a `carthage:` dependency stands for
/// every framework Carthage built for it on the target's platform, as its
/// `<carthageBuildPath>/.<Name>.version` file lists them (`ReactiveCocoa` brings
/// `ReactiveMapKit`). Without a readable `.version` file the dependency stays as written, as in
/// XcodeGen. Each found framework keeps the dependency's options; a framework already among
/// the target's Carthage dependencies is not added twice.
struct CarthageFrameworkFinder {
    /// The folder the manifest's relative paths start from.
    let rootDirectory: URL
    /// Where each `.version` file read is recorded, so a changed one invalidates a cache.
    let log: ConsultationLog?

    /// `project` with every finding `carthage:` dependency replaced by the frameworks it stands for.
    func expand(_ project: Project) -> Project {
        var project = project
        let buildPath = project.options.carthageBuildPath ?? "Carthage/Build"
        for index in project.targets.indices {
            let target = project.targets[index]
            project.targets[index].dependencies = expand(target.dependencies, platform: target.platform, buildPath: buildPath,
                                                         findByDefault: project.options.findCarthageFrameworks)
        }
        return project
    }

    /// `dependencies` with each finding Carthage dependency replaced by its frameworks, sorted by name.
    private func expand(_ dependencies: [Dependency], platform: Platform, buildPath: String, findByDefault: Bool) -> [Dependency] {
        var carthageNames = Set(dependencies.filter { $0.kind == .carthage }.map(\.name))
        var result: [Dependency] = []
        for dependency in dependencies {
            guard dependency.kind == .carthage, dependency.findFrameworks ?? findByDefault,
                  let names = frameworks(of: dependency.name, platform: platform, buildPath: buildPath) else {
                result.append(dependency)
                continue
            }
            for name in names.sorted() where name == dependency.name || !carthageNames.contains(name) {
                carthageNames.insert(name)
                var found = dependency
                found.name = name
                found.findFrameworks = nil
                result.append(found)
            }
        }
        return result
    }

    /// The framework names `.<name>.version` lists for `platform`, without repeats; `nil` when
    /// the file is missing or not Carthage's JSON.
    func frameworks(of name: String, platform: Platform, buildPath: String) -> [String]? {
        let file = ProjectPath.url("\(buildPath)/.\(name).version", root: rootDirectory)
        log?.recordFile(file.path)
        guard let data = UntrustedFile.bytes(atPath: file.path).map({ Data($0) }),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let entries = json[Self.carthageFolder(of: platform)] as? [[String: Any]] ?? []
        var seen = Set<String>()
        return entries.compactMap { $0["name"] as? String }.filter { seen.insert($0).inserted }
    }

    /// The key (and `Carthage/Build` folder) Carthage uses for `platform`.
    static func carthageFolder(of platform: Platform) -> String {
        switch platform {
        case .macOS: return "Mac"
        case .auto: return "iOS"
        default: return platform.rawValue
        }
    }
}
