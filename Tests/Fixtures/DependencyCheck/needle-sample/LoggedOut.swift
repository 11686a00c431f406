import NeedleFoundation

protocol LoggedOutDependency: Dependency {
    var mutablePlayersStream: MutablePlayersStream { get }
}

class LoggedOutComponent: Component<LoggedOutDependency> {}
