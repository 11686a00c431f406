import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var profileComponent: ProfileComponent { ProfileComponent(parent: self) }
    var searchComponent: SearchComponent { SearchComponent(parent: self) }
}

protocol ProfileDependency: Dependency {}

final class ProfileComponent: Component<ProfilDependency> {}

// Dependency must come first for Needle to see a dependency protocol.
protocol SearchDependency: AnyObject, Dependency {}

final class SearchComponent: Component<SearchDependency> {}
