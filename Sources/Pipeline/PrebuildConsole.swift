import Foundation
import ProjectSpec
import ScaffoldSupport

/// Shows a run as it happens and sums it up: each step's output with its name in front, built-in
/// steps' diagnostics rendered like a compiler's, then a summary with status and time per step.
///
/// - In a terminal, every line of a step's output is prefixed `[step] `.
/// - Under Xcode (`xcode: true`), lines that are diagnostics (`path:line:col: error: …`,
///   `error: …`) pass through unchanged and built-in diagnostics use absolute paths, so Xcode
///   lists them as issues on the right line.
/// - For JSON (`json: true`), everything but the final JSON report goes to standard error.
public final class PrebuildConsole: PipelineObserver, @unchecked Sendable {
    /// Where text goes: standard output (`false`) or standard error (`true`).
    public typealias Writer = @Sendable (_ text: String, _ toError: Bool) -> Void

    private let root: URL
    private let xcode: Bool
    private let json: Bool
    private let renderer: DiagnosticRenderer
    private let write: Writer
    private let lock = NSLock()
    private var diagnostics: [String: [Diagnostic]] = [:]
    private let manifestDiagnostics: [Diagnostic]

    /// A console for the project at `root`. `manifestDiagnostics` (the manifest's warnings, which
    /// the caller has already shown as text) go into the JSON report's top-level `diagnostics`.
    public init(root: URL, xcode: Bool, json: Bool, colors: Bool, manifestDiagnostics: [Diagnostic] = [], write: @escaping Writer) {
        self.root = root
        self.manifestDiagnostics = manifestDiagnostics
        self.xcode = xcode
        self.json = json
        self.renderer = DiagnosticRenderer(colors: colors && !xcode)
        self.write = write
    }

    public func stepStarted(_ step: PipelineStep) {
        emit("▸ \(step.name)\n", toError: json)
    }

    public func step(_ step: PipelineStep, printed line: String, isError: Bool) {
        let text = xcode && Self.isDiagnostic(line) ? line : "[\(step.name)] \(line)"
        emit(text + "\n", toError: json || isError)
    }

    public func step(_ step: PipelineStep, reported diagnostics: [Diagnostic]) {
        let shown = diagnostics.sortedByLocation().map { diagnostic in
            var diagnostic = diagnostic
            if xcode, let location = diagnostic.location, !location.file.hasPrefix("/") {
                diagnostic.location?.file = root.appendingPathComponent(location.file).path
            }
            return diagnostic
        }
        lock.withLock { self.diagnostics[step.name, default: []] += diagnostics }
        emit(renderer.render(shown), toError: true)
    }

    public func stepFinished(_ result: StepResult) {}

    /// Writes the summary (text) or the JSON report, and the closing error or warnings.
    public func finish(_ report: PipelineReport) {
        if json {
            emit(jsonReport(report), toError: false)
        } else {
            emit(PipelineSummary.text(report), toError: false)
        }
        for line in PipelineSummary.closingLines(report) { emit(line + "\n", toError: true) }
    }

    /// Whether `line` is a compiler-style diagnostic Xcode picks up.
    static func isDiagnostic(_ line: String) -> Bool {
        for severity in ["error", "warning", "note"] {
            if line.hasPrefix("\(severity): ") || line.contains(": \(severity): ") { return true }
        }
        return false
    }

    private func emit(_ text: String, toError: Bool) {
        lock.withLock { write(text, toError) }
    }

    private func jsonReport(_ report: PipelineReport) -> String {
        let collected = lock.withLock { diagnostics }
        let steps = report.results.map { result in
            JSONStep(
                name: result.name, status: result.status.rawValue, onFailure: result.onFailure.rawValue,
                exitCode: result.exitCode, seconds: Self.milliseconds(result.seconds), reason: result.reason,
                changedOutputs: result.changedOutputs, diagnostics: collected[result.name]?.sortedByLocation() ?? []
            )
        }
        let body = JSONReport(
            succeeded: report.succeeded, interrupted: report.interrupted, seconds: Self.milliseconds(report.seconds),
            diagnostics: manifestDiagnostics, steps: steps
        )
        return JSONText.of(body, fallback: "{}")
    }

    /// The JSON report of a run that never started because the manifest, or the selection of
    /// steps, has errors: no steps, and those errors as the top-level `diagnostics`.
    public static func jsonReport(notStartedBecauseOf diagnostics: [Diagnostic]) -> String {
        let body = JSONReport(succeeded: false, interrupted: false, seconds: 0, diagnostics: diagnostics, steps: [])
        return JSONText.of(body, fallback: "{}")
    }

    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }

    private struct JSONReport: Encodable {
        let succeeded: Bool
        let interrupted: Bool
        let seconds: Double
        /// The manifest's diagnostics: its warnings, or the errors that kept the run from starting.
        let diagnostics: [Diagnostic]
        let steps: [JSONStep]
    }

    private struct JSONStep: Encodable {
        let name: String
        let status: String
        let onFailure: String
        let exitCode: Int32?
        let seconds: Double
        let reason: String?
        let changedOutputs: [String]
        let diagnostics: [Diagnostic]
    }
}
