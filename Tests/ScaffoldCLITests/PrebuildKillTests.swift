import Foundation
import Testing

/// `scaffold prebuild` killed with SIGKILL at many points of its run, each time followed by a
/// normal run, as Xcode's next build would: the step's output is never torn or interleaved, a
/// step is reported cached only with its complete output, and no temporary file stays behind.
@Suite struct PrebuildKillTests {
    /// The step appends six lines, one every 100 ms, so a kill lands part-way through it.
    static let manifest = """
    name: Demo
    pipeline:
      slow:
        run: sh write.sh
        inputs: [write.sh, token.txt]
        outputs: [out.txt]
    """
    static let script = """
    token=$(cat token.txt)
    : > out.txt
    for i in 1 2 3 4 5 6; do echo "$token $i" >> out.txt; sleep 0.1; done

    """

    /// The complete output of a run with `token`.
    static func expected(_ token: String) -> String {
        (1...6).map { "\(token) \($0)\n" }.joined()
    }

    /// The status of the one step in a `--format json` report.
    static func status(_ result: Scaffold.Result) -> String? {
        let report = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        return (report?["steps"] as? [[String: Any]])?.first?["status"] as? String
    }

    /// Every file under `folder`, relative to it, sorted.
    static func files(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory != true else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }
        return found.sorted()
    }

    /// Returns once `pid` has exited (a zombie or gone), or after 5 s.
    static func waitUntilDead(_ pid: Int32) {
        let limit = Date().addingTimeInterval(5)
        while Date() < limit {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return }
            if stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "Z" { return }
            usleep(1_000)
        }
    }

    @Test func aKilledPrebuildNeverLeavesATornOutputOrAStaleCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prebuild-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("Project.yml"))
        try Data(Self.script.utf8).write(to: folder.appendingPathComponent("write.sh"))
        let output = folder.appendingPathComponent("out.txt")

        // Negative delays kill that long after launch, before the step starts; the others kill
        // that long after the step wrote its first line (the step takes about 0.6 s).
        let delays: [Double] = [-0.0, -0.03, 0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.7]
        var waited = 0
        for (round, delay) in delays.enumerated() {
            let token = "round-\(round)"
            try Data("\(token)\n".utf8).write(to: folder.appendingPathComponent("token.txt"))
            let killed = try Scaffold.start(["prebuild"], in: folder)
            if delay <= 0 {
                usleep(useconds_t(-delay * 1_000_000))
            } else {
                let limit = Date().addingTimeInterval(10)
                while Date() < limit, !(FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self).hasPrefix("\(token) 1\n") } ?? false) {
                    usleep(5_000)
                }
                usleep(useconds_t(delay * 1_000_000))
            }
            kill(killed.processIdentifier, SIGKILL)
            // Foundation notices the exit late (up to a second here): wait for the kernel instead,
            // so that the next run starts while the step the killed one started still runs.
            Self.waitUntilDead(killed.processIdentifier)
            defer { killed.waitUntilExit() }

            let next = try Scaffold.run(["prebuild", "--format", "json"], in: folder)
            #expect(next.status == 0, "round \(round): \(next.error)")
            if next.error.contains("note: waiting for") {
                waited += 1
                #expect(next.error.contains("note: waiting for the steps left running by a killed scaffold prebuild (pid \(killed.processIdentifier))"), "\(next.error)")
            }
            #expect(["succeeded", "cached"].contains(Self.status(next)), "round \(round): \(next.output)")
            let written = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) }
            #expect(written == Self.expected(token), "round \(round), killed at \(delay) s")

            let again = try Scaffold.run(["prebuild", "--format", "json"], in: folder)
            #expect(Self.status(again) == "cached", "round \(round): \(again.output)")
            let kept = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) }
            #expect(kept == Self.expected(token), "round \(round): the cached output changed")
            #expect(Self.files(folder) == [".scaffold/prebuild-cache", ".scaffold/prebuild.lock", "Project.yml", "out.txt", "token.txt", "write.sh"], "round \(round)")
        }
        // Killed part-way through the step, the killed run left it running at least once, so
        // the rounds above did test a next run meeting an orphaned step.
        #expect(waited > 0)
    }
}
