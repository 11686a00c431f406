import NeedleFoundation

protocol FeedDependency: Dependency {
    var analytics: Analytics { get }
    var session: Session { get }
}

final class FeedComponent: Component<FeedDependency> {}
