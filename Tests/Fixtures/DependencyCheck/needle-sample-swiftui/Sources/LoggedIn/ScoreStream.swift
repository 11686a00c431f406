// Declares no component: Needle takes no import from this file.
import Combine
import Foundation

protocol ScoreStream {}

protocol MutableScoreStream: ScoreStream {}

final class ScoreStreamImpl: MutableScoreStream {}
