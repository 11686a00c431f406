import Foundation
import ProjectImport
import ProjectSpec
import ScaffoldSupport
import Testing

/// `scaffold import`'s reading of a project file: targets with their type and platform, files
/// folded into folders with excludes, settings split into shared and per-configuration values,
/// configuration files, packages and dependencies; what it cannot say is a warning; a file that
/// is not a project is an error at its place.
@Suite struct ProjectImporterTests {
    /// A small project: an iOS app whose sources fill `App/` but for one file it does not build,
    /// a framework, a remote package, an SDK framework, a script and a copy-files phase.
    static let pbxproj = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
            P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G0; targets = (T1, T2); packageReferences = (R1); };
            G0 = { isa = PBXGroup; children = (G1, G2, F8, F9, F10); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1, F2, F3, F4); path = App; sourceTree = "<group>"; };
            G2 = { isa = PBXGroup; children = (F5); path = Kit; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Views/Home.swift; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
            F4 = { isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
            F5 = { isa = PBXFileReference; path = Kit.swift; sourceTree = "<group>"; };
            F8 = { isa = PBXFileReference; path = README.md; sourceTree = "<group>"; };
            F9 = { isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = F2; };
            B3 = { isa = PBXBuildFile; fileRef = F3; };
            B5 = { isa = PBXBuildFile; fileRef = F5; };
            B9 = { isa = PBXBuildFile; fileRef = F9; };
            F10 = { isa = PBXFileReference; name = XCTest.framework; path = Library/Frameworks/XCTest.framework; sourceTree = DEVELOPER_DIR; };
            B10 = { isa = PBXBuildFile; fileRef = F10; };
            S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
            S2 = { isa = PBXResourcesBuildPhase; files = (B3); };
            S3 = { isa = PBXFrameworksBuildPhase; files = (B9, B10); };
            S4 = { isa = PBXShellScriptBuildPhase; name = Lint; shellPath = /bin/sh; shellScript = "swiftlint\\n"; inputPaths = (); outputPaths = (); };
            S5 = { isa = PBXCopyFilesBuildPhase; name = "Copy Fonts"; dstPath = ""; dstSubfolderSpec = 7; files = (); };
            S6 = { isa = PBXSourcesBuildPhase; files = (B5); };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CL2;
                   buildPhases = (S4, S1, S2, S3, S5); dependencies = (D1); packageProductDependencies = (PP1); };
            T2 = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; buildConfigurationList = CL3; buildPhases = (S6); };
            D1 = { isa = PBXTargetDependency; target = T2; };
            R1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-log.git"; requirement = { kind = upToNextMajorVersion; minimumVersion = 1.5.0; }; };
            PP1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = Logging; };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); defaultConfigurationName = Release; };
            CL2 = { isa = XCConfigurationList; buildConfigurations = (C3, C4); };
            CL3 = { isa = XCConfigurationList; buildConfigurations = (C5, C6); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; ONLY_ACTIVE_ARCH = YES; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
            C3 = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X1; buildSettings = { PRODUCT_NAME = App; OTHER_LDFLAGS = ("-ObjC", "-lz"); }; };
            C4 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = App; SWIFT_OPTIMIZATION_LEVEL = "-O"; }; };
            C5 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
            C6 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            X1 = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };
        };
        rootObject = P1;
    }
    """

    /// A project folder holding `Shop.xcodeproj` with `pbxproj`, the app's files, a file the app
    /// does not build (`App/Notes.swift`) and one in no phase (`App/Info.plist`).
    static func project(pbxproj: String = pbxproj) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        for file in ["App/AppMain.swift", "App/Views/Home.swift", "App/Notes.swift", "App/Info.plist", "App/Assets.xcassets/Contents.json",
                     "Kit/Kit.swift", "Config/App.xcconfig", "README.md"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        try Data(pbxproj.utf8).write(to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        return root
    }

    @Test func readsTargetsSourcesSettingsAndPackages() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj"))
        let project = try #require(result.project)
        #expect(project.name == "Shop")
        #expect(project.configs.map(\.name) == ["Debug", "Release"] && project.configs.map(\.type) == [.debug, .release])
        #expect(project.settings.base["SDKROOT"] == .string("iphoneos") && project.settings.configs["Debug"]?["ONLY_ACTIVE_ARCH"] == .string("YES"))
        #expect(project.packages == [SwiftPackage(name: "swift-log", source: .remote(url: "https://github.com/apple/swift-log.git", requirement: .upToNextMajor("1.5.0")))])

        let app = try #require(project.target(named: "App"))
        #expect(app.type == .application && app.platform == .iOS)
        // The folder with the one Swift file it does not build excluded; Info.plist stays (no phase).
        #expect(app.sources == [TargetSource(path: "App", excludes: ["Notes.swift"])])
        // Its settings name no Info.plist: generating must not set the one its folder holds.
        #expect(!app.derivesInfoPlist && project.target(named: "Kit")?.derivesInfoPlist == true)
        #expect(app.dependencies.map(\.kind) == [.target, .sdk, .sdk, .package])
        #expect(app.dependencies.map(\.name) == ["Kit", "UIKit.framework", "Library/Frameworks/XCTest.framework", "swift-log"])
        #expect(app.dependencies.last?.product == "Logging" && app.dependencies.map(\.root) == [nil, nil, "DEVELOPER_DIR", nil])
        #expect(app.settings.base["PRODUCT_NAME"] == .string("App"))
        #expect(app.settings.configs["Debug"]?["OTHER_LDFLAGS"] == .list(["-ObjC", "-lz"]))
        #expect(app.settings.configs["Release"]?["SWIFT_OPTIMIZATION_LEVEL"] == .string("-O"))
        #expect(app.configFiles == ["Debug": "Config/App.xcconfig"])
        #expect(app.preBuildScripts.map(\.name) == ["Lint"] && app.preBuildScripts.first?.script == "swiftlint\n")
        // A file the project shows in no target stays in the project.
        #expect(project.fileGroups == ["README.md"])
        // Its phases in its order (a named copy-files phase: XcodeGen's order would move it).
        #expect(app.phaseOrder == [.script("Lint"), .sources, .resources, .frameworks, .copyFiles("Copy Fonts")])
        #expect(project.target(named: "Kit")?.phaseOrder == nil)
        #expect(project.target(named: "Kit")?.sources == [TargetSource(path: "Kit")])
        #expect(project.target(named: "Kit")?.platform == .iOS)

        // A copy-files phase no dependency makes is written as it is, empty or not.
        #expect(app.copyFiles == [CopyFilesPhase(name: "Copy Fonts", destination: "resources")])
        #expect(result.diagnostics.isEmpty)
    }

    /// A dependency on a target of another project: the project referenced, the target named as
    /// it is named there now, and the name the proxy's `remoteInfo` kept from when it was made
    /// as `recordedName`, so that the project generated records the same.
    @Test func aTargetOfAnotherProjectIsAProjectReference() throws {
        let pbxproj = Self.pbxproj
            .replacingOccurrences(of: "D1 = { isa = PBXTargetDependency; target = T2; };",
                                  with: "D1 = { isa = PBXTargetDependency; targetProxy = XP; }; XP = { isa = PBXContainerItemProxy; containerPortal = OP; remoteGlobalIDString = OT; remoteInfo = OldKit; }; OP = { isa = PBXFileReference; path = Other.xcodeproj; sourceTree = \"<group>\"; };")
        let root = try Self.project(pbxproj: pbxproj)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Other.xcodeproj"), withIntermediateDirectories: true)
        try Data("{ objects = { OR = { isa = PBXProject; targets = (OT); }; OT = { isa = PBXNativeTarget; name = NewKit; }; }; rootObject = OR; }".utf8)
            .write(to: root.appendingPathComponent("Other.xcodeproj/project.pbxproj"))
        let project = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project)
        #expect(project.projectReferences == ["Other": ProjectReference(name: "Other", path: "Other.xcodeproj")])
        var expected = Dependency(kind: .target, name: "Other/NewKit")
        expected.recordedName = "OldKit"
        #expect(project.target(named: "App")?.dependencies.first == expected)
    }

    /// A product that names no package: from the package folder named after it beside a local
    /// package of the project (`excludeFromProject: true`: another package depends on it), else
    /// from the only local package; a package is never made up where no folder is.
    @Test func aProductWithoutAPackageComesFromAFolderBesideTheLocalOnes() throws {
        let pbxproj = Self.pbxproj
            .replacingOccurrences(of: "packageReferences = (R1);", with: "packageReferences = (R1, R2);")
            .replacingOccurrences(of: "packageProductDependencies = (PP1);", with: "packageProductDependencies = (PP1, PP2, PP3, PP4);")
            .replacingOccurrences(of: "PP1 = {", with: """
                R2 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/API; };
                PP2 = { isa = XCSwiftPackageProductDependency; productName = Utils; };
                PP3 = { isa = XCSwiftPackageProductDependency; productName = APIMocks; };
                PP4 = { isa = XCSwiftPackageProductDependency; productName = "../Packages/Utils"; };
                PP1 = {
                """)
        let root = try Self.project(pbxproj: pbxproj)
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Packages/API/Package.swift", "Packages/Utils/Package.swift"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent(file))
        }
        let project = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project)
        var utils = SwiftPackage(name: "Utils", source: .local(path: "Packages/Utils"))
        utils.isExcludedFromProject = true
        #expect(project.packages.filter { if case .local = $0.source { true } else { false } } == [SwiftPackage(name: "API", source: .local(path: "Packages/API")), utils])
        let packages = try #require(project.target(named: "App")).dependencies.filter { $0.kind == .package }
        // A product whose name is a path is not looked for as a folder (it comes from the only shown package).
        #expect(packages.map { "\($0.name)/\($0.product ?? $0.name)" } == ["swift-log/Logging", "Utils/Utils", "API/APIMocks", "API/../Packages/Utils"])
    }

    /// An aggregate target's run scripts are its `buildScripts`, which a manifest reads as
    /// post-build scripts: kept there, not among pre-build scripts a manifest cannot give it.
    @Test func anAggregateTargetsScriptsAreItsBuildScripts() throws {
        let anchor = "X1 = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };"
        let text = Self.pbxproj.replacingOccurrences(of: "targets = (T1, T2);", with: "targets = (T1, T2, T3);")
            .replacingOccurrences(of: anchor, with: anchor + """

                T3 = { isa = PBXAggregateTarget; name = All; buildConfigurationList = CL3; buildPhases = (S7); dependencies = (D1); };
                S7 = { isa = PBXShellScriptBuildPhase; name = Package; shellPath = /bin/sh; shellScript = "make package\\n"; };
            """)
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let all = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project?.target(named: "All"))
        #expect(all.isAggregate && all.dependencies.map(\.name) == ["Kit"])
        #expect(all.postBuildScripts.map(\.name) == ["Package"] && all.postBuildScripts.first?.script == "make package\n")
        #expect(all.preBuildScripts.isEmpty)
    }

    /// Copy phases no dependency makes (a product under its own phase name, an older "Embed App
    /// Extensions", an unnamed one run when installing) are `copyFiles:` entries, the products
    /// they copy no longer embedded by the dependency; a product not named after its target
    /// keeps its name (`productName`); a legacy target is imported with its tool, and with no
    /// phases it has `phaseOrder: []` (XcodeGen would give it a Sources phase).
    @Test func namedCopyPhasesLegacyTargetsAndProductNames() throws {
        let anchor = "X1 = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };"
        let text = Self.pbxproj.replacingOccurrences(of: "targets = (T1, T2);", with: "targets = (T1, T2, T4);")
            .replacingOccurrences(of: "buildPhases = (S4, S1, S2, S3, S5);", with: "buildPhases = (S4, S1, S2, S3, S5, S8, S9, SS);")
            .replacingOccurrences(of: "buildPhases = (S6); };", with: "buildPhases = (S6); productReference = PK; };")
            .replacingOccurrences(of: anchor, with: anchor + """

                PK = { isa = PBXFileReference; explicitFileType = wrapper.framework; path = ShopKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                BK = { isa = PBXBuildFile; fileRef = PK; settings = { ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
                BR = { isa = PBXBuildFile; fileRef = F8; };
                S8 = { isa = PBXCopyFilesBuildPhase; name = "Copy Kit"; dstPath = ""; dstSubfolderSpec = 10; files = (BK, BR); };
                SS = { isa = PBXShellScriptBuildPhase; shellPath = /bin/sh; shellScript = "true"; };
                S9 = { isa = PBXCopyFilesBuildPhase; buildActionMask = 8; dstPath = /usr/share/man/man1/; dstSubfolderSpec = 0; files = (); runOnlyForDeploymentPostprocessing = 1; };
                T4 = { isa = PBXLegacyTarget; name = Dist; buildToolPath = bash; buildArgumentsString = "dist.sh $(ACTION)"; passBuildSettingsInEnvironment = 1;
                       buildWorkingDirectory = ""; buildConfigurationList = CL3; buildPhases = (); dependencies = (D1); };
            """)
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj"))
        let project = try #require(result.project)
        let app = try #require(project.target(named: "App"))
        #expect(app.copyFiles == [
            CopyFilesPhase(name: "Copy Fonts", destination: "resources"),
            CopyFilesPhase(name: "Copy Kit", destination: "frameworks",
                           files: [.init(.product("Kit"), codeSign: true, removeHeaders: true), .init(.path("README.md"))]),
            CopyFilesPhase(destination: "absolutePath", subpath: "/usr/share/man/man1/", onlyWhenInstalling: true),
        ])
        #expect(app.phaseOrder == [.script("Lint"), .sources, .resources, .frameworks, .copyFiles("Copy Fonts"), .copyFiles("Copy Kit"), .copyFiles(""),
                                   .script("")])
        // An unnamed script phase keeps no name.
        #expect(app.postBuildScripts.map(\.name) == [""])
        // The framework is copied by "Copy Kit", not by XcodeGen's "Embed Frameworks".
        #expect(app.dependencies.first?.name == "Kit" && app.dependencies.first?.embed == false)
        #expect(project.target(named: "Kit")?.productName == "ShopKit")
        let dist = try #require(project.target(named: "Dist"))
        #expect(dist.type == .none && dist.legacy == LegacyTarget(toolPath: "bash", arguments: "dist.sh $(ACTION)", passSettings: true))
        #expect(dist.phaseOrder == [] && dist.dependencies.map(\.name) == ["Kit"])
        #expect(result.diagnostics.isEmpty)
    }

    /// A framework in the build products folder that no dependency of the target builds (the
    /// workspace's, or a target's it does not depend on) is an `implicit` framework, embedded
    /// where the project embeds it.
    @Test func aLinkedProductOfTheWorkspaceIsAnImplicitFramework() throws {
        let anchor = "X1 = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };"
        let text = Self.pbxproj.replacingOccurrences(of: "S3 = { isa = PBXFrameworksBuildPhase; files = (B9, B10); };",
                                                     with: "S3 = { isa = PBXFrameworksBuildPhase; files = (B9, B10, BA, BL); };")
            .replacingOccurrences(of: "buildPhases = (S4, S1, S2, S3, S5);", with: "buildPhases = (S4, S1, S2, S3, S5, SE);")
            .replacingOccurrences(of: "targets = (T1, T2);", with: "targets = (T1, T2, T3);")
            .replacingOccurrences(of: anchor, with: anchor + """

                T3 = { isa = PBXNativeTarget; name = Util; productType = "com.apple.product-type.library.static"; buildConfigurationList = CL3; productReference = FL; };
                FL = { isa = PBXFileReference; explicitFileType = archive.ar; path = libUtil.a; sourceTree = BUILT_PRODUCTS_DIR; };
                BL = { isa = PBXBuildFile; fileRef = FL; };
                FA = { isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Alamofire.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                BA = { isa = PBXBuildFile; fileRef = FA; };
                BE = { isa = PBXBuildFile; fileRef = FA; settings = { ATTRIBUTES = (CodeSignOnCopy, ); }; };
                SE = { isa = PBXCopyFilesBuildPhase; name = "Embed Frameworks"; dstPath = ""; dstSubfolderSpec = 10; files = (BE); };
            """)
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project?.target(named: "App"))
        let framework = try #require(app.dependencies.first { $0.kind == .framework })
        #expect(framework.name == "Alamofire.framework" && framework.implicit && framework.embed == nil)
        // A product of a target of this project it does not depend on: linked by file name too.
        #expect(app.dependencies.filter { $0.kind == .framework }.map(\.name) == ["Alamofire.framework", "libUtil.a"])
        #expect(app.dependencies.allSatisfy { $0.kind != .framework || $0.implicit } && !app.dependencies.contains { $0.name == "Util" })
        // The embedding phase is the dependency's, not a copyFiles entry.
        #expect(app.copyFiles.map(\.name) == ["Copy Fonts"])
    }

    /// A target's platform comes from `SDKROOT` in its `.xcconfig` (through an `#include`)
    /// before the project's settings, as Xcode layers them.
    @Test func thePlatformAnXcconfigSetsIsTheTargets() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("#include \"Watch.xcconfig\"\n".utf8).write(to: root.appendingPathComponent("Config/App.xcconfig"))
        try Data("SDKROOT = watchos; // the watch app\n".utf8).write(to: root.appendingPathComponent("Config/Watch.xcconfig"))
        let project = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project)
        #expect(project.target(named: "App")?.platform == .watchOS)
        #expect(project.target(named: "Kit")?.platform == .iOS)
    }

    /// A synchronized folder no target lists stays, in `fileGroups`, with folders synchronized
    /// by default (`defaultSourceDirectoryType`) and each target's folder saying its type.
    @Test func aSynchronizedFolderOfNoTargetIsAFileGroup() throws {
        let text = Self.pbxproj.replacingOccurrences(of: "children = (G1, G2, F8, F9, F10);", with: "children = (G1, G2, F8, F9, F10, SY);")
            .replacingOccurrences(of: "X1 = { isa = PBXFileReference;", with: "SY = { isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = \"<group>\"; }; X1 = { isa = PBXFileReference;")
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Notes"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Notes/todo.md"))
        let project = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project)
        #expect(project.fileGroups == ["Notes", "README.md"])
        #expect(project.options.defaultSourceDirectoryType == .syncedFolder)
        #expect(project.target(named: "App")?.sources.first.map { $0.path == "App" && $0.type == .group && $0.typeIsExplicit } == true)
    }

    /// An SDK framework referenced by its absolute path on macOS is an SDK dependency.
    @Test func anSDKFrameworkByAbsolutePathIsAnSDK() throws {
        let text = Self.pbxproj.replacingOccurrences(of: "path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT;",
                                                     with: "path = /System/Library/Frameworks/UIKit.framework; sourceTree = \"<absolute>\";")
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj"))
        #expect(result.project?.target(named: "App")?.dependencies.contains(Dependency(kind: .sdk, name: "UIKit.framework")) == true)
        #expect(result.diagnostics.isEmpty)
    }

    /// A localized file in a folder of files the target does not build is its folder taking
    /// only the localized copies, which generating makes the variant group again; a variant
    /// group with a path (older Xcode's `..`) has its languages in that folder.
    @Test(arguments: [("Res", ""), ("Res/Strings", "path = ..; ")])
    func aLocalizedFileOnItsOwnIsItsFolderTakingItsLocalizations(group: String, variantPath: String) throws {
        let text = Self.pbxproj.replacingOccurrences(of: "children = (G1, G2, F8, F9, F10);", with: "children = (G1, G2, F8, F9, F10, G3);")
            .replacingOccurrences(of: "S2 = { isa = PBXResourcesBuildPhase; files = (B3); };", with: "S2 = { isa = PBXResourcesBuildPhase; files = (B3, BV); };")
            .replacingOccurrences(of: "X1 = { isa = PBXFileReference;", with: """
                G3 = { isa = PBXGroup; children = (VG); path = \(group); sourceTree = "<group>"; };
                VG = { isa = PBXVariantGroup; children = (L1, L2); name = Localizable.strings; \(variantPath)sourceTree = "<group>"; };
                L1 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                L2 = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                BV = { isa = PBXBuildFile; fileRef = VG; };
                X1 = { isa = PBXFileReference;
                """)
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Res/en.lproj/Localizable.strings", "Res/de.lproj/Localizable.strings", "Res/a.png", "Res/b.png", "Res/c.png"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent(file))
        }
        let app = try #require(ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj")).project?.target(named: "App"))
        var expected = TargetSource(path: "Res")
        expected.includes = ["*.lproj/Localizable.strings"]
        #expect(app.sources.contains(expected))
    }

    /// A hand merge that dropped an object: the reference to it is an error at the object that
    /// names it, and nothing is imported.
    @Test func aReferenceToAMissingObjectIsAnErrorAtItsPlace() throws {
        let text = Self.pbxproj.replacingOccurrences(of: "B2 = { isa = PBXBuildFile; fileRef = F2; };", with: "")
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj"))
        let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("S1 = {") }) + 1
        #expect(result.project == nil)
        #expect(result.diagnostics.map(\.message) == ["the PBXSourcesBuildPhase S1 names B2 in 'files', an object the project does not have"])
        #expect(result.diagnostics.first?.location?.line == line && result.diagnostics.first?.location?.column == 9)
    }

    @Test(arguments: [
        ("garbage {", "not an Xcode project: no `objects` list (the file is not an OpenStep property list, or is cut short)", 1, 1),
        ("{ objects = { A = { isa = PBXGroup; }; }; rootObject = A; }", "not an Xcode project: its `rootObject` is not a PBXProject", 1, 1),
        ("{ objects = {\n" + String(repeating: "(", count: 300) + " }; }", "nested deeper than 256 levels", 2, 255),
    ])
    func aFileThatIsNotAProjectIsAnErrorAtItsPlace(_ text: String, _ message: String, _ line: Int, _ column: Int) throws {
        let root = try Self.project(pbxproj: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj"))
        #expect(result.project == nil)
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.location?.line == line && result.diagnostics.first?.location?.column == column)
    }
}
