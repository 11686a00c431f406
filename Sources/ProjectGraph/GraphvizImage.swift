import Foundation
import ScaffoldSupport

/// Pictures (SVG, PNG) drawn from dot text by Graphviz's `dot`, found on PATH.
public enum GraphvizImage {
    /// The picture formats `dot` is asked for.
    public enum Format: String, Sendable, CaseIterable {
        case svg
        case png
    }

    /// How long `dot` may take before it is stopped.
    public static let timeout: Double = 120

    /// `dot`'s path on the `PATH` of `environment`, or `nil` when it is not installed.
    public static func dotExecutable(environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { ($0.isEmpty ? "." : $0) + "/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The error when `dot` is missing: what to install, and what works without it.
    public static func missingDot(format: Format) -> Diagnostic {
        .error(
            "drawing \(format.rawValue) needs Graphviz's `dot`, which is not on PATH",
            hint: "install Graphviz (`apt-get install graphviz` on Debian or Ubuntu, `brew install graphviz` on macOS), "
                + "or write the graph as text with --format dot (or --format mermaid) and draw it elsewhere"
        )
    }

    /// `dot` drawn as `format` by Graphviz: the picture's bytes. Throws when `dot` is not
    /// installed or fails, with its messages.
    public static func render(_ dot: String, format: Format, environment: [String: String]) throws(DiagnosticsError) -> [UInt8] {
        guard let executable = dotExecutable(environment: environment) else { throw DiagnosticsError([missingDot(format: format)]) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot"), output = folder.appendingPathComponent("graph.\(format.rawValue)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(dot.utf8).write(to: input)
        } catch {
            throw DiagnosticsError([.error("cannot write a temporary file for dot: \(error.localizedDescription)")])
        }
        let run = CapturedRun.run([executable, "-T\(format.rawValue)", "-o", output.path, input.path], environment: environment, timeout: timeout)
        guard run.outcome == .exited(0), let bytes = FileManager.default.contents(atPath: output.path) else {
            let messages = run.errors.filter { !$0.isEmpty }.joined(separator: "\n")
            throw DiagnosticsError([.error("dot could not draw the graph (\(describe(run.outcome)))" + (messages.isEmpty ? "" : ":\n" + messages))])
        }
        return Array(bytes)
    }

    private static func describe(_ outcome: CommandExecution.Outcome) -> String {
        switch outcome {
        case .exited(let code): return "exit code \(code)"
        case .signaled(let signal): return CommandExecution.describeSignal(signal)
        case .timedOut: return "timed out after \(Int(timeout)) s"
        case .stopped: return "stopped"
        case .couldNotStart(let reason): return "could not start: \(reason)"
        }
    }
}
