import DependencyCheck
import ScaffoldSupport
import Testing

/// Graphs Needle accepts: no diagnostic, and the graph records what Needle reads.
@Suite struct ValidGraphTests {
    @Test func threeLevelTreeResolvesFromTheNearestAncestors() {
        let result = DependencyCheckTestSupport.check("three-level-tree")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [])
        #expect(result.graph.edges.map { "\($0.parent) → \($0.child) at \($0.location)" } == [
            "HomeComponent → FeedComponent at Home.swift:9:9",
            "RootComponent → HomeComponent at Root.swift:16:9",
        ])
        let source = NeedleCodeGenerator.source(for: result.graph)
        #expect(source.contains("registerProviderFactory(\"^->RootComponent->HomeComponent->FeedComponent\", "), "\(source)")
        #expect(source.contains("(rootComponent: parent2(component) as! RootComponent)"), "\(source)")
    }

    @Test func providersInExtensionsCountAndExtensionsLinkChildren() {
        let result = DependencyCheckTestSupport.check("extension-provider")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [])
        let loggedIn = result.graph.component(named: "LoggedInComponent")
        #expect(loggedIn?.providedProperties.map(\.signature) == ["scoreStream: ScoreStream", "gameComponent: GameComponent"])
        #expect(loggedIn?.providedProperties.first?.location.description == "LoggedIn.swift:9:5")
        #expect(result.graph.edges.map(\.child) == ["GameComponent", "LoggedInComponent"])
    }

    @Test func sharedStoredPublicAndQualifiedDeclarationsCount() {
        let result = DependencyCheckTestSupport.check("shared")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [])
        let root = result.graph.component(named: "RootComponent")
        #expect(root?.isRoot == true)
        // `galleryComponent` is internal in the class body: Needle does not see it.
        #expect(root?.providedProperties.map(\.signature) == ["config: Config", "database: Database", "imageCache: ImageCache"])
        #expect(root?.providedProperties.map(\.visibility) == [.public, .public, .public])
        #expect(result.graph.component(named: "GalleryComponent")?.dependencyName == "GalleryDependency")
        #expect(result.graph.dependencyProtocol(named: "GalleryDependency")?.properties.count == 3)
    }

    @Test func twoParentsThatBothProvideAreValid() {
        let folder = DependencyCheckTestSupport.fixture("two-parents")
        let files = DependencyCheckTestSupport.swiftFiles(under: folder)
        let fixed = TemporaryFiles(["Extra.swift": "extension LoggedOutComponent {\n    var account: Account { shared { Account() } }\n}\n"])
        let result = DependencyCheck.run(files: files + fixed.urls, relativeTo: folder)
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [])
    }
}
