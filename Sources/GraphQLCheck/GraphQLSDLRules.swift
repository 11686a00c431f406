import GraphQL

/// graphql-js's SDL validation (`specifiedSDLRules`, what `buildASTSchema` checks before it
/// builds a schema) over a parsed schema document, without GraphQLSwift's generic visitor:
/// plain loops over the document's definitions, their fields, arguments, values and
/// directives, in the order graphql-js visits them.
///
/// The rules, all of graphql-js's SDL rules: LoneSchemaDefinition, UniqueOperationTypes,
/// UniqueTypeNames, UniqueEnumValueNames, UniqueFieldDefinitionNames,
/// UniqueArgumentDefinitionNames, UniqueDirectiveNames, KnownTypeNames (the standard scalars
/// and introspection types are known in the SDL), KnownDirectives, UniqueDirectivesPerLocation,
/// PossibleTypeExtensions, KnownArgumentNamesOnDirectives, UniqueArgumentNames,
/// UniqueInputFieldNames, ProvidedRequiredArgumentsOnDirectives. Operations and fragments in the
/// document are looked at as graphql-js looks at them (their types are not SDL: the standard
/// scalars are unknown there).
enum GraphQLSDLRules {
    /// What graphql-js's SDL rules find in `document`, in the order graphql-js reports it (its
    /// rules run side by side over one depth-first walk: errors come in document order of the
    /// node each is reported at, in rule order at one node; a missing directive argument is
    /// reported on leaving the directive). Each error has graphql-js's message, its names quoted
    /// with `"` and its directive locations named as graphql-js names them (`FIELD_DEFINITION`),
    /// and the nodes graphql-js puts on it, for their locations. None for a valid schema.
    ///
    /// Place an error by its nodes (or its positions, their starts), as `GraphQLErrorLocations`
    /// does: its `source` has the file's name but not its text, so its `locations` mean nothing
    /// (see `GraphQLSDLWalk.report`).
    static func problems(in document: Document) -> [GraphQLError] {
        var walk = GraphQLSDLWalk(document)
        walk.visit()
        return walk.errors
    }
}

/// One walk over a schema document with the state of every SDL rule; the rules about directives,
/// arguments and values, and the walk through operations, are in `GraphQLSDLDirectiveRules.swift`.
///
/// It reads nodes in place (by index, not `for … in`) and keeps indices, not nodes: copying a
/// GraphQLSwift node retains its tokens, whose counts live in side tables (they are weakly
/// referenced), and that would cost more than all the rules. Nodes are fetched for errors only.
struct GraphQLSDLWalk {
    /// A field, input field or enum value: its definition's index and its own.
    typealias Member = (definition: Int, index: Int)

    /// What was found, in order.
    var errors: [GraphQLError] = []
    let definitions: [Definition]
    /// The index of each defined (not extended) type's last definition, which graphql-js keeps.
    let definedTypes: [String: Int]
    /// The defined types' names in document order (for suggestions).
    let definedTypeNames: [String]
    /// The standard directives, and those the document defines (which replace them).
    let directives: [String: GraphQLSDLDirective]
    /// The index of the definition walked.
    private var current = 0

    /// How many schema definitions were seen (LoneSchemaDefinition).
    private var schemaDefinitions = 0
    /// The first definition of each operation type (UniqueOperationTypes).
    private var operationTypes: [OperationType: OperationTypeDefinition] = [:]
    /// Where each type, field (by type name), enum value (by type name) and directive was first
    /// defined (the Unique… rules).
    private var typeNames: [String: Int] = [:]
    private var fieldNames: [String: [String: Member]] = [:]
    private var enumValueNames: [String: [String: Member]] = [:]
    private var directiveNames: [String: Int] = [:]
    /// The non-repeatable directives used on the schema and on each type, with their extensions
    /// (UniqueDirectivesPerLocation).
    var schemaDirectives: [String: Directive] = [:]
    var typeDirectives: [String: [String: Directive]] = [:]

    /// graphql-js's standard scalars and introspection types: known in the SDL without a definition.
    static let standardTypeNames: [String] = [
        "String", "Int", "Float", "Boolean", "ID", "__Schema", "__Directive", "__DirectiveLocation",
        "__Type", "__Field", "__InputValue", "__EnumValue", "__TypeKind",
    ]
    private static let standardTypes = Set(standardTypeNames)
    /// The kinds of type definitions, as graphql-js names them.
    private static let typeKinds: [Kind: String] = [
        .scalarTypeDefinition: "scalar", .objectTypeDefinition: "object", .interfaceTypeDefinition: "interface",
        .unionTypeDefinition: "union", .enumTypeDefinition: "enum", .inputObjectTypeDefinition: "input object",
    ]

    init(_ document: Document) {
        definitions = document.definitions
        var defined: [String: Int] = [:], names: [String] = [], directives = GraphQLSDLDirective.standard
        for (index, definition) in definitions.enumerated() {
            if let name = Self.typeName(definition) {
                if defined.updateValue(index, forKey: name) == nil { names.append(name) }
            } else if let directive = definition as? DirectiveDefinition {
                directives[directive.name.value] = GraphQLSDLDirective(directive)
            }
        }
        (definedTypes, definedTypeNames, self.directives) = (defined, names, directives)
    }

    /// An error at `nodes`, with their starts as its positions. Its `source` is a stand-in that
    /// has the file's name but none of its text: given the file, GraphQLSwift would work out
    /// `locations` with a regular expression over all of it, once per node (34 ms each on
    /// GitHub's 1.2 MB schema), and count them wrong after non-ASCII text; scaffold places an
    /// error by its nodes, or by its positions in the text of its source's name
    /// (`GraphQLErrorLocations`), never by `locations`, which are left meaningless (line 1).
    mutating func report(_ message: String, _ nodes: [Node]) {
        let starts = nodes.compactMap { $0.loc?.start }
        let name = nodes.lazy.compactMap { $0.loc?.source.name }.first
        errors.append(GraphQLError(message: message, nodes: nodes, source: name.map { Source(body: "", name: $0) }, positions: starts))
    }

    // MARK: The walk

    mutating func visit() {
        for index in definitions.indices {
            current = index
            let definition = definitions[index]
            switch definition.kind {
            case .schemaDefinition: visitSchema(definition as! SchemaDefinition, extending: nil)
            case .schemaExtensionDefinition:
                let node = definition as! SchemaExtensionDefinition
                visitSchema(node.definition, extending: node)
            case .scalarTypeDefinition: visitScalar(definition as! ScalarTypeDefinition, extending: nil)
            case .scalarExtensionDefinition:
                let node = definition as! ScalarExtensionDefinition
                visitScalar(node.definition, extending: node)
            case .objectTypeDefinition:
                let node = definition as! ObjectTypeDefinition
                visitFields(of: node.name, node.interfaces, node.directives, node.fields, kind: .objectTypeDefinition, extending: nil)
            case .typeExtensionDefinition:
                let node = (definition as! TypeExtensionDefinition), type = node.definition
                visitFields(of: type.name, type.interfaces, type.directives, type.fields, kind: .objectTypeDefinition, extending: node)
            case .interfaceTypeDefinition:
                let node = definition as! InterfaceTypeDefinition
                visitFields(of: node.name, node.interfaces, node.directives, node.fields, kind: .interfaceTypeDefinition, extending: nil)
            case .interfaceExtensionDefinition:
                let node = definition as! InterfaceExtensionDefinition, type = node.definition
                visitFields(of: type.name, type.interfaces, type.directives, type.fields, kind: .interfaceTypeDefinition, extending: node)
            case .unionTypeDefinition: visitUnion(definition as! UnionTypeDefinition, extending: nil)
            case .unionExtensionDefinition:
                let node = definition as! UnionExtensionDefinition
                visitUnion(node.definition, extending: node)
            case .enumTypeDefinition: visitEnum(definition as! EnumTypeDefinition, extending: nil)
            case .enumExtensionDefinition:
                let node = definition as! EnumExtensionDefinition
                visitEnum(node.definition, extending: node)
            case .inputObjectTypeDefinition: visitInputObject(definition as! InputObjectTypeDefinition, extending: nil)
            case .inputObjectExtensionDefinition:
                let node = definition as! InputObjectExtensionDefinition
                visitInputObject(node.definition, extending: node)
            case .directiveDefinition: visitDirectiveDefinition(definition as! DirectiveDefinition)
            case .operationDefinition: visitOperation(definition as! OperationDefinition)
            case .fragmentDefinition: visitFragment(definition as! FragmentDefinition)
            default: break
            }
        }
    }

    /// A schema definition, or (`extending`) a schema extension.
    private mutating func visitSchema(_ node: SchemaDefinition, extending: SchemaExtensionDefinition?) {
        if extending == nil {
            if schemaDefinitions > 0 { report("Must provide only one schema definition.", [node]) }
            schemaDefinitions += 1
        }
        for operationType in node.operationTypes {
            if let first = operationTypes[operationType.operation] {
                report("There can be only one \(operationType.operation.rawValue) type in schema.", [first, operationType])
            } else {
                operationTypes[operationType.operation] = operationType
            }
        }
        schemaDirectives = uniqueDirectives(node.directives, seen: schemaDirectives)
        visitDirectives(node.directives, at: "SCHEMA")
        for operationType in node.operationTypes { knownType(operationType.type, inSDL: true) }
    }

    private mutating func visitScalar(_ node: ScalarTypeDefinition, extending: Node?) {
        enterType(node.name, node.directives, extending: extending, kind: .scalarTypeDefinition)
        visitDirectives(node.directives, at: "SCALAR")
    }

    /// An object or interface type, or an extension of one.
    private mutating func visitFields(of name: Name, _ interfaces: [NamedType], _ directives: [Directive], _ fields: [FieldDefinition],
                                      kind: Kind, extending: Node?) {
        if extending == nil { uniqueTypeName(name) }
        fields.withUnsafeBufferPointer { fields in
            uniqueFieldNames(of: name.value, fields.indices.map { fields[$0].name.value })
            for index in fields.indices where fields[index].arguments.count > 1 {
                uniqueArgumentDefinitions(fields[index].arguments, of: name.value + "." + fields[index].name.value)
            }
            uniqueDirectives(directives, ofType: name.value)
            if let extending { possibleExtension(extending, of: name, kind: kind) }
            for index in interfaces.indices { knownType(interfaces[index], inSDL: true) }
            visitDirectives(directives, at: kind == .objectTypeDefinition ? "OBJECT" : "INTERFACE")
            for index in fields.indices {
                uniqueDirectives(fields[index].directives)
                visitInputValues(fields[index].arguments, at: "ARGUMENT_DEFINITION")
                let type = fields[index].type
                knownType(type, inSDL: true)
                visitDirectives(fields[index].directives, at: "FIELD_DEFINITION")
            }
        }
    }

    private mutating func visitUnion(_ node: UnionTypeDefinition, extending: Node?) {
        enterType(node.name, node.directives, extending: extending, kind: .unionTypeDefinition)
        visitDirectives(node.directives, at: "UNION")
        for index in node.types.indices { knownType(node.types[index], inSDL: true) }
    }

    private mutating func visitEnum(_ node: EnumTypeDefinition, extending: Node?) {
        if extending == nil { uniqueTypeName(node.name) }
        let typeName = node.name.value
        node.values.withUnsafeBufferPointer { values in
            var known = enumValueNames.removeValue(forKey: typeName) ?? [:]
            for index in values.indices {
                let name = values[index].name.value
                if let first = known[name] {
                    report("Enum value \"\(typeName).\(name)\" can only be defined once.", [memberName(first), values[index].name])
                } else {
                    known[name] = (current, index)
                }
            }
            enumValueNames[typeName] = known
            enterType(node.name, node.directives, extending: extending, kind: .enumTypeDefinition, named: false)
            visitDirectives(node.directives, at: "ENUM")
            for index in values.indices {
                uniqueDirectives(values[index].directives)
                visitDirectives(values[index].directives, at: "ENUM_VALUE")
            }
        }
    }

    /// An input object type, or an extension of one: graphql-js takes an extension's fields for
    /// arguments where it places directives (`ARGUMENT_DEFINITION`).
    private mutating func visitInputObject(_ node: InputObjectTypeDefinition, extending: Node?) {
        if extending == nil { uniqueTypeName(node.name) }
        uniqueFieldNames(of: node.name.value, node.fields.withUnsafeBufferPointer { fields in fields.indices.map { fields[$0].name.value } })
        enterType(node.name, node.directives, extending: extending, kind: .inputObjectTypeDefinition, named: false)
        visitDirectives(node.directives, at: "INPUT_OBJECT")
        visitInputValues(node.fields, at: extending == nil ? "INPUT_FIELD_DEFINITION" : "ARGUMENT_DEFINITION")
    }

    private mutating func visitDirectiveDefinition(_ node: DirectiveDefinition) {
        uniqueArgumentDefinitions(node.arguments, of: "@" + node.name.value)
        if let first = directiveNames[node.name.value] {
            report("There can be only one directive named \"@\(node.name.value)\".", [name(of: first), node.name])
        } else {
            directiveNames[node.name.value] = current
        }
        visitInputValues(node.arguments, at: "ARGUMENT_DEFINITION")
    }

    /// Argument or input field definitions: their types, default values and directives.
    private mutating func visitInputValues(_ values: [InputValueDefinition], at location: String) {
        values.withUnsafeBufferPointer { values in
            for index in values.indices {
                uniqueDirectives(values[index].directives)
                let type = values[index].type
                knownType(type, inSDL: true)
                if let value = values[index].defaultValue { visitValue(value) }
                visitDirectives(values[index].directives, at: location)
            }
        }
    }

    /// What graphql-js checks on entering a scalar, union, enum or input type (after the checks
    /// of its values and fields): its name (a definition's, when `named`), its directives, and
    /// what an extension extends.
    private mutating func enterType(_ name: Name, _ directives: [Directive], extending: Node?, kind: Kind, named: Bool = true) {
        if extending == nil, named { uniqueTypeName(name) }
        uniqueDirectives(directives, ofType: name.value)
        if let extending { possibleExtension(extending, of: name, kind: kind) }
    }

    // MARK: The rules about names

    /// UniqueTypeNames.
    private mutating func uniqueTypeName(_ name: Name) {
        if let first = typeNames[name.value] {
            report("There can be only one type named \"\(name.value)\".", [self.name(of: first), name])
        } else {
            typeNames[name.value] = current
        }
    }

    /// UniqueFieldDefinitionNames: the fields `names` of the object, interface or input type
    /// walked, counted with those of the same type name before (definitions and extensions).
    private mutating func uniqueFieldNames(of typeName: String, _ names: [String]) {
        var known = fieldNames.removeValue(forKey: typeName) ?? [:]
        known.reserveCapacity(known.count + names.count)
        for index in names.indices {
            if let first = known[names[index]] {
                report("Field \"\(typeName).\(names[index])\" can only be defined once.", [memberName(first), memberName((current, index))])
            } else {
                known[names[index]] = (current, index)
            }
        }
        fieldNames[typeName] = known
    }

    /// UniqueArgumentDefinitionNames: a field's or a directive's arguments.
    private mutating func uniqueArgumentDefinitions(_ arguments: [InputValueDefinition], of parent: @autoclosure () -> String) {
        for (name, indices) in Self.repeated(arguments.withUnsafeBufferPointer { a in a.indices.map { a[$0].name.value } }) {
            report("Argument \"\(parent())(\(name):)\" can only be defined once.", indices.map { arguments[$0].name })
        }
    }

    /// KnownTypeNames: the named type under any list and non-null wrappers; outside the SDL (in
    /// an operation or fragment) the standard types are not known either.
    mutating func knownType(_ type: some Type, inSDL: Bool) {
        guard let name = Self.namedTypeName(type), definedTypes[name] == nil, !(inSDL && Self.standardTypes.contains(name)) else { return }
        var named: Type = type
        while !(named is NamedType) { named = (named as? ListType)?.type ?? (named as! NonNullType).type }
        let options = inSDL ? Self.standardTypeNames + definedTypeNames : definedTypeNames
        report("Unknown type \"\(name)\"." + GraphQLSuggestions.didYouMean(GraphQLSuggestions.list(name, options: options)), [named])
    }

    /// The name of a type definition, read where it is (see the type's comment); nil for another
    /// definition.
    private static func typeName<D: Definition>(_ definition: D) -> String? {
        withUnsafePointer(to: definition) { pointer in
            func name<T: TypeDefinition>(_: T.Type, _ read: (UnsafePointer<T>) -> String) -> String? {
                D.self == T.self ? pointer.withMemoryRebound(to: T.self, capacity: 1, read) : nil
            }
            return name(ObjectTypeDefinition.self) { $0.pointee.name.value } ?? name(InputObjectTypeDefinition.self) { $0.pointee.name.value }
                ?? name(EnumTypeDefinition.self) { $0.pointee.name.value } ?? name(InterfaceTypeDefinition.self) { $0.pointee.name.value }
                ?? name(UnionTypeDefinition.self) { $0.pointee.name.value } ?? name(ScalarTypeDefinition.self) { $0.pointee.name.value }
        }
    }

    /// The name `type` refers to, under its list and non-null wrappers, read where it is: a cast
    /// would copy the node (see the type's comment).
    private static func namedTypeName<T: Type>(_ type: T) -> String? {
        withUnsafePointer(to: type) { pointer in
            if T.self == NamedType.self { return pointer.withMemoryRebound(to: NamedType.self, capacity: 1) { $0.pointee.name.value } }
            if T.self == NonNullType.self { return pointer.withMemoryRebound(to: NonNullType.self, capacity: 1) { namedTypeName($0.pointee.type) } }
            if T.self == ListType.self { return pointer.withMemoryRebound(to: ListType.self, capacity: 1) { namedTypeName($0.pointee.type) } }
            return nil
        }
    }

    /// PossibleTypeExtensions: the extended type is defined (its last definition counts), and
    /// is of the extension's kind.
    private mutating func possibleExtension(_ node: Node, of name: Name, kind: Kind) {
        guard let index = definedTypes[name.value] else {
            let suggestions = GraphQLSuggestions.list(name.value, options: definedTypeNames)
            report("Cannot extend type \"\(name.value)\" because it is not defined." + GraphQLSuggestions.didYouMean(suggestions), [name])
            return
        }
        guard definitions[index].kind != kind else { return }
        report("Cannot extend non-\(Self.typeKinds[kind] ?? "unknown type") type \"\(name.value)\".", [definitions[index], node])
    }

    // MARK: Nodes for errors

    /// The name of definition `index`.
    private func name(of index: Int) -> Node {
        guard case let .node(name)? = definitions[index].get(key: "name") else { return definitions[index] }
        return name
    }

    /// The name of a field, input field or enum value.
    private func memberName(_ member: Member) -> Node {
        let definition = definitions[member.definition]
        guard case let .array(members)? = definition.get(key: "fields") ?? definition.get(key: "values"),
              case let .node(name)? = members[member.index].get(key: "name") else { return definition }
        return name
    }

    /// The names given more than once, each with the indices of all of its uses, in the order of
    /// their first use (graphql-js's `groupBy`).
    static func repeated(_ names: [String]) -> [(String, [Int])] {
        guard names.count > 1 else { return [] }
        if names.count <= 16 {
            // The usual few: no duplicate is found without a dictionary.
            guard names.indices.contains(where: { i in names[(i + 1)...].contains(names[i]) }) else { return [] }
        }
        var groups: [String: [Int]] = [:], order: [String] = []
        for index in names.indices {
            if groups[names[index]] == nil { order.append(names[index]) }
            groups[names[index], default: []].append(index)
        }
        return order.compactMap { name in groups[name].flatMap { $0.count > 1 ? (name, $0) : nil } }
    }
}
