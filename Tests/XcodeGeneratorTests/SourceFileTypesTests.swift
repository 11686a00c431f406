import Foundation
import Testing

/// XcodeGen's rules for sources (issue 16): the build phase by file type, Copy Files phases of
/// static library headers, cross-import overlays and XPC services, localized folders as variant
/// groups, Core Data models as version groups, build scripts given by path, includes naming a
/// folder, and the Packages group of local packages.
@Suite struct SourceFileTypesTests {
    /// The objects of class `isa`, as field dictionaries.
    private func objects(_ pbx: PBXProjectReader, _ isa: String) -> [[String: OpenStepValue]] {
        pbx.objects(isa: isa).map(\.fields)
    }

    @Test func phasesFollowXcodeGensFileTypes() throws {
        let root = try makeFolder([
            "App/App.swift": "", "App/README.md": "", "App/target.yml": "", "App/run.sh": "", "App/Push.apns": "",
            "App/Mintfile": "", "App/Driver.iig": "", "App/Model.xcmappingmodel/xcmapping.xml": "", "App/AppIcon.icon/icon.json": "{}",
            "App/Data.abc": "", "App/App.entitlements": "", "App/App-Info.plist": "", "App/Helper.xpc/Contents/Info.plist": "",
            "Project.yml": """
                name: P
                options:
                  fileTypes:
                    abc: {buildPhase: none}
                targets:
                  App:
                    type: application
                    platform: macOS
                    sources: [App]
                    info: {path: App/App-Info.plist}
                """,
        ])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        #expect(pbx.danglingReferences() == [])
        let phases = try pbx.buildPhases(ofTarget: "App")
        #expect(phases.map(\.isa) == ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase"])
        #expect(Set(phases[0].files) == ["App.swift", "Driver.iig", "Model.xcmappingmodel"])
        // Any extension XcodeGen does not list goes to Resources; a folder with an extension is one file.
        #expect(Set(phases[1].files) == ["README.md", "target.yml", "run.sh", "AppIcon.icon"])
        #expect(phases[2].files == ["Helper.xpc"])
        #expect(phases[2].fields["dstSubfolderSpec"]?.string == "16")
        #expect(phases[2].fields["dstPath"]?.string == "$(CONTENTS_FOLDER_PATH)/XPCServices")
        // No group is made of a folder Xcode takes as a file.
        #expect(!objects(pbx, "PBXGroup").contains { $0["path"]?.string == "Model.xcmappingmodel" || $0["path"]?.string == "AppIcon.icon" })
    }

    /// A script file a pipeline step writes is run by path, whether or not `prebuild` has
    /// written it yet: the project does not depend on that. Any other script's text is inlined.
    @Test func aScriptThePipelineWritesRunsByPath() throws {
        let spec = """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                preBuildScripts:
                  - {name: Made, path: Gen/made.sh}
                  - {name: Lint, path: lint.sh}
            pipeline:
              make:
                run: echo
                outputs: [Gen/made.sh]
            """
        var texts: [String?] = []
        for made in [nil, "echo made\n"] {
            var files = ["Project.yml": spec, "lint.sh": "echo lint\n"]
            if let made { files["Gen/made.sh"] = made }
            let root = try makeFolder(files)
            let (project, generated) = try generateProject(in: root)
            let phases = try reader(generated, project: project).buildPhases(ofTarget: "App")
            #expect(phases.first { $0.fields["name"]?.string == "Lint" }?.fields["shellScript"]?.string == "echo lint\n")
            texts.append(phases.first { $0.fields["name"]?.string == "Made" }?.fields["shellScript"]?.string)
        }
        #expect(texts[0] == texts[1])
        #expect(texts[0]?.contains("Gen/made.sh") == true, "\(texts)")
    }

    @Test func staticLibraryHeadersAndCrossImportOverlaysAreCopiedBeforeCompiling() throws {
        let root = try makeFolder([
            "Lib/Lib.m": "", "Lib/Lib.h": "", "Lib/module.modulemap": "", "Lib/Private/Hidden.h": "",
            "Kit/Kit.swift": "", "Kit/Kit.h": "", "Kit/Kit.swiftcrossimport/SwiftUI.swiftoverlay": "",
            "Project.yml": """
                name: P
                targets:
                  Lib:
                    type: library.static
                    platform: iOS
                    sources:
                      - path: Lib
                        excludes: [Private]
                      - path: Lib/Private
                        headerVisibility: project
                  Kit:
                    type: framework
                    platform: iOS
                    sources: [Kit]
                """,
        ])
        let (project, files) = try generateProject(in: root)
        let pbx = try reader(files, project: project)
        let lib = try pbx.buildPhases(ofTarget: "Lib")
        #expect(lib.map(\.isa) == ["PBXCopyFilesBuildPhase", "PBXSourcesBuildPhase"])
        #expect(Set(lib[0].files) == ["Lib.h", "module.modulemap"])
        #expect(lib[0].fields["dstPath"]?.string == "include/$(PRODUCT_NAME)")
        #expect(lib[0].fields["dstSubfolderSpec"]?.string == "16")
        #expect(lib[1].files == ["Lib.m"])
        let kit = try pbx.buildPhases(ofTarget: "Kit")
        #expect(kit.map(\.isa) == ["PBXCopyFilesBuildPhase", "PBXHeadersBuildPhase", "PBXSourcesBuildPhase"])
        #expect(kit[0].files == ["Kit.swiftcrossimport"])
        #expect(kit[0].fields["dstPath"]?.string == "$(PRODUCT_NAME).framework/Modules")
    }

    @Test func localizedFoldersBecomeVariantGroups() throws {
        let root = try makeFolder([
            "App/App.swift": "",
            "App/Base.lproj/Main.storyboard": "", "App/de.lproj/Main.strings": "", "App/fr.lproj/Main.strings": "",
            "App/Base.lproj/Localizable.strings": "", "App/de.lproj/Localizable.strings": "",
            "App/de.lproj/Only.strings": "",
            "Project.yml": """
                name: P
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                """,
        ])
        let pbx = try generatedPBX(in: root)
        let variants = objects(pbx, "PBXVariantGroup")
        #expect(Set(variants.compactMap { $0["name"]?.string }) == ["Main.storyboard", "Localizable.strings"])
        let main = try #require(variants.first { $0["name"]?.string == "Main.storyboard" })
        let children = (main["children"]?.strings ?? []).compactMap { pbx.objects[$0] }
        #expect(children.map { $0["name"]?.string } == ["Base", "de", "fr"])
        #expect(children.map { $0["path"]?.string } == ["Base.lproj/Main.storyboard", "de.lproj/Main.strings", "fr.lproj/Main.strings"])
        // The .lproj folders are no groups; a file with no base stays a file of the folder.
        #expect(!objects(pbx, "PBXGroup").contains { ($0["path"]?.string ?? "").hasSuffix(".lproj") })
        let resources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXResourcesBuildPhase" })
        #expect(resources.files.sorted() == ["Localizable.strings", "Main.storyboard", "de.lproj/Only.strings"])
        let regions = objects(pbx, "PBXProject").first?["knownRegions"]?.strings ?? []
        #expect(regions == ["en", "Base", "de", "fr"])
    }

    @Test func coreDataModelsBecomeVersionGroups() throws {
        let root = try makeFolder([
            "App/App.swift": "",
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents": "", "App/Model.xcdatamodeld/Model 2.xcdatamodel/contents": "",
            "App/Model.xcdatamodeld/.xccurrentversion": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model.xcdatamodel</string></dict></plist>
                """,
            "Project.yml": """
                name: P
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                """,
        ])
        let pbx = try generatedPBX(in: root)
        let groups = objects(pbx, "XCVersionGroup")
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group["path"]?.string == "Model.xcdatamodeld")
        #expect(group["versionGroupType"]?.string == "wrapper.xcdatamodel")
        let children = (group["children"]?.strings ?? []).compactMap { pbx.objects[$0]?["path"]?.string }
        #expect(Set(children) == ["Model.xcdatamodel", "Model 2.xcdatamodel"])
        #expect(pbx.objects[group["currentVersion"]?.string ?? ""]?["path"]?.string == "Model.xcdatamodel")
        let sources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXSourcesBuildPhase" })
        #expect(Set(sources.files) == ["App.swift", "Model.xcdatamodeld"])
    }

    @Test func scriptFilesIncludesAndLocalPackages() throws {
        let root = try makeFolder([
            "Kit/Package.swift": "",
            "App/App.swift": "", "App/Feature/Test/FeatureTests.swift": "", "App/Feature/Test/UI/UITest.swift": "", "App/Feature/Feature.swift": "",
            "scripts/lint.sh": "echo lint\n",
            "Project.yml": """
                name: P
                packages:
                  Kit: {path: Kit}
                targets:
                  Tests:
                    type: bundle.unit-test
                    platform: iOS
                    sources:
                      - path: App
                        includes: ["**/Test"]
                        excludes: ["**/Test/UI/**"]
                    preBuildScripts:
                      - {name: Lint, path: scripts/lint.sh}
                """,
        ])
        let pbx = try generatedPBX(in: root)
        let phases = try pbx.buildPhases(ofTarget: "Tests")
        #expect(phases.first?.fields["shellScript"]?.string == "echo lint\n")
        let sources = try #require(phases.first { $0.isa == "PBXSourcesBuildPhase" })
        #expect(sources.files == ["FeatureTests.swift"])
        let packages = try #require(objects(pbx, "PBXGroup").first { $0["name"]?.string == "Packages" })
        let children = (packages["children"]?.strings ?? []).compactMap { pbx.objects[$0] }
        #expect(children.map { $0["name"]?.string } == ["Kit"])
        #expect(children.first?["lastKnownFileType"]?.string == "folder")
    }

    @Test func sourcesWithAGroupHangOffThatGroup() throws {
        let root = try makeFolder([
            "App/Sources/App.swift": "", "App/Configurations/App.xcconfig": "", "App.yml": "", "App/Resources/.gitkeep": "",
            "Project.yml": """
                name: P
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - {path: App/Sources, group: App, name: Code}
                      - {path: App/Configurations, group: App}
                      - {path: App.yml, group: App/Configurations, buildPhase: none}
                      - {path: App/Resources, group: App}
                """,
        ])
        let pbx = try generatedPBX(in: root)
        let groups = objects(pbx, "PBXGroup")
        // The custom group stands for no folder; the source folders hang off it, and the file
        // given `App/Configurations` joins the folder's group, its path relative to that folder.
        let app = try #require(groups.first { $0["name"]?.string == "App" })
        #expect(app["path"] == nil)
        let children = (app["children"]?.strings ?? []).compactMap { pbx.objects[$0] }
        // A source folder is a group even when nothing in it is taken (App/Resources).
        #expect(Set(children.compactMap { $0["path"]?.string }) == ["App/Sources", "App/Configurations", "App/Resources"])
        // `name:` is the name shown for the folder's group.
        #expect(children.first { $0["path"]?.string == "App/Sources" }?["name"]?.string == "Code")
        let configurations = try #require(children.first { $0["path"]?.string == "App/Configurations" })
        let configFiles = (configurations["children"]?.strings ?? []).compactMap { pbx.objects[$0]?["path"]?.string }
        #expect(Set(configFiles) == ["App.xcconfig", "../../App.yml"])
        #expect(groups.count == 6)  // main, Products, App, Sources, Configurations, Resources
    }

    @Test func syncedFoldersAreSynchronizedRootGroups() throws {
        let root = try makeFolder([
            "App/App.swift": "", "Synced/View.swift": "", "Synced/Excluded.swift": "", "Shared/Config/Base.xcconfig": "",
            "Project.yml": """
                name: P
                options:
                  defaultSourceDirectoryType: syncedFolder
                fileGroups: [Shared/Config]
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - {path: App, type: group}
                      - path: Synced
                        excludes: [Excluded.swift]
                """,
        ])
        let (project, files) = try generateProject(in: root)
        let written = text(files, "P.xcodeproj/project.pbxproj")
        #expect(written.contains("objectVersion = 77;"))
        let pbx = try reader(files, project: project)
        #expect(pbx.danglingReferences() == [])
        let synced = objects(pbx, "PBXFileSystemSynchronizedRootGroup")
        // Like a file, a synchronized folder outside every source folder gets its folder's group.
        #expect(Set(synced.compactMap { $0["path"]?.string }) == ["Synced", "Config"])
        let target = try #require(objects(pbx, "PBXNativeTarget").first)
        let groups = (target["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap { pbx.objects[$0]?["path"]?.string }
        #expect(groups == ["Synced"])
        let exceptions = objects(pbx, "PBXFileSystemSynchronizedBuildFileExceptionSet")
        #expect(exceptions.map { $0["membershipExceptions"]?.strings ?? [] } == [["Excluded.swift"]])
        // Nothing of the synchronized folder is in the build phases; the explicit group is a group.
        let sources = try #require(try pbx.buildPhases(ofTarget: "App").first { $0.isa == "PBXSourcesBuildPhase" })
        #expect(sources.files == ["App.swift"])
    }

    @Test func carthageFrameworksAreInACarthageGroupByPlatform() throws {
        let root = try makeFolder([
            "App/App.swift": "", "Carthage/Build/iOS/Foo.framework/Info.plist": "",
            "Project.yml": """
                name: P
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies:
                      - carthage: Foo
                """,
        ])
        let pbx = try generatedPBX(in: root)
        let groups = objects(pbx, "PBXGroup")
        let frameworks = try #require(groups.first { $0["name"]?.string == "Frameworks" })
        let frameworkChildren = (frameworks["children"]?.strings ?? []).compactMap { pbx.objects[$0] }
        let carthage = try #require(frameworkChildren.first)
        #expect(carthage["name"]?.string == "Carthage")
        #expect(carthage["path"]?.string == "Carthage/Build")
        let platforms = (carthage["children"]?.strings ?? []).compactMap { pbx.objects[$0] }
        let platform = try #require(platforms.first)
        #expect(platform["path"]?.string == "iOS")
        #expect((platform["children"]?.strings ?? []).compactMap { pbx.objects[$0]?["path"]?.string } == ["Foo.framework"])
    }
}
