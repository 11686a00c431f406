import GraphQL
import ScaffoldSupport

/// Writes the namespace's own declarations: the helpers a network client uses, and the schema
/// types the operations use — scalars as type aliases, enums with an `unknown` case, input
/// objects as `Encodable` structs.
struct GraphQLSchemaTypeWriter {
    let names: GraphQLNamespaceNames
    /// `public ` or nothing.
    let access: String

    /// The namespace's coding key type, qualified.
    var key: String { names.namespace + "." + GraphQLNamespaceNames.helpers.key }

    /// The protocol every operation conforms to, the response and request bodies, the key type.
    func writeHelpers(into out: inout SwiftSourceLines) {
        let helpers = GraphQLNamespaceNames.helpers
        out.documentation("What a network client needs of an operation: its document and variables to send, the data to decode.")
        out.block("\(access)protocol \(helpers.operation): Sendable") { out in
            out.line("associatedtype Variables: Encodable, Sendable")
            out.line("associatedtype Data: Decodable, Sendable")
            out.line("static var operationName: Swift.String { get }")
            out.line("static var document: Swift.String { get }")
            out.line("var variables: Variables { get }")
        }
        out.line()
        out.documentation("A response body: the operation's data, and the errors the server reported.")
        out.block("\(access)struct \(helpers.response)<Data: Decodable & Sendable>: Decodable, Sendable") { out in
            out.line("\(access)let data: Data?")
            out.line("\(access)let errors: [\(helpers.error)]?")
        }
        out.line()
        out.documentation("An error the server reported.")
        out.block("\(access)struct \(helpers.error): Decodable, Equatable, Sendable") { out in
            out.line("\(access)let message: Swift.String")
        }
        out.line()
        out.documentation("The body of a GraphQL-over-HTTP request for `operation`.")
        out.block("\(access)struct \(helpers.request)<Operation: \(helpers.operation)>: Encodable, Sendable") { out in
            out.line("\(access)let query: Swift.String")
            out.line("\(access)let operationName: Swift.String")
            out.line("\(access)let variables: Operation.Variables")
            out.line()
            out.block("\(access)init(_ operation: Operation)") { out in
                out.line("query = Operation.document")
                out.line("operationName = Operation.operationName")
                out.line("variables = operation.variables")
            }
        }
        out.line()
        out.documentation("A coding key spelled as the response's key.")
        out.block("\(access)struct \(helpers.key): CodingKey, ExpressibleByStringLiteral") { out in
            out.line("\(access)let stringValue: Swift.String")
            out.line("\(access)var intValue: Swift.Int? { nil }")
            out.line("\(access)init(stringValue: Swift.String) { self.stringValue = stringValue }")
            out.line("\(access)init?(intValue: Swift.Int) { nil }")
            out.line("\(access)init(stringLiteral value: Swift.String) { stringValue = value }")
        }
    }

    /// Each used schema type, in name order.
    func writeSchemaTypes(_ schema: GraphQLSchema, into out: inout SwiftSourceLines) {
        for name in names.usedTypes.sorted() {
            guard let type = schema.getType(name: name) else { continue }
            out.line()
            switch type {
            case let scalar as GraphQLScalarType: writeScalar(scalar, into: &out)
            case let enumType as GraphQLEnumType: writeEnum(enumType, into: &out)
            case let input as GraphQLInputObjectType: writeInput(input, schema: schema, into: &out)
            default: continue
            }
        }
    }

    private func writeScalar(_ scalar: GraphQLScalarType, into out: inout SwiftSourceLines) {
        let mapped = names.scalarMapping[scalar.name]
        out.documentation(scalar.description ?? "The scalar `\(scalar.name)`" + (mapped == nil ? ", sent and received as a string." : "."))
        out.line("\(access)typealias \(names.declaredName(scalar.name)) = \(mapped ?? "Swift.String")")
    }

    private func writeEnum(_ type: GraphQLEnumType, into out: inout SwiftSourceLines) {
        let values = type.values.map(\.name)
        let cases = zip(values, GraphQLSwiftNames.caseNames(values).map(SwiftNaming.escaped)).map { (value: $0, name: $1) }
        out.documentation(type.description)
        out.block("\(access)enum \(names.declaredName(type.name)): Swift.RawRepresentable, Codable, Hashable, Sendable") { out in
            for (value, name) in zip(type.values, cases.map(\.name)) {
                out.documentation(value.description)
                out.line("case \(name)")
            }
            out.documentation("A value the schema did not have when this was generated.")
            out.line("case unknown(Swift.String)")
            out.line()
            out.block("\(access)init(rawValue: Swift.String)") { out in
                out.switchStatement(over: "rawValue", cases.map { "case \(TextEscaping.swiftStringLiteral($0.value)): self = .\($0.name)" }
                    + ["default: self = .unknown(rawValue)"])
            }
            out.line()
            out.block("\(access)var rawValue: Swift.String") { out in
                out.switchStatement(over: "self", cases.map { "case .\($0.name): return \(TextEscaping.swiftStringLiteral($0.value))" }
                    + ["case let .unknown(value): return value"])
            }
            out.line()
            out.block("\(access)init(from decoder: any Swift.Decoder) throws") { out in
                out.line("self.init(rawValue: try decoder.singleValueContainer().decode(Swift.String.self))")
            }
            out.line()
            out.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { out in
                out.line("var container = encoder.singleValueContainer()")
                out.line("try container.encode(rawValue)")
            }
        }
    }

    private func writeInput(_ type: GraphQLInputObjectType, schema: GraphQLSchema, into out: inout SwiftSourceLines) {
        let fields = (try? type.fields()) ?? [:]
        var scope = SwiftNameScope(reserved: [names.namespace, "Swift"])
        // A field with a default may be left out (the server applies the default): optional.
        let members = fields.map { key, field in
            let type = SwiftValueType(field.type, leaf: getNamedType(type: field.type).map(names.swiftType) ?? "Swift.String")
            return EncodableMember(name: scope.memberName(key), key: key, type: field.defaultValue == nil ? type : type.madeOptional)
        }
        out.documentation(type.description)
        writeEncodable(name: names.declaredName(type.name), members: members, boxed: Self.isRecursive(type), into: &out)
    }

    /// One property of an `Encodable` value (a variable, an input object's field).
    struct EncodableMember {
        var name: String
        var key: String
        var type: SwiftValueType

        /// `name: Type`, with `= nil` when it is optional.
        var parameter: String {
            let defaultValue = if case .optional = type { " = nil" } else { "" }
            return "\(SwiftNaming.escaped(name)): \(type.text)\(defaultValue)"
        }
    }

    /// `struct <name>: Encodable, Equatable, Sendable` with `members`, an initializer whose
    /// optional parameters default to nil, and `encode(to:)` that leaves nil out. `boxed` (an
    /// input object that contains itself) makes it a final class of constants instead, since a
    /// struct cannot.
    func writeEncodable(name: String, members: [EncodableMember], boxed: Bool = false, into out: inout SwiftSourceLines) {
        let header = boxed ? "\(access)final class \(name): Encodable, Equatable, @unchecked Sendable" : "\(access)struct \(name): Encodable, Equatable, Sendable"
        out.block(header) { out in
            for member in members { out.line("\(access)\(boxed ? "let" : "var") \(SwiftNaming.escaped(member.name)): \(member.type.text)") }
            if !members.isEmpty { out.line() }
            out.block("\(access)init(\(members.map(\.parameter).joined(separator: ", ")))") { out in
                for member in members { out.line("self.\(SwiftNaming.escaped(member.name)) = \(SwiftNaming.escaped(member.name))") }
            }
            out.line()
            out.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { out in
                out.line(members.isEmpty ? "_ = encoder.container(keyedBy: \(key).self)" : "var container = encoder.container(keyedBy: \(key).self)")
                for member in members {
                    let call = if case .optional = member.type { "encodeIfPresent" } else { "encode" }
                    out.line("try container.\(call)(self.\(SwiftNaming.escaped(member.name)), forKey: \(TextEscaping.swiftStringLiteral(member.key)))")
                }
            }
            if boxed {
                out.line()
                out.block("\(access)static func == (lhs: \(name), rhs: \(name)) -> Bool") { out in
                    let comparisons = members.map { "lhs.\(SwiftNaming.escaped($0.name)) == rhs.\(SwiftNaming.escaped($0.name))" }
                    out.line(comparisons.isEmpty ? "true" : comparisons.joined(separator: " && "))
                }
            }
        }
    }

    /// Whether `type` contains itself through fields that are not lists (a struct could not).
    static func isRecursive(_ type: GraphQLInputObjectType) -> Bool {
        var seen: Set<String> = []
        var pending = directInputs(of: type)
        while let next = pending.popLast() {
            if next.name == type.name { return true }
            if seen.insert(next.name).inserted { pending += directInputs(of: next) }
        }
        return false
    }

    /// The input object types `type`'s fields hold directly (not in a list).
    private static func directInputs(of type: GraphQLInputObjectType) -> [GraphQLInputObjectType] {
        ((try? type.fields()) ?? [:]).values.compactMap { field in
            let unwrapped = (field.type as? GraphQLNonNull)?.ofType ?? field.type
            return unwrapped as? GraphQLInputObjectType
        }
    }
}
