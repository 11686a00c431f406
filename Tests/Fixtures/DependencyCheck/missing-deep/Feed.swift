import NeedleFoundation

final class Clock {}

protocol FeedDependency: Dependency {
    var session: Session { get }
    var clock: Clock { get }
}

final class FeedComponent: Component<FeedDependency> {}
