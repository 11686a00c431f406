import Combine
import IMVVM

/// Decides which plugins of the signed-in scope are on — the cases of `LoggedInPlugin` that the
/// flag service does not turn off — and signs the user out.
final class LoggedInInteractor: ViewModelInteractor<LoggedInViewModel>, LoggedInViewHandler {
    private let sessionStore: SessionStore
    private let featureFlags: FeatureFlagProvider

    init(sessionStore: SessionStore, featureFlags: FeatureFlagProvider) {
        self.sessionStore = sessionStore
        self.featureFlags = featureFlags
        super.init()
    }

    @CancellableBuilder
    override func onLoad(viewModel: LoggedInViewModel) -> [AnyCancellable] {
        viewModel.show(username: sessionStore.currentSession?.username ?? "")
        viewModel.show(plugins: featureFlags.enabled(LoggedInPlugin.self))
    }

    func signOut(viewModel: LoggedInViewModel) {
        sessionStore.signOut()
    }
}
