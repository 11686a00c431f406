import DependencyCheck
import Foundation
import ProjectGraph
import ScaffoldSupport
import Testing

/// `scaffold graph di` on the DI check's fixtures: providers beside each dependency, missing
/// ones in red, components no root constructs dimmed.
@Suite struct DIGraphTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DependencyCheck")

    func graph(_ fixture: String) -> Graph {
        let folder = Self.fixtures.appendingPathComponent(fixture)
        let files = Glob.expand("**/*.swift", in: folder).map { folder.appendingPathComponent($0) }
        return DIGraph.graph(of: DependencyCheck.run(files: files, relativeTo: folder).graph, name: fixture)
    }

    @Test func theMissingDependencyIsRedInEveryFormat() throws {
        let graph = graph("missing-deep")
        let feed = try #require(graph.node("component:FeedComponent"))
        #expect(feed.isMissing)
        #expect(feed.lines.filter(\.isMissing).map(\.text) == ["clock: Clock ✗ no ancestor provides it"])
        #expect(feed.lines.contains { $0.text == "session: Session ← RootComponent" && !$0.isMissing })
        #expect(graph.nodes.filter(\.isMissing).map(\.label) == ["FeedComponent"])

        let dot = DotRenderer.render(graph)
        #expect(dot.contains(##"<FONT COLOR="#d00000">clock: Clock ✗ no ancestor provides it</FONT>"##))
        #expect(dot.contains(##", color="#d00000", penwidth=2];"##))
        let mermaid = MermaidRenderer.render(graph)
        #expect(mermaid.contains("class n_component_FeedComponent missing"))
        let json = JSONRenderer.render(graph)
        #expect(json.contains(#""missing" : "true""#) && json.contains(#""name" : "clock""#))
    }

    @Test func parentsPointAtChildrenAndRootsProvide() throws {
        let graph = graph("missing-deep")
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == [
            "component:HomeComponent -> component:FeedComponent", "component:RootComponent -> component:HomeComponent",
        ])
        #expect(graph.node("component:RootComponent")?.role == "root-component")
    }

    @Test func componentsNoRootConstructsAreSecondary() {
        let graph = graph("unreachable")
        #expect(graph.nodes.filter(\.isSecondary).map(\.label) == ["OnboardingComponent", "WelcomeComponent"])
        #expect(graph.node("component:WelcomeComponent")?.lines.first?.text == "no root constructs it")
    }

    @Test func anUndeclaredDependencyProtocolIsMissing() {
        let graph = graph("unknown-dependency")
        #expect(graph.node("component:ProfileComponent")?.lines.map(\.text) == ["ProfilDependency is not declared"])
    }
}
