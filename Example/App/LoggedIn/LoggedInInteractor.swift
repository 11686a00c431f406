import Combine
import IMVVM

/// Decides which plugins of the signed-in scope are on: those of `FeatureFlag.loggedInPlugins`
/// that the flag service does not turn off.
final class LoggedInInteractor: ViewModelInteractor<LoggedInViewModel> {
    private let featureFlags: FeatureFlagProvider

    init(featureFlags: FeatureFlagProvider) {
        self.featureFlags = featureFlags
        super.init()
    }

    @CancellableBuilder
    override func onLoad(viewModel: LoggedInViewModel) -> [AnyCancellable] {
        viewModel.show(plugins: featureFlags.enabled(FeatureFlag.loggedInPlugins))
    }
}
