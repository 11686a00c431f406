/// How a scheme runs the app.
public struct RunAction: Sendable {
    /// The configuration it runs in.
    public var configuration: ConfigurationName
    /// Whether the debugger is attached.
    public var attachDebugger: Bool
    /// A custom `.lldbinit`.
    public var customLLDBInitFile: Path?
    /// Scripts run before launching.
    public var preActions: [ExecutionAction]
    /// Scripts run after.
    public var postActions: [ExecutionAction]
    /// The target launched.
    public var executable: TargetReference?
    /// The working folder it launches in.
    public var customWorkingDirectory: Path?
    /// A file launched instead of the built product (read, and warned about).
    public var filePath: Path?
    /// The environment and launch arguments.
    public var arguments: Arguments?
    /// Language, region, StoreKit configuration, location.
    public var options: RunActionOptions
    /// Sanitizers and checkers.
    public var diagnosticsOptions: SchemeDiagnosticsOptions
    /// Metal validation.
    public var metalOptions: MetalOptions
    /// The target whose settings expand `$(…)` in the environment.
    public var expandVariableFromTarget: TargetReference?
    /// Whether Xcode asks which app to launch.
    public var askForAppToLaunch: Bool
    /// Whether Xcode launches the app or waits for it.
    public var launchStyle: LaunchStyle
    /// The URL an App Clip is invoked with (read, and warned about).
    public var appClipInvocationURLString: String?

    /// Runs in `configuration` with `arguments`' environment; `executable` is the target it launches.
    public static func runAction(
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true, customLLDBInitFile: Path? = nil,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [], executable: TargetReference? = nil,
        customWorkingDirectory: Path? = nil, filePath: Path? = nil, arguments: Arguments? = nil, options: RunActionOptions = .options(),
        diagnosticsOptions: SchemeDiagnosticsOptions = .options(), metalOptions: MetalOptions = .options(),
        expandVariableFromTarget: TargetReference? = nil, launchStyle: LaunchStyle = .automatically, appClipInvocationURLString: String? = nil
    ) -> RunAction {
        RunAction(configuration: configuration, attachDebugger: attachDebugger, customLLDBInitFile: customLLDBInitFile, preActions: preActions,
                  postActions: postActions, executable: executable, customWorkingDirectory: customWorkingDirectory, filePath: filePath,
                  arguments: arguments, options: options, diagnosticsOptions: diagnosticsOptions, metalOptions: metalOptions,
                  expandVariableFromTarget: expandVariableFromTarget, askForAppToLaunch: false, launchStyle: launchStyle,
                  appClipInvocationURLString: appClipInvocationURLString)
    }

    /// The same, with the executable chosen as `.askOnLaunch` or `.executable(_:)`.
    public static func runAction(
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true, customLLDBInitFile: Path? = nil,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [], executable: Executable,
        customWorkingDirectory: Path? = nil, filePath: Path? = nil, arguments: Arguments? = nil, options: RunActionOptions = .options(),
        diagnosticsOptions: SchemeDiagnosticsOptions = .options(), metalOptions: MetalOptions = .options(),
        expandVariableFromTarget: TargetReference? = nil, launchStyle: LaunchStyle = .automatically, appClipInvocationURLString: String? = nil
    ) -> RunAction {
        var action = runAction(
            configuration: configuration, attachDebugger: attachDebugger, customLLDBInitFile: customLLDBInitFile, preActions: preActions,
            postActions: postActions, executable: executable.target, customWorkingDirectory: customWorkingDirectory, filePath: filePath,
            arguments: arguments, options: options, diagnosticsOptions: diagnosticsOptions, metalOptions: metalOptions,
            expandVariableFromTarget: expandVariableFromTarget, launchStyle: launchStyle, appClipInvocationURLString: appClipInvocationURLString
        )
        action.askForAppToLaunch = executable.asks
        return action
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("config", .string(configuration.rawValue)),
            ("debugEnabled", attachDebugger ? nil : .bool(false)),
            ("customLLDBInit", customLLDBInitFile.map { .string($0.manifestRelative) }),
            ("preActions", .array(preActions.map(\.json))),
            ("postActions", .array(postActions.map(\.json))),
            ("executable", executable.map { .string($0.name) }),
            ("customWorkingDirectory", customWorkingDirectory.map { .string($0.manifestRelative) }),
            ("environmentVariables", arguments?.environmentJSON),
            ("commandLineArguments", arguments?.launchArgumentsJSON),
            ("macroExpansion", expandVariableFromTarget.map { .string($0.name) }),
            ("askForAppToLaunch", askForAppToLaunch ? .bool(true) : nil),
            ("launchAutomaticallySubstyle", launchStyle == .waitForExecutableToBeLaunched ? .string("2") : nil),
        ] + options.fields + diagnosticsOptions.json + metalOptions.fields)
    }

    /// What the run action says that scaffold's model cannot express.
    var unapplied: [String] {
        (filePath == nil ? [] : ["filePath"]) + (appClipInvocationURLString == nil ? [] : ["appClipInvocationURLString"])
    }
}

/// How a run or profile action picks its executable.
public enum Executable: Sendable, Equatable {
    /// Xcode asks at launch.
    case askOnLaunch
    /// This target (the default one when `nil`).
    case executable(TargetReference?)

    var target: TargetReference? {
        if case let .executable(target) = self { return target }
        return nil
    }

    var asks: Bool { self == .askOnLaunch }
}

/// Whether Xcode launches the app itself or waits for it to be launched.
public enum LaunchStyle: Sendable, Equatable, Codable {
    case automatically
    case waitForExecutableToBeLaunched
}

/// How a scheme profiles.
public struct ProfileAction: Sendable {
    /// The configuration it profiles.
    public var configuration: ConfigurationName
    /// Scripts run before.
    public var preActions: [ExecutionAction]
    /// Scripts run after.
    public var postActions: [ExecutionAction]
    /// The target profiled.
    public var executable: TargetReference?
    /// Whether Xcode asks which app to launch.
    public var askForAppToLaunch: Bool
    /// The environment and launch arguments.
    public var arguments: Arguments?

    /// Profiles in `configuration`.
    public static func profileAction(
        configuration: ConfigurationName = .release, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        executable: TargetReference? = nil, arguments: Arguments? = nil
    ) -> ProfileAction {
        ProfileAction(configuration: configuration, preActions: preActions, postActions: postActions, executable: executable,
                      askForAppToLaunch: false, arguments: arguments)
    }

    /// The same, with the executable chosen as `.askOnLaunch` or `.executable(_:)`.
    public static func profileAction(
        configuration: ConfigurationName = .release, preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        executable: Executable, arguments: Arguments? = nil
    ) -> ProfileAction {
        ProfileAction(configuration: configuration, preActions: preActions, postActions: postActions, executable: executable.target,
                      askForAppToLaunch: executable.asks, arguments: arguments)
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("config", .string(configuration.rawValue)),
            ("preActions", .array(preActions.map(\.json))),
            ("postActions", .array(postActions.map(\.json))),
            ("executable", executable.map { .string($0.name) }),
            ("askForAppToLaunch", askForAppToLaunch ? .bool(true) : nil),
            ("environmentVariables", arguments?.environmentJSON),
            ("commandLineArguments", arguments?.launchArgumentsJSON),
        ])
    }
}

/// How a scheme analyzes.
public struct AnalyzeAction: Sendable {
    /// The configuration it analyzes.
    public var configuration: ConfigurationName
    /// Analyzes in `configuration`.
    public static func analyzeAction(configuration: ConfigurationName) -> AnalyzeAction { AnalyzeAction(configuration: configuration) }

    var json: ManifestJSON { .object([("config", .string(configuration.rawValue))]) }
}

/// How a scheme archives.
public struct ArchiveAction: Sendable {
    /// The configuration it archives.
    public var configuration: ConfigurationName
    /// Whether the Organizer shows the archive.
    public var revealArchiveInOrganizer: Bool
    /// The archive's name, when not the scheme's.
    public var customArchiveName: String?
    /// Scripts run before.
    public var preActions: [ExecutionAction]
    /// Scripts run after.
    public var postActions: [ExecutionAction]

    /// Archives in `configuration`.
    public static func archiveAction(
        configuration: ConfigurationName, revealArchiveInOrganizer: Bool = true, customArchiveName: String? = nil,
        preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = []
    ) -> ArchiveAction {
        ArchiveAction(configuration: configuration, revealArchiveInOrganizer: revealArchiveInOrganizer, customArchiveName: customArchiveName,
                      preActions: preActions, postActions: postActions)
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("config", .string(configuration.rawValue)),
            ("revealArchiveInOrganizer", revealArchiveInOrganizer ? nil : .bool(false)),
            ("customArchiveName", customArchiveName.map(ManifestJSON.string)),
            ("preActions", .array(preActions.map(\.json))),
            ("postActions", .array(postActions.map(\.json))),
        ])
    }
}
