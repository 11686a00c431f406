import Testing
@testable import Search

/// Tests SearchViewLogic, the feature's unit under test: each test builds a view state and a
/// service, acts through the logic as SearchView would, and checks both.
@MainActor
struct SearchViewLogicTests {
    @Test func addTappedSavesTheDraftShowsItAndClearsTheField() {
        let viewState = SearchViewState()
        let service = SearchService()
        let logic = SearchViewLogic(searchService: service, viewState: viewState)

        viewState.draft = "  First "
        logic.addTapped()

        #expect(service.savedItems == ["First"])
        #expect(viewState.items == ["First"])
        #expect(viewState.draft.isEmpty)
    }

    @Test func addTappedIgnoresABlankDraft() {
        let viewState = SearchViewState()
        let service = SearchService()
        let logic = SearchViewLogic(searchService: service, viewState: viewState)

        viewState.draft = "   "
        logic.addTapped()

        #expect(service.savedItems.isEmpty)
        #expect(viewState.items.isEmpty)
    }

    @Test func loadItemsShowsTheSavedItems() async {
        let viewState = SearchViewState()
        let logic = SearchViewLogic(searchService: SearchService(items: ["First", "Second"]), viewState: viewState)

        await logic.loadItems()

        #expect(viewState.items == ["First", "Second"])
        #expect(!viewState.isLoading)
    }
}
