/// How a scheme tests: test targets, or test plans.
public struct TestAction: Sendable {
    /// Test plans by path; the first is the default.
    public var testPlans: [Path]?
    /// The test targets.
    public var targets: [TestableTarget]
    /// The environment and launch arguments.
    public var arguments: Arguments?
    /// The configuration tests build in.
    public var configuration: ConfigurationName
    /// Whether the debugger is attached.
    public var attachDebugger: Bool
    /// The target whose settings expand `$(…)` in the environment.
    public var expandVariableFromTarget: TargetReference?
    /// Scripts run before testing.
    public var preActions: [ExecutionAction]
    /// Scripts run after testing.
    public var postActions: [ExecutionAction]
    /// Coverage, language and the like.
    public var options: TestActionOptions
    /// Sanitizers and checkers.
    public var diagnosticsOptions: SchemeDiagnosticsOptions
    /// Tests skipped (`Target/Class/method`).
    public var skippedTests: [String]?
    var configurationGiven: Bool
    /// Plans Tuist would generate, read and warned about.
    public var generatedTestPlans: [TestPlan]?

    /// Runs the tests of `targets`; `testPlans` (scaffold's addition) are test plans beside them
    /// (`.xctestplan` paths; the first is the default).
    public static func targets(
        _ targets: [TestableTarget], arguments: Arguments? = nil, configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        expandVariableFromTarget: TargetReference? = nil, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        options: TestActionOptions = .options(), diagnosticsOptions: SchemeDiagnosticsOptions = .options(), skippedTests: [String] = [],
        testPlans: [Path]? = nil
    ) -> TestAction {
        TestAction(testPlans: testPlans, targets: targets, arguments: arguments, configuration: configuration, attachDebugger: attachDebugger,
                   expandVariableFromTarget: expandVariableFromTarget, preActions: preActions, postActions: postActions, options: options,
                   diagnosticsOptions: diagnosticsOptions, skippedTests: skippedTests.isEmpty ? nil : skippedTests, configurationGiven: true)
    }

    /// Tuist 3's spelling, with the diagnostics as a list of ``SchemeDiagnosticsOption``.
    public static func targets(
        _ targets: [TestableTarget], arguments: Arguments? = nil, configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        expandVariableFromTarget: TargetReference? = nil, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        options: TestActionOptions = .options(), diagnosticsOptions: [SchemeDiagnosticsOption], skippedTests: [String] = []
    ) -> TestAction {
        let diagnostics = SchemeDiagnosticsOptions.options(
            addressSanitizerEnabled: diagnosticsOptions.contains(.enableAddressSanitizer),
            detectStackUseAfterReturnEnabled: diagnosticsOptions.contains(.enableDetectStackUseAfterReturn),
            threadSanitizerEnabled: diagnosticsOptions.contains(.enableThreadSanitizer),
            mainThreadCheckerEnabled: diagnosticsOptions.contains(.mainThreadChecker),
            performanceAntipatternCheckerEnabled: diagnosticsOptions.contains(.performanceAntipatternChecker)
        )
        return .targets(targets, arguments: arguments, configuration: configuration, attachDebugger: attachDebugger,
                        expandVariableFromTarget: expandVariableFromTarget, preActions: preActions, postActions: postActions,
                        options: options, diagnosticsOptions: diagnostics, skippedTests: skippedTests)
    }

    /// Tuist 3's spelling, with `language` and `region` beside the options.
    public static func targets(
        _ targets: [TestableTarget], arguments: Arguments? = nil, configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        expandVariableFromTarget: TargetReference? = nil, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        options: TestActionOptions = .options(), diagnosticsOptions: SchemeDiagnosticsOptions = .options(), language: SchemeLanguage?,
        region: String? = nil
    ) -> TestAction {
        var options = options
        options.language = language ?? options.language
        options.region = region ?? options.region
        return .targets(targets, arguments: arguments, configuration: configuration, attachDebugger: attachDebugger,
                        expandVariableFromTarget: expandVariableFromTarget, preActions: preActions, postActions: postActions,
                        options: options, diagnosticsOptions: diagnosticsOptions)
    }

    /// Runs test plans Tuist would write from Swift: scaffold writes none, so their test
    /// targets are the scheme's (warned about at the scheme).
    public static func testPlans(
        _ testPlans: [TestPlan], configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []
    ) -> TestAction {
        var action = TestAction.targets(testPlans.flatMap(\.testTargets), configuration: configuration, attachDebugger: attachDebugger,
                                        preActions: preActions, postActions: postActions)
        action.generatedTestPlans = testPlans
        return action
    }

    /// Runs the test plans at `testPlans` (`.xctestplan` files; the first is the default).
    public static func testPlans(
        _ testPlans: [Path], configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []
    ) -> TestAction {
        TestAction(testPlans: testPlans, targets: [], arguments: nil, configuration: configuration, attachDebugger: attachDebugger,
                   expandVariableFromTarget: nil, preActions: preActions, postActions: postActions, options: .options(),
                   diagnosticsOptions: .options(), skippedTests: nil, configurationGiven: true)
    }

    var json: ManifestJSON {
        let diagnostics = diagnosticsOptions.json
        return ManifestJSON.fields([
            ("config", .string(configuration.rawValue)),
            ("targets", .array(targets.map(\.json))),
            ("gatherCoverageData", options.coverage ? .bool(true) : nil),
            ("coverageTargets", ManifestJSON.strings(options.codeCoverageTargets.map(\.name))),
            ("debugEnabled", attachDebugger ? nil : .bool(false)),
            ("macroExpansion", expandVariableFromTarget.map { .string($0.name) }),
            ("language", options.language.map { .string($0.identifier) }),
            ("region", options.region.map(ManifestJSON.string)),
            ("preferredScreenCaptureFormat", options.preferredScreenCaptureFormat.map { .string($0.rawValue) }),
            ("preActions", .array(preActions.map(\.json))),
            ("postActions", .array(postActions.map(\.json))),
            ("environmentVariables", arguments?.environmentJSON),
            ("commandLineArguments", arguments?.launchArgumentsJSON),
            ("testPlans", .array((testPlans ?? []).enumerated().map { index, plan in
                ManifestJSON.fields([("path", .string(plan.manifestRelative)), ("defaultPlan", index == 0 ? .bool(true) : nil)])
            })),
        ] + diagnostics)
    }
}

/// A test target in a test action (`"AppTests"` or `.testableTarget(target: "AppTests")`).
public struct TestableTarget: Sendable, ExpressibleByStringInterpolation {
    /// Whether a target's tests run in parallel.
    public enum Parallelization: Sendable, Equatable {
        case disabled, swiftTestingOnly, enabled
    }

    /// The test target.
    public var target: TargetReference
    /// Whether it is skipped.
    public var isSkipped: Bool
    /// How its tests run in parallel.
    public var parallelization: Parallelization
    /// Whether its tests run in random order.
    public var isRandomExecutionOrdering: Bool
    /// The location simulated while it tests.
    public var simulatedLocation: SimulatedLocation?
    /// The tests run (`Class/method()`); all when empty.
    public var selectedTests: [String] = []
    /// The tests skipped.
    public var skippedTests: [String] = []

    /// Whether its tests run in parallel (Tuist's earlier property).
    public var isParallelizable: Bool { parallelization == .enabled }

    public init(stringLiteral value: String) {
        self.init(target: TargetReference(stringLiteral: value), isSkipped: false, parallelization: .disabled, isRandomExecutionOrdering: false)
    }

    init(target: TargetReference, isSkipped: Bool, parallelization: Parallelization, isRandomExecutionOrdering: Bool, simulatedLocation: SimulatedLocation? = nil) {
        self.target = target
        self.isSkipped = isSkipped
        self.parallelization = parallelization
        self.isRandomExecutionOrdering = isRandomExecutionOrdering
        self.simulatedLocation = simulatedLocation
    }

    /// The test target `target`.
    public static func testableTarget(
        target: TargetReference, isSkipped: Bool = false, parallelization: Parallelization = .disabled,
        isRandomExecutionOrdering: Bool = false, simulatedLocation: SimulatedLocation? = nil,
        selectedTests: [String] = [], skippedTests: [String] = []
    ) -> TestableTarget {
        var testable = TestableTarget(target: target, isSkipped: isSkipped, parallelization: parallelization,
                                      isRandomExecutionOrdering: isRandomExecutionOrdering, simulatedLocation: simulatedLocation)
        testable.selectedTests = selectedTests
        testable.skippedTests = skippedTests
        return testable
    }

    /// The test target `target`, in Tuist 3's initializer spelling.
    public init(target: TargetReference, skipped: Bool = false, parallelizable: Bool = false, randomExecutionOrdering: Bool = false) {
        self.init(target: target, isSkipped: skipped, parallelization: parallelizable ? .enabled : .disabled,
                  isRandomExecutionOrdering: randomExecutionOrdering)
    }

    /// The test target `target`, in Tuist's earlier spelling.
    public static func testableTarget(
        target: TargetReference, isSkipped: Bool = false, isParallelizable: Bool,
        isRandomExecutionOrdering: Bool = false, simulatedLocation: SimulatedLocation? = nil
    ) -> TestableTarget {
        testableTarget(target: target, isSkipped: isSkipped, parallelization: isParallelizable ? .enabled : .disabled,
                       isRandomExecutionOrdering: isRandomExecutionOrdering, simulatedLocation: simulatedLocation)
    }

    var json: ManifestJSON {
        guard isSkipped || parallelization != .disabled || isRandomExecutionOrdering || simulatedLocation != nil || !selectedTests.isEmpty || !skippedTests.isEmpty
        else { return .string(target.name) }
        return ManifestJSON.fields([
            ("name", .string(target.name)),
            ("skipped", isSkipped ? .bool(true) : nil),
            ("parallelizable", parallelization == .disabled ? nil : .bool(true)),
            ("randomExecutionOrder", isRandomExecutionOrdering ? .bool(true) : nil),
            ("location", simulatedLocation.map { .string($0.name) }),
            ("selectedTests", ManifestJSON.strings(selectedTests)),
            ("skippedTests", ManifestJSON.strings(skippedTests)),
        ])
    }
}

/// The order tests run in.
public enum TestExecutionOrdering: String, Sendable, Codable { case alphabetical, random }
/// How a generated test plan runs tests in parallel.
public enum TestPlanParallelizationMode: String, Sendable, Codable { case automatic, disabled, enabled, swiftTestingOnly }
/// How tests are repeated.
public enum TestRepetitionMode: String, Sendable, Codable { case none, untilFailure, retryOnFailure }
/// How long test attachments are kept.
public enum TestAttachmentLifetime: String, Sendable, Codable { case keepAlways, deleteOnSuccess, keepNever }
/// When diagnostics are collected while testing.
public enum TestDiagnosticCollectionPolicy: String, Sendable, Codable { case never = "Never", onFailure = "OnFailure" }
/// How Swift Testing and XCTest interoperate.
public enum TestInteropMode: String, Sendable, Codable { case limited, complete }
/// How a UI test treats the app crashing.
public enum ApplicationCrashDetectionSeverity: String, Sendable, Codable { case disabled, warning, failure, fatalFailure }

/// A location scenario simulated while testing.
public struct TestLocationScenario: Sendable, Equatable {
    /// The scenario Xcode shows.
    public let identifier: String
    /// The kind of reference.
    public let referenceType: String

    /// A scenario.
    public init(identifier: String, referenceType: String = "built-in") {
        self.identifier = identifier
        self.referenceType = referenceType
    }
}

/// The format UI tests capture the screen in.
public enum ScreenCaptureFormat: String, Sendable, Codable { case screenshots, screenRecording }

/// Options of a test action. scaffold writes `coverage`, `codeCoverageTargets`, `language`,
/// `region` and the capture format into the scheme; the test-plan options are read.
public struct TestActionOptions: Sendable {
    public var language: SchemeLanguage?
    public var region: String?
    public var preferredScreenCaptureFormat: ScreenCaptureFormat?
    public var coverage: Bool
    public var codeCoverageTargets: [TargetReference]
    public var testExecutionOrdering: TestExecutionOrdering
    public var parallelizationMode: TestPlanParallelizationMode?
    public var testRepetitionMode: TestRepetitionMode
    public var maximumTestRepetitions: Int?
    public var repeatInNewRunnerProcess: Bool
    public var testTimeoutsEnabled: Bool
    public var defaultTestExecutionTimeAllowance: Int?
    public var maximumTestExecutionTimeAllowance: Int?
    public var userAttachmentLifetime: TestAttachmentLifetime
    public var uiTestingScreenshotsLifetime: TestAttachmentLifetime
    public var areLocalizationScreenshotsEnabled: Bool
    public var diagnosticCollectionPolicy: TestDiagnosticCollectionPolicy
    public var distributor: String?
    public var locationScenario: TestLocationScenario?
    public var testInteropMode: TestInteropMode?
    public var applicationCrashDetectionSeverity: ApplicationCrashDetectionSeverity?

    /// The options; every default is Xcode's.
    public static func options(
        language: SchemeLanguage? = nil, region: String? = nil, preferredScreenCaptureFormat: ScreenCaptureFormat? = nil,
        coverage: Bool = false, codeCoverageTargets: [TargetReference] = [], testExecutionOrdering: TestExecutionOrdering = .alphabetical,
        parallelizationMode: TestPlanParallelizationMode? = nil, testRepetitionMode: TestRepetitionMode = .none,
        maximumTestRepetitions: Int? = nil, repeatInNewRunnerProcess: Bool = false, testTimeoutsEnabled: Bool = true,
        defaultTestExecutionTimeAllowance: Int? = nil, maximumTestExecutionTimeAllowance: Int? = nil,
        userAttachmentLifetime: TestAttachmentLifetime = .deleteOnSuccess, uiTestingScreenshotsLifetime: TestAttachmentLifetime = .deleteOnSuccess,
        areLocalizationScreenshotsEnabled: Bool = false, diagnosticCollectionPolicy: TestDiagnosticCollectionPolicy = .never,
        distributor: String? = nil, locationScenario: TestLocationScenario? = nil, testInteropMode: TestInteropMode? = nil,
        applicationCrashDetectionSeverity: ApplicationCrashDetectionSeverity? = nil
    ) -> TestActionOptions {
        TestActionOptions(
            language: language, region: region, preferredScreenCaptureFormat: preferredScreenCaptureFormat, coverage: coverage,
            codeCoverageTargets: codeCoverageTargets, testExecutionOrdering: testExecutionOrdering, parallelizationMode: parallelizationMode,
            testRepetitionMode: testRepetitionMode, maximumTestRepetitions: maximumTestRepetitions, repeatInNewRunnerProcess: repeatInNewRunnerProcess,
            testTimeoutsEnabled: testTimeoutsEnabled, defaultTestExecutionTimeAllowance: defaultTestExecutionTimeAllowance,
            maximumTestExecutionTimeAllowance: maximumTestExecutionTimeAllowance, userAttachmentLifetime: userAttachmentLifetime,
            uiTestingScreenshotsLifetime: uiTestingScreenshotsLifetime, areLocalizationScreenshotsEnabled: areLocalizationScreenshotsEnabled,
            diagnosticCollectionPolicy: diagnosticCollectionPolicy, distributor: distributor, locationScenario: locationScenario,
            testInteropMode: testInteropMode, applicationCrashDetectionSeverity: applicationCrashDetectionSeverity
        )
    }
}

/// Test targets chosen by a query (a name or `tag:…`), with the options each gets (read; scaffold
/// names test targets one by one).
public struct TestableTargetQuery: Sendable, Equatable, ExpressibleByStringLiteral {
    public var query: TargetQuery
    public var isSkipped: Bool
    public var parallelization: TestableTarget.Parallelization
    public var isRandomExecutionOrdering: Bool
    public var simulatedLocation: SimulatedLocation?

    public init(stringLiteral value: String) {
        self.init(query: TargetQuery(stringLiteral: value), isSkipped: false, parallelization: .disabled, isRandomExecutionOrdering: false)
    }

    init(query: TargetQuery, isSkipped: Bool, parallelization: TestableTarget.Parallelization, isRandomExecutionOrdering: Bool,
         simulatedLocation: SimulatedLocation? = nil) {
        self.query = query
        self.isSkipped = isSkipped
        self.parallelization = parallelization
        self.isRandomExecutionOrdering = isRandomExecutionOrdering
        self.simulatedLocation = simulatedLocation
    }

    /// The test targets `query` matches.
    public static func testableTargets(matching query: TargetQuery, isSkipped: Bool = false, parallelization: TestableTarget.Parallelization = .disabled,
                                       isRandomExecutionOrdering: Bool = false, simulatedLocation: SimulatedLocation? = nil) -> TestableTargetQuery {
        TestableTargetQuery(query: query, isSkipped: isSkipped, parallelization: parallelization, isRandomExecutionOrdering: isRandomExecutionOrdering,
                            simulatedLocation: simulatedLocation)
    }
}
