import IMVVM
import NeedleFoundation
import SwiftUI

/// What the LoggedIn scope needs from its ancestors.
public protocol LoggedInDependency: Dependency {
    var networkClient: NetworkClient { get }
    var featureFlags: FeatureFlagProvider { get }
}

/// The DI scope of a signed-in user. Provides the services its plugins share and builds each
/// plugin whose feature flag is on.
final class LoggedInComponent: Component<LoggedInDependency> {
    /// The signed-in user's profile, shared by the plugins of this scope.
    public var profileService: ProfileService {
        shared { ProfileService(networkClient: dependency.networkClient) }
    }

    var profileComponent: ProfileComponent {
        ProfileComponent(parent: self)
    }

    var settingsComponent: SettingsComponent {
        SettingsComponent(parent: self)
    }

    /// Builds the signed-in view; its interactor and view model are created inside the view's initializer call.
    @MainActor
    func make() -> some View {
        LoggedInView(
            interactor: LoggedInInteractor(featureFlags: self.dependency.featureFlags),
            viewModel: LoggedInViewModel(),
            pluginViewBuilder: { flag in self.makePlugin(for: flag) }
        )
    }

    @MainActor
    private func makePlugin(for flag: FeatureFlag) -> TypeErasedView {
        switch flag {
        case .profile:
            return profileComponent.make().typeErased()
        case .settings:
            return settingsComponent.make().typeErased()
        }
    }
}
