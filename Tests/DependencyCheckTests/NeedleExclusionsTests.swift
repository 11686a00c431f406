import DependencyCheck
import Foundation
import Pipeline
import ProjectSpec
import Testing

/// Needle's `--exclude-paths` and `--exclude-suffixes` (swift-common 0.5.0's `UrlFilter`, which
/// Needle 0.25.1 applies): the file name without its extension ends with a suffix, or the
/// absolute file URL string contains a path text.
@Suite struct NeedleExclusionsTests {
    /// As the fixture's extras are left out by `needle generate --exclude-paths /WidgetExtension/
    /// /DemoApps/ --exclude-suffixes Demo Mocks Tests`.
    static let extras = NeedleExclusions(paths: ["/WidgetExtension/", "/DemoApps/"], suffixes: ["Demo", "Mocks", "Tests"])
    /// `Tests/Fixtures/DependencyCheck`, which paths are shown relative to.
    static let root = DependencyCheckTestSupport.fixture("needle-sample").deletingLastPathComponent()
    /// The app's files (`needle-sample`) and the extras beside them (`needle-excludes`).
    static let app = DependencyCheckTestSupport.swiftFiles(under: DependencyCheckTestSupport.fixture("needle-sample"))
    static let all = app + DependencyCheckTestSupport.swiftFiles(under: DependencyCheckTestSupport.fixture("needle-excludes"))

    /// The generated file for `files`.
    func generated(_ files: [URL]) -> String {
        NeedleCodeGenerator.source(for: DependencyCheck.run(files: files, relativeTo: Self.root).graph)
    }

    @Test func aSuffixIsMatchedAgainstTheNameWithoutItsExtension() {
        let tests = NeedleExclusions(suffixes: ["Tests"])
        #expect(tests.excludes(URL(fileURLWithPath: "/repo/App/LoggedInTests.swift")))
        #expect(!tests.excludes(URL(fileURLWithPath: "/repo/App/TestsHelper.swift")))
        // The name without its extension is `LoggedInTests.swift`: not a match (and not Swift).
        #expect(!tests.excludes(URL(fileURLWithPath: "/repo/App/LoggedInTests.swift.bak")))
        #expect(DependencyCheckSteps.swiftFiles(["LoggedInTests.swift.bak", "Tests/Root.swift"], root: URL(fileURLWithPath: "/repo"), excluding: tests)
            == [URL(fileURLWithPath: "/repo/Tests/Root.swift")])
        // The extension is not part of what the suffix is matched against.
        #expect(!NeedleExclusions(suffixes: ["Tests.swift"]).excludes(URL(fileURLWithPath: "/repo/App/LoggedInTests.swift")))
    }

    @Test func aPathIsATextAnywhereInTheAbsolutePercentEncodedFileURL() {
        let widget = NeedleExclusions(paths: ["Widget"])
        #expect(widget.excludes(URL(fileURLWithPath: "/repo/WidgetExtension/Timeline.swift")))
        #expect(widget.excludes(URL(fileURLWithPath: "/repo/App/HomeWidgets.swift")))
        #expect(!widget.excludes(URL(fileURLWithPath: "/repo/App/Home.swift")))
        #expect(NeedleExclusions(paths: ["file:///repo/App/"]).excludes(URL(fileURLWithPath: "/repo/App/Home.swift")))
        // The URL string spells a space `%20`, so the text with a space matches nothing.
        let spaced = URL(fileURLWithPath: "/repo/My Widget/Timeline.swift")
        #expect(!NeedleExclusions(paths: ["My Widget"]).excludes(spaced))
        #expect(NeedleExclusions(paths: ["My%20Widget"]).excludes(spaced))
    }

    @Test func addingKeepsEachTextOnceInOrder() {
        let step = NeedleExclusions(paths: ["/Demo/"], suffixes: ["Tests"])
        let combined = step.adding(NeedleExclusions(paths: ["/Widget/", "/Demo/"], suffixes: ["Mocks", "Tests", "Mocks"]))
        #expect(combined == NeedleExclusions(paths: ["/Demo/", "/Widget/"], suffixes: ["Tests", "Mocks"]))
    }

    /// `needle-sample` (the app) with `needle-excludes` (a widget extension's root, demo and test
    /// roots, a mock): together they are a graph with errors; less what the options leave out,
    /// exactly the app's files, whose generated file has Needle's lines.
    @Test func theExcludedFixtureGeneratesTheAppsFile() throws {
        let everything = DependencyCheck.run(files: Self.all, relativeTo: Self.root)
        #expect(everything.diagnostics.containsErrors)
        #expect(everything.graph.components.filter(\.isRoot).count == 5)

        let kept = Self.extras.filter(Self.all)
        #expect(kept == Self.app)
        let excluded = DependencyCheck.run(files: kept, relativeTo: Self.root)
        #expect(DependencyCheckTestSupport.rendered(excluded.diagnostics) == [])
        let source = NeedleCodeGenerator.source(for: excluded.graph)
        #expect(source == generated(Self.app))
        let mismatch = try NeedleSampleGolden.mvc.mismatch(source)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// A widget extension's root alone passes the check, but changes the generated file.
    @Test func theWidgetExtensionsRootChangesTheGeneratedFile() {
        let widget = DependencyCheckTestSupport.fixture("needle-excludes/WidgetExtension/WidgetRootComponent.swift")
        let withWidget = DependencyCheck.run(files: Self.app + [widget], relativeTo: Self.root)
        #expect(DependencyCheckTestSupport.rendered(withWidget.diagnostics) == [])
        #expect(NeedleCodeGenerator.source(for: withWidget.graph) != generated(Self.app))
    }

    /// The di-check step reads its own `excludePaths` and `excludeSuffixes`.
    @Test func theDICheckStepLeavesOutWhatItsExcludesSay() {
        let inputs = Self.all.map { $0.path.replacingOccurrences(of: Self.root.path + "/", with: "") }
        let plain = PipelineStep(name: "di", run: "di-check", inputs: ["**/*.swift"])
        #expect(!DICheckStep().run(BuiltinInvocation(step: plain, root: Self.root, inputs: inputs)).succeeded)

        var excluding = plain
        excluding.excludePaths = Self.extras.paths
        excluding.excludeSuffixes = Self.extras.suffixes
        let outcome = DICheckStep().run(BuiltinInvocation(step: excluding, root: Self.root, inputs: inputs))
        #expect(outcome.succeeded)
        #expect(outcome.messages == ["checked 5 components (1 root) in 5 Swift files"])
    }
}
