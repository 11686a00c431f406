import SwiftUI

/// The Search screen (MVSL). It owns its state with `@State`, reads its dependencies from
/// the environment, and builds a SearchViewLogic in `body` to act on the user's input.
struct SearchView: View {
    @State private var viewState = SearchViewState()
    @Environment(\.searchService) private var searchService

    var body: some View {
        let logic = SearchViewLogic(searchService: searchService, viewState: viewState)
        NavigationStack {
            List {
                Section {
                    TextField("New item", text: $viewState.draft)
                    Button("Add") {
                        logic.addTapped()
                    }
                    .disabled(viewState.draft.isEmpty)
                }
                Section {
                    if viewState.isLoading {
                        ProgressView()
                    }
                    ForEach(viewState.items, id: \.self) { item in
                        Text(item)
                    }
                }
            }
            .navigationTitle("Search")
        }
        .task {
            await logic.loadItems()
        }
    }
}

#if DEBUG
struct SearchViewPreviews: PreviewProvider {
    static var previews: some View {
        SearchView()
            .environment(\.searchService, SearchService(items: ["First", "Second"]))
    }
}
#endif
