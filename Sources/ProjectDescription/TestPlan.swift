/// A test plan Tuist writes from Swift (`.generated(name:testTargets:…)`). scaffold writes no
/// `.xctestplan` of its own: a scheme's generated plans are read, warned about, and their test
/// targets become the scheme's test targets, so the tests still run.
public struct TestPlan: Sendable {
    /// The plan's name.
    public var name: String
    /// Where the plan would be written.
    public var path: Path?
    /// Its test targets.
    public var testTargets: [TestableTarget]
    /// Whether it is the scheme's default plan.
    public var isDefault: Bool
    /// Options of every configuration.
    public var defaultOptions: TestPlanOptions
    /// Options by configuration name.
    public var options: [String: TestPlanOptions]

    /// A plan of `testTargets`.
    public init(name: String, path: Path? = nil, testTargets: [TestableTarget], isDefault: Bool = false) {
        self.name = name
        self.path = path
        self.testTargets = testTargets
        self.isDefault = isDefault
        defaultOptions = .options()
        options = [:]
    }

    /// A plan of `testTargets`, with options.
    public static func generated(
        name: String, path: Path? = nil, testTargets: [TestableTarget], defaultOptions: TestPlanOptions = .options(),
        options: [String: TestPlanOptions] = [:], isDefault: Bool = false
    ) -> TestPlan {
        var plan = TestPlan(name: name, path: path, testTargets: testTargets, isDefault: isDefault)
        plan.defaultOptions = defaultOptions
        plan.options = options
        return plan
    }
}

/// The distribution service a test plan runs with.
public enum TestPlanDistributor: String, Sendable, Codable {
    case appStore = "com.apple.AppStore"
    case testFlight = "com.apple.TestFlight"
}

/// The allocations whose stacks a test plan records.
public enum TestPlanMallocStackLogging: String, Sendable, Codable { case allAllocations, liveAllocations }
/// How a test plan reports a runtime issue.
public enum TestPlanRuntimeIssueSeverity: String, Sendable, Codable { case warning, error }
/// A test plan's code coverage.
public enum TestPlanCodeCoverage: Sendable, Equatable { case disabled, allTargets, specificTargets([TargetReference]) }
/// A test plan's Address Sanitizer.
public enum TestPlanAddressSanitizer: Sendable, Equatable { case disabled, enabled(detectStackUseAfterReturn: Bool) }
/// A test plan's checked allocations.
public enum TestPlanCheckedAllocations: String, Sendable, Codable { case disabled, always, mteOnly }
/// Whether a test plan reports a kind of runtime issue, and how.
public enum TestPlanRuntimeIssueDetectionPolicy: Sendable, Equatable { case disabled, enabled(TestPlanRuntimeIssueSeverity) }
/// Where a location scenario comes from.
public enum TestLocationScenarioReferenceType: String, Sendable, Codable {
    case builtIn = "built-in"
    case custom
}

/// A location a test plan simulates.
public struct TestPlanLocationScenario: Sendable, Equatable {
    /// The scenario.
    public let identifier: String
    /// Where it comes from.
    public let referenceType: TestLocationScenarioReferenceType

    /// A scenario.
    public init(identifier: String, referenceType: TestLocationScenarioReferenceType = .builtIn) {
        self.identifier = identifier
        self.referenceType = referenceType
    }
}

/// Options of a generated test plan; `nil` leaves Xcode's default.
public struct TestPlanOptions: Sendable {
    public var arguments: Arguments?
    public var codeCoverage: TestPlanCodeCoverage?
    public var expandVariableFromTarget: TargetReference?
    public var language: SchemeLanguage?
    public var region: String?
    public var preferredScreenCaptureFormat: ScreenCaptureFormat?
    public var testExecutionOrdering: TestExecutionOrdering?
    public var parallelizationMode: TestPlanParallelizationMode?
    public var testRepetitionMode: TestRepetitionMode?
    public var maximumTestRepetitions: Int?
    public var repeatInNewRunnerProcess: Bool?
    public var testTimeoutsEnabled: Bool?
    public var defaultTestExecutionTimeAllowance: Int?
    public var maximumTestExecutionTimeAllowance: Int?
    public var userAttachmentLifetime: TestAttachmentLifetime?
    public var uiTestingScreenshotsLifetime: TestAttachmentLifetime?
    public var areLocalizationScreenshotsEnabled: Bool?
    public var diagnosticCollectionPolicy: TestDiagnosticCollectionPolicy?
    public var distributor: TestPlanDistributor?
    public var locationScenario: TestPlanLocationScenario?
    public var testInteropMode: TestInteropMode?
    public var applicationCrashDetectionSeverity: ApplicationCrashDetectionSeverity?
    public var addressSanitizer: TestPlanAddressSanitizer?
    public var threadSanitizerEnabled: Bool?
    public var mainThreadCheckerEnabled: Bool?
    public var performanceAntipatternCheckerEnabled: Bool?
    public var undefinedBehaviorSanitizerEnabled: Bool?
    public var zombieObjectsEnabled: Bool?
    public var guardMallocEnabled: Bool?
    public var mallocScribbleEnabled: Bool?
    public var mallocGuardEdgesEnabled: Bool?
    public var mallocStackLogging: TestPlanMallocStackLogging?
    public var checkedAllocations: TestPlanCheckedAllocations?
    public var runtimeIssueDetection: TestPlanRuntimeIssueDetectionPolicy?
    public var mainThreadCheckerDetectionPolicy: TestPlanRuntimeIssueDetectionPolicy?
    public var threadPerformanceCheckerRuntimeIssueDetection: TestPlanRuntimeIssueDetectionPolicy?
    public var memoryTaggingAddressSanitizerEnabled: Bool?

    /// The options; every one left out is Xcode's default.
    public static func options(
        arguments: Arguments? = nil,
        codeCoverage: TestPlanCodeCoverage? = nil,
        expandVariableFromTarget: TargetReference? = nil,
        language: SchemeLanguage? = nil,
        region: String? = nil,
        preferredScreenCaptureFormat: ScreenCaptureFormat? = nil,
        testExecutionOrdering: TestExecutionOrdering? = nil,
        parallelizationMode: TestPlanParallelizationMode? = nil,
        testRepetitionMode: TestRepetitionMode? = nil,
        maximumTestRepetitions: Int? = nil,
        repeatInNewRunnerProcess: Bool? = nil,
        testTimeoutsEnabled: Bool? = nil,
        defaultTestExecutionTimeAllowance: Int? = nil,
        maximumTestExecutionTimeAllowance: Int? = nil,
        userAttachmentLifetime: TestAttachmentLifetime? = nil,
        uiTestingScreenshotsLifetime: TestAttachmentLifetime? = nil,
        areLocalizationScreenshotsEnabled: Bool? = nil,
        diagnosticCollectionPolicy: TestDiagnosticCollectionPolicy? = nil,
        distributor: TestPlanDistributor? = nil,
        locationScenario: TestPlanLocationScenario? = nil,
        testInteropMode: TestInteropMode? = nil,
        applicationCrashDetectionSeverity: ApplicationCrashDetectionSeverity? = nil,
        addressSanitizer: TestPlanAddressSanitizer? = nil,
        threadSanitizerEnabled: Bool? = nil,
        mainThreadCheckerEnabled: Bool? = nil,
        performanceAntipatternCheckerEnabled: Bool? = nil,
        undefinedBehaviorSanitizerEnabled: Bool? = nil,
        zombieObjectsEnabled: Bool? = nil,
        guardMallocEnabled: Bool? = nil,
        mallocScribbleEnabled: Bool? = nil,
        mallocGuardEdgesEnabled: Bool? = nil,
        mallocStackLogging: TestPlanMallocStackLogging? = nil,
        checkedAllocations: TestPlanCheckedAllocations? = nil,
        runtimeIssueDetection: TestPlanRuntimeIssueDetectionPolicy? = nil,
        mainThreadCheckerDetectionPolicy: TestPlanRuntimeIssueDetectionPolicy? = nil,
        threadPerformanceCheckerRuntimeIssueDetection: TestPlanRuntimeIssueDetectionPolicy? = nil,
        memoryTaggingAddressSanitizerEnabled: Bool? = nil
    ) -> TestPlanOptions {
        var options = TestPlanOptions()
        options.arguments = arguments
        options.codeCoverage = codeCoverage
        options.expandVariableFromTarget = expandVariableFromTarget
        options.language = language
        options.region = region
        options.preferredScreenCaptureFormat = preferredScreenCaptureFormat
        options.testExecutionOrdering = testExecutionOrdering
        options.parallelizationMode = parallelizationMode
        options.testRepetitionMode = testRepetitionMode
        options.maximumTestRepetitions = maximumTestRepetitions
        options.repeatInNewRunnerProcess = repeatInNewRunnerProcess
        options.testTimeoutsEnabled = testTimeoutsEnabled
        options.defaultTestExecutionTimeAllowance = defaultTestExecutionTimeAllowance
        options.maximumTestExecutionTimeAllowance = maximumTestExecutionTimeAllowance
        options.userAttachmentLifetime = userAttachmentLifetime
        options.uiTestingScreenshotsLifetime = uiTestingScreenshotsLifetime
        options.areLocalizationScreenshotsEnabled = areLocalizationScreenshotsEnabled
        options.diagnosticCollectionPolicy = diagnosticCollectionPolicy
        options.distributor = distributor
        options.locationScenario = locationScenario
        options.testInteropMode = testInteropMode
        options.applicationCrashDetectionSeverity = applicationCrashDetectionSeverity
        options.addressSanitizer = addressSanitizer
        options.threadSanitizerEnabled = threadSanitizerEnabled
        options.mainThreadCheckerEnabled = mainThreadCheckerEnabled
        options.performanceAntipatternCheckerEnabled = performanceAntipatternCheckerEnabled
        options.undefinedBehaviorSanitizerEnabled = undefinedBehaviorSanitizerEnabled
        options.zombieObjectsEnabled = zombieObjectsEnabled
        options.guardMallocEnabled = guardMallocEnabled
        options.mallocScribbleEnabled = mallocScribbleEnabled
        options.mallocGuardEdgesEnabled = mallocGuardEdgesEnabled
        options.mallocStackLogging = mallocStackLogging
        options.checkedAllocations = checkedAllocations
        options.runtimeIssueDetection = runtimeIssueDetection
        options.mainThreadCheckerDetectionPolicy = mainThreadCheckerDetectionPolicy
        options.threadPerformanceCheckerRuntimeIssueDetection = threadPerformanceCheckerRuntimeIssueDetection
        options.memoryTaggingAddressSanitizerEnabled = memoryTaggingAddressSanitizerEnabled
        return options
    }
}
