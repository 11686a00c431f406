/// A repository with canned items, or one that fails every call: for previews, unit tests and
/// UI tests.
struct MockSearchRepository: SearchRepository {
    /// The items `fetchItems()` returns.
    var items: [SearchItem]
    /// When set, every call throws it.
    var error: (any Error)?

    init(items: [SearchItem] = MockSearchRepository.sampleItems, error: (any Error)? = nil) {
        self.items = items
        self.error = error
    }

    func fetchItems() async throws -> [SearchItem] {
        if let error { throw error }
        return items
    }

    func addItem(titled title: String) async throws -> SearchItem {
        if let error { throw error }
        return SearchItem(title: title)
    }

    /// A few items to show.
    static let sampleItems = [
        SearchItem(title: "First"),
        SearchItem(title: "Second"),
        SearchItem(title: "Third"),
    ]
}
