import DependencyCheck
import ScaffoldSupport
import Testing

/// A dependency property that some path from a root leaves unprovided: one error per path,
/// at the property in the dependency protocol, with the path and what comes close.
@Suite struct MissingProviderTests {
    private func expectDiagnostics(_ fixture: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = DependencyCheckTestSupport.check(fixture)
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == expected, sourceLocation: sourceLocation)
        #expect(result.diagnostics.containsErrors, sourceLocation: sourceLocation)
    }

    @Test func missingProviderDeepInTheTree() {
        expectDiagnostics("missing-deep", [
            "Feed.swift:7:5: error: FeedDependency needs 'clock: Clock', but no ancestor provides it on RootComponent → HomeComponent → FeedComponent",
        ])
    }

    @Test func typeMismatchHintsTheSameNameAndTheSameType() {
        expectDiagnostics("type-mismatch", [
            """
            Profile.swift:4:5: error: ProfileDependency needs 'analytics: AnalyticsClient', but no ancestor provides it on RootComponent → LoggedInComponent → ProfileComponent
                hint: LoggedInComponent has 'analytics: AnalyticsService'; LoggedInComponent has 'tracker: AnalyticsClient' of the same type
            """,
        ])
    }

    @Test func aProviderInASiblingBranchDoesNotCount() {
        expectDiagnostics("sibling-branch", [
            "App.swift:19:5: error: OrdersDependency needs 'cart: Cart', but no ancestor provides it on RootComponent → AccountComponent → OrdersComponent",
        ])
    }

    @Test func privateAndFileprivatePropertiesAreNotProvided() {
        expectDiagnostics("private-provider", [
            """
            App.swift:23:5: error: VaultDependency needs 'token: Token', but no ancestor provides it on RootComponent → VaultComponent
                hint: RootComponent has 'token: Token' but it is private or fileprivate, which Needle ignores
            """,
            """
            App.swift:24:5: error: VaultDependency needs 'vault: Vault', but no ancestor provides it on RootComponent → VaultComponent
                hint: RootComponent has 'vault: Vault' but it is private or fileprivate, which Needle ignores
            """,
        ])
    }

    @Test func onlyTheBranchThatDoesNotProvideIsReported() {
        expectDiagnostics("two-parents", [
            "Settings.swift:4:5: error: SettingsDependency needs 'account: Account', but no ancestor provides it on RootComponent → LoggedOutComponent → SettingsComponent",
        ])
    }

    @Test func theComponentItselfNeverProvidesItsOwnDependency() {
        let files = TemporaryFiles(["App.swift": """
            import NeedleFoundation
            final class Clock {}
            final class RootComponent: BootstrapComponent {
                var feedComponent: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var clock: Clock { get }
            }
            final class FeedComponent: Component<FeedDependency> {
                var clock: Clock { shared { Clock() } }
            }

            """])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            "App.swift:7:5: error: FeedDependency needs 'clock: Clock', but no ancestor provides it on RootComponent → FeedComponent",
        ])
    }
}
