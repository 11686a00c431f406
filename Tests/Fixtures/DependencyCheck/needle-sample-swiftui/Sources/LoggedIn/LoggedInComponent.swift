import NeedleFoundation
import SwiftUI

final class LoggedInViewModel {}

class LoggedInComponent: Component<EmptyDependency>, LoggedInBuilder {
    var loggedInViewModel: LoggedInViewModel {
        LoggedInViewModel()
    }

    var loggedInView: AnyView {
        AnyView(EmptyView())
    }

    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol LoggedInBuilder {
    var loggedInView: AnyView { get }
}

extension LoggedInComponent {
    var scoreStream: ScoreStream {
        return mutableScoreStream
    }

    var mutableScoreStream: MutableScoreStream {
        return shared { ScoreStreamImpl() }
    }
}
