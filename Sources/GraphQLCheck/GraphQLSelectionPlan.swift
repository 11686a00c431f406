import GraphQL
import ScaffoldSupport

/// The Swift type of a value: a named type wrapped in lists and optionals as the schema says.
indirect enum SwiftValueType: Equatable {
    case named(String)
    case list(SwiftValueType)
    case optional(SwiftValueType)

    /// Its spelling (`[Swift.String?]?`).
    var text: String {
        switch self {
        case let .named(name): return name
        case let .list(element): return "[\(element.text)]"
        case let .optional(wrapped): return wrapped.text + "?"
        }
    }

    /// `GraphQLNonNull`/`GraphQLList` around a named type, with `leaf` as the named type's Swift.
    init(_ type: GraphQLType, leaf: String) {
        self = Self.wrapped(type, leaf: leaf, nullable: true)
    }

    private static func wrapped(_ type: GraphQLType, leaf: String, nullable: Bool) -> SwiftValueType {
        if let nonNull = type as? GraphQLNonNull { return wrapped(nonNull.ofType, leaf: leaf, nullable: false) }
        let inner: SwiftValueType
        if let list = type as? GraphQLList { inner = .list(wrapped(list.ofType, leaf: leaf, nullable: true)) } else { inner = .named(leaf) }
        return nullable ? .optional(inner) : inner
    }

    /// The same type, optional (an optional stays as it is).
    var madeOptional: SwiftValueType {
        if case .optional = self { return self }
        return .optional(self)
    }
}

/// One generated struct: the fields a selection set (with the fragments it spreads) gets for the
/// object types it may be, with a nested struct per composite field, a property per fragment and
/// an optional `asX` per narrower type condition.
struct SelectionStruct {
    /// One stored property.
    struct Member {
        /// How the property is decoded.
        enum Source {
            /// The response key `key`.
            case field(key: String)
            /// The whole object, as the fragment's type (`possibleTypes` nil: always; else only
            /// when `__typename` is one of them; `guarded`: only if it decodes, for a fragment
            /// under `@include`/`@skip`).
            case fragment(possibleTypes: [String]?, guarded: Bool)
            /// The whole object as the nested `asX` struct, when `__typename` is one of these.
            case condition(possibleTypes: [String])
        }

        /// The property's name, unescaped.
        var name: String
        var type: SwiftValueType
        var source: Source
    }

    /// The struct's name (unqualified: it is declared in its parent).
    var name: String
    var members: [Member]
    /// The structs declared inside it.
    var children: [SelectionStruct]
}

/// Builds the structs of selection sets: fields merged across fragments as the GraphQL
/// specification's CollectFields does for every object type a set may be.
struct GraphQLSelectionPlanner {
    let schema: GraphQLSchema
    let fragments: [String: FragmentDefinition]
    let names: GraphQLNamespaceNames
    /// The selection sets the document needs `__typename` in.
    private(set) var needsTypename: Set<ObjectIdentifier> = []
    /// The fields of each type, read once.
    private let typeFields = GraphQLTypeFields()

    init(schema: GraphQLSchema, fragments: [String: FragmentDefinition], names: GraphQLNamespaceNames) {
        self.schema = schema
        self.fragments = fragments
        self.names = names
    }

    /// A selection set (one of those a struct merges), with the type it selects on.
    typealias Source = (set: SelectionSet, parent: GraphQLNamedType)

    /// What one struct merges: each response name's field nodes, the fragments spread and the
    /// narrower type conditions.
    private struct Collected {
        var fields: [(key: String, nodes: [(field: Field, parent: GraphQLNamedType, guarded: Bool)])] = []
        var fragments: [(name: String, possibleTypes: Set<String>?, guarded: Bool)] = []
        var conditions: [(type: GraphQLNamedType, possibleTypes: Set<String>)] = []

        mutating func add(_ field: Field, parent: GraphQLNamedType, guarded: Bool) {
            let key = field.alias?.value ?? field.name.value
            if let index = fields.firstIndex(where: { $0.key == key }) {
                fields[index].nodes.append((field, parent, guarded))
            } else {
                fields.append((key, [(field, parent, guarded)]))
            }
        }
    }

    /// The struct `name` for `sources`, whose objects are of one of `possibleTypes`.
    mutating func plan(name: String, possibleTypes: Set<String>, sources: [Source]) -> SelectionStruct {
        var collected = Collected()
        for source in sources {
            collect(source.set, parent: source.parent, possibleTypes: possibleTypes, guarded: false, visiting: [], into: &collected)
        }
        var scope = SwiftNameScope(reserved: [names.namespace, "Swift", "Foundation"])
        var result = SelectionStruct(name: name, members: [], children: [])
        let needsTypename = !collected.conditions.isEmpty || collected.fragments.contains { $0.possibleTypes != nil }
        if needsTypename {
            sources.forEach { self.needsTypename.insert(ObjectIdentifier($0.set)) }
            if !collected.fields.contains(where: { $0.key == "__typename" }) {
                result.members.append(.init(name: scope.memberName("__typename"), type: .named("Swift.String"), source: .field(key: "__typename")))
            }
        }
        var pendingChildren: [(memberIndex: Int, key: String, type: GraphQLNamedType, sources: [Source])] = []
        for (key, nodes) in collected.fields {
            let (type, composite) = fieldType(nodes[0].field, parent: nodes[0].parent)
            let optional = nodes.allSatisfy(\.guarded)
            let member = SelectionStruct.Member(name: scope.memberName(key), type: optional ? type.madeOptional : type, source: .field(key: key))
            result.members.append(member)
            if let composite {
                pendingChildren.append((result.members.count - 1, key, composite, nodes.compactMap { node in node.field.selectionSet.map { ($0, composite) } }))
            }
        }
        for fragment in collected.fragments {
            let type = SwiftValueType.named(names.fragment(fragment.name))
            let source = SelectionStruct.Member.Source.fragment(possibleTypes: fragment.possibleTypes.map { $0.sorted() }, guarded: fragment.guarded)
            let conditional = fragment.possibleTypes != nil || fragment.guarded
            result.members.append(.init(name: scope.memberName(SwiftNaming.lowerFirst(names.fragmentTypeName(fragment.name))), type: conditional ? type.madeOptional : type, source: source))
        }
        var conditionStructs: [(memberIndex: Int, type: GraphQLNamedType, possibleTypes: Set<String>)] = []
        for condition in collected.conditions {
            let property = scope.memberName("as" + SwiftNaming.upperFirst(condition.type.name))
            result.members.append(.init(name: property, type: .named(""), source: .condition(possibleTypes: condition.possibleTypes.sorted())))
            conditionStructs.append((result.members.count - 1, condition.type, condition.possibleTypes))
        }
        for child in pendingChildren {
            let childName = scope.typeName(GraphQLSwiftNames.typeName(forField: child.key))
            result.children.append(plan(name: childName, possibleTypes: self.possibleTypes(of: child.type), sources: child.sources))
            result.members[child.memberIndex].type = result.members[child.memberIndex].type.replacingLeaf(with: childName)
        }
        for condition in conditionStructs {
            let childName = scope.typeName("As" + SwiftNaming.upperFirst(condition.type.name))
            result.children.append(plan(name: childName, possibleTypes: condition.possibleTypes, sources: sources))
            result.members[condition.memberIndex].type = .optional(.named(childName))
        }
        return result
    }

    /// Adds what `set` selects for objects of `possibleTypes` to `collected`: its fields, the
    /// fields of the fragments that always apply (each fragment once), and the narrower ones.
    private func collect(_ set: SelectionSet, parent: GraphQLNamedType, possibleTypes: Set<String>, guarded: Bool, visiting: Set<String>,
                         into collected: inout Collected) {
        for selection in set.selections {
            switch selection {
            case let field as Field:
                collected.add(field, parent: parent, guarded: guarded || Self.isGuarded(field.directives))
            case let inline as InlineFragment:
                let type = inline.typeCondition.flatMap { schema.getType(name: $0.name.value) } ?? parent
                let applies = self.possibleTypes(of: type)
                let isGuarded = guarded || Self.isGuarded(inline.directives)
                if possibleTypes.isSubset(of: applies) {
                    collect(inline.selectionSet, parent: type, possibleTypes: possibleTypes, guarded: isGuarded, visiting: visiting, into: &collected)
                } else if !possibleTypes.isDisjoint(with: applies), !collected.conditions.contains(where: { $0.type.name == type.name }) {
                    collected.conditions.append((type, possibleTypes.intersection(applies)))
                }
            case let spread as FragmentSpread:
                let name = spread.name.value
                guard !visiting.contains(name), let fragment = fragments[name],
                      let type = schema.getType(name: fragment.typeCondition.name.value) else { continue }
                let applies = self.possibleTypes(of: type)
                let isGuarded = guarded || Self.isGuarded(spread.directives)
                guard !possibleTypes.isDisjoint(with: applies), !collected.fragments.contains(where: { $0.name == name }) else { continue }
                if possibleTypes.isSubset(of: applies) {
                    collected.fragments.append((name, nil, isGuarded))
                    collect(fragment.selectionSet, parent: type, possibleTypes: possibleTypes, guarded: isGuarded, visiting: visiting.union([name]), into: &collected)
                } else {
                    collected.fragments.append((name, possibleTypes.intersection(applies), isGuarded))
                }
            default:
                continue
            }
        }
    }

    /// Whether `@include` or `@skip` may leave the selection out.
    private static func isGuarded(_ directives: [Directive]) -> Bool {
        directives.contains { directive in
            guard let value = directive.arguments.first(where: { $0.name.value == "if" })?.value else { return false }
            switch directive.name.value {
            case "include": return (value as? BooleanValue)?.value != true
            case "skip": return (value as? BooleanValue)?.value != false
            default: return false
            }
        }
    }

    /// The object types a value of `type` may be.
    func possibleTypes(of type: GraphQLNamedType) -> Set<String> {
        if let abstract = type as? GraphQLAbstractType { return Set(schema.getPossibleTypes(abstractType: abstract).map(\.name)) }
        return [type.name]
    }

    /// The Swift type of `field` (selected on `parent`), and its named type when that is composite
    /// (the leaf is then a placeholder, replaced by the nested struct's name).
    private func fieldType(_ field: Field, parent: GraphQLNamedType) -> (SwiftValueType, GraphQLNamedType?) {
        if field.name.value == "__typename" { return (.named("Swift.String"), nil) }
        let definition = typeFields.fields(of: parent)[field.name.value]
        guard let type = definition?.type, let named = getNamedType(type: type) else { return (.optional(.named("Swift.String")), nil) }
        if named is GraphQLObjectType || named is GraphQLInterfaceType || named is GraphQLUnionType {
            return (SwiftValueType(type, leaf: ""), named)
        }
        return (SwiftValueType(type, leaf: names.swiftType(of: named)), nil)
    }
}

extension SwiftValueType {
    /// The same wrapping around another named type.
    func replacingLeaf(with name: String) -> SwiftValueType {
        switch self {
        case .named: return .named(name)
        case let .list(element): return .list(element.replacingLeaf(with: name))
        case let .optional(wrapped): return .optional(wrapped.replacingLeaf(with: name))
        }
    }
}
