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
        merge([overlay], into: &base)
    }

    /// Merges `overlays`, in order, into `base` in place. Merging them together rather than one
    /// at a time indexes each mapping's keys once, so a thousand included files that each add
    /// a target cost a thousand insertions, not a million comparisons.
    static func merge(_ overlays: [ManifestNode], into base: inout ManifestNode) {
        guard let first = overlays.first else { return }
        if base.entries != nil, overlays.allSatisfy({ $0.entries != nil || $0.isNull }) {
            var entries = base.entries ?? []
            base.value = .null  // release the enum's reference so `entries` is mutated without a copy
            merge(overlays.compactMap(\.entries), into: &entries)
            base.value = .mapping(entries)
        } else if base.items != nil, overlays.allSatisfy({ $0.items != nil || $0.isNull }) {
            var items = base.items ?? []
            base.value = .null
            for overlay in overlays { items.append(contentsOf: (overlay.items ?? []).map(stripMarkers)) }
            base.value = .sequence(items)
        } else if overlays.count > 1 {
            merge([first], into: &base)
            merge(Array(overlays.dropFirst()), into: &base)
        } else if !(first.isNull && (base.entries != nil || base.items != nil)) {
            base = stripMarkers(first)
        }
    }

    /// Applies each mapping's entries in order. Per key, consecutive merges are gathered and
    /// merged together; a `:REPLACE` entry resets the value where it stands.
    private static func merge(_ overlays: [[ManifestNode.Entry]], into entries: inout [ManifestNode.Entry]) {
        var positions = Dictionary(entries.enumerated().map { ($1.key, $0) }) { first, _ in first }
        var pending: [Int: [ManifestNode]] = [:]
        var order: [Int] = []
        func flush(_ index: Int) {
            guard let values = pending.removeValue(forKey: index), !values.isEmpty else { return }
            merge(values, into: &entries[index].value)
        }
        for overlay in overlays {
            for entry in overlay {
                let replaces = entry.key.hasSuffix(replaceSuffix)
                let key = replaces ? String(entry.key.dropLast(replaceSuffix.count)) : entry.key
                guard let index = positions[key] else {
                    positions[key] = entries.count
                    entries.append(.init(key: key, keyLocation: entry.keyLocation, value: stripMarkers(entry.value)))
                    continue
                }
                entries[index].keyLocation = entry.keyLocation
                if replaces {
                    pending[index] = nil
                    entries[index].value = stripMarkers(entry.value)
                } else {
                    if pending[index] == nil { order.append(index) }
                    pending[index, default: []].append(entry.value)
                }
            }
        }
        for index in order { flush(index) }
    }

    /// The node with `:REPLACE` removed from every key below it (nothing to replace there), and
    /// a key written twice in one mapping merged into one entry.
    static func stripMarkers(_ node: ManifestNode) -> ManifestNode {
        // Nearly always nothing to strip: the node is kept as it is, not rebuilt.
        guard needsStripping(node) else { return node }
        var result = node
        switch node.value {
        case let .mapping(entries):
            var stripped: [ManifestNode.Entry] = []
            merge([entries], into: &stripped)
            result.value = .mapping(stripped)
        case let .sequence(items):
            result.value = .sequence(items.map(stripMarkers))
        case .scalar, .null:
            break
        }
        return result
    }

    /// Whether stripping would change anything at or below `node`: a key ends in `:REPLACE`,
    /// or a mapping holds a key twice (merging gathers those into one entry). A read-only
    /// walk, no copies.
    private static func needsStripping(_ node: ManifestNode) -> Bool {
        switch node.value {
        case let .mapping(entries):
            return hasDuplicateKey(entries)
                || entries.contains { $0.key.utf8.last == UInt8(ascii: "E") && $0.key.hasSuffix(replaceSuffix) || needsStripping($0.value) }
        case let .sequence(items):
            return items.contains(where: needsStripping)
        case .scalar, .null:
            return false
        }
    }

    private static func hasDuplicateKey(_ entries: [ManifestNode.Entry]) -> Bool {
        if entries.count <= 8 {
            for index in entries.indices.dropFirst() where entries[..<index].contains(where: { $0.key == entries[index].key }) { return true }
            return false
        }
        var seen = Set<String>(minimumCapacity: entries.count)
        return entries.contains { !seen.insert($0.key).inserted }
    }
}
