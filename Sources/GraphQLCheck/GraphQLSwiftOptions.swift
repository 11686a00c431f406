import ProjectSpec

/// What the `graphql` step's Swift looks like: the namespace it is declared in, its access
/// level, and the Swift type of each custom scalar.
public struct GraphQLSwiftOptions: Sendable, Equatable {
    /// The enum every generated type is declared in (`GraphQLAPI.ProfileQuery`).
    public var namespace: String
    /// `internal` or `public`.
    public var accessLevel: PipelineStep.AccessLevel
    /// A custom scalar's Swift type, by the scalar's name (`DateTime: Date`); a custom scalar
    /// not named here is a `String`.
    public var scalars: [String: String]

    /// The namespace when the step names none.
    public static let defaultNamespace = "GraphQLAPI"

    /// Options.
    public init(namespace: String = GraphQLSwiftOptions.defaultNamespace, accessLevel: PipelineStep.AccessLevel = .internal, scalars: [String: String] = [:]) {
        self.namespace = namespace
        self.accessLevel = accessLevel
        self.scalars = scalars
    }

    /// The options a step's manifest gives.
    public init(step: PipelineStep) {
        self.init(namespace: step.namespace ?? Self.defaultNamespace, accessLevel: step.accessLevel ?? .internal, scalars: step.scalars)
    }

    /// The access modifier with its space (`public `), or nothing for `internal`.
    var modifier: String { accessLevel == .public ? "public " : "" }
}
