import Foundation
import ScaffoldSupport

/// A YAML value with the place it was written, so every later problem can point at its line.
public struct ManifestNode: Sendable {
    /// The shape of a node.
    public enum Value: Sendable {
        /// A scalar's text, and whether it was quoted (quoted text is always a string).
        case scalar(String, quoted: Bool)
        /// Key–value pairs in the order written.
        case mapping([Entry])
        /// Items in order.
        case sequence([ManifestNode])
        /// Nothing (`key:`); `~` and `null` are plain texts, as XcodeGen reads them.
        case null
    }

    /// One key–value pair of a mapping.
    public struct Entry: Sendable {
        public internal(set) var key: String
        public internal(set) var keyLocation: SourceLocation
        public internal(set) var value: ManifestNode
    }

    public internal(set) var value: Value
    /// Where the node starts.
    public internal(set) var location: SourceLocation
    /// The folder relative paths in this node resolve against: the folder of the file that
    /// wrote it, or the project root for an include with `relativePaths: false`.
    public internal(set) var baseDirectory: URL
    /// For a scalar: how many of its text's leading Unicode scalars stand on its first line
    /// exactly as written, right after its location (and opening quote). A column inside that
    /// prefix is the node's column plus the offset; past it (escapes, folded lines, block
    /// scalars) only the node's own location is reliable.
    var verbatimPrefix = 0

    /// A short description of the node's kind for "expected …, found …" messages.
    public var kindDescription: String {
        switch value {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .null: return "null"
        }
    }

    /// Whether the node is null.
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// Whether a key or scalar at or below the node holds a `$`: the one character every
    /// variable (`${target_name}`, `${HOME}`) starts with. A read-only walk, so that passes that
    /// substitute variables keep the subtrees that have none instead of rebuilding them.
    var containsDollar: Bool {
        switch value {
        case let .scalar(text, _):
            return text.utf8.contains(UInt8(ascii: "$"))
        case let .sequence(items):
            return items.contains { $0.containsDollar }
        case let .mapping(entries):
            return entries.contains { $0.key.utf8.contains(UInt8(ascii: "$")) || $0.value.containsDollar }
        case .null:
            return false
        }
    }

    /// The scalar's text, or `nil` for other kinds.
    public var scalar: String? {
        if case let .scalar(text, _) = value { return text }
        return nil
    }

    /// The mapping's entries, or `nil` for other kinds.
    public var entries: [Entry]? {
        if case let .mapping(entries) = value { return entries }
        return nil
    }

    /// The sequence's items, or `nil` for other kinds.
    public var items: [ManifestNode]? {
        if case let .sequence(items) = value { return items }
        return nil
    }

    /// The value for `key` in a mapping.
    public func value(forKey key: String) -> ManifestNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The same node with every nested node's base directory replaced.
    func rebased(to directory: URL) -> ManifestNode {
        var copy = self
        copy.baseDirectory = directory
        switch value {
        case let .mapping(entries):
            copy.value = .mapping(entries.map { Entry(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.rebased(to: directory)) })
        case let .sequence(items):
            copy.value = .sequence(items.map { $0.rebased(to: directory) })
        case .scalar, .null:
            break
        }
        return copy
    }
}
