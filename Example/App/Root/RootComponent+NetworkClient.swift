import NeedleFoundation

extension RootComponent {
    /// The GraphQL client, shared by the whole app. The demo answers offline; use
    /// `HTTPNetworkClient(endpoint:)` for a real server. Declared in an extension so that
    /// RootComponent.swift stays what `scaffold new app` wrote.
    public var networkClient: NetworkClient {
        shared { DemoNetworkClient(sessionStore: sessionStore) }
    }
}
