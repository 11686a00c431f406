import Combine
import IMVVM

/// Switches the root view between LoggedOut and LoggedIn as the session changes.
final class RootInteractor: ViewModelInteractor<RootViewModel> {
    private let sessionStore: SessionStore

    init(sessionStore: SessionStore) {
        self.sessionStore = sessionStore
        super.init()
    }

    /// The returned subscription lives until this interactor deinits.
    @CancellableBuilder
    override func onLoad(viewModel: RootViewModel) -> [AnyCancellable] {
        sessionStore.session
            .map { $0 == nil ? RootViewModel.Screen.loggedOut : .loggedIn }
            .removeDuplicates()
            .sink { [weak viewModel] screen in
                viewModel?.show(screen)
            }
    }
}
