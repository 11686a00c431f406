import NeedleFoundation

protocol ProfileDependency: Dependency {}

final class ProfileComponent: Component<ProfileDependency> {}
