/// What a scheme builds (for every action), with scripts around the build.
public struct BuildAction: Sendable {
    /// The targets built.
    public var targets: [TargetReference]
    /// The purposes each target is built for; a target not named here is built for all.
    public var buildFor: [TargetReference: Set<BuildActionTarget.BuildFor>]
    /// Scripts run before the build.
    public var preActions: [ExecutionAction]
    /// Scripts run after the build.
    public var postActions: [ExecutionAction]
    /// The order targets are built in.
    public var buildOrder: BuildOrder
    /// Whether post-actions run when the build fails.
    public var runPostActionsOnFailure: Bool
    /// Whether Xcode finds dependencies it is not told of.
    public var findImplicitDependencies: Bool

    /// Builds `targets`; `preActions` run before the build (where Tuist projects run Needle and GraphQL generators).
    public static func buildAction(
        targets: [TargetReference], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        buildOrder: BuildOrder = .dependency, runPostActionsOnFailure: Bool = false, findImplicitDependencies: Bool = true
    ) -> BuildAction {
        BuildAction(targets: targets, buildFor: [:], preActions: preActions, postActions: postActions, buildOrder: buildOrder,
                    runPostActionsOnFailure: runPostActionsOnFailure, findImplicitDependencies: findImplicitDependencies)
    }

    /// Builds each target for the purposes it names.
    public static func buildAction(
        buildActionTargets: [BuildActionTarget], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        buildOrder: BuildOrder = .dependency, runPostActionsOnFailure: Bool = false, findImplicitDependencies: Bool = true
    ) -> BuildAction {
        var targets: [TargetReference] = []
        var buildFor: [TargetReference: Set<BuildActionTarget.BuildFor>] = [:]
        for item in buildActionTargets {
            if buildFor[item.target] == nil { targets.append(item.target) }
            buildFor[item.target, default: []].formUnion(item.buildFor)
        }
        return BuildAction(targets: targets, buildFor: buildFor, preActions: preActions, postActions: postActions, buildOrder: buildOrder,
                           runPostActionsOnFailure: runPostActionsOnFailure, findImplicitDependencies: findImplicitDependencies)
    }

    /// Tuist 3's initializer spelling.
    public init(
        targets: [TargetReference], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        runPostActionsOnFailure: Bool = false
    ) {
        self.init(targets: targets, buildFor: [:], preActions: preActions, postActions: postActions, buildOrder: .dependency,
                  runPostActionsOnFailure: runPostActionsOnFailure, findImplicitDependencies: true)
    }

    init(targets: [TargetReference], buildFor: [TargetReference: Set<BuildActionTarget.BuildFor>], preActions: [ExecutionAction],
         postActions: [ExecutionAction], buildOrder: BuildOrder, runPostActionsOnFailure: Bool, findImplicitDependencies: Bool) {
        self.targets = targets
        self.buildFor = buildFor
        self.preActions = preActions
        self.postActions = postActions
        self.buildOrder = buildOrder
        self.runPostActionsOnFailure = runPostActionsOnFailure
        self.findImplicitDependencies = findImplicitDependencies
    }

    /// The manifest's `build.targets` value for `target`: `all`, or the purposes named.
    func purposesJSON(_ target: TargetReference) -> ManifestJSON {
        guard let purposes = buildFor[target], purposes != Set(BuildActionTarget.BuildFor.allCases) else { return .string("all") }
        return .array(BuildActionTarget.BuildFor.allCases.filter(purposes.contains).map { .string($0.rawValue) })
    }
}

/// The order a build action builds its targets in.
public enum BuildOrder: String, Sendable, Codable {
    /// By dependency (Xcode's default).
    case dependency
    /// As listed (Xcode's "manual order", deprecated).
    case manual
}

/// A target of a build action and the purposes it is built for.
public struct BuildActionTarget: Sendable, Hashable {
    /// What a target is built for.
    public enum BuildFor: String, Sendable, Codable, CaseIterable {
        case analyzing, archiving, profiling, running, testing
    }

    /// The target.
    public var target: TargetReference
    /// The purposes.
    public var buildFor: Set<BuildFor>

    /// The target `name` of this project.
    public static func target(_ name: String, buildFor: Set<BuildFor> = Set(BuildFor.allCases)) -> BuildActionTarget {
        BuildActionTarget(target: .target(name), buildFor: buildFor)
    }

    /// The target `target` of the project at `path`.
    public static func project(path: Path, target: String, buildFor: Set<BuildFor> = Set(BuildFor.allCases)) -> BuildActionTarget {
        BuildActionTarget(target: .project(path: path, target: target), buildFor: buildFor)
    }
}
