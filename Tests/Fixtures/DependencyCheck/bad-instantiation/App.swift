import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
}

final class LoggedInComponent: Component<EmptyDependency> {
    var profileComponent: ProfileComponent {
        ProfileComponent(parent: parent)
    }
}

final class ProfileComponent: Component<EmptyDependency> {}

func makeProfile(from loggedIn: LoggedInComponent) -> ProfileComponent {
    ProfileComponent(parent: loggedIn)
}
