// Declares no component: Needle takes no import from this file.
import Combine
import Foundation

protocol PlayersStream {}

protocol MutablePlayersStream: PlayersStream {}

final class PlayersStreamImpl: MutablePlayersStream {}
