import NeedleFoundation

final class Session {}
final class Client {}
final class Flags {}
final class Cache {}

/// Providers Needle sees: public in the class body, anything not private in an extension.
final class RootComponent: BootstrapComponent {
    public var session: Session { Session() }
    var helper: Cache { Cache() }

    var childComponent: ChildComponent { ChildComponent(parent: self) }
}

extension RootComponent {
    var client: Client { Client() }
}

public extension RootComponent {
    var flags: Flags { Flags() }
}

protocol ChildDependency: Dependency {
    var session: Session { get }
    var client: Client { get }
    var flags: Flags { get }
}

final class ChildComponent: Component<ChildDependency> {}

/// No root constructs it: Needle writes nothing for it.
final class OrphanComponent: Component<ChildDependency> {
    public var orphaned: Cache { Cache() }
}
