import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing

/// XcodeGen's `putResourcesBeforeSourcesBuildPhase` (issue 16), and scaffold's `phaseOrder`
/// (issue 32: what `scaffold import` writes for a hand-kept project's order).
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

    /// The listed phases in that order, an empty Frameworks and Headers phase written because they
    /// are listed, a script by name; what is not listed follows.
    @Test func phaseOrderPutsThePhasesInItsOrder() throws {
        let root = try makeFolder(["App/main.swift": "", "App/Main.storyboard": "", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: macOS
                sources: [App]
                preBuildScripts: [{name: Lint, script: "true"}]
                postBuildScripts: [{name: Stamp, script: "true"}]
                phaseOrder: [headers, sources, "script: Lint", frameworks, resources]
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.buildPhases(ofTarget: "App").map(\.isa) == [
            "PBXHeadersBuildPhase", "PBXSourcesBuildPhase", "PBXShellScriptBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
            "PBXShellScriptBuildPhase",
        ])
    }

    @Test func anUnknownPhaseInPhaseOrderIsAnError() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: macOS
                phaseOrder: [sources, linking]
            """])
        do {
            _ = try generateProject(in: root)
            Issue.record("a phaseOrder naming no phase loaded")
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.message) == ["'linking' is not a build phase of 'phaseOrder'"])
        }
    }
}
