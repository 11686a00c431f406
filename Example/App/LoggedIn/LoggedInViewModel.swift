import Combine
import IMVVM

/// Publishes who is signed in and the plugins the signed-in view shows.
final class LoggedInViewModel: ViewModel {
    @Published private(set) var username = ""
    /// The plugins to show, in order; `nil` until the interactor has loaded them.
    @Published private(set) var plugins: [LoggedInPlugin]?

    func show(username: String) {
        self.username = username
    }

    func show(plugins: [LoggedInPlugin]) {
        self.plugins = plugins
    }
}
