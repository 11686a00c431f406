import NeedleFoundation

protocol GameDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

final class GameComponent: Component<GameDependency> {}
