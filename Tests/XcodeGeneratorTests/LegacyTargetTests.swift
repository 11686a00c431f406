import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// XcodeGen's `legacy` targets: a `PBXLegacyTarget` running an external tool, with no product.
@Suite struct LegacyTargetTests {
    @Test func aLegacyTargetRunsItsToolAndHasNoProduct() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              Make:
                type: ""
                platform: iOS
                legacy:
                  toolPath: /usr/bin/make
                  arguments: $(ACTION)
                  passSettings: true
                  workingDirectory: native
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let fields = try #require(reader.target(named: "Make")?.fields)
        #expect(fields["isa"]?.string == "PBXLegacyTarget")
        #expect(fields["buildToolPath"]?.string == "/usr/bin/make")
        #expect(fields["buildArgumentsString"]?.string == "$(ACTION)")
        #expect(fields["passBuildSettingsInEnvironment"]?.string == "1")
        #expect(fields["buildWorkingDirectory"]?.string == "native")
        #expect(fields["productReference"] == nil)
        #expect(try reader.buildPhases(ofTarget: "Make").map(\.isa) == ["PBXSourcesBuildPhase"])
        #expect(!reader.objects.values.contains { $0["isa"]?.string == "PBXFileReference" && $0["sourceTree"]?.string == "BUILT_PRODUCTS_DIR" })
        #expect(reader.danglingReferences().isEmpty)
    }
}
