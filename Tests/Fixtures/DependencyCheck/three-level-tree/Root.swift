import NeedleFoundation

final class Analytics {}
final class Session {}

final class RootComponent: BootstrapComponent {
    public var analytics: Analytics {
        shared { Analytics() }
    }

    public var session: Session {
        shared { Session() }
    }

    var homeComponent: HomeComponent {
        HomeComponent(parent: self)
    }
}
