import Foundation
import ScaffoldSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines as a child's pipes deliver them (split however the reads fall, whatever their length),
/// and how a run ends: its exit code, the signal that killed it, the signal that stops it.
@Suite struct ChildOutputReaderTests {
    /// The lines `ChildOutputReader` hands on when `chunks` are written to standard output one
    /// write at a time, then the pipes are closed.
    func lines(writing chunks: [[UInt8]]) throws -> [String] {
        var output: [Int32] = [-1, -1]
        var error: [Int32] = [-1, -1]
        try #require(pipe(&output) == 0 && pipe(&error) == 0)
        let collected = Collected()
        let reader = ChildOutputReader(output: output[0], error: error[0]) { _, line in collected.append(line) }
        for chunk in chunks {
            let written = chunk.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = write(output[1], bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    guard count > 0 else { break }
                    offset += count
                }
                return offset
            }
            try #require(written == chunk.count)
        }
        close(output[1])
        close(error[1])
        reader.finish(within: 60)
        return collected.lines
    }

    @Test func aLineOfSeveralMegabytesArrivesWhole() throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 6_000_000)
        // Uneven writes, so reads end anywhere in the long line.
        let chunks = stride(from: 0, to: long.count, by: 70_001).map { Array(long[$0..<min($0 + 70_001, long.count)]) }
        let found = try lines(writing: chunks + [Array("\nnext\n".utf8)])
        #expect(found.count == 2)
        #expect(found.first?.utf8.count == long.count)
        #expect(found.first?.utf8.allSatisfy { $0 == UInt8(ascii: "a") } == true)
        #expect(found.last == "next")
    }

    @Test func aNewlineOrCarriageReturnSplitAcrossWritesStillEndsTheLine() throws {
        let found = try lines(writing: [Array("one\r".utf8), Array("\ntwo".utf8), Array("\n".utf8), Array("\nthree\r\n\r\nrest".utf8)])
        #expect(found == ["one", "two", "", "three", "", "rest"])
    }

    @Test func anExitCodeAbove128IsAnExitNotASignal() {
        let run = CapturedRun.run(["/bin/sh", "-c", "exit 200"], environment: [:], timeout: 60)
        #expect(run.outcome == .exited(200))
    }

    @Test func aChildKilledByASignalIsReportedAsOne() {
        let run = CapturedRun.run(["/bin/sh", "-c", "kill -KILL $$"], environment: [:], timeout: 60)
        #expect(run.outcome == .signaled(SIGKILL))
        #expect(CommandExecution.describeSignal(SIGKILL) == "signal 9 (SIGKILL)")
    }

    @Test func stoppingSendsSIGTERMUnlessAnotherSignalIsChosen() {
        #expect(signalReceivedOnStop(nil) == "TERM")
        #expect(signalReceivedOnStop(SIGINT) == "INT")
    }

    /// Runs a shell that reports the signal it gets, stops it once it is ready, and returns
    /// what it reported.
    func signalReceivedOnStop(_ signal: Int32?) -> String? {
        let script = "trap 'echo INT; exit 3' INT; trap 'echo TERM; exit 4' TERM; echo ready; while :; do sleep 0.1; done"
        let collected = Collected()
        let started = Started()
        let onLine: @Sendable (ChildOutputReader.Stream, String) -> Void = { _, line in
            collected.append(line)
            if line == "ready" { started.execution?.stop() }
        }
        let execution = signal.map {
            CommandExecution(arguments: ["/bin/sh", "-c", script], environment: [:], grace: 10, stopSignal: $0, onLine: onLine)
        } ?? CommandExecution(arguments: ["/bin/sh", "-c", script], environment: [:], grace: 10, onLine: onLine)
        started.execution = execution
        #expect(execution.run(timeout: 60) == .stopped)
        // The shell may also say "Terminated" for its `sleep`; only the trap's words count.
        return collected.lines.first { $0 == "INT" || $0 == "TERM" }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        func append(_ line: String) { lock.withLock { all.append(line) } }
        var lines: [String] { lock.withLock { all } }
    }

    private final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private var current: CommandExecution?
        var execution: CommandExecution? {
            get { lock.withLock { current } }
            set { lock.withLock { current = newValue } }
        }
    }
}
