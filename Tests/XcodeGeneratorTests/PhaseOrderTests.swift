import Foundation
import ProjectSpec
import Testing

/// XcodeGen's `putResourcesBeforeSourcesBuildPhase` (issue 16).
@Suite struct PhaseOrderTests {
    @Test func resourcesComeBeforeSourcesWhenTheTargetSaysSo() throws {
        let root = try makeFolder(["App/main.swift": "", "App/Main.storyboard": "", "Project.yml": """
            name: P
            targets:
              First:
                type: application
                platform: macOS
                sources: [App]
                putResourcesBeforeSourcesBuildPhase: true
              Usual:
                type: application
                platform: macOS
                sources: [App]
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.buildPhases(ofTarget: "First").map(\.isa) == ["PBXResourcesBuildPhase", "PBXSourcesBuildPhase"])
        #expect(try reader.buildPhases(ofTarget: "Usual").map(\.isa) == ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"])
    }
}
