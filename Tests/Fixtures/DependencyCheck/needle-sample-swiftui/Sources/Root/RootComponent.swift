// The DI graph of uber/needle's Sample/SwiftUI-MVVM TicTacToe app, components only, in its
// folder layout: the same components, dependency protocols, properties and constructions,
// with placeholder bodies. ../../NeedleGenerated.swift.expected is the file Needle wrote for it.
//
// One deliberate difference: the sample declares `playersStream` and `mutablePlayersStream`
// here, and `scoreStream` in LoggedInComponent, as internal properties of the class body, which
// Needle 0.25.1 filters out (its sample file predates that filter). They are internal
// properties of extensions here, which Needle 0.25.1 sees and does not register in the
// NEEDLE_DYNAMIC table, so its output is the sample's file line for line.
import NeedleFoundation
import SwiftUI

final class RootViewModel {}

class RootComponent: BootstrapComponent {
    var rootViewModel: RootViewModel {
        RootViewModel()
    }

    var rootView: some View {
        EmptyView()
    }

    var loggedOutComponent: LoggedOutComponent {
        return LoggedOutComponent(parent: self)
    }

    var loggedInComponent: LoggedInComponent {
        return LoggedInComponent(parent: self)
    }
}

extension RootComponent {
    var playersStream: PlayersStream {
        return mutablePlayersStream
    }

    var mutablePlayersStream: MutablePlayersStream {
        return shared { PlayersStreamImpl() }
    }
}
