// Declares no component: Needle takes no import from this file.
import Combine
import Foundation

protocol PlayersStream: AnyObject {}

protocol MutablePlayersStream: PlayersStream {}

final class PlayersStreamImpl: MutablePlayersStream {}
