import IMVVM
import NeedleFoundation
import SwiftUI

/// What the LoggedIn scope needs from its ancestors.
public protocol LoggedInDependency: Dependency {
    var sessionStore: SessionStore { get }
    var featureFlags: FeatureFlagProvider { get }
}

/// The DI scope of a signed-in user. Provides the services its plugins share and builds each
/// plugin whose feature flag is on.
final class LoggedInComponent: Component<LoggedInDependency> {
    /// Builds the signed-in view; its interactor and view model are created inside the view's initializer call.
    @MainActor
    func make() -> some View {
        LoggedInView(
            interactor: LoggedInInteractor(sessionStore: self.dependency.sessionStore, featureFlags: self.dependency.featureFlags),
            viewModel: LoggedInViewModel(),
            pluginViewBuilder: { flag in self.makePlugin(for: flag) }
        )
    }

    /// Builds the plugin of `flag`, one case per plugin of this scope (`FeatureFlag.loggedInPlugins`).
    /// `scaffold new feature Home --parent LoggedIn` prints the case to add, e.g.
    ///     case .home:
    ///         return HomeComponent(parent: self).make().typeErased()
    @MainActor
    private func makePlugin(for flag: FeatureFlag) -> TypeErasedView {
        switch flag {
        }
    }
}
