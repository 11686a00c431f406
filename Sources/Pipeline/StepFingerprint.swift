import ProjectSpec
import ScaffoldSupport

/// The hash that decides whether a step must run again: its command, declared environment,
/// working folder and declared outputs, a built-in's `excludePaths` and `excludeSuffixes`, the
/// graphql step's `scalars`, `namespace` and `accessLevel`, the tool's version, and the content
/// hash of every input.
///
/// The process environment is not part of it (only what the step declares in `env`), so the
/// same step run from Xcode and from a terminal shares one cache entry.
enum StepFingerprint {
    /// The fingerprint of `step` with `inputs` (path → content hash).
    static func of(_ step: PipelineStep, toolVersion: String, inputs: [(path: String, hash: String)]) -> String {
        var hasher = SHA256()
        func add(_ label: String, _ value: String) {
            hasher.update(Array("\(label)\u{1F}\(value)\u{1E}".utf8))
        }
        add("tool", toolVersion)
        add("run", step.run)
        add("workingDirectory", step.workingDirectory)
        for (key, value) in step.env.sorted(by: { $0.key < $1.key }) { add("env", key + "=" + value) }
        for output in step.outputs { add("output", output) }
        for path in step.excludePaths { add("excludePath", path) }
        for suffix in step.excludeSuffixes { add("excludeSuffix", suffix) }
        for (scalar, type) in step.scalars.sorted(by: { $0.key < $1.key }) { add("scalar", scalar + "=" + type) }
        if let namespace = step.namespace { add("namespace", namespace) }
        if let accessLevel = step.accessLevel { add("accessLevel", accessLevel.rawValue) }
        for input in inputs { add("input", input.path + "=" + input.hash) }
        return hasher.finalizeHex()
    }
}
