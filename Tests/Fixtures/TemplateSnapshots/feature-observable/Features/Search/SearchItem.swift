import Foundation

/// An entity of the Search feature (model layer). `Identifiable` and `Hashable` so SwiftUI can
/// show it in `List` and `ForEach`; `Sendable` so a repository can return it from any actor.
/// Public because SearchRepository, which the component provides, returns it.
public struct SearchItem: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String

    public init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}
