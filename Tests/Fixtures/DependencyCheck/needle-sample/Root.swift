// The DI graph of uber/needle's Sample/MVC TicTacToe app (components only), whose checked-in
// NeedleGenerated.swift (NeedleGenerated.swift.expected here) gives the provider and factory
// names the generator must reproduce. The properties that descendants read from a class body
// are public, as Needle 0.25.1 requires (the sample's LoggedInComponent declares
// `public var scoreStream`); their types are public so that the fixture type-checks.
import NeedleFoundation

public class PlayersStream {}
public final class MutablePlayersStream: PlayersStream {}

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
