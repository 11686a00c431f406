import NeedleFoundation
import SwiftUI

/// What the LoggedOut scope needs from its ancestors.
public protocol LoggedOutDependency: Dependency {
    var sessionStore: SessionStore { get }
}

/// The DI scope of a signed-out user, and the factory of the sign-in screen.
final class LoggedOutComponent: Component<LoggedOutDependency> {
    /// Builds the sign-in view; its interactor and view model are created inside the view's initializer call.
    @MainActor
    func make() -> some View {
        LoggedOutView(
            interactor: LoggedOutInteractor(sessionStore: self.dependency.sessionStore),
            viewModel: LoggedOutViewModel()
        )
    }
}
