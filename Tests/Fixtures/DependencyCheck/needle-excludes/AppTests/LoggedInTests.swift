// A test root (suffix `Tests`) that builds LoggedInComponent: its game and score sheet need
// the players and score streams that only the app's RootComponent provides.
import NeedleFoundation

class TestRootComponent: BootstrapComponent {
    var loggedInComponent: LoggedInComponent {
        return LoggedInComponent(parent: self)
    }
}
