import Combine
import IMVVM

/// Turns what the Search interactor loads into what the Search view shows.
final class SearchViewModel: ViewModel {
    @Published private(set) var isLoading = true
    @Published private(set) var message = ""

    /// Shows `message` in place of the progress indicator.
    func update(message: String) {
        self.message = message
        isLoading = false
    }

    /// Shows the progress indicator until the next `update(message:)`.
    func showLoading() {
        isLoading = true
    }
}
