import NeedleFoundation

final class AnalyticsClient {}
final class AnalyticsService {}

final class RootComponent: BootstrapComponent {
    var loggedInComponent: LoggedInComponent {
        LoggedInComponent(parent: self)
    }
}

final class LoggedInComponent: Component<EmptyDependency> {
    public var analytics: AnalyticsService {
        shared { AnalyticsService() }
    }

    public var tracker: AnalyticsClient {
        shared { AnalyticsClient() }
    }

    var profileComponent: ProfileComponent {
        ProfileComponent(parent: self)
    }
}
