import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var homeComponent: HomeComponent { HomeComponent(parent: self) }
}

final class HomeComponent: Component<EmptyDependency> {}

// Nothing constructs OnboardingComponent, so its child is unreachable too.
final class OnboardingComponent: Component<EmptyDependency> {
    var welcomeComponent: WelcomeComponent { WelcomeComponent(parent: self) }
}

final class WelcomeComponent: Component<EmptyDependency> {}
