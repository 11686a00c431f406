import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// XcodeGen's "Copy Swift Objective-C Interface Header" phase of Swift static libraries.
@Suite struct SwiftHeaderCopyScriptTests {
    @Test func aSwiftStaticLibraryCopiesItsHeaderUnlessTurnedOff() throws {
        let root = try makeFolder(["Swift/A.swift": "", "ObjC/B.m": "", "Off/C.swift": "", "Project.yml": """
            name: P
            targets:
              SwiftLib: {type: library.static, platform: iOS, sources: [Swift]}
              ObjCLib: {type: library.static, platform: iOS, sources: [ObjC]}
              OffLib:
                type: library.static
                platform: iOS
                sources: [Off]
                settings: {SWIFT_INSTALL_OBJC_HEADER: NO}
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let phase = try #require(try reader.buildPhases(ofTarget: "SwiftLib").first { $0.isa == "PBXShellScriptBuildPhase" })
        #expect(phase.name == "Copy Swift Objective-C Interface Header")
        #expect(phase.fields["shellScript"]?.string == "ditto \"${SCRIPT_INPUT_FILE_0}\" \"${SCRIPT_OUTPUT_FILE_0}\"\n")
        #expect(phase.fields["inputPaths"]?.strings == ["$(DERIVED_SOURCES_DIR)/$(SWIFT_OBJC_INTERFACE_HEADER_NAME)"])
        #expect(try reader.buildPhases(ofTarget: "ObjCLib").allSatisfy { $0.isa != "PBXShellScriptBuildPhase" })
        #expect(try reader.buildPhases(ofTarget: "OffLib").allSatisfy { $0.isa != "PBXShellScriptBuildPhase" })
    }
}
