import SwiftUI

/// The entry point of the Search feature: it owns the feature's SearchStore (`@State` keeps
/// the first one for as long as the view is on screen) and puts it in the environment, where
/// SearchView and the views it shows read it.
struct SearchRootView: View {
    @State private var store: SearchStore

    init(repository: any SearchRepository) {
        _store = State(initialValue: SearchStore(repository: repository))
    }

    var body: some View {
        NavigationStack {
            SearchView()
        }
        .environment(store)
    }
}

/// The Search screen, bound to the SearchStore in the environment.
struct SearchView: View {
    @Environment(SearchStore.self) private var store

    var body: some View {
        @Bindable var store = store
        List {
            Section {
                TextField("New item", text: $store.draft)
                Button("Add") {
                    store.addItem()
                }
                .disabled(store.draft.isEmpty)
            }
            Section {
                if store.isLoading {
                    ProgressView()
                }
                ForEach(store.items) { item in
                    Text(item.title)
                }
            }
            if let errorMessage = store.errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
        }
        .navigationTitle("Search")
        .onAppear {
            store.loadItems()
        }
    }
}

#if DEBUG
struct SearchViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SearchView()
        }
        .environment(SearchStore(repository: MockSearchRepository()))
    }
}
#endif
