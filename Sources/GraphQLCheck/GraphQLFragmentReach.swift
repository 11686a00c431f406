import GraphQL

/// Which fragments a selection set reaches, directly or through other fragments — what an
/// operation's document must carry, and what its validation depends on.
struct GraphQLFragmentReach {
    /// The document's fragments, by name (the first definition of a name).
    let fragments: [String: FragmentDefinition]

    /// The fragments of `definitions`, by name.
    init(definitions: [Definition]) {
        fragments = Dictionary(definitions.compactMap { $0 as? FragmentDefinition }.map { ($0.name.value, $0) }) { first, _ in first }
    }

    /// The fragments `fragments`, by name.
    init(fragments: [String: FragmentDefinition]) {
        self.fragments = fragments
    }

    /// The names `selectionSet` spreads, directly or through the fragments it reaches, each
    /// once, in the order they are first reached (names no fragment has included).
    func names(reachedFrom selectionSet: SelectionSet) -> [String] {
        var seen: Set<String> = []
        var ordered: [String] = []
        var pending = [selectionSet]
        while let set = pending.popLast() {
            for name in Self.spreadNames(in: set).reversed() where !seen.contains(name) {
                seen.insert(name)
                ordered.append(name)
                if let fragment = fragments[name] { pending.append(fragment.selectionSet) }
            }
        }
        return ordered
    }

    /// The fragments `selectionSet` reaches, each once, in the order they are first reached.
    func fragments(reachedFrom selectionSet: SelectionSet) -> [FragmentDefinition] {
        names(reachedFrom: selectionSet).compactMap { fragments[$0] }
    }

    /// The fragment names spread in `set` and its nested selection sets, in document order.
    static func spreadNames(in set: SelectionSet) -> [String] {
        set.selections.flatMap { selection -> [String] in
            switch selection {
            case let spread as FragmentSpread: return [spread.name.value]
            case let field as Field: return field.selectionSet.map(spreadNames) ?? []
            case let inline as InlineFragment: return spreadNames(in: inline.selectionSet)
            default: return []
            }
        }
    }
}
