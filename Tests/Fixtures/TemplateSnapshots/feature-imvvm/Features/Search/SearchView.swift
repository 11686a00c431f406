import Combine
import IMVVM
import SwiftUI

/// The user actions of the Search view.
protocol SearchViewHandler {
    func reload(viewModel: SearchViewModel)
}

/// The screen of the Search feature.
struct SearchView<Interactor: ViewWithModelLifecycleObserver & SearchViewHandler>: View
where Interactor.ViewModelType == SearchViewModel {
    @StateObject var interactor: Interactor
    @StateObject var viewModel: SearchViewModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Search")
        }
        .bind(observer: interactor, viewModel: viewModel)
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading {
            ProgressView()
        } else {
            VStack(spacing: 12) {
                Text(viewModel.message)
                Button("Reload") {
                    interactor.reload(viewModel: viewModel)
                }
            }
            .padding()
        }
    }
}

#if DEBUG
/// Shows a fixed message; Reload shows the progress indicator.
final class SearchViewPreviewsInteractor: ViewModelInteractor<SearchViewModel>, SearchViewHandler {
    @CancellableBuilder
    override func onLoad(viewModel: SearchViewModel) -> [AnyCancellable] {
        viewModel.update(message: "A preview of Search.")
    }

    func reload(viewModel: SearchViewModel) {
        viewModel.showLoading()
    }
}

struct SearchViewPreviews: PreviewProvider {
    static var previews: some View {
        SearchView(interactor: SearchViewPreviewsInteractor(), viewModel: SearchViewModel())
    }
}
#endif
