// A demo root named with the suffix `Demo`: LoggedOutDependency is not provided on it.
import NeedleFoundation

class LoggedOutDemoComponent: BootstrapComponent {
    var loggedOutComponent: LoggedOutComponent {
        return LoggedOutComponent(parent: self)
    }
}
