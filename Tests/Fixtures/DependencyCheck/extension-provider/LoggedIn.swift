import NeedleFoundation

final class ScoreStream {}

final class LoggedInComponent: Component<EmptyDependency> {}

// The provider and the child construction both live in an extension, as in Needle's samples.
extension LoggedInComponent {
    var scoreStream: ScoreStream {
        shared { ScoreStream() }
    }

    var gameComponent: GameComponent {
        GameComponent(parent: self)
    }
}
