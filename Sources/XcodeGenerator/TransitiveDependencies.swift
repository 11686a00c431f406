import ProjectSpec

/// XcodeGen's `transitivelyLinkDependencies` (the target's or the project's option): a target
/// also links and depends on what its dependencies depend on, so an app gets the libraries of
/// the frameworks it embeds.
///
/// The target's dependencies are walked breadth-first, first occurrence winning: SDKs always
/// come along; frameworks, Carthage frameworks, package products and targets unless a target
/// below the top one embeds them (`embed: true`); bundles only from the top. A target's own
/// dependencies are followed unless it embeds them itself (an application or a test bundle)
/// or it is an aggregate. The result is sorted by what each dependency names, as XcodeGen
/// sorts it. Aggregate targets keep their dependencies as written.
enum TransitiveDependencies {
    /// `target` with its dependencies resolved: as written when the option is off.
    static func resolving(_ target: Target, in project: Project, targetsByName: [String: Target]) -> Target {
        // XcodeGen makes an aggregate target's dependencies as written.
        guard !target.isAggregate, target.transitivelyLinkDependencies ?? project.options.transitivelyLinkDependencies else { return target }
        var resolved = target
        resolved.dependencies = dependencies(of: target, targetsByName: targetsByName)
        return resolved
    }

    private static func dependencies(of top: Target, targetsByName: [String: Target]) -> [Dependency] {
        var found: [String: Dependency] = [:]
        TargetWalk.breadthFirst(from: top) { current in
            let isTop = current.name == top.name
            var next: [Target] = []
            for dependency in current.dependencies {
                let key = uniqueID(of: dependency)
                guard found[key] == nil else { continue }
                switch dependency.kind {
                case .sdk:
                    found[key] = dependency
                case .framework, .carthage, .package:
                    if isTop || dependency.embed != true { found[key] = dependency }
                case .target:
                    guard isTop || dependency.embed != true else { continue }
                    if dependency.externalProject != nil {
                        found[key] = dependency
                    } else if let other = targetsByName[dependency.name] {
                        found[key] = dependency
                        if !other.isAggregate, !(other.type.isApp || other.type.isTest) { next.append(other) }
                    }
                case .bundle:
                    if isTop { found[key] = dependency }
                }
            }
            return next
        }
        return found.sorted { $0.key < $1.key }.map(\.value)
    }

    /// What a dependency is known by: its name, and a package product's product too.
    private static func uniqueID(of dependency: Dependency) -> String {
        dependency.kind == .package ? "\(dependency.name)/\(dependency.product ?? dependency.name)" : dependency.name
    }
}
