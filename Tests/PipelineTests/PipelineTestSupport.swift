import Foundation
import Pipeline
import ProjectSpec
import ScaffoldSupport

/// A temporary project folder with a pipeline of real shell steps.
struct Workspace {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func modificationTime(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path))?[.modificationDate] as? Date
    }

    func setModificationTime(_ path: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: root.appendingPathComponent(path).path)
    }

    /// Runs `steps` (all of them, or `selection`) with real child processes.
    @discardableResult
    func run(
        _ steps: [PipelineStep], selection: [String]? = nil, force: Bool = false, jobs: Int = 2, toolVersion: String = "test",
        builtins: [PipelineStep.Builtin: any BuiltinStep] = [:], recorder: Recorder = Recorder(),
        whileRunning: (@Sendable (PipelineRunner) -> Void)? = nil
    ) -> PipelineReport {
        let project = Project(name: "Test", pipeline: steps)
        var options = PipelineOptions(toolVersion: toolVersion, environment: ["PATH": "/usr/bin:/bin"])
        options.force = force
        options.jobs = jobs
        options.grace = 0.5
        let runner = PipelineRunner(project: project, root: root, options: options, builtins: builtins)
        let chosen = selection.map { names in steps.filter { names.contains($0.name) } } ?? steps
        if let whileRunning { DispatchQueue.global().async { whileRunning(runner) } }
        return runner.run(chosen, observer: recorder)
    }
}

/// Collects what a run reports.
final class Recorder: PipelineObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var storedLines: [String] = []
    private var storedDiagnostics: [Diagnostic] = []
    private var storedStarted: [String] = []

    var lines: [String] { lock.withLock { storedLines } }
    var diagnostics: [Diagnostic] { lock.withLock { storedDiagnostics } }
    var started: [String] { lock.withLock { storedStarted } }

    func stepStarted(_ step: PipelineStep) { lock.withLock { storedStarted.append(step.name) } }
    func step(_ step: PipelineStep, printed line: String, isError: Bool) { lock.withLock { storedLines.append("\(step.name): \(line)") } }
    func step(_ step: PipelineStep, reported diagnostics: [Diagnostic]) { lock.withLock { storedDiagnostics += diagnostics } }
    func stepFinished(_ result: StepResult) {}
}

extension PipelineReport {
    /// The result of the step named `name`.
    subscript(_ name: String) -> StepResult? { results.first { $0.name == name } }
}

/// Whether a process with `pid` is still running (a zombie waiting for a reaper is not: in a
/// container, PID 1 may never reap orphans).
/// Whether `pid` is still alive after up to `seconds`: a process sent a signal takes a moment to
/// exit, longer on a loaded machine, so a check right after the stop would race it.
func staysAlive(_ pid: Int32, for seconds: Double = 3) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isAlive(pid) {
        if Date() > deadline { return true }
        usleep(20_000)
    }
    return false
}

func isAlive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return true }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
}
