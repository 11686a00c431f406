// A demo app of the game feature: its root builds GameComponent without providing what
// GameDependency needs, so the check of the whole folder fails (`/DemoApps/` leaves it out).
import NeedleFoundation

class GameDemoRootComponent: BootstrapComponent {
    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }
}
