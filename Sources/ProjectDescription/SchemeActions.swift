/// What a scheme builds (for every action), with scripts around the build.
public struct BuildAction: Sendable {
    /// The targets built.
    public var targets: [TargetReference]
    /// Scripts run before the build.
    public var preActions: [ExecutionAction]
    /// Scripts run after the build.
    public var postActions: [ExecutionAction]

    /// Builds `targets`; `preActions` run before the build (where Tuist projects run Needle and GraphQL generators).
    public static func buildAction(targets: [TargetReference], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []) -> BuildAction {
        BuildAction(targets: targets, preActions: preActions, postActions: postActions)
    }

    /// The same, as an initializer.
    public init(targets: [TargetReference], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []) {
        self.targets = targets
        self.preActions = preActions
        self.postActions = postActions
    }
}

/// How a scheme tests.
public struct TestAction: Sendable {
    var targets: [TestableTarget]
    var configuration: ConfigurationName?
    var preActions: [ExecutionAction]
    var postActions: [ExecutionAction]
    var options: TestActionOptions
    var arguments: Arguments?
    var testPlans: [Path] = []

    /// Runs the tests of `targets`.
    public static func targets(
        _ targets: [TestableTarget], arguments: Arguments? = nil, configuration: ConfigurationName? = nil,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [], options: TestActionOptions = .options()
    ) -> TestAction {
        TestAction(targets: targets, configuration: configuration, preActions: preActions, postActions: postActions, options: options, arguments: arguments)
    }

    /// Runs the test plans at `testPlans` (`.xctestplan` files; the first is the default).
    /// `attachDebugger` is Xcode's default either way.
    public static func testPlans(
        _ testPlans: [Path], configuration: ConfigurationName? = nil, attachDebugger: Bool = true,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []
    ) -> TestAction {
        TestAction(targets: [], configuration: configuration, preActions: preActions, postActions: postActions, options: .options(),
                   arguments: nil, testPlans: testPlans)
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("config", configuration.map { .string($0.rawValue) }),
            ("targets", .array(targets.map { .string($0.name) })),
            ("gatherCoverageData", options.coverage ? .bool(true) : nil),
            ("preActions", .array(preActions.map(\.json))),
            ("postActions", .array(postActions.map(\.json))),
            ("environmentVariables", arguments?.environmentJSON),
            ("commandLineArguments", arguments?.launchArgumentsJSON),
            ("testPlans", .array(testPlans.enumerated().map { index, plan in
                ManifestJSON.fields([("path", .string(plan.manifestRelative)), ("defaultPlan", index == 0 ? .bool(true) : nil)])
            })),
        ])
    }
}

/// A test target in a test action (`"AppTests"` or `.testableTarget(target: "AppTests")`).
public struct TestableTarget: Sendable, ExpressibleByStringInterpolation {
    var name: String

    public init(stringLiteral value: String) { name = value }

    /// The test target `target`.
    public static func testableTarget(target: TargetReference) -> TestableTarget { TestableTarget(stringLiteral: target.name) }
}

/// Test action options.
public struct TestActionOptions: Sendable {
    var coverage: Bool

    /// `coverage`: whether to gather code coverage.
    public static func options(coverage: Bool = false) -> TestActionOptions { TestActionOptions(coverage: coverage) }
}

/// How a scheme runs the app.
public struct RunAction: Sendable {
    var configuration: ConfigurationName?
    var preActions: [ExecutionAction]
    var postActions: [ExecutionAction]
    var arguments: Arguments?
    var executable: TargetReference?

    /// Runs in `configuration` with `arguments`' environment; `executable` is the target it
    /// launches (read, and warned about: scaffold launches the scheme's first runnable target).
    public static func runAction(
        configuration: ConfigurationName? = nil, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        executable: TargetReference? = nil, arguments: Arguments? = nil
    ) -> RunAction {
        RunAction(configuration: configuration, preActions: preActions, postActions: postActions, arguments: arguments, executable: executable)
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("config", configuration.map { .string($0.rawValue) }),
            ("preActions", .array(preActions.map(\.json))),
            ("postActions", .array(postActions.map(\.json))),
            ("environmentVariables", arguments?.environmentJSON),
            ("commandLineArguments", arguments?.launchArgumentsJSON),
            ("executable", executable.map { .string($0.name) }),
        ])
    }
}

/// The environment and launch arguments a scheme runs or tests with.
public struct Arguments: Sendable {
    var environmentVariables: [String: EnvironmentVariable]
    var launchArguments: [LaunchArgument] = []

    /// Environment variables by name, and launch arguments in order (the scheme's
    /// `commandLineArguments`).
    public static func arguments(environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = []) -> Arguments {
        Arguments(environmentVariables: environmentVariables, launchArguments: launchArguments)
    }

    var environmentJSON: ManifestJSON? {
        ManifestJSON.stringMap(environmentVariables.compactMapValues { $0.isEnabled ? $0.value : nil })
    }

    /// XcodeGen's `commandLineArguments:`: each argument and whether it is on.
    var launchArgumentsJSON: ManifestJSON? {
        launchArguments.isEmpty ? nil : .object(launchArguments.map { ($0.name, .bool($0.isEnabled)) })
    }
}

/// An argument a scheme launches the app with.
public struct LaunchArgument: Sendable {
    /// The argument.
    public var name: String
    /// Whether it is passed.
    public var isEnabled: Bool

    /// `name`, on or off.
    public static func launchArgument(name: String, isEnabled: Bool = true) -> LaunchArgument { LaunchArgument(name: name, isEnabled: isEnabled) }

    /// The same, as an initializer.
    public init(name: String, isEnabled: Bool = true) {
        self.name = name
        self.isEnabled = isEnabled
    }
}

/// An environment variable's value (a string literal, or `.environmentVariable(value:isEnabled:)`).
public struct EnvironmentVariable: Sendable, ExpressibleByStringInterpolation {
    var value: String
    var isEnabled = true

    public init(stringLiteral value: String) { self.value = value }

    /// A value; a disabled one is left out.
    public static func environmentVariable(value: String, isEnabled: Bool) -> EnvironmentVariable {
        var variable = EnvironmentVariable(stringLiteral: value)
        variable.isEnabled = isEnabled
        return variable
    }
}

/// How a scheme archives.
public struct ArchiveAction: Sendable {
    var configuration: ConfigurationName
    /// Archives in `configuration`.
    public static func archiveAction(configuration: ConfigurationName) -> ArchiveAction { ArchiveAction(configuration: configuration) }
}

/// How a scheme profiles.
public struct ProfileAction: Sendable {
    var configuration: ConfigurationName
    /// Profiles in `configuration`.
    public static func profileAction(configuration: ConfigurationName) -> ProfileAction { ProfileAction(configuration: configuration) }
}

/// How a scheme analyzes.
public struct AnalyzeAction: Sendable {
    var configuration: ConfigurationName
    /// Analyzes in `configuration`.
    public static func analyzeAction(configuration: ConfigurationName) -> AnalyzeAction { AnalyzeAction(configuration: configuration) }
}

/// The manifest form of the actions that only name a configuration.
enum SchemeActionJSON {
    static func configuration(_ name: ConfigurationName) -> ManifestJSON {
        .object([("config", .string(name.rawValue))])
    }
}
