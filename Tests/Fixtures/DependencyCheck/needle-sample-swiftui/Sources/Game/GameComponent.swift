import NeedleFoundation
import SwiftUI

final class GameViewModel {}

@MainActor
protocol GameDependency: Dependency {
    var mutableScoreStream: MutableScoreStream { get }
    var playersStream: PlayersStream { get }
}

class GameComponent: Component<GameDependency>, GameBuilder {
    var gameViewModel: GameViewModel {
        GameViewModel()
    }

    var gameView: AnyView {
        AnyView(EmptyView())
    }

    var scoreSheetBuilder: ScoreSheetBuilder {
        ScoreSheetComponent(parent: self)
    }

    // Not the provider of GameDependency's `mutableScoreStream`: a component's own
    // properties never satisfy its own dependency.
    var mutableScoreStream: MutableScoreStream {
        ScoreStreamImpl()
    }
}

@MainActor
protocol GameBuilder {
    var gameView: AnyView { get }
}
