import Combine
import IMVVM

/// The sign-in form's fields and its error message.
final class LoggedOutViewModel: ViewModel {
    @Published var username = ""
    @Published var password = ""
    @Published private(set) var errorMessage: String?

    /// Whether the form is complete enough to submit.
    var canSignIn: Bool {
        !username.isEmpty && !password.isEmpty
    }

    func showError(_ message: String?) {
        errorMessage = message
    }
}
