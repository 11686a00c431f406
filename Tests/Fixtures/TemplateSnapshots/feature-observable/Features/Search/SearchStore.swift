import Foundation
import Observation

/// The source of truth of the Search feature: Model-View-Observable's observable layer, the
/// bridge between SearchRepository and the views. It knows nothing of the view layer; views
/// read it from the environment and forward the user's actions to it.
///
/// Its methods are synchronous and return nothing: each wraps its async work in a `Task` and
/// publishes the result, or the error, in a property.
@MainActor @Observable final class SearchStore {
    /// The items to show.
    private(set) var items: [SearchItem] = []
    /// The title of the item being written, bound to a text field.
    var draft = ""
    /// Whether the items are loading.
    private(set) var isLoading = false
    /// What went wrong in the last action, if it failed.
    private(set) var errorMessage: String?

    private let repository: any SearchRepository

    init(repository: any SearchRepository) {
        self.repository = repository
    }

    /// Loads the items from the repository.
    func loadItems() {
        isLoading = true
        Task {
            do {
                items = try await repository.fetchItems()
                errorMessage = nil
            } catch {
                errorMessage = error.localizedDescription
            }
            isLoading = false
        }
    }

    /// Adds an item titled with the draft, and clears the draft.
    func addItem() {
        let title = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        draft = ""
        Task {
            do {
                items.append(try await repository.addItem(titled: title))
                errorMessage = nil
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }
}
