import Foundation
import ProjectSpec
import Testing

/// XcodeGen's defaults for a spec XcodeGen reads (issue 16): its build-setting presets, which
/// phases and schemes exist. Each a small spec, read back with the suite's pbxproj reader.
@Suite struct XcodeGenDefaultsTests {
    @Test func configurationsAreSortedByNameAndTargetSchemesUseTheFirst() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            configs: {Test Debug: debug, Test Release: release, Production Debug: debug, Production Release: release}
            targets:
              App:
                type: application
                platform: iOS
                scheme: {}
            """])
        let (project, files) = try generateProject(in: root)
        #expect(project.configs.map(\.name) == ["Production Debug", "Production Release", "Test Debug", "Test Release"])
        let scheme = text(files, "P.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        #expect(scheme.contains("<LaunchAction\n      buildConfiguration = \"Production Debug\""))
        #expect(scheme.contains("<ArchiveAction\n      buildConfiguration = \"Production Release\""))
    }

    @Test func presetsByPlatformAndProductTypeWithProjectSDKWhenThePlatformIsShared() throws {
        let root = try makeFolder(["Sources/A.swift": "", "Project.yml": """
            name: P
            options:
              bundleIdPrefix: com.example
              deploymentTarget: {iOS: "15.0"}
            targets:
              My_App:
                type: application
                platform: iOS
                sources: [Sources]
                dependencies: [{target: Lib}]
              Lib:
                type: library.static
                platform: iOS
              AppTests:
                type: bundle.unit-test
                platform: iOS
                dependencies: [{target: My_App}]
            """])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        let debug = try pbx.projectBuildSettings(config: "Debug")
        #expect(debug["CLANG_CXX_LANGUAGE_STANDARD"]?.string == "gnu++14")
        #expect(debug["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.string == "DEBUG")
        #expect(debug["GCC_PREPROCESSOR_DEFINITIONS"]?.strings == ["$(inherited)", "DEBUG=1"])
        #expect(debug["SDKROOT"]?.string == "iphoneos")
        #expect(debug["IPHONEOS_DEPLOYMENT_TARGET"]?.string == "15.0")
        #expect(try pbx.projectBuildSettings(config: "Release")["SWIFT_OPTIMIZATION_LEVEL"]?.string == "-O")

        let app = try pbx.buildSettings(ofTarget: "My_App", config: "Debug")
        #expect(app["CODE_SIGN_IDENTITY"]?.string == "iPhone Developer")
        #expect(app["ASSETCATALOG_COMPILER_APPICON_NAME"]?.string == "AppIcon")
        #expect(app["TARGETED_DEVICE_FAMILY"]?.string == "1,2")
        #expect(app["PRODUCT_BUNDLE_IDENTIFIER"]?.string == "com.example.My-App")
        // The project's deployment target is not repeated per target; a static library linked means -ObjC.
        #expect(app["IPHONEOS_DEPLOYMENT_TARGET"] == nil)
        #expect(app["OTHER_LDFLAGS"]?.strings == ["$(inherited)", "-ObjC"])
        #expect(try pbx.buildSettings(ofTarget: "Lib", config: "Debug")["SKIP_INSTALL"]?.string == "YES")
        let tests = try pbx.buildSettings(ofTarget: "AppTests", config: "Debug")
        #expect(tests["TEST_HOST"]?.string == "$(BUILT_PRODUCTS_DIR)/My_App.app/My_App")
        #expect(tests["BUNDLE_LOADER"]?.string == "$(TEST_HOST)")
    }

    @Test func mixedPlatformsLeaveSDKToTheTargets() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              Mac: {type: tool, platform: macOS}
              Phone: {type: framework, platform: iOS}
            """])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        #expect(try pbx.projectBuildSettings(config: "Debug")["SDKROOT"] == nil)
        let mac = try pbx.buildSettings(ofTarget: "Mac", config: "Debug")
        #expect(mac["SDKROOT"]?.string == "macosx")
        #expect(mac["COMBINE_HIDPI_IMAGES"]?.string == "YES")
        #expect(mac["LD_RUNPATH_SEARCH_PATHS"]?.strings == ["$(inherited)", "@executable_path/../Frameworks"])
        let phone = try pbx.buildSettings(ofTarget: "Phone", config: "Debug")
        #expect(phone["VERSIONING_SYSTEM"]?.string == "apple-generic")
        #expect(phone["CODE_SIGN_IDENTITY"]?.string == "")
    }

    @Test func anXcconfigKeyIsNotHiddenByAPreset() throws {
        let root = try makeFolder([
            "Configs/Base.xcconfig": "#include \"Shared.xcconfig\"\nSDKROOT = iphoneos // a comment\n",
            "Configs/Shared.xcconfig": "// settings\nTARGETED_DEVICE_FAMILY = 1\nCODE_SIGN_IDENTITY[sdk=iphoneos*] = Apple Development\nPRODUCT_BUNDLE_IDENTIFIER = io.app\n",
            "Project.yml": """
            name: P
            options: {bundleIdPrefix: com.example}
            targets:
              App:
                type: application
                platform: iOS
                configFiles: {Debug: Configs/Base.xcconfig}
            """,
        ])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        let debug = try pbx.buildSettings(ofTarget: "App", config: "Debug")
        #expect(debug["SDKROOT"] == nil)
        #expect(debug["TARGETED_DEVICE_FAMILY"] == nil)
        #expect(debug["PRODUCT_BUNDLE_IDENTIFIER"] == nil)
        // A key with a condition is a key of its own (XcodeGen's rule too).
        #expect(debug["CODE_SIGN_IDENTITY"]?.string == "iPhone Developer")
        let release = try pbx.buildSettings(ofTarget: "App", config: "Release")
        #expect(release["SDKROOT"]?.string == "iphoneos")
        #expect(release["PRODUCT_BUNDLE_IDENTIFIER"]?.string == "com.example.App")
    }

    @Test func settingPresetsNoneLeavesOnlyTheManifestsSettings() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            options: {settingPresets: none}
            settings: {SWIFT_VERSION: "6.0"}
            targets:
              App: {type: application, platform: iOS, settings: {INFOPLIST_FILE: Info.plist}}
            """])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        #expect(project.options.settingPresets == SettingPresetScope.none)
        let projectSettings = try pbx.projectBuildSettings(config: "Debug")
        #expect(projectSettings["SWIFT_VERSION"]?.string == "6.0")
        #expect(projectSettings["CLANG_ENABLE_MODULES"] == nil)
        let app = try pbx.buildSettings(ofTarget: "App", config: "Debug")
        #expect(app["TARGETED_DEVICE_FAMILY"] == nil)
        #expect(app["INFOPLIST_FILE"]?.string == "Info.plist")
    }

    @Test func phasesExistOnlyWithFilesAndNoSchemeIsWrittenUnasked() throws {
        let root = try makeFolder(["Sources/A.swift": "", "Project.yml": """
            name: P
            targets:
              Kit: {type: framework, platform: iOS, sources: [Sources]}
              Stickers: {type: bundle, platform: iOS}
            """])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        #expect(try pbx.buildPhases(ofTarget: "Kit").map(\.isa) == ["PBXSourcesBuildPhase"])
        #expect(try pbx.buildPhases(ofTarget: "Stickers").isEmpty)
        #expect(!files.paths.contains { $0.hasSuffix(".xcscheme") })
        // No Info.plist anywhere: XcodeGen sets nothing, and neither does scaffold for a Project.yml.
        #expect(try pbx.buildSettings(ofTarget: "Kit", config: "Debug")["GENERATE_INFOPLIST_FILE"] == nil)
    }
}

/// A target's own `scheme:` (XcodeGen's target scheme).
@Suite struct TargetSchemeTests {
    @Test func aTargetSchemeBuildsRunsAndTestsTheTargetPerConfigVariant() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            configs: {Staging Debug: debug, Staging Release: release, Prod Debug: debug, Prod Release: release}
            targets:
              App:
                type: application
                platform: iOS
                scheme:
                  testTargets: [AppTests]
                  configVariants: [Prod]
                  gatherCoverageData: true
                  environmentVariables: {MODE: test}
              AppTests: {type: bundle.unit-test, platform: iOS, dependencies: [{target: App}]}
            """])
        let (project, files) = try generateProject(in: root)
        #expect(files.paths.filter { $0.hasSuffix(".xcscheme") } == ["P.xcodeproj/xcshareddata/xcschemes/App Prod.xcscheme"])
        let xml = text(files, "P.xcodeproj/xcshareddata/xcschemes/App Prod.xcscheme")
        #expect(xml.contains("<TestAction\n      buildConfiguration = \"Prod Debug\""))
        #expect(xml.contains("<ArchiveAction\n      buildConfiguration = \"Prod Release\""))
        #expect(xml.contains("codeCoverageEnabled = \"YES\""))
        #expect(xml.contains("BlueprintName = \"AppTests\""))
        #expect(xml.contains("<BuildableProductRunnable"))
        #expect(xml.contains("key = \"MODE\""))
        #expect(project.target(named: "App")?.scheme?.testTargets == ["AppTests"])
    }
}
