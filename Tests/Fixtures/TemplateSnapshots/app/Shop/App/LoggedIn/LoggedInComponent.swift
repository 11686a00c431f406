import IMVVM
import NeedleFoundation
import SwiftUI

/// What the LoggedIn scope needs from its ancestors.
public protocol LoggedInDependency: Dependency {
    var sessionStore: SessionStore { get }
    var featureFlags: FeatureFlagProvider { get }
}

/// The DI scope of a signed-in user. Provides the services its plugins share; builds each plugin
/// whose feature flag is on with `makePlugin(_:)`, which `scaffold generate` writes (in
/// FeatureFlags.swift) from the features whose parent is LoggedIn.
final class LoggedInComponent: Component<LoggedInDependency> {
    /// Builds the signed-in view; its interactor and view model are created inside the view's initializer call.
    @MainActor
    func make() -> some View {
        LoggedInView(
            interactor: LoggedInInteractor(sessionStore: self.dependency.sessionStore, featureFlags: self.dependency.featureFlags),
            viewModel: LoggedInViewModel(),
            pluginViewBuilder: { plugin in self.makePlugin(plugin) }
        )
    }
}
