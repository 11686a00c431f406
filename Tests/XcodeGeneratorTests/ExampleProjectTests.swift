import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// The Example's project, read back by a reader that is not the writer.
@Suite struct ExampleProjectTests {
    let generated: (project: Project, files: FileSet)
    let pbx: PBXProjectReader

    init() throws {
        generated = try generateProject(in: repositoryRoot)
        pbx = try reader(generated.files, project: generated.project)
    }

    @Test func everyReferenceResolves() throws {
        #expect(pbx.danglingReferences() == [])
        #expect(pbx.project["isa"]?.string == "PBXProject")
        #expect(try pbx.targetNames() == ["ExampleApp", "ExampleAppTests"])
    }

    @Test func appTargetHasPipelinePhasesFirstThenSourcesResourcesAndPackages() throws {
        let phases = try pbx.buildPhases(ofTarget: "ExampleApp")
        #expect(phases.map(\.isa) == [
            "PBXShellScriptBuildPhase", "PBXShellScriptBuildPhase", "PBXShellScriptBuildPhase", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase",
            "PBXFrameworksBuildPhase",
        ])
        #expect(phases[0].name == "scaffold: di-check")
        #expect(phases[1].name == "scaffold: graphql")
        #expect(phases[1].fields["outputPaths"]?.strings == ["$(SRCROOT)/Example/App/Generated/GraphQLAPI.swift"])
        #expect(phases[2].name == "scaffold: needle")
        #expect(phases[2].fields["shellScript"]?.string?.contains("prebuild --step needle") == true)
        #expect(phases[2].fields["outputPaths"]?.strings == ["$(SRCROOT)/Example/App/Generated/NeedleGenerated.swift"])
        #expect(phases[2].fields["inputFileListPaths"]?.strings == ["$(PROJECT_FILE_PATH)/scaffold/needle.inputs.xcfilelist"])
        let sources = phases[3].files
        #expect(sources.contains("ExampleApp.swift"))
        #expect(sources.contains("ProfileView.swift"))
        #expect(sources.contains("NeedleGenerated.swift") && sources.contains("GraphQLAPI.swift"))
        #expect(!sources.contains { $0.hasSuffix(".graphql") })
        #expect(sources.contains("FeatureFlags.swift"))
        #expect(!sources.contains { $0.hasSuffix(".yml") })
        #expect(phases[4].files == ["Assets.xcassets"])
        #expect(Set(phases[5].files) == ["IMVVM", "NeedleFoundation"])
        #expect(try pbx.packageProducts(ofTarget: "ExampleApp").sorted() == ["IMVVM", "NeedleFoundation"])
        #expect(try pbx.packageReferences().sorted() == ["https://github.com/neakor/swiftui-imvvm", "https://github.com/uber/needle"])
    }

    @Test func pipelineInputListHoldsTheExpandedGlobsButNoGeneratedFiles() {
        let list = text(generated.files, "Example.xcodeproj/scaffold/needle.inputs.xcfilelist")
        #expect(list.contains("$(SRCROOT)/Example/Features/Profile/ProfileComponent.swift\n"))
        #expect(!list.contains("Generated/"))
        #expect(!list.contains("*"))
    }

    @Test func testTargetRunsInTheApp() throws {
        #expect(try pbx.dependencies(ofTarget: "ExampleAppTests") == ["ExampleApp"])
        let settings = try pbx.buildSettings(ofTarget: "ExampleAppTests", config: "Debug")
        #expect(settings["TEST_HOST"]?.string == "$(BUILT_PRODUCTS_DIR)/ExampleApp.app/ExampleApp")
        #expect(settings["BUNDLE_LOADER"]?.string == "$(TEST_HOST)")
    }

    @Test func settingsComeFromXcodeGensPresetsThenTheManifest() throws {
        #expect(try pbx.configurationNames(ofTarget: "ExampleApp") == ["Debug", "Release"])
        let app = try pbx.buildSettings(ofTarget: "ExampleApp", config: "Release")
        #expect(app["PRODUCT_BUNDLE_IDENTIFIER"]?.string == "com.example.ExampleApp")
        #expect(app["GENERATE_INFOPLIST_FILE"]?.string == "YES")
        #expect(app["INFOPLIST_KEY_UILaunchScreen_Generation"]?.string == "YES")
        #expect(app["SDKROOT"]?.string == "iphoneos")
        #expect(app["LD_RUNPATH_SEARCH_PATHS"]?.strings == ["$(inherited)", "@executable_path/Frameworks"])
        let project = try pbx.projectBuildSettings(config: "Debug")
        // As in XcodeGen: `options.deploymentTarget` and the one platform's SDK are project settings.
        #expect(project["IPHONEOS_DEPLOYMENT_TARGET"]?.string == "17.0")
        #expect(project["SDKROOT"]?.string == "iphoneos")
        #expect(project["SWIFT_VERSION"]?.string == "5.0")
        #expect(project["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.string == "DEBUG")
        #expect(try pbx.projectBuildSettings(config: "Release")["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil)
    }

    @Test func groupsMirrorTheFolders() throws {
        #expect(try pbx.groupPath(ofFile: "ProfileView.swift") == ["Example", "Features", "Profile", "ProfileView.swift"])
    }

    @Test func matchesTheGoldenFiles() throws {
        let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/Golden")
        for path in generated.files.paths {
            let expected = try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8)
            #expect(text(generated.files, path) == expected, "\(path) differs from Tests/Fixtures/Golden/\(path)")
        }
        #expect(generated.files.paths.count == 6)
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        #expect(try generateProject(in: repositoryRoot).files == generated.files)
    }
}
