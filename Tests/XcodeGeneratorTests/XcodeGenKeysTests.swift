import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator
import Testing

/// XcodeGen's keys (issue 16), each in a small spec: what the generated project contains,
/// read back with the suite's own pbxproj reader.
@Suite struct XcodeGenKeysTests {
    /// The settings of `target`'s configuration `config`, read back.
    private func settings(_ reader: PBXProjectReader, target: String, config: String) throws -> [String: OpenStepValue] {
        let fields = try #require(reader.target(named: target)?.fields)
        let list = try #require(reader.objects[fields["buildConfigurationList"]?.string ?? ""])
        for id in list["buildConfigurations"]?.strings ?? [] where reader.objects[id]?["name"]?.string == config {
            return reader.objects[id]?["buildSettings"]?.dictionary ?? [:]
        }
        Issue.record("no configuration \(config) of \(target)")
        return [:]
    }

    @Test func targetTemplatesAndMultiPlatformTargets() throws {
        let root = try makeFolder(["Sources/Kit/A.swift": "", "Project.yml": """
            name: P
            targetTemplates:
              Base:
                type: framework
                settings:
                  MODULE_LABEL: ${target_name}-${flavor}
            targets:
              Kit:
                templates: [Base]
                templateAttributes: {flavor: blue}
                platform: [iOS, macOS]
                deploymentTarget: {iOS: "15.0", macOS: "13.0"}
                sources: [Sources/Kit]
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(try reader.targetNames().sorted() == ["Kit_iOS", "Kit_macOS"])
        let iOS = try settings(reader, target: "Kit_iOS", config: "Debug")
        // `${target_name}` is the platform target's name, as in XcodeGen 2.45.
        #expect(iOS["MODULE_LABEL"]?.string == "Kit_iOS-blue")
        #expect(iOS["PRODUCT_NAME"]?.string == "Kit")
        #expect(iOS["IPHONEOS_DEPLOYMENT_TARGET"]?.string == "15.0")
        #expect(try settings(reader, target: "Kit_macOS", config: "Debug")["MACOSX_DEPLOYMENT_TARGET"]?.string == "13.0")
        #expect(project.target(named: "Kit_macOS")?.platform == .macOS)
    }

    @Test func settingGroupsAndConfigurationsMatchedByName() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            configs: {Staging Debug: debug, Staging Release: release}
            settingGroups:
              shared:
                base: {FROM_GROUP: yes}
            targets:
              App:
                type: application
                platform: iOS
                settings:
                  groups: [shared]
                  configs:
                    debug: {ONLY_DEBUG: "1"}
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let debug = try settings(reader, target: "App", config: "Staging Debug")
        #expect(debug["FROM_GROUP"]?.string == "YES")
        #expect(debug["ONLY_DEBUG"]?.string == "1")
        #expect(try settings(reader, target: "App", config: "Staging Release")["ONLY_DEBUG"] == nil)
    }

    /// XcodeGen's `attributes:`: the project's are added to PBXProject's attributes (over
    /// scaffold's own), a target's to its entry of TargetAttributes.
    @Test func projectAndTargetAttributes() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            attributes: {ORGANIZATIONNAME: Shop Inc., CLASSPREFIX: SH, LastUpgradeCheck: "1600"}
            targets:
              App:
                type: application
                platform: iOS
                attributes: {ProvisioningStyle: Manual, SystemCapabilities: {com.apple.Push: {enabled: true}}}
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let root_ = try #require(reader.objects.values.first { $0["isa"]?.string == "PBXProject" })
        let attributes = try #require(root_["attributes"]?.dictionary)
        #expect(attributes["ORGANIZATIONNAME"]?.string == "Shop Inc.")
        #expect(attributes["CLASSPREFIX"]?.string == "SH")
        #expect(attributes["LastUpgradeCheck"]?.string == "1600")
        let app = try #require(attributes["TargetAttributes"]?.dictionary?[XcodeID.target("App")]?.dictionary)
        #expect(app["ProvisioningStyle"]?.string == "Manual")
        #expect(app["SystemCapabilities"]?.dictionary?["com.apple.Push"]?.dictionary?["enabled"]?.string == "YES")
        #expect(app["CreatedOnToolsVersion"] != nil, "scaffold's own keys stay")
    }

    @Test func configFilesInfoAndEntitlements() throws {
        let root = try makeFolder(["Configs/App.xcconfig": "A = 1\n", "Configs/Project.xcconfig": "", "Project.yml": """
            name: P
            configFiles: {Debug: Configs/Project.xcconfig}
            targets:
              App:
                type: application
                platform: iOS
                configFiles: {Release: Configs/App.xcconfig}
                info:
                  path: App/Info.plist
                  properties: {UILaunchScreen: {}, Count: 3}
                entitlements:
                  path: App/App.entitlements
                  properties: {com.apple.security.app-sandbox: true}
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        let release = try #require(reader.objects.values.first {
            $0["isa"]?.string == "XCBuildConfiguration" && $0["name"]?.string == "Release" && $0["buildSettings"]?.dictionary?["INFOPLIST_FILE"] != nil
        })
        let base = try #require(release["baseConfigurationReference"]?.string)
        #expect(reader.objects[base]?["path"]?.string?.hasSuffix("App.xcconfig") == true)
        let debug = try settings(reader, target: "App", config: "Debug")
        #expect(debug["INFOPLIST_FILE"]?.string == "App/Info.plist")
        #expect(debug["CODE_SIGN_ENTITLEMENTS"]?.string == "App/App.entitlements")
        #expect(debug["GENERATE_INFOPLIST_FILE"] == nil)
        #expect(text(files, "App/Info.plist").contains("<key>Count</key>\n\t<integer>3</integer>"))
        #expect(text(files, "App/App.entitlements").contains("<key>com.apple.security.app-sandbox</key>\n\t<true/>"))
        let projectDebug = try #require(reader.objects.values.first {
            $0["isa"]?.string == "XCBuildConfiguration" && $0["name"]?.string == "Debug" && $0["buildSettings"]?.dictionary?["ALWAYS_SEARCH_USER_PATHS"] != nil
        })
        #expect(projectDebug["baseConfigurationReference"] != nil)
    }

    @Test func aggregateTargetsCarthageAndInstallOnlyScripts() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - carthage: Alamofire
                postBuildScripts:
                  - script: echo done
                    name: Install
                    runOnlyWhenInstalling: true
            aggregateTargets:
              Everything:
                targets: [App]
                buildScripts:
                  - script: echo all
                    name: All
            """])
        let (project, files) = try generateProject(in: root)
        let reader = try reader(files, project: project)
        #expect(reader.target(named: "Everything")?.fields["isa"]?.string == "PBXAggregateTarget")
        #expect(try reader.buildPhases(ofTarget: "Everything").map(\.name) == ["All"])
        let phases = try reader.buildPhases(ofTarget: "App")
        #expect(phases.first { $0.isa == "PBXFrameworksBuildPhase" }?.files == ["Alamofire.framework"])
        #expect(phases.first { $0.name == "Install" }?.fields["runOnlyForDeploymentPostprocessing"]?.string == "1")
        #expect(reader.danglingReferences().isEmpty)
    }

    @Test func toleratedProblemsAreLocatedWarnings() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            createIntermediateGroups: true
            targets:
              App:
                type: application
                platform: iOS
                settings:
                  TEAM: ${UNSET_TEAM}
                buildRules: []
            schemes:
              App:
                build:
                  targets:
                    App: [running, testing]
            """])
        let loaded = try ManifestLoader(environment: [:], workingDirectory: root).load(root.appendingPathComponent("Project.yml"))
        let messages = loaded.warnings.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.contains("2: unknown key 'createIntermediateGroups' in the manifest is ignored (as XcodeGen ignores it)"))
        #expect(messages.contains("9: 'buildRules' in target 'App' is not generated by scaffold yet; it is left out of the project"))
        #expect(loaded.project.scheme(named: "App")?.build.targets.first?.actions == [.run, .test])
        #expect(loaded.project.target(named: "App")?.settings.base["TEAM"] == .string("${UNSET_TEAM}"))
    }
}
