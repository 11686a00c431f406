import Observation

/// What SearchView shows and edits (MVSL's ViewState): plain observable state, no
/// dependencies and no logic. SearchView owns it with `@State`; SearchViewLogic changes it.
@MainActor @Observable final class SearchViewState {
    /// The items on screen.
    var items: [String] = []
    /// The text of the item being written, bound to the text field.
    var draft = ""
    /// Whether the items are loading.
    var isLoading = false
}
