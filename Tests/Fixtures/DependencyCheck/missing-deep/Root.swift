import NeedleFoundation

final class Analytics {}
final class Session {}

final class RootComponent: BootstrapComponent {
    var analytics: Analytics {
        shared { Analytics() }
    }

    var session: Session {
        shared { Session() }
    }

    var homeComponent: HomeComponent {
        HomeComponent(parent: self)
    }
}
