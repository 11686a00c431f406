import NeedleFoundation
import SwiftUI

/// What the Profile feature needs from its ancestors.
public protocol ProfileDependency: Dependency {
    var networkClient: NetworkClient { get }
}

/// The DI scope and factory of the Profile feature, a plugin of the LoggedIn scope.
final class ProfileComponent: Component<ProfileDependency> {
    /// The signed-in user's profile, loaded once for the feature.
    public var profileService: ProfileService {
        shared { ProfileService(networkClient: dependency.networkClient) }
    }

    /// Builds the Profile view; its interactor and view model are created inside the view's
    /// initializer call, so `@StateObject` creates them once per view identity.
    @MainActor
    func make() -> some View {
        ProfileView(
            interactor: ProfileInteractor(profileService: self.profileService),
            viewModel: ProfileViewModel()
        )
    }
}
