import DependencyCheck
import Foundation
import ScaffoldSupport
import Testing

/// The Example app's real DI graph: RootComponent → LoggedOut, LoggedIn → Profile, Settings.
@Suite struct ExampleGraphTests {
    private func exampleResult() -> DependencyCheckResult {
        let root = DependencyCheckTestSupport.repository
        let files = ["Example/App", "Example/Features"].flatMap {
            DependencyCheckTestSupport.swiftFiles(under: root.appendingPathComponent($0))
        }
        return DependencyCheck.run(files: files, relativeTo: root)
    }

    @Test func exampleGraphHasNoDiagnostics() {
        #expect(DependencyCheckTestSupport.rendered(exampleResult().diagnostics) == [])
    }

    @Test func exampleGraphShape() {
        let graph = exampleResult().graph
        #expect(graph.components.map(\.name) == ["LoggedInComponent", "LoggedOutComponent", "ProfileComponent", "RootComponent", "SettingsComponent"])
        #expect(graph.components.filter(\.isRoot).map(\.name) == ["RootComponent"])
        #expect(graph.dependencyProtocols.map(\.name) == ["LoggedInDependency", "LoggedOutDependency", "ProfileDependency", "SettingsDependency"])
        // LoggedIn's plugins are its children through the factory `scaffold generate` writes
        // into Example/App/Plugins/FeatureFlags.swift: no hand-written file constructs them.
        #expect(graph.edges.map { "\($0.parent) → \($0.child)" } == [
            "LoggedInComponent → ProfileComponent", "LoggedInComponent → SettingsComponent",
            "RootComponent → LoggedInComponent", "RootComponent → LoggedOutComponent",
        ])
        #expect(graph.imports == ["import IMVVM", "import NeedleFoundation", "import SwiftUI"])
        let root = graph.component(named: "RootComponent")
        #expect(root?.providedProperties.map(\.signature) == [
            "sessionStore: SessionStore", "featureFlags: FeatureFlagProvider", "networkClient: NetworkClient",
        ])
        #expect(root?.providedProperties.last?.inExtension == true, "networkClient comes from RootComponent+NetworkClient.swift")
        #expect(root?.location.description == "Example/App/Root/RootComponent.swift:7:7")
    }
}

extension ExampleGraphTests {
    /// Tests/Fixtures/ExampleGenerated/NeedleGenerated.swift is what the `needle` step writes for
    /// the Example, kept as a golden file of the generator. Regenerate it with
    /// `scaffold prebuild --step needle` and copy Example/App/Generated/NeedleGenerated.swift.
    @Test func theCommittedGeneratedFileIsWhatTheNeedleStepWrites() throws {
        let committed = DependencyCheckTestSupport.repository.appendingPathComponent("Tests/Fixtures/ExampleGenerated/NeedleGenerated.swift")
        let expected = try String(contentsOf: committed, encoding: .utf8)
        #expect(NeedleCodeGenerator.source(for: exampleResult().graph) == expected)
    }
}
