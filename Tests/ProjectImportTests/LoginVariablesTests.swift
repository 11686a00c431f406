import Foundation
@testable import ProjectImport
import ProjectSpec
import Testing

/// A login variable (`${HOME}`) in a hand-kept project is left to the build, not expanded on
/// the machine that generates: `$(HOME)` in settings and script paths, `${HOME:-}` in scripts.
@Suite struct LoginVariablesTests {
    @Test func onlyLoginVariablesAreRewritten() {
        #expect(LoginVariables.inBuildSetting("${HOME}/a:${SRCROOT}/b:${PATH}") == "$(HOME)/a:${SRCROOT}/b:$(PATH)")
        #expect(LoginVariables.inShellScript("cp \"${HOME}/x\" \"${SRCROOT}\"; echo ${HOME:-none} $HOME ${") == "cp \"${HOME:-}/x\" \"${SRCROOT}\"; echo ${HOME:-none} $HOME ${")
        #expect(LoginVariables.inShellScript("no variables") == "no variables")
    }

    /// Through the importer: a script's text and input paths, and a build setting.
    @Test func theImportWritesThemForTheBuild() throws {
        let text = ProjectImporterTests.pbxproj
            .replacingOccurrences(of: "shellScript = \"swiftlint\\n\"; inputPaths = ();",
                                  with: "shellScript = \"cp ${HOME}/.secrets ${SRCROOT}\\n\"; inputPaths = (\"${HOME}/.secrets\");")
            .replacingOccurrences(of: "PRODUCT_NAME = App; OTHER_LDFLAGS", with: "PRODUCT_NAME = App; HEADER_SEARCH_PATHS = \"${HOME}/include\"; OTHER_LDFLAGS")
        let root = try ProjectImporterTests.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project?.target(named: "App"))
        let lint = try #require(app.preBuildScripts.first)
        #expect(lint.script == "cp ${HOME:-}/.secrets ${SRCROOT}\n" && lint.inputFiles == ["$(HOME)/.secrets"])
        #expect(app.settings.configs["Debug"]?["HEADER_SEARCH_PATHS"] == .string("$(HOME)/include"))
    }
}
