import SwiftUI

/// The environment key of SearchService. SearchComponent sets its own service; the default
/// serves previews and a SearchView shown without the component.
private struct SearchServiceKey: EnvironmentKey {
    static let defaultValue = SearchService()
}

extension EnvironmentValues {
    /// The SearchService that SearchView uses. SearchComponent sets it with
    /// `.environment(\.searchService, …)`; a preview or a test may pass a stand-in.
    var searchService: SearchService {
        get { self[SearchServiceKey.self] }
        set { self[SearchServiceKey.self] = newValue }
    }
}
