import Foundation
import ManifestLoader
import Testing

/// What a manifest's size may cost: the alias-bomb check counts only what aliases add, and a
/// file too large to be a manifest is refused before it is parsed.
@Suite struct ManifestSizeTests {
    /// 100,000 values written out, no alias: nothing is copied, so it loads.
    @Test func aLargeManifestWithoutAliasesLoads() throws {
        var text = "name: Big\nsettings:\n  base:\n"
        for index in 0..<100_000 { text += "    KEY_\(index): \"\(index)\"\n" }
        let root = try makeProject(["Project.yml": text])
        let loaded = try load(root)
        #expect(loaded.project.settings.base.count == 100_000)
    }

    /// The billion laughs: nine levels of ten aliases each, refused where the expansion starts.
    @Test func aBillionLaughsIsRefusedWithALocatedError() throws {
        var text = "name: App\nlol0: &lol0 [lol]\n"
        for level in 1...9 {
            text += "lol\(level): &lol\(level) [" + Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let root = try makeProject(["Project.yml": text])
        let rendered = renderedErrors(root)
        #expect(rendered.hasPrefix("Project.yml:"), "\(rendered)")
        #expect(rendered.contains(": error: YAML aliases expand to too many nodes"))
    }

    /// A file over the limit is refused at its first line, unparsed.
    @Test func aManifestOverTheSizeLimitIsRefusedBeforeParsing() throws {
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        let text = "name: Huge\n" + String(repeating: line, count: 9 * 1024)
        let root = try makeProject(["Project.yml": text])
        #expect(renderedErrors(root).hasPrefix("Project.yml:1:1: error: manifest is larger than 8 MB\n"))
    }
}
