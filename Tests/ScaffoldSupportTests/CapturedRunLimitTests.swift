import Foundation
import ScaffoldSupport
import Testing

/// A program scaffold runs and reads (a `Project.swift`) is untrusted: what it prints is kept up
/// to a limit, and a timeout stops everything it started, whatever session it put it in.
@Suite struct CapturedRunLimitTests {
    @Test func aProgramPrintingWithoutEndIsStoppedAtTheLimit() {
        let started = Date()
        let run = CapturedRun.run(shell: "yes 'a line of output'", in: URL(fileURLWithPath: "/"), environment: ["PATH": "/usr/bin:/bin"],
                                  timeout: 60, outputLimit: 1 << 20)
        #expect(run.exceededOutputLimit)
        #expect(run.outcome == .stopped)
        #expect(run.output.reduce(0) { $0 + $1.utf8.count + 1 } <= 1 << 20)
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func aTimeoutStopsAGrandchildInASessionOfItsOwn() throws {
        let script = "setsid sh -c 'echo $$; exec sleep 300' & sleep 300"
        let run = CapturedRun.run(shell: script, in: URL(fileURLWithPath: "/"), environment: ["PATH": "/usr/bin:/bin"], timeout: 1)
        #expect(run.outcome == .timedOut)
        let grandchild = try #require(run.output.first.flatMap { pid_t($0) })
        var alive = true
        for _ in 0..<50 where alive {
            alive = kill(grandchild, 0) == 0 && !Self.isZombie(grandchild)
            if alive { usleep(100_000) }
        }
        #expect(!alive, "pid \(grandchild) outlived the timeout")
    }

    /// A process that has exited but is not reaped yet (its parent, init, reaps it soon).
    static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
