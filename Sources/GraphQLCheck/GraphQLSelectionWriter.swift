import ScaffoldSupport

/// Writes the Swift of a planned selection struct: its stored properties, a memberwise
/// initializer (for previews and tests), `init(from:)` that decodes a response object, and its
/// nested structs.
struct GraphQLSelectionWriter {
    /// `public ` or nothing.
    let access: String
    /// The namespace's coding key type (`GraphQLAPI.GraphQLKey`).
    let key: String

    /// Appends `selection` as `struct <name>: Decodable, Equatable, Sendable`.
    func write(_ selection: SelectionStruct, into out: inout SwiftSourceLines) {
        out.block("\(access)struct \(SwiftNaming.escaped(selection.name)): Decodable, Equatable, Sendable") { out in
            for member in selection.members {
                out.line("\(access)let \(SwiftNaming.escaped(member.name)): \(member.type.text)")
            }
            out.line()
            writeMemberwiseInit(selection.members, into: &out)
            out.line()
            writeDecoder(selection.members, into: &out)
            for child in selection.children {
                out.line()
                write(child, into: &out)
            }
        }
    }

    private func writeMemberwiseInit(_ members: [SelectionStruct.Member], into out: inout SwiftSourceLines) {
        let parameters = members.map { "\(SwiftNaming.escaped($0.name)): \($0.type.text)" }.joined(separator: ", ")
        out.block("\(access)init(\(parameters))") { out in
            for member in members {
                out.line("self.\(SwiftNaming.escaped(member.name)) = \(SwiftNaming.escaped(member.name))")
            }
        }
    }

    private func writeDecoder(_ members: [SelectionStruct.Member], into out: inout SwiftSourceLines) {
        let typename = members.first { if case .field(key: "__typename") = $0.source { return true } else { return false } }
        out.block("\(access)init(from decoder: any Swift.Decoder) throws") { out in
            if members.contains(where: { if case .field = $0.source { return true } else { return false } }) {
                out.line("let container = try decoder.container(keyedBy: \(key).self)")
            }
            for member in members {
                out.line("self.\(SwiftNaming.escaped(member.name)) = " + decoding(member, typename: typename.map { "self." + SwiftNaming.escaped($0.name) }))
            }
        }
    }

    /// The expression that decodes `member`; `typename` is the property holding `__typename`.
    private func decoding(_ member: SelectionStruct.Member, typename: String?) -> String {
        switch member.source {
        case let .field(key):
            let literal = TextEscaping.swiftStringLiteral(key)
            if case let .optional(wrapped) = member.type {
                return "try container.decodeIfPresent(\(wrapped.text).self, forKey: \(literal))"
            }
            return "try container.decode(\(member.type.text).self, forKey: \(literal))"
        case let .fragment(possibleTypes, guarded):
            let type = member.type.unwrapped.text
            guard let possibleTypes else { return guarded ? "try? \(type)(from: decoder)" : "try \(type)(from: decoder)" }
            let condition = "\(Self.list(possibleTypes)).contains(\(typename ?? "\"\""))"
            return guarded ? "\(condition) ? (try? \(type)(from: decoder)) : nil" : "try \(condition) ? \(type)(from: decoder) : nil"
        case let .condition(possibleTypes):
            return "try \(Self.list(possibleTypes)).contains(\(typename ?? "\"\"")) ? \(member.type.unwrapped.text)(from: decoder) : nil"
        }
    }

    /// `["Droid", "Human"]`.
    private static func list(_ names: [String]) -> String {
        "[" + names.map(TextEscaping.swiftStringLiteral).joined(separator: ", ") + "]"
    }
}

extension SwiftValueType {
    /// The type without its outer optional.
    var unwrapped: SwiftValueType {
        if case let .optional(wrapped) = self { return wrapped }
        return self
    }
}
