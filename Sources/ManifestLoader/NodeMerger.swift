/// Merges manifest trees the way XcodeGen merges included specs: mappings merge key by key,
/// lists append, and a key written `name:REPLACE` replaces the value instead of merging. A
/// null (a key with nothing after it, or only a comment) adds nothing to a mapping or list
/// written before; only `name:REPLACE: ~` clears one.
///
/// Merging is in place, so merging many included files costs the size of what they add,
/// not the size of what was merged so far.
enum NodeMerger {
    /// The suffix that asks for replacement instead of a merge.
    static let replaceSuffix = ":REPLACE"

    /// `overlay` merged onto `base`; `overlay` wins for scalars.
    static func merge(_ overlay: ManifestNode, onto base: ManifestNode) -> ManifestNode {
        var result = base
        merge(overlay, into: &result)
        return result
    }

    /// Merges `overlay` into `base` in place.
    static func merge(_ overlay: ManifestNode, into base: inout ManifestNode) {
        if let overlayEntries = overlay.entries, var entries = base.entries {
            base.value = .null  // release the enum's reference so `entries` is mutated without a copy
            merge(overlayEntries, into: &entries)
            base.value = .mapping(entries)
        } else if let overlayItems = overlay.items, var items = base.items {
            base.value = .null
            items.append(contentsOf: overlayItems.map(stripMarkers))
            base.value = .sequence(items)
        } else if case .null = overlay.value, base.entries != nil || base.items != nil {
            return
        } else {
            base = stripMarkers(overlay)
        }
    }

    private static func merge(_ overlay: [ManifestNode.Entry], into entries: inout [ManifestNode.Entry]) {
        // Positions by key, so merging a mapping of thousands of targets stays linear.
        var positions = Dictionary(entries.enumerated().map { ($1.key, $0) }) { first, _ in first }
        for entry in overlay {
            let replaces = entry.key.hasSuffix(replaceSuffix)
            let key = replaces ? String(entry.key.dropLast(replaceSuffix.count)) : entry.key
            if let index = positions[key] {
                if replaces {
                    entries[index] = .init(key: key, keyLocation: entry.keyLocation, value: stripMarkers(entry.value))
                } else {
                    entries[index].keyLocation = entry.keyLocation
                    merge(entry.value, into: &entries[index].value)
                }
            } else {
                positions[key] = entries.count
                entries.append(.init(key: key, keyLocation: entry.keyLocation, value: stripMarkers(entry.value)))
            }
        }
    }

    /// The node with `:REPLACE` removed from every key below it (nothing to replace there).
    static func stripMarkers(_ node: ManifestNode) -> ManifestNode {
        var result = node
        switch node.value {
        case let .mapping(entries):
            var stripped: [ManifestNode.Entry] = []
            merge(entries, into: &stripped)
            result.value = .mapping(stripped)
        case let .sequence(items):
            result.value = .sequence(items.map(stripMarkers))
        case .scalar, .null:
            break
        }
        return result
    }
}
