import Foundation
@testable import XcodeGenerator
import Testing

/// Source entries' `buildPhase`, `compilerFlags` and `headerVisibility`, and a framework's
/// Headers phase, as XcodeGen writes them.
@Suite struct SourcePhasesTests {
    /// The extension that picks a file's type: after the last `.` of the last component, none
    /// for a name that starts with its only dot, case kept (`pathExtension` lowers it).
    @Test(arguments: [
        ("App/View.swift", "swift"), ("a/b.tar.gz", "gz"), ("Base.lproj/Main.storyboard", "storyboard"),
        ("Resources/Assets.xcassets/", "xcassets"), (".gitignore", ""), ("a/.env", ""), ("a.b/Makefile", ""),
        ("a/..b", "b"), ("Model.XCDataModeld", "XCDataModeld"), ("", ""), ("/", ""),
    ])
    func extensions(path: String, expected: String) {
        #expect(FileTypes.rawExtension(path) == expected)
        #expect(FileTypes.pathExtension(path) == expected.lowercased())
    }

    @Test func entriesChooseTheirPhaseFlagsAndHeaderVisibility() throws {
        let root = try makeFolder([
            "Kit/Kit.swift": "", "Kit/Legacy.m": "", "Kit/Kit.h": "", "Kit/Internal/Secret.h": "", "Kit/notes.json": "",
            "Kit/Include/Shim.h": "", "Kit/Config/Kit.yml": "",
            "Project.yml": """
                name: P
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources:
                      - path: Kit
                        excludes: [Internal, Include, Legacy.m, Config, notes.json]
                      - path: Kit/Legacy.m
                        compilerFlags: -fno-objc-arc -w
                      - path: Kit/Internal
                        headerVisibility: private
                      - path: Kit/Include
                        buildPhase:
                          copyFiles: {destination: productsDirectory, subpath: include/Kit}
                      - path: Kit/Config
                        buildPhase: resources
                      - path: Kit/notes.json
                        buildPhase: none
                  App:
                    type: application
                    platform: iOS
                    sources: [{path: Kit/Kit.h}]
                """,
        ])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        #expect(pbx.danglingReferences() == [])
        let phases = try pbx.buildPhases(ofTarget: "Kit")
        #expect(phases.map(\.isa) == ["PBXHeadersBuildPhase", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase"])
        let headers = phases[0]
        #expect(Set(headers.files) == ["Kit.h", "Secret.h"])
        func settings(_ phase: PBXBuildPhaseSummary, _ file: String) -> OpenStepValue? {
            let ids = phase.fields["files"]?.strings ?? []
            return ids.compactMap { pbx.objects[$0] }.first { pbx.objects[$0["fileRef"]?.string ?? ""]?["path"]?.string == file }?["settings"]
        }
        #expect(settings(headers, "Kit.h")?["ATTRIBUTES"]?.strings == ["Public"])
        #expect(settings(headers, "Secret.h")?["ATTRIBUTES"]?.strings == ["Private"])
        #expect(Set(phases[1].files) == ["Kit.swift", "Legacy.m"])
        #expect(settings(phases[1], "Legacy.m")?["COMPILER_FLAGS"]?.string == "-fno-objc-arc -w")
        #expect(settings(phases[1], "Kit.swift") == nil)
        // `buildPhase: none` keeps the JSON file out of every phase.
        #expect(phases[2].files == ["Kit.yml"])
        #expect(phases[3].files == ["Shim.h"])
        #expect(phases[3].fields["dstSubfolderSpec"]?.string == "16")
        #expect(phases[3].fields["dstPath"]?.string == "include/Kit")
        // An application has no Headers phase: its headers are in no phase.
        #expect(try pbx.buildPhases(ofTarget: "App").allSatisfy { $0.files.isEmpty })
    }
}
