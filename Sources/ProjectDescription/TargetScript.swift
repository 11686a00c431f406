/// A build phase that runs a script, before (`.pre`) or after (`.post`) the target's build.
public struct TargetScript: Sendable {
    /// When the script runs: before the sources compile, after the build, or (scaffold's
    /// addition, XcodeGen's `postCompileScripts`) right after the sources compile.
    public enum Order: String, Sendable {
        case pre, post, postCompile
    }

    /// The phase's name.
    public var name: String
    /// Whether it runs before or after the build.
    public var order: Order
    var body: String?
    var path: Path?
    /// The files the script reads.
    public var inputPaths: [FileListGlob]
    /// File lists naming the files it reads.
    public var inputFileListPaths: [Path]
    /// The files it writes.
    public var outputPaths: [Path]
    /// File lists naming the files it writes.
    public var outputFileListPaths: [Path]
    /// Whether Xcode skips it when its inputs and outputs are up to date; `nil`, Xcode's default.
    public var basedOnDependencyAnalysis: Bool?
    /// Whether it runs only when installing.
    public var runForInstallBuildsOnly: Bool
    /// The shell it runs in.
    public var shellPath: String
    /// A dependency file (`.d`) it writes.
    public var dependencyFile: Path?
    var site: CallSite?

    /// A script that runs before the target's sources compile.
    public static func pre(
        script: String, name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [], outputPaths: [Path] = [],
        outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        TargetScript(name: name, order: .pre, body: script, path: nil, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths,
                     outputPaths: outputPaths, outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
                     runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile, site: CallSite(file, line, column))
    }

    /// A script that runs after the target's build.
    public static func post(
        script: String, name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [], outputPaths: [Path] = [],
        outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: script, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.post)
    }

    /// A script that runs right after the target's sources compile, before its other phases
    /// (scaffold's addition: XcodeGen's `postCompileScripts`).
    public static func postCompile(
        script: String, name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [], outputPaths: [Path] = [],
        outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: script, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.postCompile)
    }

    /// A script file that runs right after the target's sources compile (scaffold's addition);
    /// `arguments` follow its path.
    public static func postCompile(
        path: Path, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.postCompile)
    }

    /// A script file that runs before the target's sources compile; `arguments` follow its path.
    public static func pre(
        path: Path, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: "", name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).running(path, arguments: arguments)
    }

    /// A script file that runs after the target's build; `arguments` follow its path.
    public static func post(
        path: Path, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.post)
    }

    /// A script file that runs before the target's sources compile, with variadic arguments.
    public static func pre(
        path: Path, arguments: String..., name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A script file that runs after the target's build, with variadic arguments.
    public static func post(
        path: Path, arguments: String..., name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        post(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
             outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
             shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A tool that runs before the target's sources compile: a script line calls it, found on
    /// the build's `PATH` (Tuist resolves it when generating), with `arguments`.
    public static func pre(
        tool: String, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: "", name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).calling(tool, arguments: arguments)
    }

    /// A tool that runs after the target's build, with `arguments` (see `pre(tool:…)`).
    public static func post(
        tool: String, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(tool: tool, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.post)
    }

    /// A tool that runs before the target's sources compile, with variadic arguments.
    public static func pre(
        tool: String, arguments: String..., name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(tool: tool, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A tool that runs after the target's build, with variadic arguments.
    public static func post(
        tool: String, arguments: String..., name: String, inputPaths: [FileListGlob] = [], inputFileListPaths: [Path] = [],
        outputPaths: [Path] = [], outputFileListPaths: [Path] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        post(tool: tool, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
             outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
             shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A file list's path (the latest Tuist's type of `inputFileListPaths`; scaffold's take
    /// `Path`s, as Tuist 3 and earlier Tuist 4 do).
    public enum FileListPath: Sendable, Hashable, ExpressibleByStringInterpolation {
        case path(Path)
        case generated(Path)

        /// The path.
        public var path: Path {
            switch self {
            case let .path(path), let .generated(path): return path
            }
        }

        public static func path(_ pathString: String) -> FileListPath { .path(.path(pathString)) }
        public static func generated(_ pathString: String) -> FileListPath { .generated(.path(pathString)) }
        public static func relativeToCurrentFile(_ pathString: String, callerPath: StaticString = #filePath) -> FileListPath {
            .path(.relativeToCurrentFile(pathString, callerPath: callerPath))
        }
        public static func relativeToManifest(_ pathString: String) -> FileListPath { .path(.relativeToManifest(pathString)) }
        public static func relativeToRoot(_ pathString: String) -> FileListPath { .path(.relativeToRoot(pathString)) }
        public init(stringLiteral: String) { self = .path(Path(stringLiteral: stringLiteral)) }
    }

    /// What the phase runs, as Tuist describes it.
    public enum Script: Sendable, Equatable {
        /// A tool found on the build's `PATH`, with arguments.
        case tool(path: String, args: [String])
        /// A script file, with arguments.
        case scriptPath(path: Path, args: [String])
        /// A script's text.
        case embedded(String)
    }

    /// What the phase runs (a script file without arguments, or the script's text).
    public var script: Script {
        if let path { return .scriptPath(path: path, args: []) }
        return .embedded(body ?? "")
    }

    /// This script, run `order`.
    private func ordered(_ order: Order) -> TargetScript {
        var result = self
        result.order = order
        return result
    }

    /// This script calling the tool `tool` (looked up on `PATH`) with `arguments`.
    private func calling(_ tool: String, arguments: [String]) -> TargetScript {
        var result = self
        result.body = ([tool] + arguments).map(Self.shellQuoted).joined(separator: " ")
        return result
    }

    /// This script running the file at `path`: without arguments the phase runs the file
    /// itself; with them, a script line calls it.
    private func running(_ path: Path, arguments: [String]) -> TargetScript {
        guard arguments.isEmpty else { return calling(path.manifestRelative, arguments: arguments) }
        var result = self
        result.path = path
        result.body = nil
        return result
    }

    /// `text` as one shell word.
    private static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "-_./=:@%+,".unicodeScalars.contains(scalar)
        }
        return plain ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("name", .string(name)),
            ("script", body.map(ManifestJSON.string)),
            ("path", path.map { .string($0.manifestRelative) }),
            ("shell", shellPath == "/bin/sh" ? nil : .string(shellPath)),
            ("inputFiles", ManifestJSON.strings(inputPaths.map(\.glob.manifestRelative))),
            ("outputFiles", ManifestJSON.strings(outputPaths.map(\.manifestRelative))),
            ("inputFileLists", ManifestJSON.strings(inputFileListPaths.map(\.manifestRelative))),
            ("outputFileLists", ManifestJSON.strings(outputFileListPaths.map(\.manifestRelative))),
            ("basedOnDependencyAnalysis", basedOnDependencyAnalysis.map(ManifestJSON.bool)),
            ("runOnlyWhenInstalling", runForInstallBuildsOnly ? .bool(true) : nil),
            ("discoveredDependencyFile", dependencyFile.map { .string($0.manifestRelative) }),
        ], at: site)
    }
}
