/// A Run Script build phase (`preBuildScripts`, `postCompileScripts`, `postBuildScripts`).
public struct BuildScript: Sendable, Hashable, Encodable {
    /// The phase's name in Xcode.
    public var name: String
    /// The script text; exactly one of `script` and `path` is set.
    public var script: String?
    /// A script file, relative to the project root, run instead of inline text.
    public var path: String?
    /// The shell; `/bin/sh` when `nil`.
    public var shell: String?
    /// Input files Xcode checks to decide whether to run the phase.
    public var inputFiles: [String]
    /// Output files the phase produces.
    public var outputFiles: [String]
    /// `.xcfilelist` files listing inputs.
    public var inputFileLists: [String]
    /// `.xcfilelist` files listing outputs.
    public var outputFileLists: [String]
    /// When `false`, the phase runs on every build (`alwaysOutOfDate`).
    public var basedOnDependencyAnalysis: Bool
    /// Whether the phase runs only when installing (`runOnlyForDeploymentPostprocessing`).
    public var runOnlyWhenInstalling: Bool

    /// Creates a script phase.
    public init(
        name: String, script: String? = nil, path: String? = nil, shell: String? = nil,
        inputFiles: [String] = [], outputFiles: [String] = [], inputFileLists: [String] = [],
        outputFileLists: [String] = [], basedOnDependencyAnalysis: Bool = true, runOnlyWhenInstalling: Bool = false
    ) {
        self.runOnlyWhenInstalling = runOnlyWhenInstalling
        self.name = name
        self.script = script
        self.path = path
        self.shell = shell
        self.inputFiles = inputFiles
        self.outputFiles = outputFiles
        self.inputFileLists = inputFileLists
        self.outputFileLists = outputFileLists
        self.basedOnDependencyAnalysis = basedOnDependencyAnalysis
    }
}
