import Combine
import IMVVM

/// The business logic of the Search feature: loads what its view shows into the view model.
final class SearchInteractor: ViewModelInteractor<SearchViewModel>, SearchViewHandler {
    @CancellableBuilder
    override func onLoad(viewModel: SearchViewModel) -> [AnyCancellable] {
        // Subscribe to the feature's services here, keeping each subscription until deinit:
        // service.state.sink { [weak viewModel] state in … }.cancelOnDeinit(of: self)
        load(viewModel: viewModel)
    }

    func reload(viewModel: SearchViewModel) {
        viewModel.showLoading()
        load(viewModel: viewModel)
    }

    /// Feeds the view model; replace with the feature's real data.
    private func load(viewModel: SearchViewModel) {
        viewModel.update(message: "Welcome to Search.")
    }
}
