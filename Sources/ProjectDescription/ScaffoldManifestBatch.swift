#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the manifests of a workspace that scaffold compiled into one program, one after
/// another, each in its own folder: what one manifest's own program does, many times over.
/// Not for manifests to call; scaffold's generated `main.swift` does.
///
/// Which manifests run comes from ``variable`` (`<nonce> <index>,<index>,…`), removed before
/// any manifest runs, so a manifest sees the environment it would see alone. Each one's output
/// is framed by `SCAFFOLD_BATCH_BEGIN <nonce> <index>` and `SCAFFOLD_BATCH_END <nonce> <index>`
/// lines: a manifest that traps or hangs is the one begun and not ended, and the others run again
/// without it. A manifest whose folder is gone is skipped without a line (scaffold runs it alone).
public enum ScaffoldManifestBatch {
    /// The environment variable naming the manifests to run.
    public static let variable = "SCAFFOLD_MANIFEST_BATCH"

    /// Runs the manifests ``variable`` selects from `manifests`: each `run` in its `folder`.
    public static func run(_ manifests: [(folder: String, run: () -> Void)]) {
        guard let raw = getenv(variable) else { return }
        let words = String(cString: raw).split(separator: " ")
        unsetenv(variable)
        guard words.count == 2 else { return }
        for index in words[1].split(separator: ",").compactMap({ Int($0) }) where manifests.indices.contains(index) {
            guard chdir(manifests[index].folder) == 0 else { continue }
            ManifestJSON.writeToStandardOutput("SCAFFOLD_BATCH_BEGIN \(words[0]) \(index)\n")
            manifests[index].run()
            ManifestJSON.writeToStandardOutput("SCAFFOLD_BATCH_END \(words[0]) \(index)\n")
        }
    }
}
