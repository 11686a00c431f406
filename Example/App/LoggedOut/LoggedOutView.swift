import IMVVM
import SwiftUI

/// The user actions of the sign-in screen.
protocol LoggedOutViewHandler {
    func signIn(viewModel: LoggedOutViewModel)
}

/// The sign-in screen.
struct LoggedOutView<Interactor: ViewWithModelLifecycleObserver & LoggedOutViewHandler>: View
where Interactor.ViewModelType == LoggedOutViewModel {
    @StateObject var interactor: Interactor
    @StateObject var viewModel: LoggedOutViewModel

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                TextField("Username", text: $viewModel.username)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                SecureField("Password", text: $viewModel.password)
                if let errorMessage = viewModel.errorMessage {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                }
                Button("Sign In") {
                    interactor.signIn(viewModel: viewModel)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!viewModel.canSignIn)
            }
            .padding()
            .navigationTitle("Example")
        }
        .bind(observer: interactor, viewModel: viewModel)
    }
}

#if DEBUG
/// Fails every sign-in, to preview the error state.
final class LoggedOutViewPreviewsInteractor: ViewModelInteractor<LoggedOutViewModel>, LoggedOutViewHandler {
    func signIn(viewModel: LoggedOutViewModel) {
        viewModel.showError("Previews cannot sign in.")
    }
}

struct LoggedOutViewPreviews: PreviewProvider {
    static var previews: some View {
        LoggedOutView(interactor: LoggedOutViewPreviewsInteractor(), viewModel: LoggedOutViewModel())
    }
}
#endif
