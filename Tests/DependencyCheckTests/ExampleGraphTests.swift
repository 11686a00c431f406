import DependencyCheck
import Foundation
import ScaffoldSupport
import XCTest

/// The Example app's real DI graph: RootComponent → LoggedOut, LoggedIn → Profile, Settings.
final class ExampleGraphTests: XCTestCase {
    private func exampleResult() -> DependencyCheckResult {
        let root = DependencyCheckTestSupport.repository
        let files = ["Example/App", "Example/Features"].flatMap {
            DependencyCheckTestSupport.swiftFiles(under: root.appendingPathComponent($0))
        }
        return DependencyCheck.run(files: files, relativeTo: root)
    }

    func testExampleGraphHasNoDiagnostics() {
        XCTAssertEqual(DependencyCheckTestSupport.rendered(exampleResult().diagnostics), [])
    }

    func testExampleGraphShape() {
        let graph = exampleResult().graph
        XCTAssertEqual(graph.components.map(\.name), ["LoggedInComponent", "LoggedOutComponent", "ProfileComponent", "RootComponent", "SettingsComponent"])
        XCTAssertEqual(graph.components.filter(\.isRoot).map(\.name), ["RootComponent"])
        XCTAssertEqual(graph.dependencyProtocols.map(\.name), ["LoggedInDependency", "LoggedOutDependency", "ProfileDependency", "SettingsDependency"])
        XCTAssertEqual(graph.edges.map { "\($0.parent) → \($0.child)" }, [
            "LoggedInComponent → ProfileComponent", "LoggedInComponent → SettingsComponent",
            "RootComponent → LoggedInComponent", "RootComponent → LoggedOutComponent",
        ])
        XCTAssertEqual(graph.imports, ["import IMVVM", "import NeedleFoundation", "import SwiftUI"])
        let root = graph.component(named: "RootComponent")
        XCTAssertEqual(root?.providedProperties.map(\.signature), [
            "sessionStore: SessionStore", "networkClient: NetworkClient", "featureFlags: FeatureFlagProvider",
            "loggedOutComponent: LoggedOutComponent", "loggedInComponent: LoggedInComponent",
        ])
        XCTAssertEqual(root?.location.description, "Example/App/Root/RootComponent.swift:7:7")
    }
}

extension ExampleGraphTests {
    /// Tests/Fixtures/ExampleGenerated/NeedleGenerated.swift is what the `needle` step writes for
    /// the Example; typecheck-example.sh compiles the app with it. Regenerate it with
    /// `scaffold prebuild --step needle` and copy Example/App/Generated/NeedleGenerated.swift.
    func testTheCommittedGeneratedFileIsWhatTheNeedleStepWrites() throws {
        let committed = DependencyCheckTestSupport.repository.appendingPathComponent("Tests/Fixtures/ExampleGenerated/NeedleGenerated.swift")
        let expected = try String(contentsOf: committed, encoding: .utf8)
        XCTAssertEqual(NeedleCodeGenerator.source(for: exampleResult().graph), expected)
    }
}
