/// The model-layer service of the Search feature: SearchComponent owns one and puts it in
/// the environment (`\.searchService`), where SearchView reads it and hands it to
/// SearchViewLogic. It keeps the items in memory; replace the storage with the real data
/// source (a network client, a database, …). Public because the component provides it.
@MainActor public final class SearchService {
    private var items: [String]

    nonisolated init(items: [String] = []) {
        self.items = items
    }

    /// Saves `item`.
    func save(_ item: String) {
        items.append(item)
    }

    /// The saved items.
    func fetchItems() async -> [String] {
        items
    }

    /// The saved items, read synchronously (for tests).
    var savedItems: [String] {
        items
    }
}
