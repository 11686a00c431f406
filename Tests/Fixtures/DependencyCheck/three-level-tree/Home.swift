import NeedleFoundation

protocol HomeDependency: Dependency {
    var session: Session { get }
}

final class HomeComponent: Component<HomeDependency> {
    var feedComponent: FeedComponent {
        FeedComponent(parent: self)
    }
}
