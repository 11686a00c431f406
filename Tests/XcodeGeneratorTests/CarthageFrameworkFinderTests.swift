import Foundation
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator
import Testing

/// XcodeGen's `findCarthageFrameworks` and a dependency's `findFrameworks`: a Carthage
/// dependency stands for every framework its `.version` file lists for the target's platform.
@Suite struct CarthageFrameworkFinderTests {
    /// Carthage's `.version` file for `Cocoa`: two frameworks on iOS (one listed twice), one on Mac.
    private static let cocoaVersion = """
        {"commitish": "8.0", "iOS": [{"name": "ReactiveMapKit", "hash": "a"}, {"name": "ReactiveMapKit", "hash": "a"},
         {"name": "Cocoa", "hash": "b"}], "Mac": [{"name": "Cocoa", "hash": "c"}]}
        """

    /// The files of `target`'s Frameworks phase.
    private func linked(_ files: FileSet, _ project: Project, target: String) throws -> [String] {
        let phases = try reader(files, project: project).buildPhases(ofTarget: target)
        return phases.first { $0.isa == "PBXFrameworksBuildPhase" }?.files ?? []
    }

    @Test func theOptionFindsEachPlatformsFrameworks() throws {
        let root = try makeFolder(["Carthage/Build/.Cocoa.version": Self.cocoaVersion, "Project.yml": """
            name: P
            options: {findCarthageFrameworks: true}
            targets:
              Kit:
                type: framework
                platform: [iOS, macOS]
                dependencies:
                  - carthage: Cocoa
                  - carthage: Missing
            """])
        let (project, files) = try generateProject(in: root)
        #expect(try linked(files, project, target: "Kit_iOS") == ["Cocoa.framework", "ReactiveMapKit.framework", "Missing.framework"])
        #expect(try linked(files, project, target: "Kit_macOS") == ["Cocoa.framework", "Missing.framework"])
        #expect(project.target(named: "Kit_iOS")?.dependencies.map(\.name) == ["Cocoa", "ReactiveMapKit", "Missing"])
    }

    @Test func aDependencysFindFrameworksWinsOverTheOption() throws {
        let root = try makeFolder(["Carthage/Build/.Cocoa.version": Self.cocoaVersion, "Project.yml": """
            name: P
            targets:
              App:
                type: framework
                platform: iOS
                dependencies:
                  - carthage: Cocoa
                    findFrameworks: true
              Other:
                type: framework
                platform: iOS
                dependencies:
                  - carthage: Cocoa
            """])
        let (project, files) = try generateProject(in: root)
        #expect(try linked(files, project, target: "App") == ["Cocoa.framework", "ReactiveMapKit.framework"])
        #expect(try linked(files, project, target: "Other") == ["Cocoa.framework"])
    }
}
