import Combine
import IMVVM
import SwiftUI

/// The user actions of the Profile view.
protocol ProfileViewHandler {
    func reload(viewModel: ProfileViewModel)
}

/// Shows the signed-in user's name and email.
struct ProfileView<Interactor: ViewWithModelLifecycleObserver & ProfileViewHandler>: View
where Interactor.ViewModelType == ProfileViewModel {
    @StateObject var interactor: Interactor
    @StateObject var viewModel: ProfileViewModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Profile")
        }
        .bind(observer: interactor, viewModel: viewModel)
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading {
            ProgressView()
        } else if let errorMessage = viewModel.errorMessage {
            VStack(spacing: 12) {
                Text(errorMessage)
                    .foregroundStyle(.secondary)
                Button("Retry") {
                    interactor.reload(viewModel: viewModel)
                }
            }
        } else {
            VStack(spacing: 8) {
                Image(systemName: "person.crop.circle")
                    .font(.largeTitle)
                Text(viewModel.name)
                    .font(.title)
                Text(viewModel.email)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }
}

#if DEBUG
/// Shows a fixed profile; Retry shows the error state.
final class ProfileViewPreviewsInteractor: ViewModelInteractor<ProfileViewModel>, ProfileViewHandler {
    @CancellableBuilder
    override func onLoad(viewModel: ProfileViewModel) -> [AnyCancellable] {
        viewModel.update(with: .loaded(Profile(id: "preview", name: "Ada Lovelace", email: "ada@example.com")))
    }

    func reload(viewModel: ProfileViewModel) {
        viewModel.update(with: .failed)
    }
}

struct ProfileViewPreviews: PreviewProvider {
    static var previews: some View {
        ProfileView(interactor: ProfileViewPreviewsInteractor(), viewModel: ProfileViewModel())
    }
}
#endif
