/// The environment and launch arguments a scheme runs or tests with.
public struct Arguments: Sendable {
    /// Environment variables by name.
    public var environmentVariables: [String: EnvironmentVariable]
    /// Launch arguments in order.
    public var launchArguments: [LaunchArgument]

    /// Environment variables by name, and launch arguments in order (the scheme's `commandLineArguments`).
    public static func arguments(environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = []) -> Arguments {
        Arguments(environmentVariables: environmentVariables, launchArguments: launchArguments)
    }

    /// Tuist 3's initializer spelling.
    public init(environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = []) {
        self.environmentVariables = environmentVariables
        self.launchArguments = launchArguments
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
public struct LaunchArgument: Sendable, Equatable {
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
public struct EnvironmentVariable: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The value.
    public var value: String
    /// Whether it is set.
    public var isEnabled: Bool
    /// The variable's name, when given with it (the dictionary's key is what counts).
    public var key: String?

    public init(stringLiteral value: String) {
        self.value = value
        isEnabled = true
    }

    /// A value; a disabled one is left out.
    public static func environmentVariable(value: String, isEnabled: Bool) -> EnvironmentVariable {
        var variable = EnvironmentVariable(stringLiteral: value)
        variable.isEnabled = isEnabled
        return variable
    }
}
