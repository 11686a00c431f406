import GraphQL

/// How OverlappingFieldsCanBeMergedRule compares the arguments of two fields with the same
/// response name, as graphql-js does.
enum GraphQLFieldComparison {
    /// Whether two fields are called with the same arguments: the same names, each with the
    /// same value (as graphql-js prints it, an object's fields sorted by name), in any order.
    static func sameArguments(_ field1: CollectedField, _ field2: CollectedField) -> Bool {
        if field1.arguments.isEmpty { return field2.arguments.isEmpty }
        if field2.arguments.isEmpty || field1.arguments.count != field2.arguments.count { return false }
        return field1.arguments.allSatisfy { field2.argumentsByName[$0.name] == $0.key }
    }

    /// A value written so that two values have the same key when graphql-js prints them the
    /// same: a variable by name, a number as written, a string with whether it is a block
    /// string, an object with its fields sorted by name (fields of one name kept in order).
    static func key(of value: Value) -> String {
        switch value {
        case let variable as Variable: return "$" + variable.name.value
        case let int as IntValue: return "i" + int.value
        case let float as FloatValue: return "f" + float.value
        case let string as StringValue: return (string.block == true ? "B" : "S") + "\(string.value.utf8.count):" + string.value
        case let boolean as BooleanValue: return boolean.value ? "true" : "false"
        case is NullValue: return "null"
        case let enumValue as EnumValue: return "e" + enumValue.value
        case let list as ListValue: return "[" + list.values.map(key(of:)).joined(separator: ",") + "]"
        case let object as ObjectValue:
            let sorted = object.fields.enumerated().sorted { ($0.element.name.value, $0.offset) < ($1.element.name.value, $1.offset) }
            return "{" + sorted.map { "\($0.element.name.value):\(key(of: $0.element.value))" }.joined(separator: ",") + "}"
        default: return "?"
        }
    }

}

/// A field's return type as graphql-js's `doTypesConflict` compares it: its list and non-null
/// wrappers, outermost first, and the named type inside.
struct GraphQLTypeShape {
    /// `L` for a list, `N` for a non-null, outermost first.
    let wrappers: String
    let namedType: GraphQLNamedType?
    /// Whether the named type is a scalar or an enum.
    let isLeaf: Bool

    init(_ type: GraphQLType) {
        var wrappers = ""
        var current = type
        while true {
            if let list = current as? GraphQLList {
                wrappers += "L"
                current = list.ofType
            } else if let nonNull = current as? GraphQLNonNull {
                wrappers += "N"
                current = nonNull.ofType
            } else {
                break
            }
        }
        self.wrappers = wrappers
        namedType = current as? GraphQLNamedType
        isLeaf = current is GraphQLScalarType || current is GraphQLEnumType
    }

    /// graphql-js's `doTypesConflict`: lists and non-nulls must match; leaf types must be the
    /// same type (one schema has one type of each name); object, interface and union types
    /// never conflict here (their subfields are compared instead).
    func conflicts(with other: GraphQLTypeShape) -> Bool {
        wrappers != other.wrappers || ((isLeaf || other.isLeaf) && namedType?.name != other.namedType?.name)
    }
}

/// graphql-js's `PairSet`: pairs of fragments already compared, in either order, each with
/// whether it was compared as mutually exclusive (a comparison that was not covers both).
struct FragmentPairs {
    private struct Pair: Hashable {
        let first: String
        let second: String

        init(_ a: String, _ b: String) {
            (first, second) = a < b ? (a, b) : (b, a)
        }
    }

    private var pairs: [Pair: Bool] = [:]
    /// How many times the set has changed: equal generations, the same set.
    private(set) var generation = 0

    /// Whether `a` and `b` were compared in a way that covers `mutuallyExclusive`.
    func contains(_ a: String, _ b: String, mutuallyExclusive: Bool) -> Bool {
        guard let stored = pairs[Pair(a, b)] else { return false }
        return mutuallyExclusive || !stored
    }

    /// Records `a` and `b` as compared (replacing how they were, as graphql-js does).
    mutating func insert(_ a: String, _ b: String, mutuallyExclusive: Bool) {
        let pair = Pair(a, b)
        guard pairs[pair] != mutuallyExclusive else { return }
        pairs[pair] = mutuallyExclusive
        generation += 1
    }
}
