import NeedleFoundation

protocol ProfileDependency: Dependency {
    var analytics: AnalyticsClient { get }
}

final class ProfileComponent: Component<ProfileDependency> {}
