import Foundation
import Testing

/// XcodeGen's `requiresObjCLinking`: `-ObjC` for targets that link a static library target,
/// unless the library says it does not need it.
@Suite struct ObjCLinkingTests {
    @Test func aLibraryThatNeedsNoObjCLinkingAddsNoFlag() throws {
        let root = try makeFolder(["App/main.swift": "", "Lib/a.swift": "", "Plain/b.swift": "", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: macOS
                sources: [App]
                dependencies: [{target: Lib}]
              Other:
                type: application
                platform: macOS
                sources: [App]
                dependencies: [{target: Plain}]
              Lib:
                type: library.static
                platform: macOS
                sources: [Lib]
                requiresObjCLinking: false
              Plain:
                type: library.static
                platform: macOS
                sources: [Plain]
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.buildSettings(ofTarget: "App", config: "Debug")["OTHER_LDFLAGS"] == nil)
        #expect(try reader.buildSettings(ofTarget: "Other", config: "Debug")["OTHER_LDFLAGS"] != nil)
    }
}
