/// A pre-build generator step (`pipeline:`).
public struct PipelineStep: Sendable, Hashable, Encodable {
    /// What to do when the step fails.
    public enum FailurePolicy: String, Sendable, Hashable, Encodable, CaseIterable {
        /// Stop the pipeline and fail.
        case fail
        /// Report a warning and go on.
        case warn
    }

    /// The steps scaffold runs itself when `run` names one of them.
    public enum Builtin: String, Sendable, Hashable, Encodable, CaseIterable {
        /// The Needle DI graph check.
        case diCheck = "di-check"
        /// Needle-compatible code generation.
        case needle
        /// GraphQL operations checked against their schema.
        case graphql
    }

    /// The access level of the Swift a built-in step generates.
    public enum AccessLevel: String, Sendable, Hashable, Encodable, CaseIterable {
        /// Visible inside the module that compiles it (Swift's default).
        case `internal`
        /// Visible to the modules that import it.
        case `public`
    }

    /// The step name, used by `dependsOn` and `scaffold prebuild --step`.
    public var name: String
    /// A shell command, or the name of a built-in step.
    public var run: String
    /// Glob patterns of input files, relative to the project root.
    public var inputs: [String]
    /// Output paths, relative to the project root.
    public var outputs: [String]
    /// Steps that must finish first.
    public var dependsOn: [String]
    /// Fail or warn.
    public var onFailure: FailurePolicy
    /// Seconds before the step is stopped.
    public var timeout: Double
    /// Extra environment for the command.
    public var env: [String: String]
    /// The folder the command runs in, relative to the project root.
    public var workingDirectory: String
    /// Targets that get a pre-build Run Script phase calling this step (it can fail the build).
    public var buildPhase: [String]
    /// Schemes that get a build pre-action calling this step (it cannot fail the build).
    public var schemePreAction: [String]
    /// For `needle` and `di-check`: Needle's `--exclude-paths`. An input Swift file whose absolute
    /// file URL (`file:///…`, percent-encoded) contains any of these texts is not read.
    public var excludePaths: [String]
    /// For `needle` and `di-check`: Needle's `--exclude-suffixes`. An input Swift file whose name
    /// without its extension ends with any of these is not read.
    public var excludeSuffixes: [String]
    /// For `graphql`: the schema the operations are checked against (SDL, or an introspection
    /// `schema.json`), relative to the project root. It is one of the step's inputs.
    public var schema: String?
    /// For `graphql`: the Swift type of each custom scalar (`DateTime: Date`); one left out is a
    /// `String`.
    public var scalars: [String: String] = [:]
    /// For `graphql`: the enum the generated types are declared in (default `GraphQLAPI`).
    public var namespace: String?
    /// For `graphql`: the generated Swift's access level (default `internal`).
    public var accessLevel: AccessLevel?

    /// The built-in step `run` names, if it names one.
    public var builtin: Builtin? { Builtin(rawValue: run) }

    /// The timeout when the manifest sets none: ten minutes.
    public static let defaultTimeout: Double = 600

    /// Creates a step.
    public init(
        name: String, run: String, inputs: [String] = [], outputs: [String] = [], dependsOn: [String] = [],
        onFailure: FailurePolicy = .fail, timeout: Double = PipelineStep.defaultTimeout, env: [String: String] = [:],
        workingDirectory: String = ".", buildPhase: [String] = [], schemePreAction: [String] = [],
        excludePaths: [String] = [], excludeSuffixes: [String] = []
    ) {
        self.name = name
        self.run = run
        self.inputs = inputs
        self.outputs = outputs
        self.dependsOn = dependsOn
        self.onFailure = onFailure
        self.timeout = timeout
        self.env = env
        self.workingDirectory = workingDirectory
        self.buildPhase = buildPhase
        self.schemePreAction = schemePreAction
        self.excludePaths = excludePaths
        self.excludeSuffixes = excludeSuffixes
    }
}
