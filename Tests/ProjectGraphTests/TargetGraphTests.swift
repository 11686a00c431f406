import ProjectGraph
import ProjectSpec
import ScaffoldSupport
import Testing

/// `scaffold graph targets`: dependencies, --skip-tests and --focus.
@Suite struct TargetGraphTests {
    static let project: Project = {
        var app = Target(name: "App", type: .application, platform: .iOS)
        app.dependencies = [Dependency(kind: .target, name: "Feature"), Dependency(kind: .package, name: "Needle", product: "NeedleFoundation")]
        var feature = Target(name: "Feature", type: .framework, platform: .iOS)
        feature.dependencies = [Dependency(kind: .sdk, name: "UIKit.framework"), Dependency(kind: .framework, name: "Vendor/Thing.framework")]
        var tests = Target(name: "AppTests", type: .unitTestBundle, platform: .iOS)
        tests.dependencies = [Dependency(kind: .target, name: "App")]
        let widget = Target(name: "Widget", type: .appExtension, platform: .iOS)
        return Project(name: "Shop", targets: [app, tests, feature, widget])
    }()

    @Test func everyTargetAndWhatItUses() throws {
        let graph = try TargetGraph.graph(of: Self.project)
        #expect(graph.nodes.map(\.id) == [
            "target:App", "target:AppTests", "target:Feature", "target:Widget",
            "package:Needle/NeedleFoundation", "sdk:UIKit.framework", "framework:Vendor/Thing.framework",
        ])
        #expect(graph.node("target:Feature")?.role == "framework")
        #expect(graph.node("framework:Vendor/Thing.framework")?.role == "framework-file")
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" }.contains("target:AppTests -> target:App"))
    }

    @Test func skipTestsLeavesTestTargetsOut() throws {
        let graph = try TargetGraph.graph(of: Self.project, options: TargetGraph.Options(skipTests: true))
        #expect(graph.node("target:AppTests") == nil)
        #expect(!graph.edges.contains { $0.from == "target:AppTests" })
    }

    @Test func focusKeepsATargetAndWhatItReaches() throws {
        let graph = try TargetGraph.graph(of: Self.project, options: TargetGraph.Options(focus: "Feature"))
        #expect(graph.nodes.map(\.label) == ["Feature", "UIKit.framework", "Thing.framework"])
        #expect(graph.title == "Shop: targets (focus: Feature)")
    }

    @Test func focusOnAnUnknownTargetSuggestsOne() {
        #expect(throws: DiagnosticsError.self) { try TargetGraph.graph(of: Self.project, options: TargetGraph.Options(focus: "Featur")) }
        do {
            _ = try TargetGraph.graph(of: Self.project, options: TargetGraph.Options(focus: "Featur"))
        } catch {
            #expect(error.diagnostics.first?.message == "no target named 'Featur' to focus on")
            #expect(error.diagnostics.first?.hint == "did you mean 'Feature'?")
        }
    }
}
