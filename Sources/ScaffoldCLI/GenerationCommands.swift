import ArgumentParser
import Foundation
import ProjectSpec
import ScaffoldSupport

/// XcodeGen's `options.preGenCommand` and `options.postGenCommand`: shell commands `generate`
/// runs (with bash, in the manifest's folder) before it reads the sources and after it writes
/// the project. They run with the trust a `Project.swift` gets (its code runs at `generate`
/// too); `validate`, `dump` and `generate --check` never run them, and neither does a
/// `generate` that finds nothing changed since its last run (as XcodeGen's cache skips them).
enum GenerationCommands {
    /// How long either command may run before it is stopped.
    static let timeout: Double = 600

    /// Runs `options.preGenCommand` of `project`, if any; a failure is an error and stops `generate`.
    static func runBefore(_ project: Project, root: URL, manifest: String) throws {
        try run(project.options.preGenCommand, key: "preGenCommand", root: root, manifest: manifest)
    }

    /// Runs `options.postGenCommand` of `project`, if any; a failure is an error.
    static func runAfter(_ project: Project, root: URL, manifest: String) throws {
        try run(project.options.postGenCommand, key: "postGenCommand", root: root, manifest: manifest)
    }

    private static func run(_ command: String?, key: String, root: URL, manifest: String) throws {
        guard let command, !command.allSatisfy(\.isWhitespace) else { return }
        // XcodeGen runs them with bash; a machine without it gets sh.
        let shell = FileManager.default.isExecutableFile(atPath: "/bin/bash") ? "/bin/bash" : "/bin/sh"
        let execution = CommandExecution(command: command, workingDirectory: root, environment: ProcessInfo.processInfo.environment,
                                          grace: 5, shell: shell) { stream, line in
            if stream == .error { StandardStreams.error(line + "\n") } else { StandardStreams.output(line + "\n") }
        }
        let failure: String
        switch execution.run(timeout: timeout) {
        case .exited(0): return
        case let .exited(code): failure = "exited with code \(code)"
        case let .signaled(signal): failure = "was killed by \(CommandExecution.describeSignal(signal))"
        case .timedOut: failure = "ran longer than \(Int(timeout)) seconds and was stopped"
        case .stopped: failure = "was stopped"
        case let .couldNotStart(reason): failure = "could not start: \(reason)"
        }
        StandardStreams.error("\(manifest): error: options.\(key) \(failure)\n")
        throw ExitCode.failure
    }
}
