import Foundation
import Pipeline
import ProjectSpec
import ScaffoldSupport
import Testing

/// The prebuild lock, step selection, built-in steps and the console.
@Suite struct LockAndSelectionTests {
    @Test func aSecondLockWaitsThenFailsWithTheHoldersPid() throws {
        let workspace = try Workspace()
        let first = try ProjectLock(root: workspace.root, timeout: 1)
        var announced: ProjectLock.Holder??
        let started = Date()
        #expect {
            _ = try ProjectLock(root: workspace.root, timeout: 0.3) { announced = $0 }
        } throws: { error in
            "\(error)".contains("another scaffold prebuild (pid \(getpid())) is still running")
        }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(announced??.pid == getpid() && announced??.command == "prebuild")
        first.release()
        let second = try ProjectLock(root: workspace.root, timeout: 0)
        second.release()
    }

    @Test func aWaitingLockIsTakenWhenTheHolderReleasesIt() throws {
        let workspace = try Workspace()
        let first = try ProjectLock(root: workspace.root, timeout: 1)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { first.release() }
        let second = try ProjectLock(root: workspace.root, timeout: 10)
        second.release()
    }

    let project = Project(
        name: "Selection",
        targets: [Target(name: "App", type: .application, platform: .iOS)],
        pipeline: [
            PipelineStep(name: "check", run: "true", buildPhase: ["App"]),
            PipelineStep(name: "generate", run: "true", dependsOn: ["check"], schemePreAction: ["App"]),
            PipelineStep(name: "other", run: "true"),
        ]
    )

    @Test func aSelectedStepBringsWhatItDependsOn() throws {
        #expect(try PipelineSelection.steps(in: project, filter: .steps(["generate"])).map(\.name) == ["check", "generate"])
        #expect(try PipelineSelection.steps(in: project, filter: .all).map(\.name) == ["check", "generate", "other"])
        #expect(try PipelineSelection.steps(in: project, filter: .target("App")).map(\.name) == ["check"])
        #expect(try PipelineSelection.steps(in: project, filter: .scheme("App")).map(\.name) == ["check", "generate"])
    }

    @Test func anUnknownStepOrTargetIsADiagnosticWithASuggestion() {
        #expect {
            try PipelineSelection.steps(in: project, filter: .steps(["generat"]))
        } throws: { error in
            let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
            return diagnostics.map(\.message) == ["no pipeline step named 'generat'"] && diagnostics.first?.hint == "did you mean 'generate'?"
        }
        #expect {
            try PipelineSelection.steps(in: project, filter: .target("Nope"))
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.hint == "the targets are: App"
        }
    }

    struct FakeCheck: BuiltinStep {
        let problems: [Diagnostic]
        func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome {
            BuiltinOutcome(diagnostics: problems, messages: ["checked \(invocation.inputs.joined(separator: ","))"])
        }
    }

    @Test func aBuiltinStepGetsItsInputsAndFailsOnErrors() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/A.swift", "")
        try workspace.write("Sources/B.swift", "")
        let step = PipelineStep(name: "di", run: "di-check", inputs: ["Sources/*.swift"])
        let problem = Diagnostic.error("missing", at: SourceLocation(file: "Sources/A.swift", line: 3, column: 5))
        let recorder = Recorder()
        let failed = workspace.run([step], builtins: [.diCheck: FakeCheck(problems: [problem])], recorder: recorder)
        #expect(failed["di"]?.status == .failed)
        #expect(failed["di"]?.reason == "1 error")
        #expect(recorder.diagnostics == [problem])
        #expect(recorder.lines == ["di: checked Sources/A.swift,Sources/B.swift"])
        let passed = workspace.run([step], builtins: [.diCheck: FakeCheck(problems: [])])
        #expect(passed["di"]?.status == .succeeded)
        #expect(workspace.run([step], builtins: [.diCheck: FakeCheck(problems: [])])["di"]?.status == .cached)
    }

    /// A built-in that never returns (a parse that takes forever) until it is cancelled.
    struct StuckCheck: BuiltinStep {
        func run(_ invocation: BuiltinInvocation) -> BuiltinOutcome {
            while !invocation.isCancelled { usleep(10_000) }
            return BuiltinOutcome(messages: ["cancelled"])
        }
    }

    @Test func aBuiltinStepFailsAtItsTimeout() throws {
        let workspace = try Workspace()
        let started = Date()
        let report = workspace.run([PipelineStep(name: "di", run: "di-check", timeout: 0.3)], builtins: [.diCheck: StuckCheck()])
        #expect(report["di"]?.status == .timedOut)
        #expect(report["di"]?.reason == "timed out after 0.3 s")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aBuiltinThisBuildLacksFailsClearly() throws {
        let workspace = try Workspace()
        let report = workspace.run([PipelineStep(name: "gen", run: "needle")])
        #expect(report["gen"]?.reason == "the built-in step 'needle' is not available in this build of scaffold")
    }

    @Test func underXcodeDiagnosticsPassThroughUnprefixedWithAbsolutePaths() throws {
        let workspace = try Workspace()
        let output = Output()
        let console = PrebuildConsole(root: workspace.root, xcode: true, json: false, colors: false) { text, _ in output.append(text) }
        let step = PipelineStep(name: "gql", run: "")
        console.step(step, printed: "Schema.graphql:3:1: error: unknown type", isError: true)
        console.step(step, printed: "generating…", isError: false)
        console.step(step, reported: [.error("needs x", at: SourceLocation(file: "A.swift", line: 2, column: 9))])
        #expect(output.text == "Schema.graphql:3:1: error: unknown type\n[gql] generating…\n\(workspace.root.path)/A.swift:2:9: error: needs x\n")
    }

    @Test func theJSONReportListsEveryStep() throws {
        let workspace = try Workspace()
        let output = Output()
        let console = PrebuildConsole(root: workspace.root, xcode: false, json: true, colors: false) { text, toError in
            if !toError { output.append(text) }
        }
        let report = PipelineReport(results: [
            StepResult(name: "a", status: .succeeded, onFailure: .fail, exitCode: 0, seconds: 0.25),
            StepResult(name: "b", status: .failed, onFailure: .fail, exitCode: 2, reason: "exit code 2"),
        ], interrupted: false, seconds: 1)
        console.finish(report)
        let json = try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any]
        #expect(json?["succeeded"] as? Bool == false)
        let steps = json?["steps"] as? [[String: Any]]
        #expect(steps?.map { $0["status"] as? String } == ["succeeded", "failed"])
        #expect(steps?.last?["exitCode"] as? Int == 2)
    }

    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = ""
        var text: String { lock.withLock { stored } }
        func append(_ text: String) { lock.withLock { stored += text } }
    }
}
