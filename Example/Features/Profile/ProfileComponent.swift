import NeedleFoundation
import SwiftUI

/// What the Profile feature needs from its ancestors.
public protocol ProfileDependency: Dependency {
    var profileService: ProfileService { get }
}

/// The DI scope and factory of the Profile feature, a plugin of the LoggedIn scope.
final class ProfileComponent: Component<ProfileDependency> {
    /// Builds the Profile view; its interactor and view model are created inside the view's
    /// initializer call, so `@StateObject` creates them once per view identity.
    @MainActor
    func make() -> some View {
        ProfileView(
            interactor: ProfileInteractor(profileService: self.dependency.profileService),
            viewModel: ProfileViewModel()
        )
    }
}
