import DependencyCheck
import ScaffoldSupport
import XCTest

/// A dependency property that some path from a root leaves unprovided: one error per path,
/// at the property in the dependency protocol, with the path and what comes close.
final class MissingProviderTests: XCTestCase {
    private func assertDiagnostics(_ fixture: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let result = DependencyCheckTestSupport.check(fixture)
        XCTAssertEqual(DependencyCheckTestSupport.rendered(result.diagnostics), expected, file: file, line: line)
        XCTAssertTrue(result.diagnostics.containsErrors, file: file, line: line)
    }

    func testMissingProviderDeepInTheTree() {
        assertDiagnostics("missing-deep", [
            "Feed.swift:7:5: error: FeedDependency needs 'clock: Clock', but no ancestor provides it on RootComponent → HomeComponent → FeedComponent",
        ])
    }

    func testTypeMismatchHintsTheSameNameAndTheSameType() {
        assertDiagnostics("type-mismatch", [
            """
            Profile.swift:4:5: error: ProfileDependency needs 'analytics: AnalyticsClient', but no ancestor provides it on RootComponent → LoggedInComponent → ProfileComponent
                hint: LoggedInComponent has 'analytics: AnalyticsService'; LoggedInComponent has 'tracker: AnalyticsClient' of the same type
            """,
        ])
    }

    func testAProviderInASiblingBranchDoesNotCount() {
        assertDiagnostics("sibling-branch", [
            "App.swift:19:5: error: OrdersDependency needs 'cart: Cart', but no ancestor provides it on RootComponent → AccountComponent → OrdersComponent",
        ])
    }

    func testPrivateAndFileprivatePropertiesAreNotProvided() {
        assertDiagnostics("private-provider", [
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

    func testOnlyTheBranchThatDoesNotProvideIsReported() {
        assertDiagnostics("two-parents", [
            "Settings.swift:4:5: error: SettingsDependency needs 'account: Account', but no ancestor provides it on RootComponent → LoggedOutComponent → SettingsComponent",
        ])
    }

    func testTheComponentItselfNeverProvidesItsOwnDependency() {
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
        XCTAssertEqual(DependencyCheckTestSupport.rendered(result.diagnostics), [
            "App.swift:7:5: error: FeedDependency needs 'clock: Clock', but no ancestor provides it on RootComponent → FeedComponent",
        ])
    }
}
