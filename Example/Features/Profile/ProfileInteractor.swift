import Combine
import IMVVM

/// Loads the profile when the Profile view first appears and feeds it to the view model.
final class ProfileInteractor: ViewModelInteractor<ProfileViewModel>, ProfileViewHandler {
    private let profileService: ProfileService

    init(profileService: ProfileService) {
        self.profileService = profileService
        super.init()
    }

    @CancellableBuilder
    override func onLoad(viewModel: ProfileViewModel) -> [AnyCancellable] {
        profileService.state
            .sink { [weak viewModel] state in
                viewModel?.update(with: state)
            }
            .cancelOnDeinit(of: self)

        Task { [profileService] in
            await profileService.reload()
        }
        .cancelOnDeinit(of: self)
    }

    func reload(viewModel: ProfileViewModel) {
        viewModel.update(with: .loading)
        Task { [profileService] in
            await profileService.reload()
        }
        .cancelOnViewDidDisappear(of: self)
    }
}
