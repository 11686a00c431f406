import Combine
import IMVVM
import SwiftUI

/// The user actions of the signed-in screen.
protocol LoggedInViewHandler {
    func signOut(viewModel: LoggedInViewModel)
}

/// The signed-in screen: one tab per plugin whose feature flag is on, labelled with the
/// plugin's `title` and `icon` (from its feature's module.yml), or, before there is any, a
/// placeholder with a way to sign out. It never names a plugin: `scaffold generate` writes
/// `LoggedInPlugin` and the factory that builds each one.
struct LoggedInView<Interactor: ViewWithModelLifecycleObserver & LoggedInViewHandler>: View
where Interactor.ViewModelType == LoggedInViewModel {
    @StateObject var interactor: Interactor
    @StateObject var viewModel: LoggedInViewModel
    let pluginViewBuilder: (LoggedInPlugin) -> TypeErasedView

    var body: some View {
        content
            .bind(observer: interactor, viewModel: viewModel)
    }

    @ViewBuilder
    private var content: some View {
        if let plugins = viewModel.plugins {
            if plugins.isEmpty {
                NavigationStack {
                    VStack(spacing: 16) {
                        Text("Signed in as \(viewModel.username).")
                        Text("No features are enabled. Add one with `scaffold new feature`.")
                            .foregroundStyle(.secondary)
                        Button("Sign Out") {
                            interactor.signOut(viewModel: viewModel)
                        }
                    }
                    .padding()
                    .navigationTitle("Example")
                }
            } else {
                TabView {
                    ForEach(plugins, id: \.self) { plugin in
                        pluginViewBuilder(plugin)
                            .tabItem { Label(plugin.title, systemImage: plugin.icon) }
                    }
                }
            }
        } else {
            ProgressView()
        }
    }
}

#if DEBUG
/// Shows the signed-in screen of a user without plugins; Sign Out does nothing.
final class LoggedInViewPreviewsInteractor: ViewModelInteractor<LoggedInViewModel>, LoggedInViewHandler {
    @CancellableBuilder
    override func onLoad(viewModel: LoggedInViewModel) -> [AnyCancellable] {
        viewModel.show(username: "Ada")
        viewModel.show(plugins: [])
    }

    func signOut(viewModel: LoggedInViewModel) {}
}

struct LoggedInViewPreviews: PreviewProvider {
    static var previews: some View {
        LoggedInView(
            interactor: LoggedInViewPreviewsInteractor(),
            viewModel: LoggedInViewModel(),
            pluginViewBuilder: { _ in Text("Plugin").typeErased() }
        )
    }
}
#endif
