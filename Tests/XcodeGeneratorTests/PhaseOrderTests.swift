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

    /// `copyFiles:` phases keep their name, destination, folder and files (a target's product
    /// with its copy attributes, a project file); an unnamed one is placed by a bare `copyFiles`
    /// slot; with a `phaseOrder`, an empty Sources phase it does not list is left out, and
    /// `phaseOrder: []` leaves a legacy target with no phases.
    @Test func copyFilesPhasesAreWrittenAsListed() throws {
        let root = try makeFolder(["Tools/tool.swift": "", "Docs/tool.1": "", "Project.yml": """
            name: P
            targets:
              Tool:
                type: tool
                platform: macOS
                sources: [Tools]
              Bundle:
                type: application
                platform: macOS
                dependencies: [{target: Tool, embed: false}]
                postBuildScripts: [{name: "", script: "true"}]
                copyFiles:
                  - name: Copy Tools
                    destination: executables
                    files: [{product: Tool, codeSign: true}, Docs/tool.1]
                  - destination: absolutePath
                    subpath: /usr/share/man/man1/
                    onlyWhenInstalling: true
                    files: []
                phaseOrder: [copyFiles, script, "copyFiles: Copy Tools"]
              Dist:
                type: ""
                platform: macOS
                legacy: {toolPath: make}
                phaseOrder: []
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let phases = try reader.buildPhases(ofTarget: "Bundle")
        // An empty script name is Xcode's unnamed phase, placed by a bare `script`.
        #expect(phases.map(\.isa) == ["PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXCopyFilesBuildPhase"])
        #expect(phases.map(\.name) == [nil, nil, "Copy Tools"])
        #expect(phases[0].files.isEmpty && phases[0].fields["dstPath"]?.string == "/usr/share/man/man1/")
        #expect(phases[0].fields["dstSubfolderSpec"]?.string == "0" && phases[0].fields["runOnlyForDeploymentPostprocessing"]?.string == "1")
        #expect(phases[2].files == ["Tool", "tool.1"] && phases[2].fields["dstSubfolderSpec"]?.string == "6")
        let pbxproj = text(files, "P.xcodeproj/project.pbxproj")
        #expect(pbxproj.contains("/* Tool in Copy Tools */ = {isa = PBXBuildFile; fileRef = ") && pbxproj.contains("ATTRIBUTES = (CodeSignOnCopy, ); };"))
        #expect(try reader.buildPhases(ofTarget: "Dist").isEmpty)
    }

    @Test func aCopiedProductOfAnUnknownTargetIsAnError() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: macOS
                copyFiles: [{destination: plugins, files: [{product: Helper}]}, {destination: nowhere}]
            """])
        do {
            _ = try generateProject(in: root)
            Issue.record("a copyFiles phase naming no target loaded")
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.message).contains("'nowhere' is not a copyFiles destination"))
            #expect(error.diagnostics.contains { $0.message.contains("'Helper'") && $0.location?.line == 6 })
        }
    }
}
