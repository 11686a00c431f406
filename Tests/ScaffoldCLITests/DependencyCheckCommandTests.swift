import Foundation
import Testing

/// The DI check as a user meets it: `scaffold prebuild` on the Example, and `scaffold check di`.
@Suite struct DependencyCheckCommandTests {
    let rootComponent = "Example/App/Root/RootComponent.swift"
    /// The extension of RootComponent, beside the template's file, that provides the app's network client.
    let networkClientProvider = "Example/App/Root/RootComponent+NetworkClient.swift"

    @Test func aBrokenDependencyStopsPrebuildAtDICheckAndTheFixRunsDICheckAndNeedle() throws {
        let folder = try copyOfExample()
        let first = try Scaffold.run(["prebuild"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("ok         needle"))
        let generated = folder.appendingPathComponent("Example/App/Generated/NeedleGenerated.swift")
        let expected = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/ExampleGenerated/NeedleGenerated.swift"), encoding: .utf8)
        #expect(try String(contentsOf: generated, encoding: .utf8) == expected)

        try edit(folder, networkClientProvider, "var networkClient: NetworkClient", "var networkClient: NetworkService")
        let broken = try Scaffold.run(["prebuild"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.error.contains("""
        Example/Features/Profile/ProfileComponent.swift:6:5: error: ProfileDependency needs 'networkClient: NetworkClient', \
        but no ancestor provides it on RootComponent → LoggedInComponent → ProfileComponent
            hint: RootComponent has 'networkClient: NetworkService'
        """))
        #expect(broken.error.contains("error: prebuild failed: step 'di-check' failed: 1 error; 1 step not started"))
        #expect(broken.output.contains("not run    needle"))

        // A fix that is not a plain revert: both steps run again, then both are cached.
        try edit(folder, networkClientProvider, "var networkClient: NetworkService", "var networkClient:  NetworkClient")
        let fixed = try Scaffold.run(["prebuild"], in: folder)
        #expect(fixed.status == 0, "\(fixed.error)")
        #expect(fixed.output.contains("ok         di-check"))
        #expect(fixed.output.contains("ok         needle"))
        let again = try Scaffold.run(["prebuild"], in: folder)
        #expect(again.output.contains("cached     di-check"))
        #expect(again.output.contains("cached     needle"))
    }

    @Test func checkDIUsesTheManifestsStepOrGivenPaths() throws {
        let folder = try copyOfExample()
        let valid = try Scaffold.run(["check", "di"], in: folder)
        #expect(valid.status == 0, "\(valid.error)")
        #expect(valid.output == "DI graph is valid: 5 components (1 root) in 26 Swift files\n")

        // An internal class-body property is invisible to Needle.
        try edit(folder, rootComponent, "public var featureFlags: FeatureFlagProvider", "var featureFlags: FeatureFlagProvider")
        let broken = try Scaffold.run(["check", "di", "Example/App", "Example/Features"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.error.contains("Example/App/LoggedIn/LoggedInComponent.swift:8:5: "))
        #expect(broken.error.contains("error: LoggedInDependency needs 'featureFlags: FeatureFlagProvider', but no ancestor provides it on RootComponent → LoggedInComponent"))
        #expect(broken.error.contains("hint: RootComponent has 'featureFlags: FeatureFlagProvider' in its class body, but Needle only sees public properties there: make it public or move it into an extension"))

        let json = try Scaffold.run(["check", "di", "--format", "json"], in: folder)
        #expect(json.status == 1)
        let diagnostics = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        #expect(diagnostics?.first?["severity"] as? String == "error")

        let missing = try Scaffold.run(["check", "di", "Nowhere"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.error == "error: no such file or folder: Nowhere\n")
    }
}
