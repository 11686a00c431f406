import NeedleFoundation

final class Account {}

final class RootComponent: BootstrapComponent {
    var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
    var loggedOutComponent: LoggedOutComponent { LoggedOutComponent(parent: self) }
}

final class LoggedInComponent: Component<EmptyDependency> {
    public var account: Account { shared { Account() } }
    var settingsComponent: SettingsComponent { SettingsComponent(parent: self) }
}

final class LoggedOutComponent: Component<EmptyDependency> {
    var settingsComponent: SettingsComponent { SettingsComponent(parent: self) }
}
