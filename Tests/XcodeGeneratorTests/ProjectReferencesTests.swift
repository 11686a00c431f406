import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// `projectReferences` and `Project/Target` dependencies: the other project as a file
/// reference, its products as reference proxies, linked and embedded as XcodeGen does.
@Suite struct ProjectReferencesTests {
    /// Writes `files` into `root`.
    private func write(_ files: FileSet, in root: URL) throws {
        for (path, bytes) in files.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    @Test func aTargetOfAnotherGeneratedProjectIsLinkedAndEmbeddedThroughProxies() throws {
        let root = try makeFolder([
            "Core/Project.yml": """
                name: Core
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                  Util:
                    type: library.static
                    platform: iOS
                """,
            "App/Project.yml": """
                name: App
                projectReferences:
                  Core:
                    path: ../Core/Core.xcodeproj
                targets:
                  App:
                    type: application
                    platform: iOS
                    dependencies:
                      - target: Core/Kit
                      - target: Core/Util
                        recordedName: Util-iOS
                """,
        ])
        let core = try generateProject(in: root.appendingPathComponent("Core"))
        try write(core.files, in: root.appendingPathComponent("Core"))
        let coreReader = try reader(core.files, project: core.project)
        let kit = try #require(coreReader.target(named: "Kit"))

        let (project, files) = try generateProject(in: root.appendingPathComponent("App"))
        let pbx = try reader(files, project: project)
        // A proxy's remote ID lives in the other project.
        #expect(pbx.danglingReferenceDetails().filter { !$0.location.hasSuffix(".remoteGlobalIDString") }.isEmpty)

        let root0 = try #require(pbx.objects.values.first { $0["isa"]?.string == "PBXProject" })
        let entries = root0["projectReferences"]?.array ?? []
        #expect(entries.count == 1)
        let projectRef = try #require(entries.first?["ProjectRef"]?.string)
        #expect(pbx.objects[projectRef]?["path"]?.string == "../Core/Core.xcodeproj")
        #expect(pbx.objects[projectRef]?["lastKnownFileType"]?.string == "wrapper.pb-project")
        let productGroup = try #require(entries.first?["ProductGroup"]?.string)
        let products = pbx.objects[productGroup]?["children"]?.strings ?? []
        let proxies = products.compactMap { pbx.objects[$0] }
        #expect(Set(proxies.compactMap { $0["path"]?.string }) == ["Kit.framework", "libUtil.a"])
        #expect(proxies.allSatisfy { $0["isa"]?.string == "PBXReferenceProxy" && $0["sourceTree"]?.string == "BUILT_PRODUCTS_DIR" })
        let kitProxy = try #require(proxies.first { $0["path"]?.string == "Kit.framework" })
        let productRemote = try #require(pbx.objects[kitProxy["remoteRef"]?.string ?? ""])
        #expect(productRemote["proxyType"]?.string == "2")
        #expect(productRemote["containerPortal"]?.string == projectRef)
        #expect(productRemote["remoteGlobalIDString"]?.string == kit.fields["productReference"]?.string)

        // The target dependency names the other project's target through a proxy of type 1.
        // `recordedName` is the name the dependency records; the target is still found by its ID.
        #expect(Set(try pbx.dependencies(ofTarget: "App")) == ["Kit", "Util-iOS"])
        let app = try #require(pbx.target(named: "App"))
        let dependencies = (app.fields["dependencies"]?.strings ?? []).compactMap { pbx.objects[$0] }
        let kitDependency = try #require(dependencies.first { $0["name"]?.string == "Kit" })
        #expect(kitDependency["target"] == nil)
        let targetProxy = try #require(pbx.objects[kitDependency["targetProxy"]?.string ?? ""])
        #expect(targetProxy["proxyType"]?.string == "1")
        #expect(targetProxy["containerPortal"]?.string == projectRef)
        #expect(targetProxy["remoteGlobalIDString"]?.string == kit.id)
        let utilDependency = try #require(dependencies.first { $0["name"]?.string == "Util-iOS" })
        let utilProxy = try #require(pbx.objects[utilDependency["targetProxy"]?.string ?? ""])
        #expect(utilProxy["remoteInfo"]?.string == "Util-iOS")
        #expect(utilProxy["remoteGlobalIDString"]?.string == coreReader.target(named: "Util")?.id)

        // A dynamic framework is linked and embedded, a static library only linked.
        let phases = try pbx.buildPhases(ofTarget: "App")
        #expect(Set(phases.first { $0.isa == "PBXFrameworksBuildPhase" }?.files ?? []) == ["Kit.framework", "libUtil.a"])
        #expect(phases.first { $0.name == "Embed Frameworks" }?.files == ["Kit.framework"])
    }

    @Test func withoutTheOtherProjectTheModelsDescriptionDecidesTheProduct() throws {
        let root = try makeFolder(["App/App.swift": ""])
        var project = Project(name: "App")
        project.projectReferences["Core"] = ProjectReference(name: "Core", path: "../Core/Core.xcodeproj",
                                                              targets: ["Store": ExternalTarget(name: "Store", type: .staticLibrary)])
        var app = Target(name: "App", type: .application, platform: .iOS, sources: [TargetSource(path: "App")])
        app.dependencies = [.crossProject(target: "Store", in: "Core"), .crossProject(target: "Kit", in: "Core")]
        project.targets = [app]
        let files = XcodeProjectGenerator(project: project, rootDirectory: root).generate()
        let pbx = try reader(files, project: project)
        // A proxy's remote ID lives in the other project.
        #expect(pbx.danglingReferenceDetails().filter { !$0.location.hasSuffix(".remoteGlobalIDString") }.isEmpty)
        let phases = try pbx.buildPhases(ofTarget: "App")
        // Unknown targets are taken to be frameworks named after them.
        #expect(Set(phases.first { $0.isa == "PBXFrameworksBuildPhase" }?.files ?? []) == ["libStore.a", "Kit.framework"])
        #expect(phases.first { $0.name == "Embed Frameworks" }?.files == ["Kit.framework"])
        // The IDs scaffold gives the other project's target when it generates it.
        let proxy = try #require(pbx.objects.values.first { $0["isa"]?.string == "PBXContainerItemProxy" && $0["remoteInfo"]?.string == "Store" && $0["proxyType"]?.string == "1" })
        #expect(proxy["remoteGlobalIDString"]?.string == XcodeID.target("Store"))
    }

    @Test func testBundlesEmbedFrameworksAndStaticLibrariesLinkOnlyIntoExecutables() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              Kit:
                type: framework
                platform: iOS
              Store:
                type: library.static
                platform: iOS
              Wrapper:
                type: framework
                platform: iOS
                dependencies: [{target: Store}]
              Tests:
                type: bundle.unit-test
                platform: iOS
                dependencies:
                  - target: Kit
                    codeSign: false
                  - target: Store
                    weak: true
            """])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        let tests = try pbx.buildPhases(ofTarget: "Tests")
        #expect(Set(tests.first { $0.isa == "PBXFrameworksBuildPhase" }?.files ?? []) == ["Kit.framework", "libStore.a"])
        let embed = try #require(tests.first { $0.name == "Embed Frameworks" })
        #expect(embed.files == ["Kit.framework"])
        let embedded = try #require(pbx.objects[embed.fields["files"]?.strings?.first ?? ""])
        #expect(embedded["settings"]?["ATTRIBUTES"]?.strings == ["RemoveHeadersOnCopy"])
        let weak = (tests.first { $0.isa == "PBXFrameworksBuildPhase" }?.fields["files"]?.strings ?? []).compactMap { pbx.objects[$0] }
        #expect(weak.contains { $0["settings"]?["ATTRIBUTES"]?.strings == ["Weak"] })
        // A framework does not link a static library (XcodeGen's rule), but still depends on it.
        #expect(try pbx.buildPhases(ofTarget: "Wrapper").allSatisfy { $0.isa != "PBXFrameworksBuildPhase" })
        #expect(try pbx.dependencies(ofTarget: "Wrapper") == ["Store"])
    }

    @Test func schemeTestPlansUnsharedSchemesAndBuildShorthands() throws {
        let root = try makeFolder(["Plans/All.xctestplan": "{}", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
              UITests:
                type: bundle.ui-testing
                platform: iOS
            schemes:
              Shared:
                build:
                  targets: {App: all, UITests: test}
                test:
                  testPlans:
                    - path: Plans/All.xctestplan
              Mine:
                build:
                  targets: {App: testing}
                management:
                  shared: false
            """])
        let loaded = try ManifestLoader(environment: [:], workingDirectory: root).load(root.appendingPathComponent("Project.yml"))
        #expect(loaded.project.scheme(named: "Shared")?.build.targets.last?.actions == BuildTarget.Action.allCases)
        #expect(loaded.project.scheme(named: "Mine")?.build.targets.first?.actions == [.test, .analyze])
        let files = XcodeProjectGenerator(project: loaded.project, rootDirectory: root, userName: "someone").generate()
        let shared = text(files, "P.xcodeproj/xcshareddata/xcschemes/Shared.xcscheme")
        #expect(shared.contains("<TestPlans>"))
        #expect(shared.contains("reference = \"container:Plans/All.xctestplan\"\n            default = \"YES\""))
        #expect(files.files["P.xcodeproj/xcshareddata/xcschemes/Mine.xcscheme"] == nil)
        #expect(files.files["P.xcodeproj/xcuserdata/someone.xcuserdatad/xcschemes/Mine.xcscheme"] != nil)
    }
}
