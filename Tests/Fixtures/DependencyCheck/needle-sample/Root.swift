// The DI graph of uber/needle's Sample/MVC TicTacToe app (components only), whose checked-in
// NeedleGenerated.swift gives the provider and factory names the generator must reproduce.
import NeedleFoundation

class PlayersStream {}
final class MutablePlayersStream: PlayersStream {}

class RootComponent: BootstrapComponent {
    public var playersStream: PlayersStream {
        return mutablePlayersStream
    }

    public var mutablePlayersStream: MutablePlayersStream {
        return shared { MutablePlayersStream() }
    }

    var loggedOutComponent: LoggedOutComponent {
        return LoggedOutComponent(parent: self)
    }

    var loggedInComponent: LoggedInComponent {
        return LoggedInComponent(parent: self)
    }
}
