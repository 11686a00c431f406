import Foundation
import ProjectSpec
import Testing

/// Settings XcodeGen derives from a target's dependencies and destinations (issue 16), from
/// small specs read back with the suite's own pbxproj reader.
@Suite struct DerivedSettingsTests {
    @Test func prebuiltFrameworksAddTheirFoldersToTheSearchPaths() throws {
        let root = try makeFolder(["Vendor/A.framework/A": "", "Vendor/B.xcframework/Info.plist": "", "C.framework/C": "", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - framework: Vendor/A.framework
                  - framework: Vendor/B.xcframework
                  - framework: C.framework
              Plain:
                type: application
                platform: iOS
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.buildSettings(ofTarget: "App", config: "Debug")["FRAMEWORK_SEARCH_PATHS"]?.strings == ["$(inherited)", "\".\"", "\"Vendor\""])
        #expect(try reader.buildSettings(ofTarget: "Plain", config: "Debug")["FRAMEWORK_SEARCH_PATHS"] == nil)
    }

    @Test func aDeploymentTargetWrittenForTheTargetIsItsSettingEvenWhenTheOptionAgrees() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            options:
              deploymentTarget: {watchOS: "9.0"}
            targets:
              Explicit: {type: framework, platform: watchOS, deploymentTarget: "9.0"}
              Inherited: {type: framework, platform: watchOS}
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.buildSettings(ofTarget: "Explicit", config: "Debug")["WATCHOS_DEPLOYMENT_TARGET"]?.string == "9.0")
        #expect(try reader.buildSettings(ofTarget: "Inherited", config: "Debug")["WATCHOS_DEPLOYMENT_TARGET"] == nil)
        #expect(try reader.projectBuildSettings(config: "Debug")["WATCHOS_DEPLOYMENT_TARGET"]?.string == "9.0")
    }

    @Test func supportedDestinationsJoinTheirPlatformsAndDeviceFamilies() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                supportedDestinations: [tvOS, iOS]
              Mac:
                type: application
                supportedDestinations: [macCatalyst, macOS]
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let app = try reader.buildSettings(ofTarget: "App", config: "Debug")
        // In XcodeGen's order (iOS before tvOS), whatever the spec's.
        #expect(app["SUPPORTED_PLATFORMS"]?.string == "iphoneos iphonesimulator appletvos appletvsimulator")
        #expect(app["TARGETED_DEVICE_FAMILY"]?.string == "1,2,3")
        #expect(app["SUPPORTS_MACCATALYST"]?.string == "NO")
        #expect(app["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD"]?.string == "YES")
        #expect(app["SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD"]?.string == "YES")
        let mac = try reader.buildSettings(ofTarget: "Mac", config: "Debug")
        // Mac Catalyst comes after macOS and wins.
        #expect(mac["SUPPORTED_PLATFORMS"]?.string == "macosx")
        #expect(mac["SUPPORTS_MACCATALYST"]?.string == "YES")
        #expect(mac["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD"]?.string == "NO")
    }
}
