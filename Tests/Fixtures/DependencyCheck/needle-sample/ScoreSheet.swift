import NeedleFoundation

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

class ScoreSheetComponent: Component<ScoreSheetDependency> {}
