import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}

final class ChatComponent: Component<EmptyDependency> {
    var threadComponent: ThreadComponent { ThreadComponent(parent: self) }
}

final class ThreadComponent: Component<EmptyDependency> {
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}
