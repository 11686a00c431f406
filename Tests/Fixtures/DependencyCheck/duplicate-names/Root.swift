import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var profileComponent: ProfileComponent { ProfileComponent(parent: self) }
}
