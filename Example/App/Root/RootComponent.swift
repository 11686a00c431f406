import IMVVM
import NeedleFoundation
import SwiftUI

/// The root of the DI graph. Provides the app-wide services and builds the LoggedOut and
/// LoggedIn scopes.
final class RootComponent: BootstrapComponent {
    /// The signed-in session, shared by the whole app.
    public var sessionStore: SessionStore {
        shared { SessionStore() }
    }

    /// The plugins' feature flags; every plugin is on unless a value turns it off.
    public var featureFlags: FeatureFlagProvider {
        shared { FeatureFlagProvider() }
    }

    var loggedOutComponent: LoggedOutComponent {
        LoggedOutComponent(parent: self)
    }

    /// A new LoggedIn scope, so each sign-in starts with fresh scope-shared services.
    var loggedInComponent: LoggedInComponent {
        LoggedInComponent(parent: self)
    }

    /// Builds the root view; its interactor and view model are created inside the view's initializer call.
    @MainActor
    func make() -> some View {
        RootView(
            interactor: RootInteractor(sessionStore: self.sessionStore),
            viewModel: RootViewModel(),
            loggedOutBuilder: { self.loggedOutComponent.make().typeErased() },
            loggedInBuilder: { self.loggedInComponent.make().typeErased() }
        )
    }
}
