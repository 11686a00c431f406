/// Merges manifest trees the way XcodeGen merges included specs: mappings merge key by key,
/// lists append, and a key written `name:REPLACE` replaces the value instead of merging.
enum NodeMerger {
    /// The suffix that asks for replacement instead of a merge.
    static let replaceSuffix = ":REPLACE"

    /// `overlay` merged onto `base`; `overlay` wins for scalars.
    static func merge(_ overlay: ManifestNode, onto base: ManifestNode) -> ManifestNode {
        switch (overlay.value, base.value) {
        case let (.mapping(overlayEntries), .mapping(baseEntries)):
            var result = base
            result.value = .mapping(merge(overlayEntries, onto: baseEntries))
            return result
        case let (.sequence(overlayItems), .sequence(baseItems)):
            var result = base
            result.value = .sequence(baseItems + overlayItems.map(stripMarkers))
            return result
        default:
            return stripMarkers(overlay)
        }
    }

    private static func merge(_ overlay: [ManifestNode.Entry], onto base: [ManifestNode.Entry]) -> [ManifestNode.Entry] {
        var entries = base
        for entry in overlay {
            let replaces = entry.key.hasSuffix(replaceSuffix)
            let key = replaces ? String(entry.key.dropLast(replaceSuffix.count)) : entry.key
            var merged = ManifestNode.Entry(key: key, keyLocation: entry.keyLocation, value: stripMarkers(entry.value))
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if !replaces { merged.value = merge(entry.value, onto: entries[index].value) }
                entries[index] = merged
            } else {
                entries.append(merged)
            }
        }
        return entries
    }

    /// The node with `:REPLACE` removed from every key below it (nothing to replace there).
    static func stripMarkers(_ node: ManifestNode) -> ManifestNode {
        var result = node
        switch node.value {
        case let .mapping(entries):
            result.value = .mapping(merge(entries, onto: []))
        case let .sequence(items):
            result.value = .sequence(items.map(stripMarkers))
        case .scalar, .null:
            break
        }
        return result
    }
}
