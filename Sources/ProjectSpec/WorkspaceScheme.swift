/// A scheme of a workspace, its targets found in the workspace's projects: what
/// `<name>.xcworkspace/xcshareddata/xcschemes/<scheme>.xcscheme` is made of.
public struct WorkspaceScheme: Sendable {
    /// The scheme, naming each target by its own name.
    public var scheme: Scheme
    /// Each target the scheme names, as its project has it.
    public var targets: [Target]
    /// Target name → the path of its project's `.xcodeproj`, relative to the workspace's folder.
    public var containers: [String: String]
    /// The configurations of the first target's project (the scheme's defaults come from them).
    public var configs: [BuildConfiguration]

    /// Creates a resolved workspace scheme.
    public init(scheme: Scheme, targets: [Target], containers: [String: String], configs: [BuildConfiguration]) {
        self.scheme = scheme
        self.targets = targets
        self.containers = containers
        self.configs = configs
    }
}
