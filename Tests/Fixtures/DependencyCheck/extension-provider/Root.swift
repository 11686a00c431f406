import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var loggedInComponent: LoggedInComponent {
        LoggedInComponent(parent: self)
    }
}
