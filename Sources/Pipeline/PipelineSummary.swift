import Foundation
import ScaffoldSupport

/// The text that ends a run: one line per step with its status and time, then the error that
/// names the step that failed the run (or the warnings of `warn` steps that failed).
public enum PipelineSummary {
    /// The per-step table, with a headline.
    public static func text(_ report: PipelineReport) -> String {
        let ran = report.results.filter { $0.status != .cached && $0.status != .notStarted && $0.status != .wouldRun }.count
        let cached = report.results.filter { $0.status == .cached }.count
        var parts = ["\(Plural.count(report.results.count, "step"))"]
        if ran > 0 { parts.append("\(ran) ran") }
        if cached > 0 { parts.append("\(cached) cached") }
        var text = "prebuild: " + parts.joined(separator: ", ") + String(format: " (%.2f s)\n", report.seconds)
        let width = report.results.map(\.name.count).max() ?? 0
        for result in report.results {
            text += "  " + pad(label(result.status), 11) + pad(result.name, width + 2) + detail(result) + "\n"
        }
        return text.replacingOccurrences(of: " +\n", with: "\n", options: .regularExpression)
    }

    /// `error: …` naming the step that failed the run, or `warning: …` for each `warn` step that
    /// went wrong; nothing when all went well.
    public static func closingLines(_ report: PipelineReport) -> [String] {
        var lines = report.results.filter { $0.wentWrong && $0.onFailure == .warn }.map { result in
            "warning: prebuild step '\(result.name)' \(what(result)); its onFailure is warn, so the run went on with its previous outputs"
        }
        let notStarted = report.results.filter { $0.status == .notStarted }.count
        let skipped = notStarted > 0 ? "; \(Plural.count(notStarted, "step")) not started" : ""
        if let failure = report.failure {
            lines.append("error: prebuild failed: step '\(failure.name)' \(what(failure))\(skipped)")
        } else if report.interrupted {
            lines.append("error: prebuild interrupted\(skipped)")
        }
        return lines
    }

    private static func what(_ result: StepResult) -> String {
        switch result.status {
        case .timedOut: return result.reason ?? "timed out"
        default:
            if let code = result.exitCode, code != 0 {
                // The reason starts with the exit code; what follows (an output not put back) is said too.
                let detail = result.reason.map { $0.hasPrefix("exit code \(code)") ? String($0.dropFirst("exit code \(code)".count)) : "; " + $0 } ?? ""
                return "failed with exit code \(code)" + detail
            }
            return "failed" + (result.reason.map { ": \($0)" } ?? "")
        }
    }

    private static func label(_ status: StepResult.Status) -> String {
        switch status {
        case .succeeded: return "ok"
        case .cached: return "cached"
        case .failed: return "FAILED"
        case .timedOut: return "TIMED OUT"
        case .stopped: return "stopped"
        case .notStarted: return "not run"
        case .wouldRun: return "would run"
        }
    }

    private static func detail(_ result: StepResult) -> String {
        var parts: [String] = []
        if result.seconds > 0 { parts.append(String(format: "%.2f s", result.seconds)) }
        if result.wentWrong { parts.append(what(result) + (result.onFailure == .warn ? " (warn: the run went on)" : "")) }
        else if let reason = result.reason { parts.append(reason) }
        if !result.changedOutputs.isEmpty { parts.append("wrote " + result.changedOutputs.joined(separator: ", ")) }
        return parts.joined(separator: "  ")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
