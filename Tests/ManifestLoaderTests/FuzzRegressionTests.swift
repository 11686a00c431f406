import Foundation
import Testing

/// Manifests the fuzzer (`scripts/fuzz-manifest.sh`) found crashing the loader, each kept in
/// `Tests/Fixtures/FuzzRegressions/<case>/Project.yml`: each must load to diagnostics, never
/// bring the process down.
@Suite struct FuzzRegressionTests {
    static let cases: [String] = {
        let folder = fixturesDirectory.appendingPathComponent("FuzzRegressions")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test func thereAreCases() {
        #expect(Self.cases.contains("duplicate-target-names"))
    }

    @Test(arguments: cases)
    func loadsToDiagnostics(_ name: String) {
        let folder = fixturesDirectory.appendingPathComponent("FuzzRegressions").appendingPathComponent(name)
        #expect(renderedErrors(folder).contains("error: "))
    }
}
