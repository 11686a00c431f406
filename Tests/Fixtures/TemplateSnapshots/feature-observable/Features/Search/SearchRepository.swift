/// Access to the Search data (model layer). SearchStore reaches the data only through this
/// protocol, so previews and tests can hand it MockSearchRepository. SearchComponent
/// provides the live one; public, so that Needle can give it to the feature's descendants.
public protocol SearchRepository: Sendable {
    /// Every item, oldest first.
    func fetchItems() async throws -> [SearchItem]
    /// Creates an item titled `title` and returns it.
    func addItem(titled title: String) async throws -> SearchItem
}

/// The live repository. It keeps the items in memory: connect it to the real data store (a
/// network client, a database, …) and turn what that returns into SearchItems.
actor LiveSearchRepository: SearchRepository {
    private var items: [SearchItem] = []

    init() {}

    func fetchItems() async throws -> [SearchItem] {
        items
    }

    func addItem(titled title: String) async throws -> SearchItem {
        let item = SearchItem(title: title)
        items.append(item)
        return item
    }
}
