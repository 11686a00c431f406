// The extras of `needle-excludes`, checked together with `needle-sample`'s files (the app):
// what a repository holds beside the app and `needle generate --exclude-paths /WidgetExtension/
// /DemoApps/ --exclude-suffixes Demo Mocks Tests` leaves out. Each of them changes the graph:
// this widget extension has a root of its own, which adds providers to the generated file.
import NeedleFoundation

class WidgetRootComponent: BootstrapComponent {
    public var playersStream: PlayersStream {
        return shared { MutablePlayersStream() }
    }

    var timelineComponent: TimelineComponent {
        return TimelineComponent(parent: self)
    }
}

protocol TimelineDependency: Dependency {
    var playersStream: PlayersStream { get }
}

class TimelineComponent: Component<TimelineDependency> {}
