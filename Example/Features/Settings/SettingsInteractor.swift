import IMVVM

/// Handles the Settings actions; it has no view model.
final class SettingsInteractor: Interactor, SettingsViewHandler {
    private let sessionStore: SessionStore

    init(sessionStore: SessionStore) {
        self.sessionStore = sessionStore
        super.init()
    }

    func signOut() {
        sessionStore.signOut()
    }
}
