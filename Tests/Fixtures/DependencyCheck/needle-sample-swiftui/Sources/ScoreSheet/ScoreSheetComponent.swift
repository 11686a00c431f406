import NeedleFoundation
import SwiftUI

final class ScoreSheetViewModel {}

@MainActor
protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

class ScoreSheetComponent: Component<ScoreSheetDependency>, ScoreSheetBuilder {
    var scoreSheetViewModel: ScoreSheetViewModel {
        ScoreSheetViewModel()
    }

    var scoreSheetView: AnyView {
        return AnyView(EmptyView())
    }
}

@MainActor
protocol ScoreSheetBuilder {
    var scoreSheetView: AnyView { get }
}
