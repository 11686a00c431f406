import NeedleFoundation

final class Plain {}
final class Opened {}
final class FinalPublic {}
final class PublicFinal {}
final class PrivateSet {}
final class PublicPrivateSet {}
final class LazyPublic {}
final class Published {}
final class InExtension {}
final class PublicInExtension {}
final class InPublicExtension {}

/// Each provider with another modifier: Needle reads the first one only.
class RootComponent: BootstrapComponent {
    var plain: Plain { Plain() }
    open var opened: Opened { Opened() }
    final public var finalPublic: FinalPublic { FinalPublic() }
    public final var publicFinal: PublicFinal { PublicFinal() }
    private(set) var privateSet: PrivateSet = PrivateSet()
    public private(set) var publicPrivateSet: PublicPrivateSet = PublicPrivateSet()
    lazy public var lazyPublic: LazyPublic = LazyPublic()
    public var published: Published { Published() }

    var childComponent: ChildComponent { ChildComponent(parent: self) }
}

extension RootComponent {
    var inExtension: InExtension { InExtension() }
    public var publicInExtension: PublicInExtension { PublicInExtension() }
}

public extension RootComponent {
    var inPublicExtension: InPublicExtension { InPublicExtension() }
}

protocol ChildDependency: Dependency {
    var plain: Plain { get }
    var opened: Opened { get }
    var finalPublic: FinalPublic { get }
    var publicFinal: PublicFinal { get }
    var privateSet: PrivateSet { get }
    var publicPrivateSet: PublicPrivateSet { get }
    var lazyPublic: LazyPublic { get }
    var published: Published { get }
    var inExtension: InExtension { get }
    var publicInExtension: PublicInExtension { get }
    var inPublicExtension: InPublicExtension { get }
}

final class ChildComponent: Component<ChildDependency> {}
