import Combine
import IMVVM

/// Turns the profile's loading state into what the Profile view shows.
final class ProfileViewModel: ViewModel {
    @Published private(set) var isLoading = true
    @Published private(set) var name = ""
    @Published private(set) var email = ""
    @Published private(set) var errorMessage: String?

    func update(with state: ProfileState) {
        switch state {
        case .idle, .loading:
            isLoading = true
            errorMessage = nil
        case .loaded(let profile):
            isLoading = false
            name = profile.name
            email = profile.email
            errorMessage = nil
        case .failed:
            isLoading = false
            errorMessage = "Couldn’t load your profile."
        }
    }
}
