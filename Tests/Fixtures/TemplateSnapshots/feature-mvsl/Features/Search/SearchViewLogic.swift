import Foundation

/// The glue between SearchViewState and the model layer (MVSL's Logic): SearchView builds
/// one in `body` from its dependencies and its state, and calls it for the user's actions and,
/// from `.task`, for async work. It is the feature's unit under test.
@MainActor struct SearchViewLogic {
    let searchService: SearchService
    let viewState: SearchViewState

    /// The user tapped Add: saves the draft, shows it and clears the field.
    func addTapped() {
        let item = viewState.draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !item.isEmpty else { return }
        searchService.save(item)
        viewState.items.append(item)
        viewState.draft = ""
    }

    /// Loads the saved items into the view state; SearchView calls it from `.task`.
    func loadItems() async {
        viewState.isLoading = true
        viewState.items = await searchService.fetchItems()
        viewState.isLoading = false
    }
}
