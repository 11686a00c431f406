#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the manifests of a workspace that scaffold compiled into one program: each in a process
/// of its own, forked from this one before any manifest code ran, in its own folder — what
/// one manifest's own program does, without starting a program per manifest. Not for
/// manifests to call; scaffold's generated `main.swift` does.
///
/// Which manifests run, and for how long each may, comes from ``variable``
/// (`<nonce> <seconds> <index>,<index>,…`), removed before any manifest runs. Each manifest's
/// output, on both streams, is framed by `SCAFFOLD_BATCH_BEGIN <nonce> <index>` and
/// `SCAFFOLD_BATCH_END <nonce> <index> <how>` lines, where `how` is `exit <code>`,
/// `signal <number>` or `timeout`: what its own program's run would have come to. A manifest
/// whose folder is gone is skipped without a line (scaffold runs it alone).
public enum ScaffoldManifestBatch {
    /// The environment variable naming the manifests to run.
    public static let variable = "SCAFFOLD_MANIFEST_BATCH"

    /// Runs the manifests ``variable`` selects from `manifests`: each `run` in its `folder`.
    public static func run(_ manifests: [(folder: String, run: () -> Void)]) {
        guard let raw = getenv(variable) else { return }
        let words = String(cString: raw).split(separator: " ")
        unsetenv(variable)
        guard words.count == 3, let seconds = Double(words[1]) else { return }
        for index in words[2].split(separator: ",").compactMap({ Int($0) }) where manifests.indices.contains(index) {
            let manifest = manifests[index]
            guard access(manifest.folder, X_OK) == 0 else { continue }
            frame("SCAFFOLD_BATCH_BEGIN \(words[0]) \(index)")
            let how = runForked(manifest.run, in: manifest.folder, seconds: seconds)
            frame("SCAFFOLD_BATCH_END \(words[0]) \(index) \(how)")
        }
    }

    /// Writes `line` on a line of its own to both streams.
    private static func frame(_ line: String) {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] { ManifestJSON.writeAtOnce("\n\(line)\n", to: descriptor) }
    }

    /// Runs `body` in a child process in `folder`, stopped after `seconds`; how it ended.
    private static func runForked(_ body: () -> Void, in folder: String, seconds: Double) -> String {
        let child = fork()
        if child == 0 {
            guard chdir(folder) == 0 else { _exit(125) }
            body()
            // What a program returning from its top-level code does: flush, then exit 0.
            exit(0)
        }
        guard child > 0 else { return "exit 125" }
        var status: Int32 = 0
        let deadline = now() + seconds
        while waitpid(child, &status, WNOHANG) == 0 {
            if now() > deadline {
                kill(child, SIGKILL)
                _ = waitpid(child, &status, 0)
                return "timeout"
            }
            usleep(500)
        }
        let signal = status & 0x7F
        return signal == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(signal)"
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
