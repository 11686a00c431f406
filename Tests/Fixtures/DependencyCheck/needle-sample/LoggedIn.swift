import NeedleFoundation

public class ScoreStream {}
public final class MutableScoreStream: ScoreStream {}

class LoggedInComponent: Component<EmptyDependency> {
    public var scoreStream: ScoreStream {
        return mutableScoreStream
    }

    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

extension LoggedInComponent {
    var mutableScoreStream: MutableScoreStream {
        return shared { MutableScoreStream() }
    }
}
