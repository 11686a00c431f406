import Foundation
import Testing

/// One fixture per class of manifest error: each `Tests/Fixtures/Errors/<case>/Project.yml`
/// must produce exactly the diagnostics in its `expected.txt` — message, line and column —
/// whether errors, or only warnings for what XcodeGen tolerates (unknown keys, unset variables).
@Suite struct ErrorFixtureTests {
    static let cases: [String] = {
        let folder = fixturesDirectory.appendingPathComponent("Errors")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test func everyErrorClassHasAFixture() {
        let required = [
            "yaml-syntax", "duplicate-key", "unknown-key", "wrong-type", "missing-key", "unknown-reference", "cycles",
            "type-and-platform", "module-names", "missing-sources", "empty-sources", "environment", "include-cycle",
            "include-missing", "not-a-mapping", "misplaced-keys", "alias-bomb", "cascading-references",
            "environment-positions", "include-parse-error", "include-paths", "invalid-values", "merge-keys",
            "package-rules", "settings-form", "wrong-locations",
        ]
        #expect(Set(required).isSubset(of: Set(Self.cases)))
    }

    @Test(arguments: cases)
    func reportsEveryProblemAtItsLine(_ name: String) throws {
        let folder = fixturesDirectory.appendingPathComponent("Errors").appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        #expect(!expected.isEmpty)
        #expect(renderedDiagnostics(folder) == expected)
    }
}
