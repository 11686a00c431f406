import Foundation
import ProjectSpec
import Testing

/// XcodeGen's `transitivelyLinkDependencies`, a dependency's `platforms` in a multi-platform
/// target and its `copy:` destination (issue 16), from small specs read back with the suite's
/// own pbxproj reader.
@Suite struct TransitiveDependencyTests {
    private let spec = """
        name: P
        options:
          transitivelyLinkDependencies: true
        targets:
          App:
            type: application
            platform: macOS
            dependencies:
              - target: Kit
                copy: {destination: plugins, subpath: test}
              - target: Extension
          Kit:
            type: framework
            platform: macOS
            dependencies:
              - target: Lib
              - sdk: libz.tbd
          Lib:
            type: library.static
            platform: macOS
          Extension:
            type: system-extension
            platform: macOS
            dependencies:
              - sdk: NetworkExtension.framework
          Tool:
            type: tool
            platform: macOS
            transitivelyLinkDependencies: false
            dependencies:
              - target: Kit
        """

    @Test func anAppLinksWhatItsFrameworksAndExtensionsDependOn() throws {
        let root = try makeFolder(["Project.yml": spec])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.dependencies(ofTarget: "App").sorted() == ["Extension", "Kit", "Lib"])
        let frameworks = try #require(try reader.buildPhases(ofTarget: "App").first { $0.isa == "PBXFrameworksBuildPhase" })
        #expect(frameworks.files.sorted() == ["Kit.framework", "System/Library/Frameworks/NetworkExtension.framework", "libLib.a", "usr/lib/libz.tbd"])
        // The static library it now links needs -ObjC.
        #expect(try reader.buildSettings(ofTarget: "App", config: "Debug")["OTHER_LDFLAGS"]?.strings == ["$(inherited)", "-ObjC"])
        // A framework does not link a static library, so gets no -ObjC.
        #expect(try reader.buildSettings(ofTarget: "Kit", config: "Debug")["OTHER_LDFLAGS"] == nil)
        // The target's own option wins over the project's.
        #expect(try reader.dependencies(ofTarget: "Tool") == ["Kit"])
    }

    @Test func aDependencyWithACopyDestinationIsEmbeddedThere() throws {
        let root = try makeFolder(["Project.yml": spec])
        let (project, files) = try generateProject(in: root)
        let phases = try reader(files, project: project).buildPhases(ofTarget: "App")
        #expect(phases.first { $0.name == "Embed Frameworks" } == nil)
        let custom = try #require(phases.first { $0.name == "Embed Dependencies" })
        #expect(custom.files == ["Kit.framework"])
        #expect(custom.fields["dstSubfolderSpec"]?.string == "13")
        #expect(custom.fields["dstPath"]?.string == "test")
        #expect(phases.first { $0.name == "Embed System Extensions" }?.files == ["Extension.systemextension"])
    }

    @Test func aMultiPlatformTargetKeepsTheDependenciesOfItsPlatform() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              Kit:
                type: framework
                platform: [iOS, tvOS]
                dependencies:
                  - target: Core_${platform}
                  - target: TVOnly_${platform}
                    platforms: [tvOS]
              Core:
                type: framework
                platform: [iOS, tvOS]
              TVOnly:
                type: framework
                platform: [iOS, tvOS]
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.dependencies(ofTarget: "Kit_iOS") == ["Core_iOS"])
        #expect(try reader.dependencies(ofTarget: "Kit_tvOS") == ["Core_tvOS", "TVOnly_tvOS"])
    }
}
