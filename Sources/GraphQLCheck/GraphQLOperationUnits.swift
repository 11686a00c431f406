import GraphQL
import ScaffoldSupport

/// A document's operations as units of validation: each operation with the fragments it
/// reaches. Every rule but four looks only inside one unit, so a unit whose text (and schema)
/// has not changed since it was found valid is valid still; the four — unique operation and
/// fragment names, a lone anonymous operation, no unused fragment — look across units and are
/// checked here on the whole document.
struct GraphQLOperationUnits {
    /// One operation and what its validation depends on.
    struct Unit {
        /// The operation.
        let operation: OperationDefinition
        /// The fragment names it reaches (some perhaps undefined).
        let fragmentNames: [String]
        /// A digest of the schema, the operation's text and the text of each fragment it reaches.
        let key: String
    }

    /// The operations, in document order.
    let units: [Unit]
    /// Whether a rule that looks across units reports something on the document.
    let hasDocumentProblem: Bool
    private let definitions: [Definition]

    /// The units of `definitions` (the executable ones of a document), keyed with `schemaDigest`.
    init(definitions: [Definition], schemaDigest: String) {
        self.definitions = definitions
        let reach = GraphQLFragmentReach(definitions: definitions)
        var texts = DefinitionTexts(definitions)
        let operations = definitions.compactMap { $0 as? OperationDefinition }
        units = operations.map { operation in
            let names = reach.names(reachedFrom: operation.selectionSet)
            var hasher = SHA256()
            hasher.update(Array(schemaDigest.utf8) + [0])
            hasher.update(texts.bytes(of: operation) + [0])
            for name in names.sorted() {
                hasher.update(Array(name.utf8) + [0])
                hasher.update((reach.fragments[name].map { texts.bytes(of: $0) } ?? []) + [0])
            }
            return Unit(operation: operation, fragmentNames: names, key: hasher.finalizeHex())
        }
        hasDocumentProblem = Self.hasDocumentProblem(operations: operations, units: units, definitions: definitions)
    }

    /// The definitions `units` need: their operations and the fragments they reach, in
    /// document order.
    func definitions(for units: [Unit]) -> [Definition] {
        let operations = Set(units.map { ObjectIdentifier($0.operation) })
        let fragments = Set(units.flatMap(\.fragmentNames))
        return definitions.filter { definition in
            switch definition {
            case let operation as OperationDefinition: return operations.contains(ObjectIdentifier(operation))
            case let fragment as FragmentDefinition: return fragments.contains(fragment.name.value)
            default: return false
            }
        }
    }

    /// Two operations or two fragments of one name, an anonymous operation beside others, or a
    /// fragment no operation reaches.
    private static func hasDocumentProblem(operations: [OperationDefinition], units: [Unit], definitions: [Definition]) -> Bool {
        let named = operations.compactMap { $0.name?.value }
        if Set(named).count != named.count || (named.count != operations.count && operations.count > 1) { return true }
        let fragments = definitions.compactMap { ($0 as? FragmentDefinition)?.name.value }
        return Set(fragments).count != fragments.count || !Set(fragments).isSubset(of: units.flatMap(\.fragmentNames))
    }

    /// The source text of definitions, each file's bytes read once. A definition's text runs
    /// from its start to the next definition of its file (or the file's end): GraphQLSwift ends
    /// an operation's location after its name, not after its selection set.
    private struct DefinitionTexts {
        private var files: [String: [UInt8]] = [:]
        private var ends: [ObjectIdentifier: Int] = [:]

        init(_ definitions: [Definition]) {
            var next: [String: Int] = [:]
            for definition in definitions.reversed() {
                guard let loc = definition.loc else { continue }
                if let end = next[loc.source.name] { ends[ObjectIdentifier(definition as AnyObject)] = end }
                next[loc.source.name] = loc.start
            }
        }

        mutating func bytes(of definition: Definition) -> [UInt8] {
            guard let loc = definition.loc else { return [] }
            let name = loc.source.name
            let file = files[name] ?? Array(loc.source.body.utf8)
            files[name] = file
            let end = ends[ObjectIdentifier(definition as AnyObject)] ?? file.count
            guard loc.start >= 0, loc.start <= end, end <= file.count else { return file }
            return Array(file[loc.start..<end])
        }
    }
}
