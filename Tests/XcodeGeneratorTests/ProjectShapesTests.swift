import Foundation
import ProjectSpec
import ManifestLoader
import Testing
import ScaffoldSupport
import XcodeGenerator

/// Every product type, every kind of dependency and script, read back.
@Suite struct ProjectShapesTests {
    static let manifest = """
    name: Shapes
    options:
      bundleIdPrefix: com.shapes
      deploymentTarget: {iOS: "17.0"}
    packages:
      Remote: {url: https://github.com/example/remote.git, branch: main}
      Local: {path: LocalKit}
    targets:
      App:
        type: application
        platform: iOS
        sources: [App]
        dependencies:
          - target: Kit
          - target: Static
          - target: Widget
            link: false
          - package: Remote
            product: RemoteKit
          - package: Local
            product: LocalKit
          - sdk: StoreKit.framework
        postCompileScripts:
          - name: Lint
            script: swiftlint
            basedOnDependencyAnalysis: false
            inputFiles: [$(SRCROOT)/.swiftlint.yml]
        postBuildScripts:
          - name: Report
            path: scripts/report.sh
      Kit:
        type: framework
        platform: iOS
        sources: [Kit]
      Static:
        type: library.static
        platform: iOS
        sources: [Static]
      Widget:
        type: app-extension
        platform: iOS
        sources: [Widget]
      AppUITests:
        type: bundle.ui-testing
        platform: iOS
        sources: [UITests]
        dependencies: [{target: App}]
    """

    static let files = [
        "Project.yml": manifest, "App/App.swift": "", "App/Main.storyboard": "", "App/Info.plist": "", "Kit/Kit.swift": "",
        "Static/Static.m": "", "Static/Static.h": "", "Widget/Widget.swift": "", "UITests/UITests.swift": "",
        "LocalKit/Package.swift": ".library(name: \"LocalKit\"", "scripts/report.sh": "echo report\n",
    ]

    @Test func productTypesPhasesAndLinking() throws {
        let root = try makeFolder(Self.files)
        let generated = try generateProject(in: root)
        let pbx = try reader(generated.files, project: generated.project)
        #expect(pbx.danglingReferences() == [])

        let app = try pbx.buildPhases(ofTarget: "App")
        #expect(app.map(\.isa) == [
            "PBXSourcesBuildPhase", "PBXShellScriptBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase",
            "PBXCopyFilesBuildPhase", "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase",
        ])
        #expect(app[0].files == ["App.swift"])
        #expect(app[1].fields["alwaysOutOfDate"]?.string == "1")
        #expect(app[1].fields["inputPaths"]?.strings == ["$(SRCROOT)/.swiftlint.yml"])
        #expect(app[2].files == ["Main.storyboard"])
        #expect(Set(app[3].files) == ["Kit.framework", "libStatic.a", "RemoteKit", "LocalKit", "System/Library/Frameworks/StoreKit.framework"])
        // XcodeGen's order: extensions are embedded before frameworks.
        #expect(app[4].name == "Embed Foundation Extensions")
        #expect(app[4].files == ["Widget.appex"])
        #expect(app[4].fields["dstSubfolderSpec"]?.string == "13")
        #expect(app[5].name == "Embed Frameworks")
        #expect(app[5].files == ["Kit.framework"])
        #expect(app[5].fields["dstSubfolderSpec"]?.string == "10")
        // XcodeGen copies a script file's text into the phase.
        #expect(app[6].fields["shellScript"]?.string == "echo report\n")
        let appSettings = try pbx.buildSettings(ofTarget: "App", config: "Debug")
        #expect(appSettings["INFOPLIST_FILE"]?.string == "App/Info.plist")
        #expect(appSettings["GENERATE_INFOPLIST_FILE"] == nil)
        let widgetSettings = try pbx.buildSettings(ofTarget: "Widget", config: "Debug")
        // No Info.plist anywhere: XcodeGen sets nothing, and neither does scaffold for a Project.yml.
        #expect(widgetSettings["GENERATE_INFOPLIST_FILE"] == nil)
        #expect(widgetSettings["LD_RUNPATH_SEARCH_PATHS"]?.strings == ["$(inherited)", "@executable_path/Frameworks", "@executable_path/../../Frameworks"])
        #expect(Set(try pbx.dependencies(ofTarget: "App")) == ["Kit", "Static", "Widget"])

        let types = try ["App", "Kit", "Static", "Widget", "AppUITests"].map { name in
            try #require(pbx.target(named: name)).fields["productType"]?.string
        }
        #expect(types == [
            "com.apple.product-type.application", "com.apple.product-type.framework", "com.apple.product-type.library.static",
            "com.apple.product-type.app-extension", "com.apple.product-type.bundle.ui-testing",
        ])
        #expect(try pbx.buildSettings(ofTarget: "AppUITests", config: "Debug")["TEST_TARGET_NAME"]?.string == "App")
        #expect(try pbx.buildSettings(ofTarget: "Static", config: "Debug")["GENERATE_INFOPLIST_FILE"] == nil)

        let pbxText = text(generated.files, "Shapes.xcodeproj/project.pbxproj")
        #expect(pbxText.contains("kind = branch;"))
        #expect(pbxText.contains("relativePath = LocalKit;"))
        #expect(pbxText.contains("path = System/Library/Frameworks/StoreKit.framework;"))
    }

    @Test func folderReferencesAreOneBlueFolderCopiedAsAResource() throws {
        var files = Self.files
        files["Project.yml"] = "name: Web\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - App\n      - path: Site\n        type: folder\n"
        files["Site/index.html"] = ""
        files["Site/css/site.css"] = ""
        let root = try makeFolder(files)
        let generated = try generateProject(in: root)
        let pbx = try reader(generated.files, project: generated.project)
        let resources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXResourcesBuildPhase" })
        #expect(resources.files.contains("Site"))
        #expect(!resources.files.contains("index.html"))
        #expect(text(generated.files, "Web.xcodeproj/project.pbxproj").contains("lastKnownFileType = folder; path = Site;"))
    }

    @Test func addingATargetKeepsEveryOtherID() throws {
        let root = try makeFolder(Self.files)
        let before = try reader(try generateProject(in: root).files, project: Project(name: "Shapes"))
        let extended = Self.manifest + "\n  Extra:\n    type: framework\n    platform: iOS\n    sources: [Kit]\n"
        try Data(extended.utf8).write(to: root.appendingPathComponent("Project.yml"))
        let after = try reader(try generateProject(in: root).files, project: Project(name: "Shapes"))
        let kept = Set(before.objects.keys).subtracting(after.objects.keys)
        // Only objects whose content lists the new target may change (the project's target list
        // keeps its ID; Kit's files gain a second owner but keep their references).
        #expect(kept.isEmpty)
        #expect(after.objects.count > before.objects.count)
    }

    @Test func withoutIntermediateGroupsSourceFoldersHangOffTheMainGroup() throws {
        var files = Self.files
        files["Project.yml"] = "name: Flat\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [Code/App]\n"
        files["Code/App/Deep/File.swift"] = ""
        let root = try makeFolder(files)
        let generated = try generateProject(in: root)
        let pbx = try reader(generated.files, project: generated.project)
        #expect(try pbx.groupPath(ofFile: "File.swift") == ["App", "Deep", "File.swift"])
        #expect(text(generated.files, "Flat.xcodeproj/project.pbxproj").contains("path = Code/App;"))
    }
}

@Suite struct SymbolicLinkTests {
    @Test func aLinkToAParentFolderIsNotFollowedForever() throws {
        let root = try makeFolder(["Project.yml": "name: Loop\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n", "App/sub/A.swift": ""])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/sub/loop").path, withDestinationPath: "..")
        let generated = try generateProject(in: root)
        let pbx = try reader(generated.files, project: generated.project)
        let sources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXSourcesBuildPhase" })
        #expect(sources.files == ["A.swift"])
    }

    /// A cloned repository's link out of itself (`App/outside -> /some/folder`) is not opened: an
    /// error naming it, unless the source excludes it; a link to a folder inside is followed.
    @Test func aLinkOutOfTheRepositoryIsNotOpened() throws {
        let root = try makeFolder(["Project.yml": "name: Out\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
                                   "App/A.swift": "", "Shared/S.swift": "", ".git/HEAD": ""])
        let outside = try makeFolder(["Secret.swift": ""])
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/outside").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/shared").path, withDestinationPath: "../Shared")
        let loaded = try ManifestLoader(environment: [:], workingDirectory: root).load(root.appendingPathComponent("Project.yml"))
        let inputs = XcodeProjectGenerator(project: loaded.project, rootDirectory: root).readInputs()
        #expect(inputs.problems.map(\.message) == ["App/outside is a link to \(DirectoryListing.realPath(outside.path)), outside the repository: scaffold does not open it"])
        #expect(!text(try generateProject(in: root).files, "Out.xcodeproj/project.pbxproj").contains("Secret.swift"))
        try Data("name: Out\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [{path: App, excludes: [outside]}]\n".utf8)
            .write(to: root.appendingPathComponent("Project.yml"))
        let generated = try generateProject(in: root)
        let pbx = try reader(generated.files, project: generated.project)
        let sources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXSourcesBuildPhase" })
        #expect(Set(sources.files) == ["A.swift", "S.swift"])
    }
}
