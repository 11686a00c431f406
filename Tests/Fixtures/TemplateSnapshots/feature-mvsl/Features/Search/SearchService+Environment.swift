import SwiftUI

/// The environment key of SearchService; by default every reader shares one instance.
private struct SearchServiceKey: EnvironmentKey {
    static let defaultValue = SearchService()
}

extension EnvironmentValues {
    /// The SearchService that SearchView uses. Set it on an ancestor with
    /// `.environment(\.searchService, …)` to share one or to pass a stand-in.
    var searchService: SearchService {
        get { self[SearchServiceKey.self] }
        set { self[SearchServiceKey.self] = newValue }
    }
}
