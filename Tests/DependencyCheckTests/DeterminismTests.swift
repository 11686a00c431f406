import DependencyCheck
import Foundation
import ScaffoldSupport
import Testing

/// The order files are given in changes nothing: same graph, same diagnostics, same bytes.
@Suite struct DeterminismTests {
    private func files() -> (files: [URL], root: URL) {
        let root = DependencyCheckTestSupport.repository
        let example = ["Example/App", "Example/Features"].flatMap {
            DependencyCheckTestSupport.swiftFiles(under: root.appendingPathComponent($0))
        }
        let fixtures = ["two-parents", "type-mismatch"].flatMap {
            DependencyCheckTestSupport.swiftFiles(under: DependencyCheckTestSupport.fixture($0))
        }
        return (example + fixtures, root)
    }

    @Test func shuffledFileOrderGivesTheSameOutputBytes() {
        let (files, root) = files()
        let reference = DependencyCheck.run(files: files, relativeTo: root)
        let referenceSource = NeedleCodeGenerator.source(for: reference.graph)
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<5 {
            let shuffled = DependencyCheck.run(files: files.shuffled(using: &generator) + files.prefix(3), relativeTo: root)
            #expect(shuffled.graph == reference.graph)
            #expect(shuffled.diagnostics == reference.diagnostics)
            #expect(Array(NeedleCodeGenerator.source(for: shuffled.graph).utf8) == Array(referenceSource.utf8))
        }
        #expect(!reference.diagnostics.isEmpty)
    }
}

/// A small deterministic random number generator (SplitMix64) for shuffles.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
