import Foundation
import Observation
import Testing
@testable import Search

/// Tests SearchStore against MockSearchRepository. The store's methods start tasks and
/// return at once, so each test waits, with `withObservationTracking`, for the property the
/// task publishes to change.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SearchStoreTests {
    private let items = [SearchItem(title: "First"), SearchItem(title: "Second")]

    @Test func loadItemsPublishesTheRepositoryItems() async {
        let store = SearchStore(repository: MockSearchRepository(items: items))

        await performAndWaitForChange(of: { _ = store.items }) {
            store.loadItems()
            #expect(store.isLoading)
        }

        #expect(store.items == items)
        #expect(!store.isLoading)
        #expect(store.errorMessage == nil)
    }

    @Test func loadItemsPublishesTheFailure() async {
        let store = SearchStore(repository: MockSearchRepository(error: SearchTestError()))

        await performAndWaitForChange(of: { _ = store.errorMessage }) {
            store.loadItems()
        }

        #expect(store.errorMessage != nil)
        #expect(store.items.isEmpty)
        #expect(!store.isLoading)
    }

    @Test func addItemAppendsTheDraftAndClearsIt() async {
        let store = SearchStore(repository: MockSearchRepository(items: []))
        store.draft = "  Third "

        await performAndWaitForChange(of: { _ = store.items }) {
            store.addItem()
            #expect(store.draft.isEmpty)
        }

        #expect(store.items.map(\.title) == ["Third"])
    }

    @Test func addItemIgnoresABlankDraft() {
        let store = SearchStore(repository: MockSearchRepository(items: []))
        store.draft = "   "

        store.addItem()

        #expect(store.draft == "   ")
        #expect(store.items.isEmpty)
    }

    /// Starts tracking what `observed` reads, runs `action`, and returns after the first change
    /// to it (`withObservationTracking` reports one change, then stops tracking).
    private func performAndWaitForChange(of observed: @escaping () -> Void, _ action: () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                observed()
            } onChange: {
                continuation.resume()
            }
            action()
        }
    }
}

private struct SearchTestError: Error {}
