import Foundation
import Pipeline
import ProjectSpec
import Testing

/// Order, parallelism, fail fast, warn, timeouts and interruption, with real child processes.
@Suite struct SchedulingTests {
    @Test func stepsRunAfterWhatTheyDependOn() throws {
        let workspace = try Workspace()
        let steps = [
            PipelineStep(name: "c", run: "echo c >> log", dependsOn: ["b"]),
            PipelineStep(name: "a", run: "sleep 0.2; echo a >> log"),
            PipelineStep(name: "b", run: "echo b >> log", dependsOn: ["a"]),
        ]
        let report = workspace.run(steps)
        #expect(report.succeeded)
        #expect(workspace.read("log") == "a\nb\nc\n")
        #expect(report.results.map(\.name) == ["a", "b", "c"])
        #expect(report.results.allSatisfy { $0.status == .succeeded })
    }

    @Test func independentStepsOverlapInTime() throws {
        // Each step announces itself, then waits (up to 10 s) for the other's announcement: both
        // succeed only if they were running at the same time.
        let workspace = try Workspace()
        func waiter(_ me: String, _ other: String) -> String {
            "touch \(me).started; i=0; while [ ! -f \(other).started ]; do i=$((i+1)); [ $i -gt 100 ] && exit 9; sleep 0.1; done"
        }
        let report = workspace.run([
            PipelineStep(name: "left", run: waiter("left", "right")),
            PipelineStep(name: "right", run: waiter("right", "left")),
        ])
        #expect(report.succeeded, "\(report.results)")
    }

    @Test func oneJobRunsStepsOneAtATime() throws {
        let workspace = try Workspace()
        let report = workspace.run([
            PipelineStep(name: "left", run: "touch left.running; sleep 0.3; [ ! -f right.running ] && rm left.running"),
            PipelineStep(name: "right", run: "touch right.running; sleep 0.3; [ ! -f left.running ] && rm right.running"),
        ], jobs: 1)
        #expect(report.succeeded, "\(report.results)")
    }

    @Test func aFailureStopsRunningStepsAndStartsNothingMore() throws {
        let workspace = try Workspace()
        let started = Date()
        // Planned by name: a-broken and b-sibling take the two slots; c-after and d-queued wait.
        let report = workspace.run([
            PipelineStep(name: "a-broken", run: "sleep 0.3; echo 'it broke' >&2; exit 3"),
            // A sibling that started a grandchild, which must die with it.
            PipelineStep(name: "b-sibling", run: "sleep 30 & echo $! > grandchild.pid; wait"),
            PipelineStep(name: "c-after", run: "touch after.ran", dependsOn: ["a-broken"]),
            PipelineStep(name: "d-queued", run: "touch queued.ran"),
        ], jobs: 2)
        #expect(!report.succeeded)
        #expect(report.failure?.name == "a-broken")
        #expect(report["a-broken"]?.status == .failed)
        #expect(report["a-broken"]?.exitCode == 3)
        #expect(report["b-sibling"]?.status == .stopped)
        #expect(report["c-after"]?.status == .notStarted)
        #expect(report["d-queued"]?.status == .notStarted)
        #expect(!workspace.exists("after.ran") && !workspace.exists("queued.ran"))
        #expect(Date().timeIntervalSince(started) < 10)
        let grandchild = Int32(workspace.read("grandchild.pid")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        #expect(grandchild != nil)
        if let grandchild { #expect(!staysAlive(grandchild), "the stopped step's grandchild is gone") }
    }

    @Test func aWarnStepsFailureLetsTheRunAndItsDependentsGoOn() throws {
        let workspace = try Workspace()
        let report = workspace.run([
            PipelineStep(name: "flaky", run: "exit 4", onFailure: .warn),
            PipelineStep(name: "next", run: "touch next.ran", dependsOn: ["flaky"]),
        ])
        #expect(report.succeeded)
        #expect(report["flaky"]?.status == .failed)
        #expect(report["flaky"]?.exitCode == 4)
        #expect(report["next"]?.status == .succeeded)
        #expect(workspace.exists("next.ran"))
        #expect(PipelineSummary.closingLines(report).first?.hasPrefix("warning: prebuild step 'flaky' failed with exit code 4") == true)
    }

    @Test func aStepPastItsTimeoutIsStopped() throws {
        let workspace = try Workspace()
        let started = Date()
        let report = workspace.run([PipelineStep(name: "slow", run: "sleep 30", timeout: 0.3)])
        #expect(report["slow"]?.status == .timedOut)
        #expect(report["slow"]?.reason == "timed out after 0.3 s")
        #expect(!report.succeeded)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func aStepIgnoringSIGTERMIsKilledAfterTheGracePeriod() throws {
        let workspace = try Workspace()
        let started = Date()
        let report = workspace.run([PipelineStep(name: "stubborn", run: "trap '' TERM; touch trapped; while :; do sleep 0.1; done", timeout: 0.5)])
        #expect(report["stubborn"]?.status == .timedOut)
        #expect(workspace.exists("trapped"))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func anInterruptStopsEverything() throws {
        let workspace = try Workspace()
        let report = workspace.run(
            [PipelineStep(name: "long", run: "touch begun; sleep 30"), PipelineStep(name: "later", run: "touch later.ran", dependsOn: ["long"])],
            whileRunning: { runner in
                while !workspace.exists("begun") { usleep(20_000) }
                runner.interrupt()
            }
        )
        #expect(report.interrupted)
        #expect(!report.succeeded)
        #expect(report["long"]?.status == .stopped)
        #expect(report["later"]?.status == .notStarted)
        #expect(PipelineSummary.closingLines(report) == ["error: prebuild interrupted; 1 step not started"])
    }

    @Test func stepOutputArrivesLineByLineWithTheStepsEnvironment() throws {
        let workspace = try Workspace()
        let recorder = Recorder()
        let report = workspace.run(
            [PipelineStep(name: "talk", run: "echo one; echo \"$GREETING from $SCAFFOLD_STEP\" >&2; printf 'no newline'", env: ["GREETING": "hello"])],
            recorder: recorder
        )
        #expect(report.succeeded)
        #expect(Set(recorder.lines) == ["talk: one", "talk: hello from talk", "talk: no newline"])
    }

    @Test func aStepRunsInItsWorkingDirectory() throws {
        let workspace = try Workspace()
        try workspace.write("sub/keep", "")
        let report = workspace.run([PipelineStep(name: "here", run: "pwd > here.txt", workingDirectory: "sub")])
        #expect(report.succeeded)
        #expect(workspace.read("sub/here.txt")?.hasSuffix("/sub\n") == true)
    }
}
