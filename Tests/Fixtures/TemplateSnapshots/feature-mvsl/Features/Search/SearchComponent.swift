import NeedleFoundation
import SwiftUI

/// What the Search feature needs from its ancestors.
public protocol SearchDependency: Dependency {
    // Declare each thing Search needs; Needle finds it by name and type in an ancestor, e.g.
    // var networkClient: NetworkClient { get }
    // The ancestor declares it `public var` in its class body (Needle does not see internal
    // properties there) or in an extension of its component.
}

/// The DI scope and factory of the Search feature (MVSL), a plugin of the LoggedIn scope:
/// it owns the feature's SearchService and puts it in SearchView's environment.
final class SearchComponent: Component<SearchDependency> {
    /// The feature's service, one per component. Public in the class body, so that Needle sees
    /// it and can give it to the feature's descendants.
    public var searchService: SearchService {
        shared { SearchService() }
    }

    /// Builds the Search view, reading the component's service from its environment.
    @MainActor
    func make() -> some View {
        SearchView()
            .environment(\.searchService, searchService)
    }
}
