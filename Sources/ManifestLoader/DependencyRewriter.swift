import Foundation
import ScaffoldSupport

/// Rewrites a Swift manifest's tree before it is decoded: its targets' dependencies, one at a
/// time, and sections it adds to (`packages:`, `projectReferences:`). What Tuist's manifests
/// say in terms of the workspace (`.external`, `.project`) becomes what the model reads.
enum DependencyRewriter {
    /// What becomes of one dependency.
    enum Action {
        /// It stays as it is.
        case keep
        /// It goes (its error is reported elsewhere).
        case drop
        /// It becomes a mapping of these quoted strings.
        case replace([(String, String)])
        /// It becomes this node.
        case become(ManifestNode)
    }

    /// One entry to add to a section: its fields, then its nested mappings of fields.
    struct Entry {
        var name: String
        var fields: [(String, String)]
        var nested: [(key: String, entries: [(String, [(String, String)])])] = []
        var location: SourceLocation
    }

    /// Applies `decide` to every item of every target's list `field` (its dependencies unless
    /// told) in `tree`.
    static func rewrite(in tree: inout ManifestNode, field name: String = "dependencies", _ decide: (ManifestNode) -> Action) {
        guard case var .mapping(entries) = tree.value else { return }
        for (sectionIndex, section) in entries.enumerated() where section.key == "targets" {
            guard case var .mapping(targets) = section.value.value else { continue }
            for (index, target) in targets.enumerated() {
                guard case var .mapping(fields) = target.value.value else { continue }
                for (fieldIndex, field) in fields.enumerated() where field.key == name {
                    guard case let .sequence(items) = field.value.value else { continue }
                    fields[fieldIndex].value.value = .sequence(items.compactMap { item in
                        switch decide(item) {
                        case .keep: return item
                        case .drop: return nil
                        case let .replace(values): return mapping(values, like: item)
                        case let .become(node): return node
                        }
                    })
                }
                targets[index].value.value = .mapping(fields)
            }
            entries[sectionIndex].value.value = .mapping(targets)
        }
        tree.value = .mapping(entries)
    }

    /// `tree` with `added` in its section `section` (created if absent); an entry of a name
    /// already there is left as written.
    static func adding(_ added: [Entry], section name: String, to tree: ManifestNode, root: URL) -> ManifestNode {
        guard let first = added.first, case let .mapping(entries) = tree.value else { return tree }
        var section: [ManifestNode.Entry] = entries.first { $0.key == name }?.value.entries ?? []
        for entry in added where !section.contains(where: { $0.key == entry.name }) {
            let anchor = ManifestNode(value: .null, location: entry.location, baseDirectory: root)
            var value = mapping(entry.fields, like: anchor)
            if case var .mapping(fields) = value.value {
                for nested in entry.nested {
                    let inner = nested.entries.map { ManifestNode.Entry(key: $0.0, keyLocation: entry.location, value: mapping($0.1, like: anchor)) }
                    fields.append(ManifestNode.Entry(key: nested.key, keyLocation: entry.location,
                                                     value: ManifestNode(value: .mapping(inner), location: entry.location, baseDirectory: root)))
                }
                value.value = .mapping(fields)
            }
            section.append(ManifestNode.Entry(key: entry.name, keyLocation: entry.location, value: value))
        }
        let node = ManifestNode(value: .mapping(section), location: first.location, baseDirectory: root)
        return setting(name, to: node, in: tree, keyLocation: first.location)
    }

    /// The mapping `node` with its field `key` set to the quoted string `value` (added last when new).
    static func setting(_ key: String, to value: String, in node: ManifestNode) -> ManifestNode {
        let scalar = ManifestNode(value: .scalar(value, quoted: true), location: node.location, baseDirectory: node.baseDirectory)
        return setting(key, to: scalar, in: node, keyLocation: node.location)
    }

    /// The mapping `node` with its field `key` set to `value` (added last, at `keyLocation`, when new).
    private static func setting(_ key: String, to value: ManifestNode, in node: ManifestNode, keyLocation: SourceLocation) -> ManifestNode {
        var entries = node.entries ?? []
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(ManifestNode.Entry(key: key, keyLocation: keyLocation, value: value))
        }
        var result = node
        result.value = .mapping(entries)
        return result
    }

    /// A mapping of quoted strings, written where `node` was.
    static func mapping(_ fields: [(String, String)], like node: ManifestNode) -> ManifestNode {
        let entries = fields.map { key, value in
            ManifestNode.Entry(key: key, keyLocation: node.location,
                               value: ManifestNode(value: .scalar(value, quoted: true), location: node.location, baseDirectory: node.baseDirectory))
        }
        return ManifestNode(value: .mapping(entries), location: node.location, baseDirectory: node.baseDirectory)
    }
}
