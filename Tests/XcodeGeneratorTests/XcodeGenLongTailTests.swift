import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing
@testable import XcodeGenerator

/// What XcodeGen 2.45.4 generates for the long tail of real specs (issue 30), each in a small
/// spec, read back with the suite's own pbxproj reader.
@Suite struct XcodeGenLongTailTests {
    /// A missing optional path with an extension is still a file source (file reference, group,
    /// build file); one without an extension is a group and adds nothing.
    @Test func anOptionalMissingFileIsStillASource() throws {
        let root = try makeFolder(["App/App.swift": "", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - App
                  - {path: Generated/Secrets.swift, optional: true}
                  - {path: App/Later.swift, optional: true}
                  - {path: MissingFolder, optional: true}
            """])
        let pbx = try generatedPBX(in: root)
        let sources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXSourcesBuildPhase" })
        #expect(sources.files.sorted() == ["App.swift", "Later.swift", "Secrets.swift"])
        #expect(try pbx.groupPath(ofFile: "Later.swift") == ["App", "Later.swift"])
    }

    /// Hidden files are sources like any other; only `.DS_Store` and `*.orig` are left out, and
    /// a `.git` folder is never opened.
    @Test func hiddenFilesAreSources() throws {
        let root = try makeFolder([
            "App/App.swift": "", "App/.gitkeep": "", "App/.env": "", "App/.DS_Store": "", "App/Old.swift.orig": "",
            "App/.git/HEAD": "", "App/Settings.json": "", "Project.yml": "name: P\ntargets:\n  App: {type: application, platform: iOS, sources: [App]}\n",
        ])
        let pbx = try generatedPBX(in: root)
        let references = pbx.objects(isa: "PBXFileReference").compactMap { $0.fields["path"]?.string }
        #expect(references.contains(".gitkeep") && references.contains(".env"))
        #expect(!references.contains(".DS_Store") && !references.contains("Old.swift.orig") && !references.contains("HEAD"))
        // A name that starts with its only dot has no extension: no phase, like LICENSE.
        #expect(try pbx.buildPhases(ofTarget: "App").map(\.files) == [["App.swift"], ["Settings.json"]])
    }

    /// `info:` and `entitlements:` plists inside the target's source folder are listed there (as
    /// XcodeGen writes them before it reads the sources), the Info.plist in no phase.
    @Test func generatedPlistsInASourceFolderAreListed() throws {
        let root = try makeFolder(["App/App.swift": "", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                info: {path: App/Info.plist, properties: {CFBundleDisplayName: P}}
                entitlements: {path: App/App.entitlements, properties: {com.apple.security.app-sandbox: true}}
            """])
        let pbx = try generatedPBX(in: root)
        #expect(try pbx.groupPath(ofFile: "Info.plist") == ["App", "Info.plist"])
        #expect(try pbx.groupPath(ofFile: "App.entitlements") == ["App", "App.entitlements"])
        #expect(try pbx.buildPhases(ofTarget: "App").map(\.files) == [["App.swift"]])
        #expect(try pbx.buildSettings(ofTarget: "App", config: "Debug")["INFOPLIST_FILE"]?.string == "App/Info.plist")
    }

    /// XcodeGen finds a target's Info.plist in its source folders whatever their excludes say.
    @Test func anExcludedInfoPlistIsStillTheTargetsInfoPlist() throws {
        let root = try makeFolder(["Kit/A.swift": "", "Kit/Support/Info.plist": "", "Project.yml": """
            name: P
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [{path: Kit, excludes: ["**/Info.plist"]}]
            """])
        let pbx = try generatedPBX(in: root)
        #expect(try pbx.buildSettings(ofTarget: "Kit", config: "Debug")["INFOPLIST_FILE"]?.string == "Kit/Support/Info.plist")
        #expect(!pbx.objects(isa: "PBXFileReference").contains { $0.fields["path"]?.string == "Info.plist" })
    }

    /// `deriveInfoPlist: false` (scaffold's own): the Info.plist among the sources is not set as
    /// `INFOPLIST_FILE` (an `.xcconfig` names it, as it does in a hand-kept project), but `info:`
    /// still is; the file stays in no phase.
    @Test func aTargetThatDerivesNoInfoPlistKeepsItsXcconfigs() throws {
        let root = try makeFolder(["Kit/A.swift": "", "Kit/Info.plist": "", "Kit.xcconfig": "INFOPLIST_FILE = Kit/Info.plist\n", "Project.yml": """
            name: P
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [Kit]
                configFiles: {Debug: Kit.xcconfig, Release: Kit.xcconfig}
                deriveInfoPlist: false
              Told:
                type: framework
                platform: iOS
                sources: [Kit]
                deriveInfoPlist: false
                info: {path: Told/Info.plist, properties: {}}
            """])
        let pbx = try generatedPBX(in: root)
        #expect(try pbx.buildSettings(ofTarget: "Kit", config: "Debug")["INFOPLIST_FILE"] == nil)
        #expect(try pbx.buildPhases(ofTarget: "Kit").map(\.files) == [["A.swift"]])
        #expect(try pbx.buildSettings(ofTarget: "Told", config: "Release")["INFOPLIST_FILE"]?.string == "Told/Info.plist")
    }

    /// An `sdk:` path with a `/` is taken as written, under its `root:` (XcodeGen's way to link
    /// XCTest from inside Xcode); a name alone is under the SDK.
    @Test func anSDKPathUnderARootIsTakenAsWritten() throws {
        let root = try makeFolder(["Tests/A.swift": "", "Project.yml": """
            name: P
            targets:
              Tests:
                type: bundle.unit-test
                platform: iOS
                sources: [Tests]
                dependencies:
                  - sdk: Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework
                    root: DEVELOPER_DIR
                  - sdk: libz.tbd
            """])
        let pbx = try generatedPBX(in: root)
        let xctest = try #require(pbx.objects(isa: "PBXFileReference").first { $0.fields["name"]?.string == "XCTest.framework" })
        #expect(xctest.fields["path"]?.string == "Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework")
        #expect(xctest.fields["sourceTree"]?.string == "DEVELOPER_DIR")
        let libz = try #require(pbx.objects(isa: "PBXFileReference").first { $0.fields["name"]?.string == "libz.tbd" })
        #expect(libz.fields["path"]?.string == "usr/lib/libz.tbd" && libz.fields["sourceTree"]?.string == "SDKROOT")
        #expect(Set(try pbx.buildPhases(ofTarget: "Tests").first { $0.isa == "PBXFrameworksBuildPhase" }?.files ?? []) == [
            "Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework", "usr/lib/libz.tbd",
        ])
    }

    /// A target with a synchronized folder always gets a Resources phase.
    @Test func aSynchronizedFolderGetsAResourcesPhase() throws {
        let root = try makeFolder(["App/App.swift": "", "Project.yml": """
            name: P
            targets:
              App: {type: application, platform: iOS, sources: [{path: App, type: syncedFolder}]}
            """])
        let phases = try generatedPBX(in: root).buildPhases(ofTarget: "App")
        #expect(phases.map(\.isa) == ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"])
        #expect(phases.allSatisfy { $0.files.isEmpty })
    }

    /// A framework's Carthage frameworks reach what depends on it: an iOS app copies them with
    /// `carthage copy-frameworks`, its tests embed them, a macOS app embeds them; each searches
    /// the platform's Carthage folder; only the framework links them.
    @Test func carthageFrameworksReachTheTargetsThatDependOnTheirTarget() throws {
        let root = try makeFolder(["A/A.swift": "", "Project.yml": """
            name: P
            targets:
              App: {type: application, platform: iOS, sources: [A], dependencies: [{target: Kit}]}
              AppTests: {type: bundle.unit-test, platform: iOS, dependencies: [{target: App}]}
              Kit: {type: framework, platform: iOS, dependencies: [{carthage: Alamofire}, {carthage: Nuke}]}
              MacApp: {type: application, platform: macOS, sources: [A], dependencies: [{target: MacKit}]}
              MacKit: {type: framework, platform: macOS, dependencies: [{carthage: Alamofire}]}
            """])
        let pbx = try generatedPBX(in: root)
        let app = try pbx.buildPhases(ofTarget: "App")
        #expect(app.map { $0.name ?? $0.isa } == ["PBXSourcesBuildPhase", "Carthage", "PBXFrameworksBuildPhase", "Embed Frameworks"])
        let script = app[1].fields
        #expect(script["shellScript"]?.string == "carthage copy-frameworks\n")
        #expect(script["shellPath"]?.string == "/bin/sh -l")
        #expect(script["inputPaths"]?.strings == ["$(SRCROOT)/Carthage/Build/iOS/Alamofire.framework", "$(SRCROOT)/Carthage/Build/iOS/Nuke.framework"])
        #expect(script["outputPaths"]?.strings == ["$(BUILT_PRODUCTS_DIR)/$(FRAMEWORKS_FOLDER_PATH)/Alamofire.framework",
                                                  "$(BUILT_PRODUCTS_DIR)/$(FRAMEWORKS_FOLDER_PATH)/Nuke.framework"])
        #expect(app[3].files == ["Kit.framework"])
        #expect(try pbx.buildPhases(ofTarget: "AppTests").map(\.files) == [[], ["Alamofire.framework", "Nuke.framework"]])
        #expect(try pbx.buildPhases(ofTarget: "MacApp").last?.files.sorted() == ["Alamofire.framework", "MacKit.framework"])
        #expect(try pbx.buildPhases(ofTarget: "Kit").last?.files == ["Alamofire.framework", "Nuke.framework"])
        for (target, platform) in [("App", "iOS"), ("AppTests", "iOS"), ("Kit", "iOS"), ("MacApp", "Mac")] {
            #expect(try pbx.buildSettings(ofTarget: target, config: "Debug")["FRAMEWORK_SEARCH_PATHS"]?.strings
                    == ["$(inherited)", "$(PROJECT_DIR)/Carthage/Build/\(platform)"], "\(target)")
        }
    }

    /// A scheme entry `Project/Target` is the other project's target, in its container.
    @Test func aSchemeEntryOfAnotherProjectReferencesItsTarget() throws {
        let root = try makeFolder(["App/App.swift": "", "Sibling/Kit/K.swift": "",
                                   "Sibling/Project.yml": "name: Sibling\ntargets:\n  Kit: {type: framework, platform: iOS, sources: [Kit]}\n",
                                   "Project.yml": """
            name: Main
            projectReferences:
              Sibling: {path: Sibling/Sibling.xcodeproj}
            targets:
              App: {type: application, platform: iOS, sources: [App]}
            schemes:
              Main:
                build: {targets: {App: all, Sibling/Kit: [running, testing]}}
                test: {gatherCoverageData: true, coverageTargets: [Sibling/Kit]}
            """])
        let sibling = root.appendingPathComponent("Sibling")
        _ = try FileSetWriter(root: sibling).apply(try generateProject(in: sibling).files)
        let scheme = text(try generateProject(in: root).files, "Main.xcodeproj/xcshareddata/xcschemes/Main.xcscheme")
        let kitID = try #require(try PBXProjectReader(text: String(contentsOf: sibling.appendingPathComponent("Sibling.xcodeproj/project.pbxproj"),
                                                                      encoding: .utf8)).target(named: "Kit")?.id)
        // The build entry and the coverage target: the sibling's own target ID, in its container.
        let lines = scheme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0 == "BlueprintIdentifier = \"\(kitID)\"" }.count == 2, "\(scheme)")
        #expect(lines.filter { $0 == "ReferencedContainer = \"container:Sibling/Sibling.xcodeproj\">" }.count == 2)
        #expect(lines.filter { $0 == "BuildableName = \"Kit.framework\"" }.count == 2)
        #expect(scheme.contains("onlyGenerateCoverageForSpecifiedTargets = \"YES\""))
        #expect(scheme.contains("<CodeCoverageTargets>"))
    }

    /// The test action's language and region, and each testable's options as XcodeGen writes
    /// them (`parallelizable` always said); options.xcodeVersion is the upgrade check.
    @Test func testActionOptionsAndXcodeVersionAreWritten() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            options: {xcodeVersion: "15.3"}
            targets:
              App: {type: application, platform: macOS}
              AppTests: {type: bundle.unit-test, platform: macOS, dependencies: [{target: App}]}
              AppUITests: {type: bundle.ui-testing, platform: macOS, dependencies: [{target: App}]}
            schemes:
              App:
                build: {targets: {App: all}}
                test:
                  language: de
                  region: CH
                  targets: [{name: AppTests, parallelizable: true, randomExecutionOrder: true}, AppUITests]
            """])
        let (project, files) = try generateProject(in: root)
        let scheme = text(files, "P.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        #expect(scheme.contains("LastUpgradeVersion = \"1530\""))
        #expect(scheme.contains("language = \"de\"\n      region = \"CH\"\n      shouldUseLaunchSchemeArgsEnv"))
        #expect(scheme.contains("skipped = \"NO\"\n            parallelizable = \"YES\"\n            testExecutionOrdering = \"random\">"))
        #expect(scheme.contains("skipped = \"NO\"\n            parallelizable = \"NO\">"))
        let pbx = try reader(files, project: project)
        #expect(text(files, "P.xcodeproj/project.pbxproj").contains("LastUpgradeCheck = 1530;"))
        // XcodeGen's macOS preset has ../Frameworks for unit tests only.
        #expect(try pbx.buildSettings(ofTarget: "AppUITests", config: "Debug")["LD_RUNPATH_SEARCH_PATHS"]?.strings
                == ["$(inherited)", "@executable_path/Frameworks", "@loader_path/Frameworks"])
        #expect(try pbx.buildSettings(ofTarget: "AppTests", config: "Debug")["LD_RUNPATH_SEARCH_PATHS"]?.strings
                == ["$(inherited)", "@executable_path/../Frameworks", "@loader_path/../Frameworks"])
    }

    /// A target's own scheme writes its test targets' options too.
    @Test func aTargetSchemesTestTargetsKeepTheirOptions() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                scheme: {testTargets: [{name: AppTests, skipped: true}]}
              AppTests: {type: bundle.unit-test, platform: iOS, dependencies: [{target: App}]}
            """])
        let scheme = text(try generateProject(in: root).files, "P.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        #expect(scheme.contains("skipped = \"YES\"\n            parallelizable = \"NO\">"), "\(scheme)")
    }

    /// XcodeGen's version numbers as four digits.
    @Test func xcodeVersionsAsUpgradeChecks() {
        #expect(["15.3", "9.2", "15.3.1", "15", "9", "1600"].map(XcodeFormat.upgradeCheck) == ["1530", "0920", "1531", "1500", "0900", "1600"])
    }

    /// `groupSortPosition`: files before groups by default (XcodeGen's `bottom`), groups first
    /// with `top`, all by name with `none`; `generateEmptyDirectories` keeps empty folders.
    @Test func groupOrderAndEmptyFolders() throws {
        func children(_ position: String?, emptyDirectories: Bool = false) throws -> [String] {
            var options: [String] = []
            if let position { options.append("groupSortPosition: \(position)") }
            if emptyDirectories { options.append("generateEmptyDirectories: true") }
            let root = try makeFolder(["App/Zeta.swift": "", "App/Alpha.swift": "", "App/Models/M.swift": "", "App/Empty/.DS_Store": "", "Project.yml": """
                name: P
                options: {\(options.joined(separator: ", "))}
                targets:
                  App: {type: application, platform: iOS, sources: [App]}
                """])
            let pbx = try generatedPBX(in: root)
            let group = try #require(pbx.objects(isa: "PBXGroup").first { $0.fields["path"]?.string == "App" })
            return (group.fields["children"]?.strings ?? []).map { id in
                pbx.objects[id]?["path"]?.string ?? pbx.objects[id]?["name"]?.string ?? id
            }
        }
        #expect(try children(nil) == ["Alpha.swift", "Zeta.swift", "Models"])
        #expect(try children("top") == ["Models", "Alpha.swift", "Zeta.swift"])
        #expect(try children("none") == ["Alpha.swift", "Models", "Zeta.swift"])
        #expect(try children(nil, emptyDirectories: true) == ["Alpha.swift", "Zeta.swift", "Empty", "Models"])
    }

    /// A local package written `./` is `/` in the project, as XcodeGen writes it.
    @Test func aLocalPackageWrittenDotSlashIsSlash() throws {
        let root = try makeFolder(["Package.swift": "", "Project.yml": "name: P\npackages:\n  Local: {path: ./}\n"])
        let pbx = try generatedPBX(in: root)
        #expect(pbx.objects(isa: "XCLocalSwiftPackageReference").map { $0.fields["relativePath"]?.string } == ["/"])
    }
}
