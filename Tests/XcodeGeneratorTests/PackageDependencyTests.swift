import Foundation
import ProjectSpec
import Testing

/// XcodeGen's rules for package products and build tool plugins (issue 16), from small specs
/// read back with the suite's own pbxproj reader.
@Suite struct PackageDependencyTests {
    private let spec = """
        name: P
        packages:
          Remote: {url: https://example.com/remote.git, from: 1.0.0}
          Tools: {url: https://example.com/tools.git, from: 2.0.0}
        aggregateTargets:
          Lint:
            buildToolPlugins:
              - {plugin: LintPlugin, package: Tools}
        targets:
          App:
            type: application
            platform: iOS
            buildToolPlugins:
              - {plugin: GenPlugin, package: Tools}
            dependencies:
              - package: Remote
                product: Dynamic
                embed: true
              - package: Remote
                product: Kit
              - target: Lib
          Lib:
            type: library.static
            platform: iOS
            dependencies:
              - package: Remote
                product: Kit
          Unlinked:
            type: framework
            platform: iOS
            dependencies:
              - package: Remote
                product: Kit
                link: false
        """

    @Test func aStaticLibraryDependsOnItsPackageProductsWithoutLinkingThem() throws {
        let (project, files) = try generateProject(in: try makeFolder(["Project.yml": spec]))
        let reader = try reader(files, project: project)
        #expect(try reader.dependencies(ofTarget: "Lib") == ["Kit"])
        #expect(try reader.packageProducts(ofTarget: "Lib") == ["Kit"])
        #expect(try reader.buildPhases(ofTarget: "Lib").allSatisfy { $0.isa != "PBXFrameworksBuildPhase" })
        // `link: false`: a dependency, and not among the target's package products.
        #expect(try reader.dependencies(ofTarget: "Unlinked") == ["Kit"])
        #expect(try reader.packageProducts(ofTarget: "Unlinked").isEmpty)
        // An application links them and depends on none of them.
        #expect(try reader.dependencies(ofTarget: "App") == ["Lib", "plugin:GenPlugin"])
        #expect(try reader.packageProducts(ofTarget: "App") == ["Dynamic", "Kit"])
    }

    @Test func anEmbeddedPackageProductIsCopiedIntoFrameworks() throws {
        let (project, files) = try generateProject(in: try makeFolder(["Project.yml": spec]))
        let reader = try reader(files, project: project)
        let phases = try reader.buildPhases(ofTarget: "App")
        #expect(phases.first { $0.isa == "PBXFrameworksBuildPhase" }?.files == ["Dynamic", "Kit", "libLib.a"])
        let embed = try #require(phases.first { $0.name == "Embed Frameworks" })
        #expect(embed.files == ["Dynamic"])
        #expect(embed.fields["dstSubfolderSpec"]?.string == "10")
        let buildFile = try #require(embed.fields["files"]?.strings?.first.flatMap { reader.objects[$0] })
        #expect(buildFile["settings"]?.dictionary?["ATTRIBUTES"]?.strings == ["CodeSignOnCopy", "RemoveHeadersOnCopy"])
    }

    @Test func buildToolPluginsAreProductDependencies() throws {
        let (project, files) = try generateProject(in: try makeFolder(["Project.yml": spec]))
        let reader = try reader(files, project: project)
        #expect(try reader.dependencies(ofTarget: "Lint") == ["plugin:LintPlugin"])
        let plugins = reader.objects.values.filter { $0["isa"]?.string == "XCSwiftPackageProductDependency" && $0["productName"]?.string?.hasPrefix("plugin:") == true }
        #expect(plugins.count == 2)
        // A plugin is not linked, nor listed among the package products.
        #expect(try !reader.packageProducts(ofTarget: "App").contains { $0.hasPrefix("plugin:") })
        #expect(reader.danglingReferences().isEmpty)
    }

    @Test func aPluginOfAnUndeclaredPackageIsAnError() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                buildToolPlugins:
                  - {plugin: GenPlugin, package: Nowhere}
            """])
        #expect(throws: (any Error).self) { try generateProject(in: root) }
    }
}
