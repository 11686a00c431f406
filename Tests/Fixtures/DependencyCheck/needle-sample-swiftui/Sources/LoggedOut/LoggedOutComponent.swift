import NeedleFoundation
import SwiftUI

final class LoggedOutViewModel {}

@MainActor
protocol LoggedOutDependency: Dependency {
    var mutablePlayersStream: MutablePlayersStream { get }
}

class LoggedOutComponent: Component<LoggedOutDependency>, LoggedOutBuilder {
    var loggedOutViewModel: LoggedOutViewModel {
        LoggedOutViewModel()
    }

    var loggedOutView: AnyView {
        return AnyView(EmptyView())
    }
}

@MainActor
protocol LoggedOutBuilder {
    var loggedOutView: AnyView { get }
}
