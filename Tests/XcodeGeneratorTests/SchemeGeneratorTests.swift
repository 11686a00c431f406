#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import ProjectSpec
import Testing
@testable import XcodeGenerator

/// A project shaped like the Example: an app with unit tests, a framework, a pipeline.
private func demoProject(
    generateTargetSchemes: Bool = true,
    preActions: [ExecutionAction] = [],
    pipeline: [PipelineStep]? = nil
) -> Project {
    Project(
        name: "Demo",
        options: ProjectOptions(generateTargetSchemes: generateTargetSchemes),
        targets: [
            Target(name: "App", type: .application, platform: .iOS),
            Target(name: "AppTests", type: .unitTestBundle, platform: .iOS, dependencies: [Dependency(kind: .target, name: "App")]),
            Target(name: "Kit", type: .framework, platform: .iOS),
            Target(name: "Util", type: .staticLibrary, platform: .iOS),
        ],
        schemes: [
            Scheme(
                name: "App",
                build: BuildAction(
                    targets: [BuildTarget(target: "Kit", actions: [.run, .test]), BuildTarget(target: "App"), BuildTarget(target: "AppTests", actions: [.test])],
                    preActions: preActions
                ),
                run: SchemeAction(environmentVariables: ["ZED": "last", "API_URL": "https://example.com/?a=1&b=2"]),
                test: TestAction(targets: ["AppTests"], gatherCoverageData: true),
                archive: SchemeAction(config: "Release")
            ),
        ],
        pipeline: pipeline ?? [
            PipelineStep(name: "needle", run: "needle", dependsOn: ["di-check"], buildPhase: ["App"], schemePreAction: ["App"]),
            PipelineStep(name: "di-check", run: "di-check", buildPhase: ["App"]),
            PipelineStep(name: "gql", run: "sh gen.sh", schemePreAction: ["App"]),
        ]
    )
}

/// `text` parsed as XML; fails the test when it is not well-formed.
private func parse(_ text: String) throws -> XMLDocument {
    try XMLDocument(xmlString: text, options: [])
}

/// The elements at `path` (an XPath) in `document`.
private func elements(_ document: XMLDocument, _ path: String) throws -> [XMLElement] {
    try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }
}

private extension XMLElement {
    subscript(_ attribute: String) -> String? { self.attribute(forName: attribute)?.stringValue }
}

/// The attributes of a BuildableReference for `name` building `product` in project Demo.
private func expectReference(_ element: XMLElement?, name: String, product: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(element?["BuildableIdentifier"] == "primary", sourceLocation: sourceLocation)
    #expect(element?["BlueprintIdentifier"] == XcodeID.target(name), sourceLocation: sourceLocation)
    #expect(element?["BuildableName"] == product, sourceLocation: sourceLocation)
    #expect(element?["BlueprintName"] == name, sourceLocation: sourceLocation)
    #expect(element?["ReferencedContainer"] == "container:Demo.xcodeproj", sourceLocation: sourceLocation)
}

@Suite struct SchemeGeneratorTests {
    @Test func everySchemeIsWellFormedXcodeXML() throws {
        let schemes = SchemeGenerator(project: demoProject()).schemes()
        #expect(schemes.keys.sorted() == ["App", "Kit"])
        for (name, text) in schemes {
            let document = try parse(text)
            #expect(document.rootElement()?.name == "Scheme", "\(name)")
            #expect(document.rootElement()?["LastUpgradeVersion"] == SchemeGenerator.lastUpgradeVersion)
            #expect(document.rootElement()?["version"] == "1.7")
            #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Scheme\n   LastUpgradeVersion = \""))
            #expect(text.hasSuffix("</Scheme>\n"))
            let actions = document.rootElement()?.children?.compactMap { $0.name } ?? []
            #expect(actions == ["BuildAction", "TestAction", "LaunchAction", "ProfileAction", "AnalyzeAction", "ArchiveAction"])
        }
    }

    @Test func buildActionEntriesFollowTheManifest() throws {
        let document = try parse(try #require(SchemeGenerator(project: demoProject()).schemes()["App"]))
        let build = try #require(try elements(document, "/Scheme/BuildAction").first)
        #expect(build["parallelizeBuildables"] == "YES")
        #expect(build["buildImplicitDependencies"] == "YES")
        let entries = try elements(document, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry")
        #expect(entries.count == 3)
        let flags = ["buildForTesting", "buildForRunning", "buildForProfiling", "buildForArchiving", "buildForAnalyzing"]
        #expect(flags.map { entries[0][$0] } == ["YES", "YES", "NO", "NO", "NO"])
        #expect(flags.map { entries[1][$0] } == ["YES", "YES", "YES", "YES", "YES"])
        #expect(flags.map { entries[2][$0] } == ["YES", "NO", "NO", "NO", "NO"])
        let references = try elements(document, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry/BuildableReference")
        expectReference(references[0], name: "Kit", product: "Kit.framework")
        expectReference(references[1], name: "App", product: "App.app")
        expectReference(references[2], name: "AppTests", product: "AppTests.xctest")
    }

    @Test func testLaunchProfileAnalyzeAndArchiveActions() throws {
        let document = try parse(try #require(SchemeGenerator(project: demoProject()).schemes()["App"]))
        let test = try #require(try elements(document, "/Scheme/TestAction").first)
        #expect(test["buildConfiguration"] == "Debug")
        #expect(test["shouldUseLaunchSchemeArgsEnv"] == "YES")
        #expect(test["codeCoverageEnabled"] == "YES")
        let testables = try elements(document, "/Scheme/TestAction/Testables/TestableReference")
        #expect(testables.count == 1)
        #expect(testables.first?["skipped"] == "NO")
        expectReference(try elements(document, "/Scheme/TestAction/Testables/TestableReference/BuildableReference").first, name: "AppTests", product: "AppTests.xctest")

        let launch = try #require(try elements(document, "/Scheme/LaunchAction").first)
        #expect(launch["buildConfiguration"] == "Debug")
        // As in XcodeGen, the scheme is about the first target built for running: a framework,
        // which is not launched, only expanded from.
        #expect(try elements(document, "/Scheme/LaunchAction/BuildableProductRunnable").isEmpty)
        expectReference(try elements(document, "/Scheme/LaunchAction/MacroExpansion/BuildableReference").first, name: "Kit", product: "Kit.framework")
        let variables = try elements(document, "/Scheme/LaunchAction/EnvironmentVariables/EnvironmentVariable")
        #expect(variables.map { $0["key"] } == ["API_URL", "ZED"])
        #expect(variables.map { $0["value"] } == ["https://example.com/?a=1&b=2", "last"])
        #expect(variables.allSatisfy { $0["isEnabled"] == "YES" })

        let profile = try #require(try elements(document, "/Scheme/ProfileAction").first)
        #expect(profile["buildConfiguration"] == "Release")
        expectReference(try elements(document, "/Scheme/ProfileAction/MacroExpansion/BuildableReference").first, name: "Kit", product: "Kit.framework")
        #expect(try elements(document, "/Scheme/AnalyzeAction").first?["buildConfiguration"] == "Debug")
        let archive = try #require(try elements(document, "/Scheme/ArchiveAction").first)
        #expect(archive["buildConfiguration"] == "Release")
        #expect(archive["revealArchiveInOrganizer"] == "YES")
    }

    @Test func configurationsComeFromTheModel() throws {
        var project = demoProject()
        project.configs = [BuildConfiguration(name: "Staging Debug", type: .debug), BuildConfiguration(name: "Staging Release", type: .release)]
        project.schemes[0].run = SchemeAction(config: "Staging Release")
        let document = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        #expect(try elements(document, "/Scheme/LaunchAction").first?["buildConfiguration"] == "Staging Release")
        #expect(try elements(document, "/Scheme/TestAction").first?["buildConfiguration"] == "Staging Debug")
        #expect(try elements(document, "/Scheme/ProfileAction").first?["buildConfiguration"] == "Staging Release")
        #expect(try elements(document, "/Scheme/AnalyzeAction").first?["buildConfiguration"] == "Staging Debug")
    }

    @Test func testActionWithItsOwnEnvironmentDoesNotTakeTheRunActions() throws {
        var project = demoProject()
        project.schemes[0].test?.environmentVariables = ["B": "2", "A": "1"]
        let document = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        #expect(try elements(document, "/Scheme/TestAction").first?["shouldUseLaunchSchemeArgsEnv"] == "NO")
        #expect(try elements(document, "/Scheme/TestAction/EnvironmentVariables/EnvironmentVariable").map { $0["key"] } == ["A", "B"])
        #expect(try elements(document, "/Scheme/TestAction/*").map(\.name) == ["Testables", "EnvironmentVariables"])
    }

    @Test func pipelineStepsBecomeBuildPreActionsInDependencyOrder() throws {
        let project = demoProject(preActions: [ExecutionAction(name: "Own", script: "echo own", settingsTarget: "Kit")])
        let document = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        let contents = try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction/ActionContent")
        // gql and needle name the scheme; di-check does not. The manifest's own action comes last.
        #expect(contents.map { $0["title"] } == ["scaffold: gql", "scaffold: needle", "Own"])
        let needle = try #require(project.step(named: "needle"))
        #expect(contents[1]["scriptText"] == PipelineScript.text(for: needle, options: project.options))
        #expect(contents[1]["scriptText"]?.contains("prebuild --step needle") == true)
        let actions = try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction")
        #expect(actions.allSatisfy { $0["ActionType"] == "Xcode.IDEStandardExecutionActionsCore.ExecutionActionType.ShellScriptAction" })
        let environments = try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction/ActionContent/EnvironmentBuildable/BuildableReference")
        #expect(environments.count == 3)
        // Pipeline actions see the app's settings, although Kit is the first build target…
        expectReference(environments[0], name: "App", product: "App.app")
        expectReference(environments[1], name: "App", product: "App.app")
        // …and a manifest action its settingsTarget.
        expectReference(environments[2], name: "Kit", product: "Kit.framework")
        // PreActions come before the entries, as Xcode writes them.
        let buildChildren = try elements(document, "/Scheme/BuildAction/*").map(\.name)
        #expect(buildChildren == ["PreActions", "BuildActionEntries"])
    }

    @Test func stepsFollowTheirDependenciesThenNames() {
        let steps = [
            PipelineStep(name: "a-gen", run: "x", dependsOn: ["z-check"]),
            PipelineStep(name: "m", run: "x"),
            PipelineStep(name: "z-check", run: "x", dependsOn: ["b"]),
            PipelineStep(name: "b", run: "x"),
        ]
        #expect(PipelineOrder.sorted(steps).map(\.name) == ["b", "m", "z-check", "a-gen"])
        let cyclic = [PipelineStep(name: "y", run: "x", dependsOn: ["x"]), PipelineStep(name: "x", run: "x", dependsOn: ["y"]), PipelineStep(name: "w", run: "x")]
        #expect(PipelineOrder.sorted(cyclic).map(\.name) == ["w", "x", "y"])
    }

    @Test func runExecutableChoosesWhatIsLaunchedAndProfiled() throws {
        var project = demoProject()
        project.schemes[0].run?.executable = "App"
        let document = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        expectReference(try elements(document, "/Scheme/LaunchAction/BuildableProductRunnable/BuildableReference").first, name: "App", product: "App.app")
        expectReference(try elements(document, "/Scheme/ProfileAction/BuildableProductRunnable/BuildableReference").first, name: "App", product: "App.app")
        #expect(try elements(document, "/Scheme/LaunchAction/MacroExpansion").isEmpty)
        #expect(try elements(document, "/Scheme/LaunchAction").first?["selectedLauncherIdentifier"] == SchemeGenerator.launcher)
    }

    @Test func manifestActionsSeeOnlyTheSettingsOfTheirSettingsTarget() throws {
        var project = demoProject(preActions: [ExecutionAction(name: "Pre", script: "echo pre")])
        project.schemes[0].build.postActions = [ExecutionAction(name: "Post", script: "echo post")]
        project.schemes[0].run?.preActions = [ExecutionAction(name: "Run pre", script: "echo run", settingsTarget: "App")]
        project.schemes[0].test?.postActions = [ExecutionAction(name: "Test post", script: "echo test")]
        project.schemes[0].archive?.preActions = [ExecutionAction(name: "Archive pre", script: "echo archive")]
        let document = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        let buildPost = try elements(document, "/Scheme/BuildAction/PostActions/ExecutionAction/ActionContent")
        #expect(buildPost.map { $0["title"] } == ["Post"])
        // As in XcodeGen: no settingsTarget, no build settings.
        #expect(try elements(document, "/Scheme/BuildAction/PostActions/ExecutionAction/ActionContent/EnvironmentBuildable").isEmpty)
        expectReference(try elements(document, "/Scheme/LaunchAction/PreActions/ExecutionAction/ActionContent/EnvironmentBuildable/BuildableReference").first, name: "App", product: "App.app")
        // A settingsTarget the scheme neither builds nor tests gives none either.
        project.schemes[0].archive?.preActions = [ExecutionAction(name: "Archive pre", script: "echo archive", settingsTarget: "Util")]
        let other = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        #expect(try elements(other, "/Scheme/ArchiveAction/PreActions/ExecutionAction/ActionContent").count == 1)
        #expect(try elements(other, "/Scheme/ArchiveAction/PreActions/ExecutionAction/ActionContent/EnvironmentBuildable").isEmpty)
        #expect(try elements(document, "/Scheme/TestAction/PostActions/ExecutionAction/ActionContent").first?["title"] == "Test post")
        #expect(try elements(document, "/Scheme/ArchiveAction/PreActions/ExecutionAction/ActionContent").first?["scriptText"] == "echo archive")
        #expect(try elements(document, "/Scheme/BuildAction/*").map(\.name) == ["PreActions", "PostActions", "BuildActionEntries"])
    }

    @Test func scriptTextRoundTripsThroughTheParser() throws {
        let script = "echo \"quoted\" && test 1 < 2 && test 3 > 2 || echo 'single'\n\tindented\r\nlast line & done\n"
        let project = demoProject(preActions: [ExecutionAction(name: "Tricky <\"&'>", script: script)])
        let text = try #require(SchemeGenerator(project: project).schemes()["App"])
        #expect(text.contains("echo &quot;quoted&quot; &amp;&amp; test 1 &lt; 2 &amp;&amp; test 3 &gt; 2 || echo &apos;single&apos;&#10;&#9;indented&#13;&#10;last line &amp; done&#10;"))
        let document = try parse(text)
        let content = try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction/ActionContent").last
        #expect(content?["scriptText"] == script)
        #expect(content?["title"] == "Tricky <\"&'>")
        // The pipeline script's quotes, `$` and redirections survive too.
        let gql = try #require(project.step(named: "gql"))
        #expect(try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction/ActionContent").first?["scriptText"] == PipelineScript.text(for: gql, options: project.options))
    }

    @Test func escapingMatchesXcode() {
        #expect(XcodeXML.escape("a&b<c>d\"e'f\ng\th\ri") == "a&amp;b&lt;c&gt;d&quot;e&apos;f&#10;g&#9;h&#13;i")
        #expect(XcodeXML.escape("plain $SRCROOT/é") == "plain $SRCROOT/é")
    }

    @Test func defaultTargetSchemesFollowTheOption() throws {
        let on = SchemeGenerator(project: demoProject(generateTargetSchemes: true)).schemes()
        // App has a manifest scheme; tests and static libraries get none.
        #expect(on.keys.sorted() == ["App", "Kit"])
        let kit = try parse(try #require(on["Kit"]))
        let entries = try elements(kit, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry")
        #expect(entries.count == 1)
        let flags = ["buildForTesting", "buildForRunning", "buildForProfiling", "buildForArchiving", "buildForAnalyzing"]
        #expect(flags.map { entries[0][$0] } == ["YES", "YES", "YES", "YES", "YES"])
        expectReference(try elements(kit, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry/BuildableReference").first, name: "Kit", product: "Kit.framework")
        // A framework is not runnable: Run and Profile expand its macros instead.
        expectReference(try elements(kit, "/Scheme/LaunchAction/MacroExpansion/BuildableReference").first, name: "Kit", product: "Kit.framework")
        #expect(try elements(kit, "/Scheme/LaunchAction/BuildableProductRunnable").isEmpty)
        expectReference(try elements(kit, "/Scheme/ProfileAction/MacroExpansion/BuildableReference").first, name: "Kit", product: "Kit.framework")

        let off = SchemeGenerator(project: demoProject(generateTargetSchemes: false)).schemes()
        #expect(off.keys.sorted() == ["App"])

        var noManifestSchemes = demoProject()
        noManifestSchemes.schemes = []
        #expect(SchemeGenerator(project: noManifestSchemes).schemes().keys.sorted() == ["App", "Kit"])
        noManifestSchemes.options.generateTargetSchemes = false
        #expect(SchemeGenerator(project: noManifestSchemes).schemes().isEmpty)
        // Off by default, as in XcodeGen: no scheme the manifest does not ask for.
        #expect(ProjectOptions().generateTargetSchemes == false)
    }

    @Test func defaultTargetSchemesGetTheirPipelinePreActions() throws {
        var project = demoProject()
        project.schemes = []
        let document = try parse(try #require(SchemeGenerator(project: project).schemes()["App"]))
        let contents = try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction/ActionContent")
        #expect(contents.map { $0["title"] } == ["scaffold: gql", "scaffold: needle"])
        expectReference(try elements(document, "/Scheme/BuildAction/PreActions/ExecutionAction/ActionContent/EnvironmentBuildable/BuildableReference").first, name: "App", product: "App.app")
        let kit = try parse(try #require(SchemeGenerator(project: project).schemes()["Kit"]))
        #expect(try elements(kit, "/Scheme/BuildAction/PreActions").isEmpty)
    }

    @Test func outputIsDeterministic() {
        let project = demoProject(preActions: [ExecutionAction(name: "Own", script: "echo own")])
        let first = SchemeGenerator(project: project).schemes()
        let generator = SchemeGenerator(project: project)
        #expect(generator.schemes() == first)
        #expect(generator.schemes() == first)
        var shuffled = project
        shuffled.pipeline.reverse()
        #expect(SchemeGenerator(project: shuffled).schemes() == first)
    }

    @Test func writesXcodesExactFormat() throws {
        var project = Project(name: "Demo", targets: [Target(name: "Kit", type: .framework, platform: .iOS)])
        project.options.generateTargetSchemes = true
        let text = try #require(SchemeGenerator(project: project).schemes()["Kit"])
        let id = XcodeID.target("Kit")
        let reference = { (indent: String) in
            """
            \(indent)<BuildableReference
            \(indent)   BuildableIdentifier = "primary"
            \(indent)   BlueprintIdentifier = "\(id)"
            \(indent)   BuildableName = "Kit.framework"
            \(indent)   BlueprintName = "Kit"
            \(indent)   ReferencedContainer = "container:Demo.xcodeproj">
            \(indent)</BuildableReference>
            """
        }
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme
           LastUpgradeVersion = "\(SchemeGenerator.lastUpgradeVersion)"
           version = "1.7">
           <BuildAction
              parallelizeBuildables = "YES"
              buildImplicitDependencies = "YES">
              <BuildActionEntries>
                 <BuildActionEntry
                    buildForTesting = "YES"
                    buildForRunning = "YES"
                    buildForProfiling = "YES"
                    buildForArchiving = "YES"
                    buildForAnalyzing = "YES">
        \(reference("            "))
                 </BuildActionEntry>
              </BuildActionEntries>
           </BuildAction>
           <TestAction
              buildConfiguration = "Debug"
              selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
              selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
              shouldUseLaunchSchemeArgsEnv = "YES">
              <Testables>
              </Testables>
           </TestAction>
           <LaunchAction
              buildConfiguration = "Debug"
              selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
              selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
              launchStyle = "0"
              useCustomWorkingDirectory = "NO"
              ignoresPersistentStateOnLaunch = "NO"
              debugDocumentVersioning = "YES"
              debugServiceExtension = "internal"
              allowLocationSimulation = "YES">
              <MacroExpansion>
        \(reference("         "))
              </MacroExpansion>
           </LaunchAction>
           <ProfileAction
              buildConfiguration = "Release"
              shouldUseLaunchSchemeArgsEnv = "YES"
              savedToolIdentifier = ""
              useCustomWorkingDirectory = "NO"
              debugDocumentVersioning = "YES">
              <MacroExpansion>
        \(reference("         "))
              </MacroExpansion>
           </ProfileAction>
           <AnalyzeAction
              buildConfiguration = "Debug">
           </AnalyzeAction>
           <ArchiveAction
              buildConfiguration = "Release"
              revealArchiveInOrganizer = "YES">
           </ArchiveAction>
        </Scheme>

        """
        #expect(text == expected)
    }

    @Test func workspaceDataIsWhatXcodeWrites() throws {
        let text = WorkspaceGenerator.contents(projectFileName: "Demo.xcodeproj")
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "self:">
           </FileRef>
        </Workspace>

        """)
        let document = try parse(text)
        #expect(try elements(document, "/Workspace/FileRef").first?["location"] == "self:")
    }

    /// A scheme that builds nothing itself but tests (Xcode's for a test bundle) has no build
    /// entries, and Run still launches its executable; one that neither builds nor tests is an error.
    @Test func aSchemeThatOnlyTestsBuildsNothingItself() throws {
        let spec = { (tests: String) in """
            name: P
            targets:
              App: {type: application, platform: iOS}
              AppTests: {type: bundle.unit-test, platform: iOS, dependencies: [{target: App}]}
            schemes:
              AppTests:
                build: {targets: {}}
                run: {executable: App}
            \(tests)
            """ }
        let root = try makeFolder(["Project.yml": spec("    test: {targets: [AppTests]}")])
        let (_, files) = try generateProject(in: root)
        let scheme = text(files, "P.xcodeproj/xcshareddata/xcschemes/AppTests.xcscheme")
        #expect(scheme.contains("<BuildActionEntries>\n      </BuildActionEntries>") || scheme.contains("<BuildActionEntries/>") || !scheme.contains("<BuildActionEntry "))
        #expect(scheme.contains("<BuildableProductRunnable") && scheme.contains("BlueprintName = \"App\""))
        do {
            _ = try generateProject(in: try makeFolder(["Project.yml": spec("")]))
            Issue.record("a scheme building and testing nothing loaded")
        } catch {
            #expect("\(error)".contains("scheme 'AppTests' builds no targets"))
        }
    }
}

/// XcodeGen's scheme rules, from small specs (issue 16).
@Suite struct XcodeGenSchemeRulesTests {
    /// The scheme `name` generated from `spec` (with `files` beside it), parsed.
    private func scheme(_ name: String, spec: String, files: [String: String] = [:]) throws -> XMLDocument {
        let root = try makeFolder(files.merging(["Project.yml": spec]) { $1 })
        let (project, generated) = try generateProject(in: root)
        return try parse(text(generated, "\(project.name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme"))
    }

    @Test func buildTargetsAreSortedByNameAndAllInAListBuildsForNothing() throws {
        let document = try scheme("S", spec: """
            name: P
            targets:
              Zed: {type: application, platform: iOS}
              Alpha: {type: framework, platform: iOS}
              Mid: {type: framework, platform: iOS}
            schemes:
              S:
                build:
                  targets:
                    Zed: all
                    Alpha: [all]
                    Mid: [test, analyzing]
            """)
        let entries = try elements(document, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry")
        #expect(entries.compactMap { $0.elements(forName: "BuildableReference").first?["BlueprintName"] } == ["Alpha", "Mid", "Zed"])
        let flags = ["buildForTesting", "buildForRunning", "buildForProfiling", "buildForArchiving", "buildForAnalyzing"]
        #expect(flags.map { entries[0][$0] } == ["NO", "NO", "NO", "NO", "NO"])
        #expect(flags.map { entries[1][$0] } == ["YES", "NO", "NO", "NO", "YES"])
        // Zed is the first target built for running: it is launched.
        #expect(try elements(document, "/Scheme/LaunchAction/BuildableProductRunnable/BuildableReference").first?["BlueprintName"] == "Zed")
    }

    @Test func extensionsAndSystemExtensionsAreLaunched() throws {
        let spec = """
            name: P
            targets:
              Widget: {type: app-extension, platform: iOS, scheme: {}}
              Driver: {type: driver-extension, platform: macOS, scheme: {}}
              Kit: {type: framework, platform: iOS, scheme: {}}
            """
        let widget = try scheme("Widget", spec: spec)
        #expect(widget.rootElement()?["wasCreatedForAppExtension"] == "YES")
        let launch = try #require(try elements(widget, "/Scheme/LaunchAction").first)
        #expect(launch["selectedDebuggerIdentifier"] == "")
        #expect(launch["selectedLauncherIdentifier"] == "Xcode.IDEFoundation.Launcher.PosixSpawn")
        #expect(launch["launchAutomaticallySubstyle"] == "2")
        #expect(try elements(widget, "/Scheme/LaunchAction/BuildableProductRunnable/BuildableReference").first?["BlueprintName"] == "Widget")

        let driver = try scheme("Driver", spec: spec)
        #expect(driver.rootElement()?["wasCreatedForAppExtension"] == nil)
        #expect(try elements(driver, "/Scheme/LaunchAction/BuildableProductRunnable/BuildableReference").first?["BlueprintName"] == "Driver")
        #expect(try elements(driver, "/Scheme/LaunchAction").first?["selectedLauncherIdentifier"] == SchemeGenerator.launcher)

        let kit = try scheme("Kit", spec: spec)
        #expect(try elements(kit, "/Scheme/LaunchAction/BuildableProductRunnable").isEmpty)
        #expect(try elements(kit, "/Scheme/LaunchAction/MacroExpansion/BuildableReference").first?["BlueprintName"] == "Kit")
    }

    @Test func aWatchAppsSchemeBuildsItsHostAndRunsRemotely() throws {
        let document = try scheme("Watch", spec: """
            name: P
            targets:
              Phone:
                type: application
                platform: iOS
                dependencies: [{target: Watch}]
              Watch: {type: application.watchapp2, platform: watchOS, scheme: {}}
            """)
        let names = try elements(document, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry/BuildableReference").map { $0["BlueprintName"] }
        #expect(names == ["Watch", "Phone"])
        let remote = try #require(try elements(document, "/Scheme/LaunchAction/RemoteRunnable").first)
        #expect(remote["runnableDebuggingMode"] == "2")
        #expect(remote["BundleIdentifier"] == "com.apple.Carousel")
        #expect(try elements(document, "/Scheme/LaunchAction/RemoteRunnable/BuildableReference").first?["BlueprintName"] == "Watch")
        #expect(try elements(document, "/Scheme/ProfileAction/BuildableProductRunnable/BuildableReference").first?["BlueprintName"] == "Watch")
    }

    @Test func aLocalPackagesTestTargetIsTestedFromItsFolder() throws {
        let spec = """
            name: P
            packages:
              Core: {path: Packages/Core}
            targets:
              App:
                type: application
                platform: iOS
                scheme:
                  testTargets:
                    - package: Core/CoreTests
                    - AppTests
              AppTests: {type: bundle.unit-test, platform: iOS}
            """
        let document = try scheme("App", spec: spec, files: ["Packages/Core/Package.swift": ""])
        let references = try elements(document, "/Scheme/TestAction/Testables/TestableReference/BuildableReference")
        #expect(references.map { $0["BlueprintName"] } == ["AppTests", "CoreTests"])
        let package = try #require(references.last)
        #expect(package["ReferencedContainer"] == "container:Packages/Core")
        #expect(package["BlueprintIdentifier"] == "CoreTests")
        #expect(package["BuildableName"] == "CoreTests")
    }

    @Test func commandLineArgumentsAreWrittenSortedWithWhetherTheyAreEnabled() throws {
        let spec = """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                scheme:
                  commandLineArguments: {"-b": false, "-a": true}
            schemes:
              Own:
                build:
                  targets: {App: all}
                run:
                  commandLineArguments: {"--verbose": true}
                test:
                  commandLineArguments: {"-UITests": true}
            """
        let own = try scheme("Own", spec: spec)
        let launch = try elements(own, "/Scheme/LaunchAction/CommandLineArguments/CommandLineArgument")
        #expect(launch.map { $0["argument"] } == ["--verbose"])
        #expect(launch.map { $0["isEnabled"] } == ["YES"])
        #expect(try elements(own, "/Scheme/TestAction/CommandLineArguments/CommandLineArgument").map { $0["argument"] } == ["-UITests"])
        // Its own arguments: the test action does not take the Run action's.
        #expect(try elements(own, "/Scheme/TestAction").first?["shouldUseLaunchSchemeArgsEnv"] == "NO")
        #expect(try elements(own, "/Scheme/ProfileAction").first?["shouldUseLaunchSchemeArgsEnv"] == "YES")

        let target = try scheme("App", spec: spec)
        for action in ["LaunchAction", "TestAction", "ProfileAction"] {
            let arguments = try elements(target, "/Scheme/\(action)/CommandLineArguments/CommandLineArgument")
            #expect(arguments.map { $0["argument"] } == ["-a", "-b"], "\(action)")
            #expect(arguments.map { $0["isEnabled"] } == ["YES", "NO"], "\(action)")
        }
    }

    @Test func aPackageTestTargetMustNameALocalPackage() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            packages:
              Remote: {url: https://example.com/r.git, from: 1.0.0}
            targets:
              App:
                type: application
                platform: iOS
                scheme:
                  testTargets:
                    - package: Remote/RemoteTests
                    - package: Missing/Tests
            """])
        #expect(throws: (any Error).self) { try generateProject(in: root) }
        do {
            _ = try generateProject(in: root)
        } catch {
            let message = String(describing: error)
            #expect(message.contains("the package is not local"))
            #expect(message.contains("unknown package 'Missing'"))
        }
    }
}
