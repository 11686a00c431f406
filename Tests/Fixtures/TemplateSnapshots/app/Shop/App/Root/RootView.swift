import IMVVM
import SwiftUI

/// Shows the LoggedOut or the LoggedIn scope, as the root view model says.
struct RootView<Interactor: ViewWithModelLifecycleObserver>: View where Interactor.ViewModelType == RootViewModel {
    @StateObject var interactor: Interactor
    @StateObject var viewModel: RootViewModel
    let loggedOutBuilder: () -> TypeErasedView
    let loggedInBuilder: () -> TypeErasedView

    var body: some View {
        content
            .bind(observer: interactor, viewModel: viewModel)
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.screen {
        case .loggedOut:
            loggedOutBuilder()
        case .loggedIn:
            loggedInBuilder()
        }
    }
}
