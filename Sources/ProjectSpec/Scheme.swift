/// A shared scheme (`schemes:`).
public struct Scheme: Sendable, Hashable, Encodable {
    /// The scheme name.
    public var name: String
    /// What to build, with the actions each target takes part in.
    public var build: BuildAction
    /// The Run action.
    public var run: SchemeAction?
    /// The Test action.
    public var test: TestAction?
    /// The Profile action.
    public var profile: SchemeAction?
    /// The Analyze action.
    public var analyze: SchemeAction?
    /// The Archive action.
    public var archive: SchemeAction?
    /// Whether it is shared (`xcshareddata`, committed) or the user's own (`xcuserdata`);
    /// XcodeGen's `management.shared`.
    public var shared = true

    /// Creates a scheme.
    public init(
        name: String, build: BuildAction, run: SchemeAction? = nil, test: TestAction? = nil,
        profile: SchemeAction? = nil, analyze: SchemeAction? = nil, archive: SchemeAction? = nil
    ) {
        self.name = name
        self.build = build
        self.run = run
        self.test = test
        self.profile = profile
        self.analyze = analyze
        self.archive = archive
    }
}

/// The scheme's Build action.
public struct BuildAction: Sendable, Hashable, Encodable {
    /// The targets to build, in order.
    public var targets: [BuildTarget]
    /// Scripts run before the build (they cannot fail it).
    public var preActions: [ExecutionAction]
    /// Scripts run after the build.
    public var postActions: [ExecutionAction]

    /// `targets` as XcodeGen orders a mapping of them: by target name (a workspace scheme's
    /// `Folder/Target` by its target's), then by the whole entry.
    public static func sortedAsXcodeGen(_ targets: [BuildTarget]) -> [BuildTarget] {
        func key(_ entry: BuildTarget) -> (Substring, String) { (entry.target.split(separator: "/").last ?? Substring(entry.target), entry.target) }
        return targets.sorted { key($0) < key($1) }
    }

    /// Creates a build action.
    public init(targets: [BuildTarget], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []) {
        self.targets = targets
        self.preActions = preActions
        self.postActions = postActions
    }
}

/// A target in a scheme's Build action and the actions it is built for.
public struct BuildTarget: Sendable, Hashable, Encodable {
    /// The scheme actions a target can be built for.
    public enum Action: String, Sendable, Hashable, Encodable, CaseIterable {
        case run, test, profile, analyze, archive
    }

    /// The target name.
    public var target: String
    /// The actions it is built for.
    public var actions: [Action]

    /// Creates an entry.
    public init(target: String, actions: [Action] = Action.allCases) {
        self.target = target
        self.actions = actions
    }
}

/// A script run before or after a scheme action (Xcode's "ExecutionAction").
public struct ExecutionAction: Sendable, Hashable, Encodable {
    /// The title shown in Xcode.
    public var name: String
    /// The script text.
    public var script: String
    /// The target whose build settings the script sees (so `$SRCROOT` resolves).
    public var settingsTarget: String?

    /// Creates an action.
    public init(name: String, script: String, settingsTarget: String? = nil) {
        self.name = name
        self.script = script
        self.settingsTarget = settingsTarget
    }
}

/// A scheme's Run, Profile, Analyze or Archive action.
public struct SchemeAction: Sendable, Hashable, Encodable {
    /// The build configuration; Debug for run and analyze, Release for profile and archive when `nil`.
    public var config: String?
    /// Scripts before the action.
    public var preActions: [ExecutionAction]
    /// Scripts after the action.
    public var postActions: [ExecutionAction]
    /// Environment variables for the launched process.
    public var environmentVariables: [String: String]
    /// Arguments passed on launch, each enabled or not (`commandLineArguments`).
    public var commandLineArguments: [String: Bool] = [:]
    /// The target launched (Run) or profiled; the first runnable build target when `nil`.
    public var executable: String?

    /// Creates an action.
    public init(config: String? = nil, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [], environmentVariables: [String: String] = [:]) {
        self.config = config
        self.preActions = preActions
        self.postActions = postActions
        self.environmentVariables = environmentVariables
    }
}

/// A scheme's Test action.
public struct TestAction: Sendable, Hashable, Encodable {
    /// The build configuration; Debug when `nil`.
    public var config: String?
    /// The test targets to run.
    public var targets: [String]
    /// Whether to gather code coverage.
    public var gatherCoverageData: Bool
    /// Scripts before testing.
    public var preActions: [ExecutionAction]
    /// Scripts after testing.
    public var postActions: [ExecutionAction]
    /// Environment variables for the test process.
    public var environmentVariables: [String: String]
    /// Arguments passed to the test process, each enabled or not.
    public var commandLineArguments: [String: Bool] = [:]
    /// Test plans (`.xctestplan` paths relative to the project root); the first is the default
    /// unless one says `defaultPlan`.
    public var testPlans: [TestPlanReference] = []
    /// Test targets of local Swift packages (XcodeGen's `package: Package/Target`), run after
    /// `targets`.
    public var packageTargets: [PackageTestTarget] = []
    /// The language the tests run in (`de`), `nil` for the system's.
    public var language: String?
    /// The region the tests run in (`CH`), `nil` for the system's.
    public var region: String?
    /// The targets whose code coverage is gathered (`Project/Target` for another project's);
    /// empty for every target's.
    public var coverageTargets: [String] = []
    /// The options of test targets that set any, by target name.
    public var testableOptions: [String: TestableOptions] = [:]

    /// Creates a test action.
    public init(
        config: String? = nil, targets: [String] = [], gatherCoverageData: Bool = false,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [], environmentVariables: [String: String] = [:]
    ) {
        self.config = config
        self.targets = targets
        self.gatherCoverageData = gatherCoverageData
        self.preActions = preActions
        self.postActions = postActions
        self.environmentVariables = environmentVariables
    }
}

/// How a scheme's Test action runs one test target (XcodeGen's keys of a test target).
public struct TestableOptions: Sendable, Hashable, Encodable {
    /// Whether its tests may run in parallel.
    public var parallelizable: Bool
    /// Whether its tests run in random order.
    public var randomExecutionOrder: Bool
    /// Whether it is skipped.
    public var skipped: Bool

    /// Creates options; the defaults are XcodeGen's.
    public init(parallelizable: Bool = false, randomExecutionOrder: Bool = false, skipped: Bool = false) {
        self.parallelizable = parallelizable
        self.randomExecutionOrder = randomExecutionOrder
        self.skipped = skipped
    }
}

/// A test target of a local Swift package, run by a scheme's Test action
/// (`- package: Package/TargetTests`).
public struct PackageTestTarget: Sendable, Hashable, Encodable {
    /// The package, as named under `packages:` (a local one).
    public var package: String
    /// The test target in the package's manifest.
    public var name: String

    /// Creates a reference.
    public init(package: String, name: String) {
        self.package = package
        self.name = name
    }
}

/// A test plan of a scheme's Test action.
public struct TestPlanReference: Sendable, Hashable, Encodable {
    /// The `.xctestplan`, relative to the project root.
    public var path: String
    /// Whether it is the default plan.
    public var defaultPlan: Bool

    /// Creates a reference.
    public init(path: String, defaultPlan: Bool = false) {
        self.path = path
        self.defaultPlan = defaultPlan
    }
}
