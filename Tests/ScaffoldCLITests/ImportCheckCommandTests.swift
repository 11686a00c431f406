import Foundation
import Testing

/// `scaffold import --check` as a user runs it: compare.py's report of the round trip on
/// stdout, exit 0, nothing written; `--output` and `--force` refused with it.
@Suite struct ImportCheckCommandTests {
    @Test func reportsByCategoryAndWritesNothing() throws {
        let root = try ImportCommandTests().project()
        defer { try? FileManager.default.removeItem(at: root) }
        let checked = try Scaffold.run(["import", "--check"], in: root)
        #expect(checked.status == 0, "\(checked.error)")
        let lines = checked.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("targets   1/1  (100.0%)") && lines.contains("deps      0/0  (n/a)"), "\(checked.output)")
        // What generating adds: the app's product reference and the Products group.
        #expect(lines.contains("    - fileReferenceCount: expected 1, actual 2"), "\(checked.output)")
        #expect(lines.last == "Shop: project 2/2, targets 1/1, phases 1/1, files 1/1, deps 0/0, settings 4/4, schemes 0/0, packages 0/0, "
            + "counts 3/5, overall 93%")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["Shop", "Shop.xcodeproj"])

        let refused = try Scaffold.run(["import", "--check", "--output", "Project.yml"], in: root)
        #expect(refused.status != 0 && refused.error.contains("--check writes no manifest"), "\(refused.error)")
    }
}
