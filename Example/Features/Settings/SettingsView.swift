import IMVVM
import SwiftUI

/// The user actions of the Settings view.
protocol SettingsViewHandler {
    func signOut()
}

/// The account settings: sign out.
struct SettingsView<Interactor: ViewLifecycleObserver & SettingsViewHandler>: View {
    @StateObject var interactor: Interactor

    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    Button(role: .destructive) {
                        interactor.signOut()
                    } label: {
                        Label("Sign Out", systemImage: "rectangle.portrait.and.arrow.right")
                    }
                }
            }
            .navigationTitle("Settings")
        }
        .bind(observer: interactor)
    }
}

#if DEBUG
/// Ignores the actions.
final class SettingsViewPreviewsInteractor: Interactor, SettingsViewHandler {
    func signOut() {}
}

struct SettingsViewPreviews: PreviewProvider {
    static var previews: some View {
        SettingsView(interactor: SettingsViewPreviewsInteractor())
    }
}
#endif
