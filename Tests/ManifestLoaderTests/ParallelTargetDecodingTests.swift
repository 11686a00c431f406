import Foundation
import Testing

/// Manifests of 32 targets or more are decoded on every core, each target with a child context
/// (`DecodingContext.child`); what the children find must read as a one-by-one decode would:
/// every diagnostic, at its line, in order, including those of checks that run after decoding
/// and look locations up.
@Suite struct ParallelTargetDecodingTests {
    static let count = 40

    /// Target `i` starts at line `3 + 7 i`; each has an unknown key (line + 3), a missing source
    /// folder (line + 4) and a dependency on a target that does not exist (line + 6).
    static let manifest = "name: P\ntargets:\n" + (0..<count).map { index in
        "  T\(index):\n    type: framework\n    platform: iOS\n    sourcez: [x]\n    sources: [Missing\(index)]\n    dependencies:\n      - target: Nope\(index)\n"
    }.joined()

    @Test func everyTargetsDiagnosticsAreAtTheirLinesInOrder() throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        let rendered = renderedDiagnostics(root)
        let lines = rendered.split(separator: "\n").filter { $0.hasPrefix("Project.yml:") }
        var expected: [String] = []
        for index in 0..<Self.count {
            let start = 3 + 7 * index
            expected.append("Project.yml:\(start + 3):5: warning: unknown key 'sourcez' in target 'T\(index)'")
            expected.append("Project.yml:\(start + 4):15: error: source path 'Missing\(index)' does not exist")
            expected.append("Project.yml:\(start + 6):17: error: unknown target 'Nope\(index)'")
        }
        #expect(lines.count == expected.count, "\(rendered)")
        for (line, prefix) in zip(lines, expected) {
            #expect(line.hasPrefix(prefix), "\(line) should start with \(prefix)")
        }
        #expect(lines.filter { $0.contains("Nope") }.count == Self.count, "\(rendered)")
    }

    @Test func aLargeValidManifestLoadsEveryTarget() throws {
        let valid = "name: P\ntargets:\n" + (0..<Self.count).map { index in
            "  T\(index):\n    type: framework\n    platform: iOS\n" + (index > 0 ? "    dependencies:\n      - target: T\(index - 1)\n" : "")
        }.joined()
        let root = try makeProject(["Project.yml": valid])
        let loaded = try load(root)
        #expect(loaded.project.targets.map(\.name) == (0..<Self.count).map { "T\($0)" }.sorted())
        #expect(loaded.project.targets.first { $0.name == "T7" }?.dependencies.map(\.name) == ["T6"])
    }
}
