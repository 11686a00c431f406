import Foundation
import ScaffoldSupport

/// How `Project.swift` manifests are compiled and run.
public struct SwiftManifestOptions: Sendable {
    /// The tool's version; part of the cache key, so a new scaffold compiles manifests anew.
    public var toolVersion: String
    /// The folder of the running `scaffold`: ProjectDescription is looked for beside it
    /// (a build tree) and in `../lib/scaffold` (an installation).
    public var executableDirectory: URL?
    /// Seconds the compiler may take.
    public var compileTimeout: Double
    /// Seconds the compiled manifest may run.
    public var runTimeout: Double
    /// Stops the compiler or the manifest when requested (Ctrl-C); the load then fails.
    public var stop: StopRequest?
    /// Whether the manifests of a workspace that miss their cache are compiled into one program
    /// and run once (see `ManifestBatch`), rather than one program each. It needs a ``LoadMemo``
    /// (one command's loads); the output is the same either way.
    public var compilesWorkspaceTogether = true

    /// Options; by default for the running executable.
    public init(
        toolVersion: String = "",
        executableDirectory: URL? = SwiftManifestOptions.runningExecutableDirectory,
        compileTimeout: Double = 300,
        runTimeout: Double = 60
    ) {
        self.toolVersion = toolVersion
        self.executableDirectory = executableDirectory
        self.compileTimeout = compileTimeout
        self.runTimeout = runTimeout
    }

    /// The folder of the running executable, links resolved: found once (a workspace's command
    /// makes a loader per project).
    public static let runningExecutableDirectory = ExecutablePath.current.map {
        URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The variable that names ProjectDescription's folder, overriding the search.
    public static let projectDescriptionVariable = "SCAFFOLD_PROJECT_DESCRIPTION_PATH"
    /// The variable that names the Swift compiler, overriding the search of `PATH`.
    public static let compilerVariable = "SCAFFOLD_SWIFTC"
    /// Environment variables with this prefix are part of the cache key: a manifest may read them.
    public static let environmentPrefix = "SCAFFOLD_"
    /// How the load records them all, for the cache key and `generate`'s up-to-date check
    /// (see ``ConsultedInputs/value(of:in:)``).
    static let variablesName = environmentPrefix + "*"
    /// Tuist's variables (`TUIST_*`), which a manifest reads through `Environment`: part of the
    /// cache key and the up-to-date check too.
    static let tuistVariablesName = "TUIST_*"
}
