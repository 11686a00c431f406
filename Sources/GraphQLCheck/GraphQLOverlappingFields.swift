import GraphQL

/// graphql-js's OverlappingFieldsCanBeMergedRule (the spec's "Field Selection Merging"), which
/// GraphQLSwift's `specifiedRules` leave out: two fields with the same response name in one
/// selection set (directly, through inline fragments or through fragment spreads) must be the
/// same field with the same arguments, and must not return conflicting types.
///
/// A port of graphql-js's algorithm as graphql-core 3.2 (the test oracle) has it: the same
/// comparisons in the same order, so the same messages with the same nodes. Unlike graphql-core
/// it always ends: fragments that spread themselves through fields sent graphql-core into endless
/// recursion, and here a comparison that would only repeat itself stops (see `FieldMergeFinder`).
enum GraphQLOverlappingFields {
    /// The rule, for `validate(schema:ast:rules:)`: every selection set of the document is
    /// checked, on the type it selects from.
    static let rule: @Sendable (ValidationContext) -> Visitor = { context in
        let finder = FieldMergeFinder(schema: context.schema) { context.getFragment(name: $0) }
        return Visitor(enter: { node, _, _, _, _ in
            guard let selectionSet = node as? SelectionSet else { return .continue }
            let parentType = context.parentType.map { $0 as GraphQLNamedType }
            for conflict in finder.conflicts(within: selectionSet, on: parentType) {
                context.report(error: conflict.error)
            }
            return .continue
        })
    }
}

/// A field as graphql-js collects it for comparison: the type it is selected on, its node, and
/// the type its definition returns (none when the field is not defined there), with what is
/// compared worked out once. A class: fields are compared (and copied) many times.
final class CollectedField {
    let parentType: GraphQLNamedType?
    let node: Field
    let type: GraphQLOutputType?
    /// The field's name (not its alias).
    let name: String
    /// Its arguments, each with its value's key (`GraphQLFieldComparison.key(of:)`).
    let arguments: [(name: String, key: String)]
    /// The same by name (a name given twice: the last).
    let argumentsByName: [String: String]
    /// The shape of `type`, as `doTypesConflict` compares it.
    let shape: GraphQLTypeShape?

    init(parentType: GraphQLNamedType?, node: Field, type: GraphQLOutputType?) {
        (self.parentType, self.node, self.type) = (parentType, node, type)
        name = node.name.value
        arguments = node.arguments.map { ($0.name.value, GraphQLFieldComparison.key(of: $0.value)) }
        argumentsByName = Dictionary(arguments.map { ($0.name, $0.key) }, uniquingKeysWith: { _, last in last })
        shape = type.map(GraphQLTypeShape.init)
    }
}

/// A selection set's fields by response name, names in the order first met (graphql-js's field
/// map). A class: graphql-js tells one map from another by identity.
final class ResponseFieldMap {
    /// Every response name, in order.
    private(set) var responseNames: [String] = []
    /// The fields answering to each response name, in order.
    private(set) var fields: [String: [CollectedField]] = [:]

    /// Adds `field` under `responseName`.
    func append(_ field: CollectedField, as responseName: String) {
        if fields[responseName] == nil { responseNames.append(responseName) }
        fields[responseName, default: []].append(field)
    }
}

/// Two fields that cannot be merged: graphql-js's `Conflict`.
struct FieldConflict {
    /// Why: a sentence, or the conflicts of their subfields.
    indirect enum Reason {
        case message(String)
        case subfields([(responseName: String, reason: Reason)])
    }

    /// The response name both answer to.
    let responseName: String
    let reason: Reason
    /// The first field and the subfields of it that conflict, then the same for the second.
    let fields1: [CollectedField]
    let fields2: [CollectedField]

    /// graphql-js's error for it.
    var error: GraphQLError {
        GraphQLError(message: "Fields \"\(responseName)\" conflict because \(Self.describe(reason)). "
                         + "Use different aliases on the fields to fetch both if this was intentional.",
                     nodes: (fields1 + fields2).map(\.node))
    }

    /// graphql-js's `reasonMessage`: nested reasons as `subfields "x" conflict because …`.
    static func describe(_ reason: Reason) -> String {
        switch reason {
        case let .message(message):
            return message
        case let .subfields(conflicts):
            return conflicts.map { "subfields \"\($0.responseName)\" conflict because \(describe($0.reason))" }.joined(separator: " and ")
        }
    }
}

/// The comparisons of OverlappingFieldsCanBeMergedRule for one document, with graphql-js's
/// memos: collected fields by selection set and fragment pairs already compared. Lettered steps
/// are graphql-js's (A–J, in its source's comment).
///
/// What graphql-core finds when comparing two subselections depends only on them and on the
/// memo of fragment pairs (whose `generation` tells its states apart), so three things it lacks
/// change no result it gives. A comparison that ended without changing the memo is not run
/// again with the memo unchanged: its conflicts are reused (graphql-core's repeats are
/// exponential in the worst case). A comparison already under way with the memo as it was
/// then is a replay graphql-core never leaves (fragments spreading themselves through fields),
/// so it adds nothing. And subselections are compared at most `maximumDepth` deep, deeper than
/// graphql-core's recursion limit lets it go. Chains of spread fragments are walked with a
/// stack, in graphql-js's order, not the call stack.
final class FieldMergeFinder {
    /// How deep subselections are compared, at most.
    static let maximumDepth = 340

    private let schema: GraphQLSchema
    private let fragment: (String) -> FragmentDefinition?
    private var collected: [ObjectIdentifier: (selectionSet: SelectionSet, fields: ResponseFieldMap, fragments: [String])] = [:]
    private var comparedFragments = FragmentPairs()
    /// The fields of each type, read once.
    private let typeFields = GraphQLTypeFields()
    /// The subselection comparisons under way, each with the memo's generation when it began.
    private var underWay: [SubselectionPair: Int] = [:]
    /// The subselection comparisons done without changing the memo: their conflicts, and the
    /// memo's generation then.
    private var settled: [SubselectionPair: (generation: Int, conflicts: [FieldConflict])] = [:]
    private var depth = 0

    /// A finder for `schema`'s operations, whose fragments `fragment` looks up by name.
    init(schema: GraphQLSchema, fragment: @escaping (String) -> FragmentDefinition?) {
        self.schema = schema
        self.fragment = fragment
    }

    /// Every conflict within `selectionSet`, selected on `parentType`, fragments spread in it included.
    func conflicts(within selectionSet: SelectionSet, on parentType: GraphQLNamedType?) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        let (fields, fragmentNames) = fieldsAndFragments(of: selectionSet, on: parentType)
        collectWithin(&conflicts, fields) // (A)
        for (index, name) in fragmentNames.enumerated() {
            collectBetween(&conflicts, exclusive: false, fields, fragmentNamed: name) // (B)
            for other in fragmentNames[(index + 1)...] {
                collectBetweenFragments(&conflicts, exclusive: false, name, other) // (C)
            }
        }
        return conflicts
    }

    // MARK: Comparing collections

    /// Conflicts among the fields of one map that share a response name.
    private func collectWithin(_ conflicts: inout [FieldConflict], _ map: ResponseFieldMap) {
        for responseName in map.responseNames {
            let fields = map.fields[responseName] ?? []
            for first in fields.indices {
                for second in (first + 1)..<fields.count {
                    if let conflict = findConflict(exclusive: false, responseName, fields[first], fields[second]) { conflicts.append(conflict) }
                }
            }
        }
    }

    /// Conflicts between each field of `map1` and the fields of `map2` with its response name.
    private func collectBetween(_ conflicts: inout [FieldConflict], exclusive: Bool, _ map1: ResponseFieldMap, _ map2: ResponseFieldMap) {
        for responseName in map1.responseNames {
            guard let fields2 = map2.fields[responseName] else { continue }
            for field1 in map1.fields[responseName] ?? [] {
                for field2 in fields2 {
                    if let conflict = findConflict(exclusive: exclusive, responseName, field1, field2) { conflicts.append(conflict) }
                }
            }
        }
    }

    /// Conflicts between `map` and the fragment `name`, and the fragments it spreads (D, E).
    private func collectBetween(_ conflicts: inout [FieldConflict], exclusive: Bool, _ map: ResponseFieldMap, fragmentNamed name: String) {
        var pending: [(name: String, spreadBy: String?)] = [(name, nil)]
        while let (name, spreadBy) = pending.popLast() {
            if let spreadBy {
                if comparedFragments.contains(name, spreadBy, mutuallyExclusive: exclusive) { continue }
                comparedFragments.insert(name, spreadBy, mutuallyExclusive: exclusive)
            }
            guard let (fields, spread) = fieldsAndFragments(ofFragmentNamed: name), fields !== map else { continue }
            collectBetween(&conflicts, exclusive: exclusive, map, fields)
            pending += spread.reversed().map { ($0, name) }
        }
    }

    /// Conflicts between two fragments, and the fragments each spreads against the other (F, G).
    private func collectBetweenFragments(_ conflicts: inout [FieldConflict], exclusive: Bool, _ first: String, _ second: String) {
        var pending = [(first, second)]
        while let (name1, name2) = pending.popLast() {
            if name1 == name2 || comparedFragments.contains(name1, name2, mutuallyExclusive: exclusive) { continue }
            comparedFragments.insert(name1, name2, mutuallyExclusive: exclusive)
            guard fragment(name1) != nil, fragment(name2) != nil,
                  let (fields1, spread1) = fieldsAndFragments(ofFragmentNamed: name1),
                  let (fields2, spread2) = fieldsAndFragments(ofFragmentNamed: name2) else { continue }
            collectBetween(&conflicts, exclusive: exclusive, fields1, fields2)
            let next = spread2.map { (name1, $0) } + spread1.map { ($0, name2) }
            pending += next.reversed()
        }
    }

    /// Conflicts between the subselections of two fields with the same response name (H, I, J).
    private func conflictsBetween(exclusive: Bool, _ parentType1: GraphQLNamedType?, _ selectionSet1: SelectionSet,
                                  _ parentType2: GraphQLNamedType?, _ selectionSet2: SelectionSet) -> [FieldConflict] {
        let pair = SubselectionPair(exclusive: exclusive, first: ObjectIdentifier(selectionSet1), second: ObjectIdentifier(selectionSet2),
                                    firstType: parentType1?.name, secondType: parentType2?.name)
        let generation = comparedFragments.generation
        if let known = settled[pair], known.generation == generation { return known.conflicts }
        let outer = underWay[pair]
        guard outer != generation, depth < Self.maximumDepth else { return [] }
        (underWay[pair], depth) = (generation, depth + 1)
        defer { (underWay[pair], depth) = (outer, depth - 1) }

        var conflicts: [FieldConflict] = []
        let (fields1, fragments1) = fieldsAndFragments(of: selectionSet1, on: parentType1)
        let (fields2, fragments2) = fieldsAndFragments(of: selectionSet2, on: parentType2)
        collectBetween(&conflicts, exclusive: exclusive, fields1, fields2)
        for name in fragments2 { collectBetween(&conflicts, exclusive: exclusive, fields1, fragmentNamed: name) }
        for name in fragments1 { collectBetween(&conflicts, exclusive: exclusive, fields2, fragmentNamed: name) }
        for name1 in fragments1 {
            for name2 in fragments2 { collectBetweenFragments(&conflicts, exclusive: exclusive, name1, name2) }
        }
        // Run again with the memo as it is, the comparison would find the same and change nothing.
        if comparedFragments.generation == generation { settled[pair] = (generation, conflicts) }
        return conflicts
    }

    // MARK: Comparing two fields

    /// Whether two fields with the same response name conflict, their subfields included.
    private func findConflict(exclusive parentsExclusive: Bool, _ responseName: String, _ field1: CollectedField, _ field2: CollectedField) -> FieldConflict? {
        // Fields on two different object types never apply together, so they may differ in
        // name and arguments; interfaces and unions may overlap.
        let exclusive = parentsExclusive || Self.areDifferentObjectTypes(field1.parentType, field2.parentType)
        func conflict(_ message: String) -> FieldConflict {
            FieldConflict(responseName: responseName, reason: .message(message), fields1: [field1], fields2: [field2])
        }
        if !exclusive {
            if field1.name != field2.name { return conflict("\"\(field1.name)\" and \"\(field2.name)\" are different fields") }
            if !GraphQLFieldComparison.sameArguments(field1, field2) { return conflict("they have differing arguments") }
        }
        if let type1 = field1.type, let type2 = field2.type, let shape1 = field1.shape, let shape2 = field2.shape, shape1.conflicts(with: shape2) {
            return conflict("they return conflicting types \"\(type1.debugDescription)\" and \"\(type2.debugDescription)\"")
        }
        guard let selectionSet1 = field1.node.selectionSet, let selectionSet2 = field2.node.selectionSet else { return nil }
        let subfields = conflictsBetween(exclusive: exclusive, field1.shape?.namedType, selectionSet1, field2.shape?.namedType, selectionSet2)
        guard !subfields.isEmpty else { return nil }
        return FieldConflict(responseName: responseName, reason: .subfields(subfields.map { ($0.responseName, $0.reason) }),
                             fields1: [field1] + subfields.flatMap(\.fields1), fields2: [field2] + subfields.flatMap(\.fields2))
    }

    /// Whether both are object types, and not the same one.
    private static func areDifferentObjectTypes(_ type1: GraphQLNamedType?, _ type2: GraphQLNamedType?) -> Bool {
        guard let object1 = type1 as? GraphQLObjectType, let object2 = type2 as? GraphQLObjectType else { return false }
        return object1.name != object2.name
    }

    // MARK: Collecting fields

    /// The fields of `selectionSet` (inline fragments' included) and the fragments it spreads,
    /// collected once per selection set.
    private func fieldsAndFragments(of selectionSet: SelectionSet, on parentType: GraphQLNamedType?) -> (ResponseFieldMap, [String]) {
        if let cached = collected[ObjectIdentifier(selectionSet)] { return (cached.fields, cached.fragments) }
        let fields = ResponseFieldMap()
        var fragments: (names: [String], seen: Set<String>) = ([], [])
        collect(selectionSet, on: parentType, into: fields, fragments: &fragments)
        collected[ObjectIdentifier(selectionSet)] = (selectionSet, fields, fragments.names)
        return (fields, fragments.names)
    }

    /// The fields and spread fragments of the fragment `name`, on its type condition; `nil`
    /// for an unknown fragment.
    private func fieldsAndFragments(ofFragmentNamed name: String) -> (ResponseFieldMap, [String])? {
        guard let definition = fragment(name) else { return nil }
        if let cached = collected[ObjectIdentifier(definition.selectionSet)] { return (cached.fields, cached.fragments) }
        return fieldsAndFragments(of: definition.selectionSet, on: schema.getType(name: definition.typeCondition.name.value))
    }

    /// Adds the fields of `selectionSet` to `fields` and the names it spreads to `fragments`
    /// (each once); an inline fragment's fields are selected on its type condition.
    private func collect(_ selectionSet: SelectionSet, on parentType: GraphQLNamedType?, into fields: ResponseFieldMap,
                         fragments: inout (names: [String], seen: Set<String>)) {
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                let entry = CollectedField(parentType: parentType, node: field, type: fieldType(field.name.value, on: parentType))
                fields.append(entry, as: field.alias?.value ?? field.name.value)
            case let spread as FragmentSpread:
                if fragments.seen.insert(spread.name.value).inserted { fragments.names.append(spread.name.value) }
            case let inline as InlineFragment:
                var type = parentType
                if let condition = inline.typeCondition { type = schema.getType(name: condition.name.value) }
                collect(inline.selectionSet, on: type, into: fields, fragments: &fragments)
            default:
                break
            }
        }
    }

    /// The type of field `name` of an object or interface type (none for `__typename`, which
    /// graphql-js does not look up here, or on other types).
    private func fieldType(_ name: String, on parentType: GraphQLNamedType?) -> GraphQLOutputType? {
        typeFields.fields(of: parentType)[name]?.type
    }
}

/// Two subselections being compared, with the types they select on.
private struct SubselectionPair: Hashable {
    let exclusive: Bool
    let first: ObjectIdentifier
    let second: ObjectIdentifier
    let firstType: String?
    let secondType: String?
}
