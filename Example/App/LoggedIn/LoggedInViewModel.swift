import Combine
import IMVVM

/// Publishes the plugins the signed-in view shows.
final class LoggedInViewModel: ViewModel {
    /// The plugins to show, in order; `nil` until the interactor has loaded them.
    @Published private(set) var plugins: [FeatureFlag]?

    func show(plugins: [FeatureFlag]) {
        self.plugins = plugins
    }
}
