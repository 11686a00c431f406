import ProjectSpec

/// The Carthage frameworks a target reaches, as XcodeGen's `CarthageDependencyResolver` finds
/// them: its own `carthage:` dependencies, and those of the targets it depends on, followed
/// through targets of its own platform (and aggregates), each framework once, by name.
/// An application or test bundle embeds what it reaches (the target's `embed`, else XcodeGen's
/// rule); an iOS, tvOS or watchOS application does it through `carthage copy-frameworks`,
/// which strips the simulator slices, unless the target embeds directly
/// (`directlyEmbedCarthageDependencies`). Every target that reaches one searches its folder.
enum CarthageReach {
    /// The Carthage dependencies `top` reaches, sorted by name.
    static func dependencies(of top: Target, targetsByName: [String: Target]) -> [Dependency] {
        var found: [String: Dependency] = [:]
        TargetWalk.breadthFirst(from: top) { current in
            var next: [Target] = []
            for dependency in current.dependencies {
                switch dependency.kind {
                case .carthage:
                    if found[dependency.name] == nil { found[dependency.name] = dependency }
                case .target where dependency.externalProject == nil:
                    guard let other = targetsByName[dependency.name], other.isAggregate || other.platform == top.platform else { continue }
                    next.append(other)
                default:
                    continue
                }
            }
            return next
        }
        return found.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Whether `target` embeds the Carthage frameworks it reaches when a dependency does not say.
    static func embedsByDefault(_ target: Target) -> Bool {
        (target.type.isApp && target.platform != .watchOS) || target.type == .watch2Extension || target.type.isTest
    }

    /// Whether `target` embeds them in its Embed Frameworks phase rather than through the
    /// `carthage copy-frameworks` script.
    static func embedsDirectly(_ target: Target) -> Bool {
        target.directlyEmbedCarthageDependencies ?? !([.iOS, .tvOS, .watchOS, .visionOS, .auto].contains(target.platform) && target.type.isApp)
    }
}
