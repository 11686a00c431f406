@testable import XcodeGenerator
import Testing

@Suite struct VariantGroupSplitTests {
    @Test func splitsALocalizedPath() throws {
        let split = try #require(VariantGroups.split("App/Resources/de.lproj/Main.strings"))
        #expect(split.folder == "App/Resources" && split.language == "de" && split.file == "Main.strings")
        let top = try #require(VariantGroups.split("Base.lproj/Main.storyboard"))
        #expect(top.folder == "" && top.language == "Base" && top.file == "Main.storyboard")
        let rooted = try #require(VariantGroups.split("/en.lproj/Å.strings"))
        #expect(rooted.folder == "" && rooted.language == "en" && rooted.file == "Å.strings")
        let hans = try #require(VariantGroups.split("Ünï/zh-Hans.lproj/x"))
        #expect(hans.folder == "Ünï" && hans.language == "zh-Hans" && hans.file == "x")
    }

    @Test(arguments: ["App/Main.swift", "Main.swift", "de.lproj", "App/de.lproj", "App/lproj/File", "App/de.lprojx/File", "App/de.lproj/sub/File"])
    func leavesOtherPathsAlone(_ path: String) {
        #expect(VariantGroups.split(path) == nil)
    }
}
