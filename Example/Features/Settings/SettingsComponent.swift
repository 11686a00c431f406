import NeedleFoundation
import SwiftUI

/// What the Settings feature needs from its ancestors.
public protocol SettingsDependency: Dependency {
    var sessionStore: SessionStore { get }
}

/// The DI scope and factory of the Settings feature, a plugin of the LoggedIn scope.
final class SettingsComponent: Component<SettingsDependency> {
    /// Builds the Settings view; its interactor is created inside the view's initializer call.
    @MainActor
    func make() -> some View {
        SettingsView(interactor: SettingsInteractor(sessionStore: self.dependency.sessionStore))
    }
}
