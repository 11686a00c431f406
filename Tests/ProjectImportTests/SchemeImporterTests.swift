import Foundation
@testable import ProjectImport
import ProjectSpec
import ScaffoldSupport
import Testing

/// The XML reader behind scheme import: Xcode's subset (declaration, comments, attributes in
/// either quotes, self-closing tags, entities), malformed input as an error at its place, deep
/// nesting refused.
@Suite struct XMLReaderTests {
    @Test func readsElementsAttributesInOrderAndEntities() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment before the root -->
        <Scheme version = "1.7" LastUpgradeVersion='1600'>
           <!-- a comment <with> markup -->
           <Entry script = "&quot;${PROJECT_DIR}/a.sh&quot; &amp;&amp; b &lt;in &gt;out&#10;echo &apos;x&apos;&#x41;"/>
           <Empty></Empty>
           text between elements
        </Scheme>
        """
        let root = try XMLReader.document(text)
        #expect(root.name == "Scheme")
        #expect(root.attributes.map(\.name) == ["version", "LastUpgradeVersion"] && root.attributes.map(\.value) == ["1.7", "1600"])
        #expect(root.children.map(\.name) == ["Entry", "Empty"])
        #expect(root.child("Entry")?.attribute("script") == "\"${PROJECT_DIR}/a.sh\" && b <in >out\necho 'x'A")
        #expect(root.child("Entry")?.children.isEmpty == true && root.child("Empty")?.attributes.isEmpty == true)
    }

    @Test func literalLineBreaksInAValueAreSpacesAsInXML() throws {
        let root = try XMLReader.document("<a v=\"one\ntwo\tthree\r\nfour\"/>")
        #expect(root.attribute("v") == "one two three four")
    }

    @Test(arguments: [
        ("<Scheme>\n   <BuildAction>\n</Scheme>", "the end tag </Scheme> does not match <BuildAction> (line 2)", 3, 1),
        ("<Scheme>\n   <BuildAction a = \"1\">", "unclosed tag <BuildAction>", 2, 4),
        ("<Scheme>\n   <Entry key = value/>\n</Scheme>", "the value of the attribute 'key' in <Entry> is not quoted", 2, 17),
        ("<Scheme a = \"x\" a = \"y\"/>", "the attribute 'a' is repeated in <Scheme>", 1, 17),
        ("<Scheme v = \"&nbsp;\"/>", "unknown entity '&nbsp;'", 1, 14),
        ("<Scheme v = \"no end/>", "the value of the attribute 'v' is not closed", 1, 13),
        ("<!-- never closed", "unclosed comment", 1, 1),
        ("just text", "no root element", 1, 10),
    ])
    func malformedInputIsAnErrorAtItsPlace(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        #expect(throws: XMLReader.Malformed(message: message, line: line, column: column)) { try XMLReader.document(text) }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        // The 257th start tag: 256 × 3 columns in.
        #expect(throws: XMLReader.Malformed(message: "elements nested deeper than 256 levels", line: 1, column: 769)) { try XMLReader.document(deep) }
        let allowed = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect((try? XMLReader.document(allowed))?.name == "a")
    }

    @Test func truncatedInputNeverCrashes() {
        let scheme = "<?xml version=\"1.0\"?><Scheme a = \"&quot;x&#10;\"><B c='d'/><!-- e --></Scheme>"
        // Every prefix short of the whole is malformed, and said so.
        for length in 0..<scheme.count {
            #expect(throws: XMLReader.Malformed.self) { try XMLReader.document(String(scheme.prefix(length))) }
        }
        #expect((try? XMLReader.document(scheme))?.child("B")?.attribute("c") == "d")
    }
}

/// Scheme import: each shared `.xcscheme` becomes a manifest scheme (build entries and their
/// actions, scripts, test targets and plans, the launched target, configurations, variables);
/// what the manifest cannot say is a warning at the scheme file; a file that is not XML is a
/// warning at its place and the rest still imports.
@Suite struct SchemeImporterTests {
    /// An app, a framework and the app's unit tests, with Debug, Release and Beta configurations.
    static let pbxproj = """
    // !$*UTF8*$!
    {
        objects = {
            P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G0; targets = (T1, T2, T3); };
            G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CL2; buildPhases = (); };
            T2 = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; buildConfigurationList = CL2; buildPhases = (); };
            T3 = { isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildConfigurationList = CL2; buildPhases = (); };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2, C3); };
            CL2 = { isa = XCConfigurationList; buildConfigurations = (C4, C5); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
            C3 = { isa = XCBuildConfiguration; name = Beta; buildSettings = { SDKROOT = iphoneos; }; };
            C4 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
            C5 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        };
        rootObject = P1;
    }
    """

    /// A `BuildableReference` to `name` (object `id`) in `container`.
    static func reference(_ name: String, _ id: String, container: String = "Shop.xcodeproj") -> String {
        """
        <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "\(id)" BuildableName = "\(name).app"
           BlueprintName = "\(name)" ReferencedContainer = "container:\(container)">
        </BuildableReference>
        """
    }

    /// The app's scheme: a pre-action script, the app built for everything, the framework for
    /// testing only, a target of another project; tests with options, two plans, coverage and
    /// variables (one disabled); the app run in Release with an argument; archived in Beta.
    static let appScheme = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Scheme LastUpgradeVersion = "1600" version = "1.7">
       <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
          <PreActions>
             <ExecutionAction ActionType = "Xcode.IDEStandardExecutionActionsCore.ExecutionActionType.ShellScriptAction">
                <ActionContent title = "Update &quot;secrets&quot;" scriptText = "&quot;${PROJECT_DIR}/update.sh&quot;&#10;">
                   <EnvironmentBuildable>\(reference("App", "T1"))</EnvironmentBuildable>
                </ActionContent>
             </ExecutionAction>
          </PreActions>
          <BuildActionEntries>
             <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
                \(reference("App", "T1"))
             </BuildActionEntry>
             <BuildActionEntry buildForTesting = "YES" buildForRunning = "NO" buildForProfiling = "NO" buildForArchiving = "NO">
                \(reference("Kit", "T2"))
             </BuildActionEntry>
             <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES">
                \(reference("Other", "X9", container: "../Other/Other.xcodeproj"))
             </BuildActionEntry>
          </BuildActionEntries>
       </BuildAction>
       <TestAction buildConfiguration = "Debug" shouldUseLaunchSchemeArgsEnv = "NO" codeCoverageEnabled = "YES">
          <TestPlans>
             <TestPlanReference reference = "container:Tests/Smoke.xctestplan"></TestPlanReference>
             <TestPlanReference reference = "container:Tests/App.xctestplan" default = "YES"></TestPlanReference>
          </TestPlans>
          <Testables>
             <TestableReference skipped = "NO" parallelizable = "YES">\(reference("AppTests", "T3"))</TestableReference>
          </Testables>
          <EnvironmentVariables>
             <EnvironmentVariable key = "MODE" value = "test" isEnabled = "YES"></EnvironmentVariable>
             <EnvironmentVariable key = "TRACE" value = "1" isEnabled = "NO"></EnvironmentVariable>
          </EnvironmentVariables>
       </TestAction>
       <LaunchAction buildConfiguration = "Release" launchStyle = "0">
          <BuildableProductRunnable runnableDebuggingMode = "0">
             <BuildableReference BlueprintIdentifier = "T1" ReferencedContainer = "container:Shop.xcodeproj"></BuildableReference>
          </BuildableProductRunnable>
          <CommandLineArguments>
             <CommandLineArgument argument = "-verbose" isEnabled = "YES"></CommandLineArgument>
          </CommandLineArguments>
          <EnvironmentVariables>
             <EnvironmentVariable key = "LOG" value = "debug" isEnabled = "YES"></EnvironmentVariable>
          </EnvironmentVariables>
       </LaunchAction>
       <ProfileAction buildConfiguration = "Release" shouldUseLaunchSchemeArgsEnv = "YES"></ProfileAction>
       <AnalyzeAction buildConfiguration = "Debug"></AnalyzeAction>
       <ArchiveAction buildConfiguration = "Beta" revealArchiveInOrganizer = "YES" customArchiveName = "Shop"></ArchiveAction>
    </Scheme>
    """

    /// The framework built for running, the app for testing only, and the app launched: the app
    /// is the scheme's executable (generate would launch the first target built for running).
    static let kitScheme = """
    <Scheme>
       <BuildAction>
          <BuildActionEntries>
             <BuildActionEntry buildForRunning = "YES">\(reference("Kit", "T2"))</BuildActionEntry>
             <BuildActionEntry buildForTesting = "YES">\(reference("App", "T1"))</BuildActionEntry>
          </BuildActionEntries>
       </BuildAction>
       <TestAction/><LaunchAction><BuildableProductRunnable>\(reference("App", "T1"))</BuildableProductRunnable></LaunchAction>
       <ProfileAction/><AnalyzeAction/><ArchiveAction/>
    </Scheme>
    """

    /// A scheme that only tests: it builds nothing itself.
    static let testsScheme = """
    <Scheme>
       <BuildAction></BuildAction>
       <TestAction><Testables><TestableReference skipped = "YES">\(reference("AppTests", "T3"))</TestableReference></Testables></TestAction>
       <LaunchAction/><ProfileAction/><AnalyzeAction/><ArchiveAction/>
    </Scheme>
    """

    /// `Shop.xcodeproj` with the project and `schemes` (file name → text) in its shared schemes.
    static func project(schemes: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("import-schemes-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Shop.xcodeproj/xcshareddata/xcschemes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(pbxproj.utf8).write(to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        for (name, text) in schemes { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return root
    }

    static func read(_ schemes: [String: String]) throws -> (Project, [Diagnostic]) {
        let root = try project(schemes: schemes)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = ProjectImporter.read(root.appendingPathComponent("Shop.xcodeproj"))
        return (try #require(result.project), result.diagnostics)
    }

    @Test func readsBuildEntriesScriptsTestsLaunchAndConfigurations() throws {
        let (project, diagnostics) = try Self.read(["App.xcscheme": Self.appScheme])
        let scheme = try #require(project.scheme(named: "App"))
        #expect(scheme.build.targets == [BuildTarget(target: "App"), BuildTarget(target: "Kit", actions: [.test])])
        #expect(scheme.build.preActions == [ExecutionAction(name: "Update \"secrets\"", script: "\"${PROJECT_DIR}/update.sh\"\n", settingsTarget: "App")])

        let test = try #require(scheme.test)
        #expect(test.config == nil && test.gatherCoverageData)
        #expect(test.targets == ["AppTests"] && test.testableOptions == ["AppTests": TestableOptions(parallelizable: true)])
        #expect(test.testPlans == [TestPlanReference(path: "Tests/Smoke.xctestplan"), TestPlanReference(path: "Tests/App.xctestplan", defaultPlan: true)])
        #expect(test.environmentVariables == ["MODE": "test"])

        // The runnable named by identifier alone; the app is what generate launches anyway.
        let run = try #require(scheme.run)
        #expect(run.config == "Release" && run.executable == nil)
        #expect(run.environmentVariables == ["LOG": "debug"] && run.commandLineArguments == ["-verbose": true])
        #expect(scheme.profile == nil && scheme.analyze == nil)
        #expect(scheme.archive?.config == "Beta")

        let messages = diagnostics.map(\.message)
        #expect(messages == [
            "scheme 'App': its build entry 'Other' is in '../Other/Other.xcodeproj', not this project; kept out",
            "scheme 'App': its test action's environment variable 'TRACE' is disabled, which a manifest scheme cannot say; kept out",
            "scheme 'App': customArchiveName = \"Shop\" in the archive action is not expressible yet; kept out",
        ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location?.line == 1 && $0.location?.column == 1 })
        #expect(diagnostics.first?.location?.file.hasSuffix("Shop.xcodeproj/xcshareddata/xcschemes/App.xcscheme") == true)
    }

    /// A test target's container names a local package by its folder (`container:Packages/Kit`)
    /// or, for one Xcode shows as a folder, by its name (`container:Account` for `Modules/Account`).
    @Test func aPackageContainerIsItsFolderOrItsName() throws {
        var project = Project(name: "Shop")
        project.packages = [SwiftPackage(name: "Account", source: .local(path: "Modules/Account")),
                            SwiftPackage(name: "Kit", source: .local(path: "Packages/Kit")),
                            SwiftPackage(name: "Log", source: .remote(url: "https://example.com/Log", requirement: .upToNextMajor("1.0.0")))]
        let importer = SchemeImporter(project: project, projectFile: "Shop.xcodeproj", graph: try PBXGraph(text: Self.pbxproj)) { $0.path }
        #expect(importer.localPackage("container:Packages/Kit")?.name == "Kit")
        #expect(importer.localPackage("container:Account")?.name == "Account")
        #expect(importer.localPackage("container:Log") == nil && importer.localPackage("container:Other/Account") == nil)
        #expect(importer.localPackage("container:Core") == nil && importer.localPackage("Account") == nil)
    }

    @Test func theLaunchedTargetIsTheExecutableWhenGenerateWouldPickAnother() throws {
        let (project, diagnostics) = try Self.read(["Kit.xcscheme": Self.kitScheme])
        let scheme = try #require(project.scheme(named: "Kit"))
        // In the scheme's order, which the manifest keeps by listing them.
        #expect(scheme.build.targets == [BuildTarget(target: "Kit", actions: [.run]), BuildTarget(target: "App", actions: [.test])])
        #expect(scheme.run?.executable == "App")
        #expect(diagnostics.isEmpty)
    }

    /// Xcode's scheme for a test bundle builds nothing itself: kept so (Xcode builds what it tests).
    @Test func aSchemeThatOnlyTestsBuildsNothingItself() throws {
        let (project, diagnostics) = try Self.read(["AppTests.xcscheme": Self.testsScheme])
        let scheme = try #require(project.scheme(named: "AppTests"))
        #expect(scheme.build.targets.isEmpty)
        #expect(scheme.test?.targets == ["AppTests"] && scheme.test?.testableOptions == ["AppTests": TestableOptions(skipped: true)])
        #expect(diagnostics.isEmpty)
    }

    @Test func aSchemeFileThatIsNotXMLIsAWarningAtItsPlaceAndTheRestImports() throws {
        let (project, diagnostics) = try Self.read(["App.xcscheme": Self.appScheme, "Broken.xcscheme": "<Scheme>\n  <BuildAction>\n</Scheme>\n",
                                                    "notes.txt": "not a scheme"])
        #expect(project.schemes.map(\.name) == ["App"])
        #expect(project.targets.map(\.name) == ["App", "Kit", "AppTests"])
        let broken = try #require(diagnostics.first { $0.message.contains("Broken") })
        #expect(broken.severity == .warning)
        #expect(broken.message == "scheme 'Broken' is not well-formed XML: the end tag </Scheme> does not match <BuildAction> (line 2); kept out")
        #expect(broken.location?.line == 3 && broken.location?.column == 1)
    }

    @Test func aProjectWithoutSharedSchemesImportsNone() throws {
        let (project, diagnostics) = try Self.read([:])
        #expect(project.schemes.isEmpty && diagnostics.isEmpty)
    }
}
