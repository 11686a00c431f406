import Foundation
import ScaffoldSupport
import Yams

/// Turns a file's Yams nodes into `ManifestNode`s with locations, reporting repeated keys,
/// non-text keys and YAML merge keys, and stopping when aliases expand into too many nodes.
///
/// Yams shares an aliased node rather than copying it, so a few hundred bytes of nested
/// aliases stand for billions of nodes once copied; the conversion counts the copies aliases
/// add (every node converted again), never the nodes written in the file, whose number the
/// file's size bounds (``YAMLReader/sizeLimit``).
struct YAMLConverter {
    /// Nodes the aliases of one file may add by copying what they name.
    static let nodeLimit = 100_000

    /// Every problem found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether the file cannot be used: aliases expanded too far, or it uses merge keys.
    private(set) var failed = false

    private let file: String
    private let directory: URL
    private let renamedKeys: [YAMLComposer.TextPosition: String]
    /// The source's lines, kept only when some value may hold a `${` to locate.
    private let lines: [Substring]
    /// Nodes converted as copies of an aliased node.
    private var copied = 0
    private var seen = Set<YAMLComposer.TextPosition>()
    /// Where the outermost alias expansion being converted was used.
    private var expansionSite: SourceLocation?

    init(file: String, directory: URL, source: String, renamedKeys: [YAMLComposer.TextPosition: String]) {
        self.file = file
        self.directory = directory
        self.renamedKeys = renamedKeys
        lines = source.containsVariableMarker ? source.split(separator: "\n", omittingEmptySubsequences: false) : []
    }

    /// `node` converted; `site` is where it is used (its key, or its list), for alias reports.
    mutating func convert(_ node: Yams.Node, site: SourceLocation? = nil) -> ManifestNode {
        let location = location(node.mark)
        guard !failed else { return ManifestNode(value: .null, location: location, baseDirectory: directory) }
        let entersExpansion = expansionSite == nil && !seen.insert(position(node.mark)).inserted
        if expansionSite != nil || entersExpansion {
            copied += 1
            guard copied <= Self.nodeLimit else {
                failed = true
                diagnostics.append(.error("YAML aliases expand to too many nodes", at: expansionSite ?? site ?? location,
                                          hint: "aliases copy more than \(Self.nodeLimit) values; use fewer nested aliases"))
                return ManifestNode(value: .null, location: location, baseDirectory: directory)
            }
        }
        if entersExpansion { expansionSite = site ?? location }
        defer { if entersExpansion { expansionSite = nil } }
        return convertValue(node, location: location)
    }

    private mutating func convertValue(_ node: Yams.Node, location: SourceLocation) -> ManifestNode {
        switch node {
        case let .scalar(scalar):
            return convertScalar(scalar, location: location)
        case let .sequence(sequence):
            let items = sequence.map { convert($0, site: location) }
            return ManifestNode(value: .sequence(items), location: location, baseDirectory: directory)
        case let .mapping(mapping):
            return ManifestNode(value: .mapping(convertEntries(mapping)), location: location, baseDirectory: directory)
        case let .alias(alias):
            diagnostics.append(.error("unresolved YAML alias '*\(alias.anchor.rawValue)'", at: location))
            return ManifestNode(value: .null, location: location, baseDirectory: directory)
        }
    }

    private func convertScalar(_ scalar: Node.Scalar, location: SourceLocation) -> ManifestNode {
        let quoted = scalar.style != .plain
        if !quoted, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
            return ManifestNode(value: .null, location: location, baseDirectory: directory)
        }
        var node = ManifestNode(value: .scalar(scalar.string, quoted: quoted), location: location, baseDirectory: directory)
        node.verbatimPrefix = verbatimPrefix(of: scalar)
        return node
    }

    private mutating func convertEntries(_ mapping: Node.Mapping) -> [ManifestNode.Entry] {
        var entries: [ManifestNode.Entry] = []
        var keys: [String: SourceLocation] = [:]
        for (keyNode, valueNode) in mapping {
            let keyLocation = location(keyNode.mark)
            guard let scalar = keyNode.scalar else {
                diagnostics.append(.error("mapping keys must be plain text, found \(keyNode.mapping != nil ? "a mapping" : "a list")", at: keyLocation))
                continue
            }
            let key = renamedKeys[position(keyNode.mark)] ?? scalar.string
            if key == "<<", scalar.style == .plain {
                failed = true
                diagnostics.append(.error("YAML merge keys (<<) are not supported", at: keyLocation, hint: "repeat the keys or use include:"))
                continue
            }
            if let first = keys[key] {
                // XcodeGen's YAML reader keeps the last value; so does scaffold, with a warning.
                diagnostics.append(.warning("duplicate key '\(key)': this value replaces the one at \(first)", at: keyLocation,
                                            hint: "a key may appear once per mapping; merge the entries"))
                entries.removeAll { $0.key == key }
            }
            keys[key] = keyLocation
            entries.append(.init(key: key, keyLocation: keyLocation, value: convert(valueNode, site: keyLocation)))
        }
        return entries
    }

    /// How much of a plain or flow-quoted scalar's text is written as is on its first line.
    private func verbatimPrefix(of scalar: Node.Scalar) -> Int {
        guard !lines.isEmpty, scalar.string.containsVariableMarker, let mark = scalar.mark, mark.line <= lines.count else { return 0 }
        let opening: Int
        switch scalar.style {
        case .plain: opening = 0
        case .singleQuoted, .doubleQuoted: opening = 1
        default: return 0
        }
        let written = lines[mark.line - 1].unicodeScalars.dropFirst(mark.column - 1 + opening)
        return zip(scalar.string.unicodeScalars, written).prefix { $0 == $1 }.count
    }

    private func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private func position(_ mark: Mark?) -> YAMLComposer.TextPosition {
        YAMLComposer.TextPosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}
