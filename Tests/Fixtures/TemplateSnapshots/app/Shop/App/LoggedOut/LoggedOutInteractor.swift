import IMVVM

/// Signs the user in with the credentials of the form.
final class LoggedOutInteractor: ViewModelInteractor<LoggedOutViewModel>, LoggedOutViewHandler {
    private let sessionStore: SessionStore

    init(sessionStore: SessionStore) {
        self.sessionStore = sessionStore
        super.init()
    }

    func signIn(viewModel: LoggedOutViewModel) {
        do {
            try sessionStore.signIn(username: viewModel.username, password: viewModel.password)
            viewModel.showError(nil)
        } catch {
            viewModel.showError(error.localizedDescription)
        }
    }
}
