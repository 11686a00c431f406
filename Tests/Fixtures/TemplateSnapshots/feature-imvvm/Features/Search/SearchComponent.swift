import NeedleFoundation
import SwiftUI

/// What the Search feature needs from its ancestors.
public protocol SearchDependency: Dependency {
    // Declare each thing Search needs; Needle finds it by name and type in an ancestor, e.g.
    // var networkClient: NetworkClient { get }
    // The ancestor declares it `public var` in its class body (Needle does not see internal
    // properties there) or in an extension of its component.
}

/// The DI scope and factory of the Search feature, a plugin of the LoggedIn scope.
final class SearchComponent: Component<SearchDependency> {
    /// Builds the Search view; its interactor and view model are created inside the view's
    /// initializer call, so `@StateObject` creates them once per view identity.
    @MainActor
    func make() -> some View {
        SearchView(
            interactor: SearchInteractor(),
            viewModel: SearchViewModel()
        )
    }
}
