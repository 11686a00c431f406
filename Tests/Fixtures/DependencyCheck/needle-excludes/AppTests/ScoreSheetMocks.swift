// A mock component (suffix `Mocks`): no root builds it, a warning of the check.
import NeedleFoundation

class MockScoreSheetComponent: Component<ScoreSheetDependency> {}
