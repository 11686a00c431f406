import DependencyCheck
import ScaffoldSupport
import XCTest

/// Graphs Needle accepts: no diagnostic, and the graph records what Needle reads.
final class ValidGraphTests: XCTestCase {
    func testThreeLevelTreeResolvesFromTheNearestAncestors() {
        let result = DependencyCheckTestSupport.check("three-level-tree")
        XCTAssertEqual(DependencyCheckTestSupport.rendered(result.diagnostics), [])
        XCTAssertEqual(result.graph.edges.map { "\($0.parent) → \($0.child) at \($0.location)" }, [
            "HomeComponent → FeedComponent at Home.swift:9:9",
            "RootComponent → HomeComponent at Root.swift:16:9",
        ])
        let source = NeedleCodeGenerator.source(for: result.graph)
        XCTAssertTrue(source.contains("registerProviderFactory(\"^->RootComponent->HomeComponent->FeedComponent\", "), source)
        XCTAssertTrue(source.contains("(rootComponent: parent2(component) as! RootComponent)"), source)
    }

    func testProvidersInExtensionsCountAndExtensionsLinkChildren() {
        let result = DependencyCheckTestSupport.check("extension-provider")
        XCTAssertEqual(DependencyCheckTestSupport.rendered(result.diagnostics), [])
        let loggedIn = result.graph.component(named: "LoggedInComponent")
        XCTAssertEqual(loggedIn?.providedProperties.map(\.signature), ["scoreStream: ScoreStream", "gameComponent: GameComponent"])
        XCTAssertEqual(loggedIn?.providedProperties.first?.location.description, "LoggedIn.swift:9:5")
        XCTAssertEqual(result.graph.edges.map(\.child), ["GameComponent", "LoggedInComponent"])
    }

    func testSharedStoredPublicAndQualifiedDeclarationsCount() {
        let result = DependencyCheckTestSupport.check("shared")
        XCTAssertEqual(DependencyCheckTestSupport.rendered(result.diagnostics), [])
        let root = result.graph.component(named: "RootComponent")
        XCTAssertEqual(root?.isRoot, true)
        XCTAssertEqual(root?.providedProperties.map(\.signature), [
            "config: Config", "database: Database", "imageCache: ImageCache", "galleryComponent: GalleryComponent",
        ])
        XCTAssertEqual(root?.providedProperties.map(\.visibility), [.internal, .public, .internal, .internal])
        XCTAssertEqual(result.graph.component(named: "GalleryComponent")?.dependencyName, "GalleryDependency")
        XCTAssertEqual(result.graph.dependencyProtocol(named: "GalleryDependency")?.properties.count, 3)
    }

    func testTwoParentsThatBothProvideAreValid() {
        let folder = DependencyCheckTestSupport.fixture("two-parents")
        let files = DependencyCheckTestSupport.swiftFiles(under: folder)
        let fixed = TemporaryFiles(["Extra.swift": "extension LoggedOutComponent {\n    var account: Account { shared { Account() } }\n}\n"])
        let result = DependencyCheck.run(files: files + fixed.urls, relativeTo: folder)
        XCTAssertEqual(DependencyCheckTestSupport.rendered(result.diagnostics), [])
    }
}
