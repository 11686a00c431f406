import Foundation
import ProjectSpec
import Testing

/// XcodeGen's `bundle:` dependencies (issue 16): a "Copy Bundle Resources" phase.
@Suite struct BundleDependencyTests {
    @Test func bundlesAreCopiedIntoTheResourcesOfWhatCanHoldThem() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - bundle: X.bundle
                  - {bundle: Y.bundle, codeSign: false}
              Lib:
                type: library.static
                platform: iOS
                dependencies:
                  - bundle: X.bundle
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let phases = try reader.buildPhases(ofTarget: "App")
        let copy = try #require(phases.first { $0.name == "Copy Bundle Resources" })
        #expect(copy.isa == "PBXCopyFilesBuildPhase")
        #expect(copy.files == ["X.bundle", "Y.bundle"])
        #expect(copy.fields["dstSubfolderSpec"]?.string == "7")
        let attributes = (copy.fields["files"]?.strings ?? []).map { reader.objects[$0]?["settings"]?.dictionary?["ATTRIBUTES"]?.strings }
        #expect(attributes == [["CodeSignOnCopy", "RemoveHeadersOnCopy"], ["RemoveHeadersOnCopy"]])
        #expect(try reader.buildPhases(ofTarget: "Lib").allSatisfy { $0.name != "Copy Bundle Resources" })
    }

    /// XcodeGen's `implicit` framework: a product another project or the workspace builds, a
    /// reference in the build products folder in the Frameworks group, linked and embedded like
    /// any framework, with no search path added.
    @Test func anImplicitFrameworkIsABuiltProduct() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - {framework: Alamofire.framework, implicit: true}
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let phases = try reader.buildPhases(ofTarget: "App")
        #expect(phases.first { $0.isa == "PBXFrameworksBuildPhase" }?.files == ["Alamofire.framework"])
        #expect(phases.first { $0.name == "Embed Frameworks" }?.files == ["Alamofire.framework"])
        #expect(try reader.resolvedPath(ofFile: "Alamofire.framework") == "$(BUILT_PRODUCTS_DIR)/Alamofire.framework")
        #expect(try reader.groupPath(ofFile: "Alamofire.framework") == ["Frameworks", "Alamofire.framework"])
        #expect(try reader.buildSettings(ofTarget: "App", config: "Debug")["FRAMEWORK_SEARCH_PATHS"] == nil)
    }
}
