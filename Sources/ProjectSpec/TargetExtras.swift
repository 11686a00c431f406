/// A property-list file that `generate` writes from the manifest (XcodeGen's `info` and
/// `entitlements`).
public struct PlistFile: Sendable, Hashable, Encodable {
    /// Where it is written, relative to the project root.
    public var path: String
    /// Its top-level properties.
    public var properties: [String: PlistValue]

    /// Creates a plist file.
    public init(path: String, properties: [String: PlistValue] = [:]) {
        self.path = path
        self.properties = properties
    }
}

/// A property-list value.
public indirect enum PlistValue: Sendable, Hashable, Encodable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case array([PlistValue])
    case dictionary([String: PlistValue])
}

/// The external build tool a legacy target runs (XcodeGen's `legacy`).
public struct LegacyTarget: Sendable, Hashable, Encodable {
    /// The tool's path (`/usr/bin/make`).
    public var toolPath: String
    /// Its arguments (`$(ACTION)` by default in Xcode).
    public var arguments: String?
    /// Whether build settings are passed in the environment.
    public var passSettings: Bool
    /// The folder it runs in.
    public var workingDirectory: String?

    /// Creates a legacy target description.
    public init(toolPath: String, arguments: String? = nil, passSettings: Bool = false, workingDirectory: String? = nil) {
        self.toolPath = toolPath
        self.arguments = arguments
        self.passSettings = passSettings
        self.workingDirectory = workingDirectory
    }
}

/// A SwiftPM build tool plugin a target runs: `plugin` of package `package`.
public struct BuildToolPlugin: Sendable, Hashable, Encodable {
    /// The plugin product.
    public var plugin: String
    /// The package that declares it.
    public var package: String

    /// Creates a plugin reference.
    public init(plugin: String, package: String) {
        self.plugin = plugin
        self.package = package
    }
}

/// A target's own scheme (XcodeGen's target `scheme:`): the target built for every action,
/// run, tested with `testTargets`, one scheme per `configVariants` entry when given.
public struct TargetScheme: Sendable, Hashable, Encodable {
    /// Test targets of the Test action.
    public var testTargets: [String] = []
    /// Test targets of local Swift packages, run after `testTargets`.
    public var packageTestTargets: [PackageTestTarget] = []
    /// The options of test targets that set any, by target name.
    public var testableOptions: [String: TestableOptions] = [:]
    /// Configuration variants; one scheme `<Target> <Variant>` each when not empty.
    public var configVariants: [String] = []
    /// Whether to gather code coverage.
    public var gatherCoverageData = false
    /// Test plans of the Test action, relative to the project root.
    public var testPlans: [TestPlanReference] = []
    /// Scripts before and after the Build action.
    public var preActions: [ExecutionAction] = []
    public var postActions: [ExecutionAction] = []
    /// Environment variables for Run and Test.
    public var environmentVariables: [String: String] = [:]
    /// Arguments for Run, Test and Profile, each enabled or not.
    public var commandLineArguments: [String: Bool] = [:]

    /// Creates a target scheme.
    public init() {}
}
