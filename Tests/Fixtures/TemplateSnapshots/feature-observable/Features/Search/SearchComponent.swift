import NeedleFoundation
import SwiftUI

/// What the Search feature needs from its ancestors.
public protocol SearchDependency: Dependency {
    // Declare each thing Search needs; Needle finds it by name and type in an ancestor, e.g.
    // var networkClient: NetworkClient { get }
    // The ancestor declares it `public var` in its class body (Needle does not see internal
    // properties there) or in an extension of its component.
}

/// The DI scope and factory of the Search feature (Model-View-Observable), a plugin of the
/// LoggedIn scope: it owns the feature's repository and builds SearchRootView on it.
final class SearchComponent: Component<SearchDependency> {
    /// The feature's repository, one per component. Public in the class body, so that Needle
    /// sees it and can give it to the feature's descendants.
    public var searchRepository: any SearchRepository {
        shared { LiveSearchRepository() }
    }

    /// Builds the Search root view, which makes the feature's SearchStore on the repository.
    @MainActor
    func make() -> some View {
        SearchRootView(repository: searchRepository)
    }
}
