/// Spellings of Tuist 3 that Tuist 4 deprecated or dropped, kept so a Tuist 3 workspace's
/// helpers compile: each means what its Tuist 4 successor means.

extension Arguments {
    /// Tuist 3's spelling: environment variables as plain strings.
    public init(environment: [String: String] = [:], launchArguments: [LaunchArgument] = []) {
        self.init(environmentVariables: environment.mapValues { EnvironmentVariable(stringLiteral: $0) }, launchArguments: launchArguments)
    }
}

extension EnvironmentVariable {
    /// A value, on or off.
    public init(value: String, isEnabled: Bool) {
        self.init(stringLiteral: value)
        self.isEnabled = isEnabled
    }
}

extension Path {
    /// A path relative to the manifest (Tuist 3's initializer).
    public init(_ path: String) {
        self.init(type: .relativeToManifest, pathString: path)
    }
}

extension Environment.Value {
    /// The value as a string (a boolean as `true`/`false`).
    public func getString(default defaultValue: String) -> String {
        Optional(self).getString(default: defaultValue)
    }

    /// The value as a boolean, else `defaultValue`.
    public func getBoolean(default defaultValue: Bool) -> Bool {
        Optional(self).getBoolean(default: defaultValue)
    }
}

extension TargetDependency {
    /// A build tool plugin of a package (Tuist 3's spelling of `.package(product:type: .plugin)`).
    public static func packagePlugin(product: String, condition: PlatformCondition? = nil,
                                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        .package(product: product, type: .plugin, condition: condition, file: file, line: line, column: column)
    }
}

/// Tuist 3's diagnostics options of a run action, before ``SchemeDiagnosticsOptions``.
public enum SchemeDiagnosticsOption: String, Sendable, Equatable {
    case enableAddressSanitizer, enableDetectStackUseAfterReturn, enableThreadSanitizer, mainThreadChecker, performanceAntipatternChecker
}

/// Tuist 3's name of a settings preset, before ``Settings/DefaultSettings``.
public typealias DefaultSettings = Settings.DefaultSettings
