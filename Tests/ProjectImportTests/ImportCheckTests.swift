import Foundation
import ImportCheck
import ProjectImport
import ScaffoldSupport
import Testing
import TestSupport
import XcodeGenerator

/// `scaffold import --check`'s inspection and comparison, which mirror `../shared/compat/inspect.py`
/// and `compare.py`: two small projects with a known difference in each category, scored and
/// reported as compare.py scores and reports them (its report on the same two projects is
/// `report` below, copied from its output); and the whole check on a small project.
@Suite struct ImportCheckTests {
    /// The original: an app (a script, sources, resources, a package product), a framework and
    /// a tool; project and target settings, a target .xcconfig, a remote and a local package, a
    /// variant group.
    static let expected = #"""
    // !$*UTF8*$!
    {
        objects = {
            P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G0; targets = (T1, T2, T3); packageReferences = (R1, R2); };
            G0 = { isa = PBXGroup; children = (G1, F9); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1, F2, F3, F4, V1); path = App; sourceTree = "<group>"; };
            V1 = { isa = PBXVariantGroup; children = (F6); name = Localizable.strings; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Views/Home.swift; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
            F4 = { isa = PBXFileReference; path = Kit.swift; sourceTree = "<group>"; };
            F6 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            F9 = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = F2; };
            B3 = { isa = PBXBuildFile; fileRef = F3; };
            B4 = { isa = PBXBuildFile; fileRef = F4; };
            B5 = { isa = PBXBuildFile; productRef = PP1; };
            S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
            S2 = { isa = PBXResourcesBuildPhase; files = (B3); };
            S3 = { isa = PBXFrameworksBuildPhase; files = (B5); };
            S4 = { isa = PBXShellScriptBuildPhase; name = Lint; shellPath = /bin/sh; shellScript = "swiftlint\n"; inputPaths = (); outputPaths = (); };
            S6 = { isa = PBXSourcesBuildPhase; files = (B4); };
            S7 = { isa = PBXSourcesBuildPhase; files = (); };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CL2;
                   buildPhases = (S4, S1, S2, S3); dependencies = (D1); packageProductDependencies = (PP1); };
            T2 = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; buildConfigurationList = CL3; buildPhases = (S6); };
            T3 = { isa = PBXNativeTarget; name = Tool; productType = "com.apple.product-type.tool"; buildConfigurationList = CL3; buildPhases = (S7); };
            D1 = { isa = PBXTargetDependency; target = T2; };
            R1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-log.git"; requirement = { kind = upToNextMajorVersion; minimumVersion = 1.5.0; }; };
            R2 = { isa = XCLocalSwiftPackageReference; relativePath = ../Local; };
            PP1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = Logging; };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
            CL2 = { isa = XCConfigurationList; buildConfigurations = (C3, C4); };
            CL3 = { isa = XCConfigurationList; buildConfigurations = (C5, C6); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; ONLY_ACTIVE_ARCH = YES; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
            C3 = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = F9; buildSettings = { PRODUCT_NAME = App; OTHER_LDFLAGS = ("-ObjC", "-lz"); }; };
            C4 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = App; }; };
            C5 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
            C6 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        };
        rootObject = P1;
    }
    """#

    /// The "generated" one: the app lost its script and a source file and depends on a new
    /// extension target; the framework became a static library, the tool is gone; a project
    /// setting is missing, another differs, a target setting is extra, the .xcconfig is lost;
    /// the package's version differs; no variant group.
    static let actual = #"""
    // !$*UTF8*$!
    {
        objects = {
            P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G0; targets = (T1, T2, T4); packageReferences = (R1, R2); };
            G0 = { isa = PBXGroup; children = (G1, F9); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1, F2, F3, F4, F5); path = App; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Views/Home.swift; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
            F4 = { isa = PBXFileReference; path = Kit.swift; sourceTree = "<group>"; };
            F5 = { isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
            F9 = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B3 = { isa = PBXBuildFile; fileRef = F3; };
            B4 = { isa = PBXBuildFile; fileRef = F4; };
            B5 = { isa = PBXBuildFile; productRef = PP1; };
            B6 = { isa = PBXBuildFile; fileRef = F5; };
            S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
            S2 = { isa = PBXResourcesBuildPhase; files = (B3); };
            S3 = { isa = PBXFrameworksBuildPhase; files = (B5); };
            S6 = { isa = PBXSourcesBuildPhase; files = (B4); };
            S8 = { isa = PBXSourcesBuildPhase; files = (B6); };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CL2;
                   buildPhases = (S1, S2, S3); dependencies = (D1, D2); packageProductDependencies = (PP1); };
            T2 = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.library.static"; buildConfigurationList = CL3; buildPhases = (S6); };
            T4 = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = CL3; buildPhases = (S8); };
            D1 = { isa = PBXTargetDependency; target = T2; };
            D2 = { isa = PBXTargetDependency; target = T4; };
            R1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-log.git"; requirement = { kind = upToNextMajorVersion; minimumVersion = 1.6.0; }; };
            R2 = { isa = XCLocalSwiftPackageReference; relativePath = "../Local/"; };
            PP1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = Logging; };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
            CL2 = { isa = XCConfigurationList; buildConfigurations = (C3, C4); };
            CL3 = { isa = XCConfigurationList; buildConfigurations = (C5, C6); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = macosx; }; };
            C3 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = App; OTHER_LDFLAGS = ("-ObjC", "-lz"); }; };
            C4 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = App; SWIFT_VERSION = 6.0; }; };
            C5 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
            C6 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        };
        rootObject = P1;
    }
    """#

    /// A scheme with a pre-action whose target is named by identifier only, a test plan and
    /// the launched target (by identifier too).
    static let scheme = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <Scheme LastUpgradeVersion = "1500" version = "1.7">
       <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
          <PreActions>
             <ExecutionAction ActionType = "Xcode.IDEStandardExecutionActionsCore.ExecutionActionType.ShellScriptAction">
                <ActionContent title = "Prepare" scriptText = "echo &quot;hi&quot;&#10;">
                   <EnvironmentBuildable>
                      <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "T1" BuildableName = "App.app" ReferencedContainer = "container:Shop.xcodeproj">
                      </BuildableReference>
                   </EnvironmentBuildable>
                </ActionContent>
             </ExecutionAction>
          </PreActions>
          <BuildActionEntries>
             <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
                <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "T1" BuildableName = "App.app" BlueprintName = "App" ReferencedContainer = "container:Shop.xcodeproj">
                </BuildableReference>
             </BuildActionEntry>
          </BuildActionEntries>
       </BuildAction>
       <TestAction buildConfiguration = "Debug">
          <TestPlans>
             <TestPlanReference reference = "container:App.xctestplan" default = "YES"/>
          </TestPlans>
       </TestAction>
       <LaunchAction buildConfiguration = "Debug">
          <BuildableProductRunnable runnableDebuggingMode = "0">
             <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "T1" BuildableName = "App.app" ReferencedContainer = "container:Shop.xcodeproj">
             </BuildableReference>
          </BuildableProductRunnable>
       </LaunchAction>
       <ProfileAction buildConfiguration = "Release"/>
       <AnalyzeAction buildConfiguration = "Debug"/>
       <ArchiveAction buildConfiguration = "Release"/>
    </Scheme>
    """#

    /// compare.py's report on the two (`compare.py E.json A.json`, with inspect.py's output of
    /// each): the expected side has a scheme file that is not XML, the actual side a scheme
    /// `Kit`, and its `App` scheme launches Release.
    static let report = #"""
    project   2/2  (100.0%)
    targets   1/4  (25.0%)
        - target Kit: expected PBXNativeTarget com.apple.product-type.framework, actual PBXNativeTarget com.apple.product-type.library.static
        - missing target Tool (com.apple.product-type.tool)
        - extra target Widget (com.apple.product-type.app-extension)
    phases    3/7  (42.9%)
        - App phase 1 ShellScript 'Lint': missing (files [])
        - App phase 2 Sources: files missing ["Home.swift"] extra []
        - missing target Tool: 1 phase(s)
        - extra target Widget: 1 phase(s)
    files     4/6  (66.7%)
        - App phase 2 Sources: 1 of 2 file(s) differ
    deps      2/3  (66.7%)
        - App dependencies: missing [], extra ["Widget"]
    settings  4/8  (50.0%)  same 4, missing 2, extra 1, different 1
        - project [Debug] missing: ONLY_ACTIVE_ARCH
        - project [Release] SDKROOT: expected "iphoneos", actual "macosx"
        - target App [Debug] base xcconfig missing: expected App.xcconfig
        - target App [Release] extra: SWIFT_VERSION
    schemes   6/21  (28.6%)  fully equal 0 of 3 schemes
        - scheme App configurations: expected {"analyze": "Debug", "archive": "Release", "launch": "Debug", "profile": "Release", "te..., actual {"analyze": "Debug", "archive": "Release", "launch": "Release", "profile": "Release", "...
        - missing scheme Broken
        - extra scheme Kit
    packages  1/2  (50.0%)
        - remote package https://github.com/apple/swift-log.git: expected {"kind": "upToNextMajorVersion", "minimumVersion": "1.5.0"}, actual {"kind": "upToNextMajorVersion", "minimumVersion": "1.6.0"}
    counts    8/9  (88.9%)
        - variantGroupCount: expected 1, actual 0
    Shop: project 2/2, targets 1/4, phases 3/7, files 4/6, deps 2/3, settings 4/8, schemes 6/21, packages 1/2, counts 8/9, overall 57%
    """#

    static func inspections() throws -> (expected: ProjectInspection, actual: ProjectInspection) {
        let bundle = URL(fileURLWithPath: "/nonexistent/Shop.xcodeproj")
        let expected = try ProjectInspection.inspect(pbxproj: Self.expected, schemes: [
            ("App.xcscheme", Self.scheme), ("Broken.xcscheme", "<Scheme>\n  <BuildAction>\n</Scheme>\n"),
        ], at: bundle)
        let launchingRelease = Self.scheme.replacingOccurrences(of: #"<LaunchAction buildConfiguration = "Debug">"#,
                                                                with: #"<LaunchAction buildConfiguration = "Release">"#)
        let actual = try ProjectInspection.inspect(pbxproj: Self.actual, schemes: [
            ("App.xcscheme", launchingRelease), ("Kit.xcscheme", Self.scheme), ("README.md", "not a scheme"),
        ], at: bundle)
        return (expected, actual)
    }

    @Test func eachCategoryCountsAsComparePyCounts() throws {
        let (expected, actual) = try Self.inspections()
        let comparison = ProjectComparison(expected: expected, actual: actual)
        let scores = ProjectComparison.categoryNames.map { "\($0) \(comparison[$0].matched)/\(comparison[$0].total)" }
        #expect(scores == ["project 2/2", "targets 1/4", "phases 3/7", "files 4/6", "deps 2/3", "settings 4/8", "schemes 6/21",
                           "packages 1/2", "counts 8/9"])
        #expect(comparison["settings"].extraCounts == ["same": 4, "missing": 2, "extra": 1, "different": 1])
        #expect(comparison["schemes"].extraCounts == ["fully equal": 0, "schemes": 3])
        #expect(Int(comparison.overall) == 57)
        #expect(comparison.report(label: "Shop") == Self.report)
    }

    @Test func theInspectionReadsWhatInspectPyReads() throws {
        let (expected, _) = try Self.inspections()
        let app = try #require(expected.targets.first { $0.name == "App" })
        #expect(expected.targets.map(\.name) == ["App", "Kit", "Tool"])
        #expect(app.buildPhases.map(\.type) == ["PBXShellScriptBuildPhase", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase"])
        #expect(app.buildPhases[1].files == ["AppMain.swift", "Home.swift"] && app.buildPhases[3].files == ["Logging"])
        #expect(app.buildPhases[0].shellScript == "swiftlint\n" && app.buildPhases[0].shellPath == "/bin/sh")
        #expect(app.dependencies == ["Kit"] && app.packageProducts == ["Logging"])
        #expect(app.settings["Debug"]?["OTHER_LDFLAGS"] == .array([.string("-ObjC"), .string("-lz")]))
        #expect(app.baseConfigurations == ["Debug": "App.xcconfig"])
        #expect(expected.localPackages == ["../Local"])
        let counts = expected.counts
        let numbers: [Int] = [counts.fileReferenceCount, counts.groupCount, counts.variantGroupCount, counts.versionGroupCount,
                              counts.synchronizedRootGroupCount]
        #expect(numbers == [6, 2, 1, 0, 0])
        let scheme = try #require(expected.schemes.first)
        #expect(expected.schemes.map(\.name) == ["App", "Broken"])
        #expect(expected.schemes[1].error != nil)
        // Named by BlueprintIdentifier only: the target of that identifier in this project.
        let prepare = try #require(scheme.actions["build"]?.preActions.first)
        #expect(prepare.title == "Prepare" && prepare.scriptText == "echo \"hi\"\n" && prepare.settingsTarget == "App")
        #expect(scheme.launchTarget == "App" && scheme.testPlans == ["container:App.xctestplan"] && scheme.testTargets == [])
        #expect(scheme.buildEntries?.map(\.target) == ["App"])
        #expect(scheme.buildEntries?.first?.buildFor == ["analyzing", "archiving", "profiling", "running", "testing"])
    }

    /// The pbxproj reader unescapes as inspect.py's decoder does (Apple's old-style plist
    /// escapes: `\Uxxxx`, octal, `\a \b \f \v`, a letter after `\U` without digits is the letter;
    /// a surrogate pair is one character) and keeps the order of a dictionary's keys, which
    /// decides the group a file listed twice belongs to.
    @Test func thePBXReaderUnescapesAndKeepsKeyOrderAsInspectPy() throws {
        let text = #"{ b = "caf\U00e9 \101\0x \a\b\f\v \"q\" \\n \Uzz"; a = x; c = "\UD83D\UDE00"; }"#
        let (value, keys) = try OpenStepReader.checkedParse(text, keyOrderDepth: 1).get()
        #expect(keys == ["b", "a", "c"])
        #expect(value?["b"]?.string == "café A\u{0}x \u{07}\u{08}\u{0C}\u{0B} \"q\" \\n Uzz")
        #expect(value?["c"]?.string == "😀")
    }

    /// A file two groups list belongs to the first of them in the file (here `B`, though `GA`
    /// sorts first), as inspect.py reads it.
    @Test func aFileListedTwiceIsInTheFirstGroupOfTheFile() throws {
        let text = """
        { objects = {
            P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G0; targets = (); };
            GB = { isa = PBXGroup; children = (X1); path = B; sourceTree = "<group>"; };
            G0 = { isa = PBXGroup; children = (GA, GB); sourceTree = "<group>"; };
            GA = { isa = PBXGroup; children = (X1); path = A; sourceTree = "<group>"; };
            X1 = { isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X1; buildSettings = { }; };
        }; rootObject = P1; }
        """
        let inspection = try ProjectInspection.inspect(pbxproj: text, schemes: [], at: URL(fileURLWithPath: "/nonexistent/T.xcodeproj"))
        #expect(inspection.projectBaseConfigurations == ["Debug": "B/Base.xcconfig"])
        #expect(inspection.configurations == ["Debug"] && inspection.targets.isEmpty)
    }

    /// The whole check on `ProjectImporterTests`' project: imported, generated in memory and
    /// compared; nothing is written. The figures are the round trip's (import, generate,
    /// inspect.py, compare.py on the same project give the same summary): the copy-files phase
    /// is kept (`copyFiles:`), and generating adds what XcodeGen adds (the framework embedded
    /// and linked, which the project's Kit, having no product file, cannot say otherwise; its
    /// groups), but no `INFOPLIST_FILE` for the Info.plist the app's folder holds and its
    /// settings do not name (`deriveInfoPlist: false`).
    @Test func theCheckScoresTheRoundTripWithoutWriting() throws {
        let root = try ProjectImporterTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        let outcome = ImportCheck.run(root.appendingPathComponent("Shop.xcodeproj"), environment: [:])
        let comparison = try #require(outcome.comparison)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
        #expect(outcome.diagnostics.isEmpty)
        #expect(comparison.summary(label: "Shop") == "Shop: project 2/2, targets 2/2, phases 5/7, files 6/9, deps 2/2, settings 8/8, "
            + "schemes 0/0, packages 1/1, counts 12/18, overall 88%")
        #expect(Int(comparison.overall) == 88)
        #expect(!comparison["phases"].details.contains { $0.contains("Copy Fonts") })
    }
}
