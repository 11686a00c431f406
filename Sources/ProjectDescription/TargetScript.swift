/// A build phase that runs a script, before (`.pre`) or after (`.post`) the target's build.
public struct TargetScript: Sendable {
    /// When the script runs.
    public enum Order: String, Sendable {
        case pre, post
    }

    /// The phase's name.
    public var name: String
    /// Whether it runs before or after the build.
    public var order: Order
    var script: String?
    var path: String?
    var inputPaths: [String]
    var inputFileListPaths: [String]
    var outputPaths: [String]
    var outputFileListPaths: [String]
    var basedOnDependencyAnalysis: Bool?
    var runForInstallBuildsOnly: Bool
    var shellPath: String?
    var dependencyFile: String?
    var site: CallSite?

    /// A script that runs before the target's sources compile.
    public static func pre(
        script: String, name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [], outputPaths: [String] = [],
        outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        TargetScript(name: name, order: .pre, script: script, path: nil, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths,
                     outputPaths: outputPaths, outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
                     runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile, site: CallSite(file, line, column))
    }

    /// A script that runs after the target's build.
    public static func post(
        script: String, name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [], outputPaths: [String] = [],
        outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: script, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.post)
    }

    /// A script file that runs before the target's sources compile; `arguments` follow its path.
    public static func pre(
        path: String, arguments: [String] = [], name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: "", name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).running(path, arguments: arguments)
    }

    /// A script file that runs after the target's build; `arguments` follow its path.
    public static func post(
        path: String, arguments: [String] = [], name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.post)
    }

    /// A script file that runs before the target's sources compile, with variadic arguments.
    public static func pre(
        path: String, arguments: String..., name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A script file that runs after the target's build, with variadic arguments.
    public static func post(
        path: String, arguments: String..., name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        post(path: path, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
             outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
             shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A tool that runs before the target's sources compile: a script line calls it, found on
    /// the build's `PATH` (Tuist resolves it when generating), with `arguments`.
    public static func pre(
        tool: String, arguments: [String] = [], name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(script: "", name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).calling(tool, arguments: arguments)
    }

    /// A tool that runs after the target's build, with `arguments` (see `pre(tool:…)`).
    public static func post(
        tool: String, arguments: [String] = [], name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(tool: tool, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column).ordered(.post)
    }

    /// A tool that runs before the target's sources compile, with variadic arguments.
    public static func pre(
        tool: String, arguments: String..., name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        pre(tool: tool, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
            shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
    }

    /// A tool that runs after the target's build, with variadic arguments.
    public static func post(
        tool: String, arguments: String..., name: String, inputPaths: [String] = [], inputFileListPaths: [String] = [],
        outputPaths: [String] = [], outputFileListPaths: [String] = [], basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String? = nil, dependencyFile: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TargetScript {
        post(tool: tool, arguments: arguments, name: name, inputPaths: inputPaths, inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
             outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis, runForInstallBuildsOnly: runForInstallBuildsOnly,
             shellPath: shellPath, dependencyFile: dependencyFile, file: file, line: line, column: column)
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
        result.script = ([tool] + arguments).map(Self.shellQuoted).joined(separator: " ")
        return result
    }

    /// This script running the file at `path`: without arguments the phase runs the file
    /// itself; with them, a script line calls it.
    private func running(_ path: String, arguments: [String]) -> TargetScript {
        guard arguments.isEmpty else { return calling(path, arguments: arguments) }
        var result = self
        result.path = path
        result.script = nil
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
            ("script", script.map(ManifestJSON.string)),
            ("path", path.map(ManifestJSON.string)),
            ("shell", shellPath.map(ManifestJSON.string)),
            ("inputFiles", ManifestJSON.strings(inputPaths)),
            ("outputFiles", ManifestJSON.strings(outputPaths)),
            ("inputFileLists", ManifestJSON.strings(inputFileListPaths)),
            ("outputFileLists", ManifestJSON.strings(outputFileListPaths)),
            ("basedOnDependencyAnalysis", basedOnDependencyAnalysis.map(ManifestJSON.bool)),
            ("runOnlyWhenInstalling", runForInstallBuildsOnly ? .bool(true) : nil),
            ("discoveredDependencyFile", dependencyFile.map(ManifestJSON.string)),
        ], at: site)
    }
}
