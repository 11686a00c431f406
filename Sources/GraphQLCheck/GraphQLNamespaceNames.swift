import GraphQL
import ScaffoldSupport

/// The declarations of the generated namespace and their Swift names: the helpers, the
/// schema's scalars, enums and input objects (named first, so they keep their GraphQL names),
/// then the operations and the fragments. It records which schema types the operations use:
/// only those are generated.
final class GraphQLNamespaceNames {
    /// The namespace every name here is declared in.
    let namespace: String
    /// The Swift type of each custom scalar, from the step's `scalars`.
    let scalarMapping: [String: String]
    private var scope: SwiftNameScope
    private var typeNames: [String: String] = [:]
    private var fragmentNames: [String: String] = [:]
    /// The enums, input objects and custom scalars the generated code refers to, by GraphQL name.
    private(set) var usedTypes: Set<String> = []

    /// The helper declarations every generated file has, by role.
    static let helpers = (operation: "GraphQLOperation", response: "GraphQLResponse", error: "GraphQLResponseError", request: "GraphQLRequest",
                          key: "GraphQLKey")

    /// The names of `schema`'s scalars, enums and input objects, claimed in name order.
    init(schema: GraphQLSchema, options: GraphQLSwiftOptions) {
        namespace = options.namespace
        scalarMapping = options.scalars
        // The namespace's own name, `Swift` and `Foundation` too: a type of theirs inside the
        // namespace would take over every qualified reference (`GraphQLAPI.ID`, `Swift.String`).
        let helpers = Self.helpers
        scope = SwiftNameScope(reserved: [helpers.operation, helpers.response, helpers.error, helpers.request, helpers.key, options.namespace, "Swift", "Foundation"])
        for type in schema.typeMap.values.sorted(by: { $0.name < $1.name }) where Self.isDeclared(type) {
            typeNames[type.name] = scope.typeName(type.name)
        }
    }

    /// Whether the namespace declares a Swift type for `type`: `ID`, custom scalars, enums and
    /// input objects (not introspection's own types).
    private static func isDeclared(_ type: GraphQLNamedType) -> Bool {
        guard !type.name.hasPrefix("__") else { return false }
        if type is GraphQLEnumType || type is GraphQLInputObjectType { return true }
        return type is GraphQLScalarType && !["String", "Int", "Float", "Boolean"].contains(type.name)
    }

    /// Claims the type name of an operation (`HeroQuery`).
    func claimOperation(_ name: String, kind: OperationType) -> String {
        scope.typeName(GraphQLSwiftNames.operationTypeName(name, kind: kind.rawValue))
    }

    /// Claims the type name of a fragment: its name, or `<name>Fragment` when a type or an
    /// operation already has it.
    func claimFragment(_ name: String) -> String {
        let wanted = scope.typeName(name)
        guard wanted != name else { return record(fragment: name, as: wanted) }
        return record(fragment: name, as: scope.typeName(name + "Fragment"))
    }

    private func record(fragment: String, as swiftName: String) -> String {
        fragmentNames[fragment] = swiftName
        return swiftName
    }

    /// The qualified Swift name of the fragment `name` (`GraphQLAPI.HeroDetails`).
    func fragment(_ name: String) -> String {
        namespace + "." + fragmentTypeName(name)
    }

    /// The Swift name of the fragment `name` in the namespace (`HeroDetails`, `EpisodeFragment`).
    func fragmentTypeName(_ name: String) -> String {
        fragmentNames[name] ?? name
    }

    /// The Swift name, in the namespace, of the schema type `name` (an enum, input object or
    /// scalar with a declaration).
    func declaredName(_ name: String) -> String {
        typeNames[name] ?? name
    }

    /// The qualified Swift type of a leaf or input type (`Swift.String`, `GraphQLAPI.Episode`),
    /// recording its use.
    func swiftType(of type: GraphQLNamedType) -> String {
        switch type.name {
        case "String": return "Swift.String"
        case "Int": return "Swift.Int"
        case "Float": return "Swift.Double"
        case "Boolean": return "Swift.Bool"
        default:
            use(type)
            return namespace + "." + declaredName(type.name)
        }
    }

    /// Records that `type` is used, and what its input fields use.
    private func use(_ type: GraphQLNamedType) {
        guard usedTypes.insert(type.name).inserted, let input = type as? GraphQLInputObjectType,
              let fields = try? input.fields() else { return }
        for field in fields.values {
            if let named = getNamedType(type: field.type) { _ = swiftType(of: named) }
        }
    }
}
