import GraphQL

/// The fields of object and interface types, each type's read once: GraphQLSwift's public
/// `fields()` builds the map anew on every call (a schema of GitHub's size has types of
/// hundreds of fields), and the generator asks once per selected field.
final class GraphQLTypeFields {
    private var cache: [String: GraphQLFieldMap] = [:]

    /// The fields `type` defines (none for a type that is not an object or an interface).
    func fields(of type: GraphQLNamedType?) -> GraphQLFieldMap {
        guard let type else { return [:] }
        if let known = cache[type.name] { return known }
        let read = Self.read(type)
        cache[type.name] = read
        return read
    }

    /// The fields of `type`, read now.
    static func read(_ type: GraphQLNamedType?) -> GraphQLFieldMap {
        if let object = type as? GraphQLObjectType { return (try? object.fields()) ?? [:] }
        if let interface = type as? GraphQLInterfaceType { return (try? interface.fields()) ?? [:] }
        return [:]
    }
}
