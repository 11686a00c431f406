import Foundation

/// An entity of the Search feature (model layer). `Identifiable` and `Hashable` so SwiftUI can
/// show it in `List` and `ForEach`; `Sendable` so a repository can return it from any actor.
struct SearchItem: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String

    init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}
