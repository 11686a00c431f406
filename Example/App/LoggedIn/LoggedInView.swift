import IMVVM
import SwiftUI

/// The signed-in screen: one tab per plugin whose feature flag is on.
struct LoggedInView<Interactor: ViewWithModelLifecycleObserver>: View
where Interactor.ViewModelType == LoggedInViewModel {
    @StateObject var interactor: Interactor
    @StateObject var viewModel: LoggedInViewModel
    let pluginViewBuilder: (FeatureFlag) -> TypeErasedView

    var body: some View {
        content
            .bind(observer: interactor, viewModel: viewModel)
    }

    @ViewBuilder
    private var content: some View {
        if let plugins = viewModel.plugins {
            if plugins.isEmpty {
                Text("No features are enabled.")
                    .foregroundStyle(.secondary)
            } else {
                TabView {
                    ForEach(plugins, id: \.self) { flag in
                        pluginViewBuilder(flag)
                            .tabItem { Label(flag.title, systemImage: flag.systemImage) }
                    }
                }
            }
        } else {
            ProgressView()
        }
    }
}

extension FeatureFlag {
    /// The tab title of the flag's plugin.
    fileprivate var title: String {
        switch self {
        case .profile: return "Profile"
        case .settings: return "Settings"
        }
    }

    /// The SF Symbol of the flag's plugin tab.
    fileprivate var systemImage: String {
        switch self {
        case .profile: return "person.crop.circle"
        case .settings: return "gearshape"
        }
    }
}
