import Combine
import IMVVM

/// Publishes which scope the root view shows.
final class RootViewModel: ViewModel {
    /// The scopes the root view switches between.
    enum Screen: Equatable {
        case loggedOut
        case loggedIn
    }

    @Published private(set) var screen: Screen = .loggedOut

    func show(_ screen: Screen) {
        self.screen = screen
    }
}
