import CYaml
import Foundation
import ScaffoldSupport

/// Builds a file's `ManifestNode` tree straight from LibYAML's parser events, with locations,
/// reporting repeated keys (the last value wins), non-text keys and YAML merge keys, and
/// stopping when aliases expand into too many nodes.
///
/// Yams' own node tree sat in between until this reader: a Swift node per value, its text
/// decoded through Foundation, tag objects, then a second walk to convert it. Reading events
/// makes one tree, and lets a repeated key be reported where it stands instead of stopping
/// the parse (Yams throws at the first one). The errors LibYAML reports read as Yams had them.
///
/// An alias is a copy of the node its anchor names (a `ManifestNode` is a value: the copy
/// shares storage until changed). A few hundred bytes of nested aliases stand for billions of
/// nodes once the later passes walk them, so the reader counts the nodes each alias adds —
/// the anchored node's full size — against ``nodeLimit``; the nodes written in the file are
/// bounded by its size (``YAMLReader/sizeLimit``).
struct YAMLEventReader {
    /// Nodes the aliases of one file may add by copying what they name.
    static let nodeLimit = 100_000

    /// Every problem found.
    private(set) var diagnostics: [Diagnostic] = []

    private let file: String
    private let directory: URL
    /// The source's lines, kept only when some value may hold a `${` to locate.
    private let lines: [Substring]
    /// What each anchor names, how many nodes it stands for, and a scalar's text as written
    /// (a null's too: an alias used as a key is that text).
    private var anchors: [String: (node: ManifestNode, size: Int, text: String?)] = [:]
    /// Nodes added by aliases so far.
    private var copied = 0

    init(file: String, directory: URL, source: String) {
        self.file = file
        self.directory = directory
        lines = source.containsVariableMarker ? source.split(separator: "\n", omittingEmptySubsequences: false) : []
    }

    /// Why reading stopped: the diagnostic is already recorded.
    private struct Stop: Error {}

    /// The document of `text` (an empty mapping when there is none); `nil`, with diagnostics,
    /// when the text is not valid YAML or cannot be used.
    mutating func read(_ text: String) -> ManifestNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.append(.error("invalid YAML: out of memory", at: location(line: 1, column: 1)))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        // NUL-terminated, so that even empty text has an address; LibYAML reads `count` bytes.
        return text.utf8CString.withUnsafeBufferPointer { buffer -> ManifestNode? in
            buffer.withMemoryRebound(to: UInt8.self) { utf8 in
                yaml_parser_set_input_string(&parser, utf8.baseAddress, utf8.count - 1)
                do {
                    return try document(&parser) ?? ManifestNode(value: .mapping([]), location: location(line: 1, column: 1), baseDirectory: directory)
                } catch {
                    return nil
                }
            }
        }
    }

    // MARK: Events

    /// What the reader needs of one event, copied out before LibYAML frees it.
    private struct Event {
        enum Kind {
            case streamStart, streamEnd, documentStart, documentEnd
            case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
        }

        var kind: Kind
        var line: Int
        var column: Int
        /// A scalar's text, or the anchor an alias names.
        var text = ""
        var anchor: String?
        var style = YAML_ANY_SCALAR_STYLE
    }

    /// The next event; a LibYAML error becomes a diagnostic, as Yams words it.
    private mutating func next(_ parser: inout yaml_parser_t) throws(Stop) -> Event {
        var raw = yaml_event_t()
        guard yaml_parser_parse(&parser, &raw) == 1 else {
            diagnostics.append(Self.diagnostic(for: parser, file: file))
            throw Stop()
        }
        defer { yaml_event_delete(&raw) }
        var event = Event(kind: .streamEnd, line: Int(raw.start_mark.line) + 1, column: Int(raw.start_mark.column) + 1)
        switch raw.type {
        case YAML_STREAM_START_EVENT: event.kind = .streamStart
        case YAML_DOCUMENT_START_EVENT: event.kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: event.kind = .documentEnd
        case YAML_ALIAS_EVENT:
            event.kind = .alias
            event.text = Self.string(raw.data.alias.anchor) ?? ""
        case YAML_SCALAR_EVENT:
            event.kind = .scalar
            event.text = String(decoding: UnsafeBufferPointer(start: raw.data.scalar.value, count: raw.data.scalar.length), as: UTF8.self)
            event.anchor = Self.string(raw.data.scalar.anchor)
            event.style = raw.data.scalar.style
        case YAML_SEQUENCE_START_EVENT:
            event.kind = .sequenceStart
            event.anchor = Self.string(raw.data.sequence_start.anchor)
        case YAML_SEQUENCE_END_EVENT: event.kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            event.kind = .mappingStart
            event.anchor = Self.string(raw.data.mapping_start.anchor)
        case YAML_MAPPING_END_EVENT: event.kind = .mappingEnd
        default: event.kind = .streamEnd
        }
        return event
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(decoding: UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))), as: UTF8.self) }
    }

    // MARK: Nodes

    /// The stream's one document (`nil` for none); a second document is an error, as in Yams.
    private mutating func document(_ parser: inout yaml_parser_t) throws(Stop) -> ManifestNode? {
        _ = try next(&parser) // stream start
        let start = try next(&parser)
        guard start.kind == .documentStart else { return nil }
        let root = try node(from: try next(&parser), &parser, site: nil).node
        _ = try next(&parser) // document end
        let after = try next(&parser)
        guard after.kind == .streamEnd else {
            diagnostics.append(.error("invalid YAML: but found another document", at: location(line: after.line, column: after.column),
                                      hint: "expected a single document in the stream at line 1, column 1"))
            throw Stop()
        }
        return root
    }

    /// The node `event` starts, and how many nodes it stands for (aliases expanded); `site` is
    /// where it is used (its key, or its list), for alias reports.
    private mutating func node(from event: Event, _ parser: inout yaml_parser_t, site: SourceLocation?) throws(Stop) -> (node: ManifestNode, size: Int) {
        let location = location(line: event.line, column: event.column)
        let built: (node: ManifestNode, size: Int)
        switch event.kind {
        case .alias:
            return try alias(event.text, at: location, site: site)
        case .scalar:
            built = (scalar(event, at: location), 1)
        case .sequenceStart:
            var items: [ManifestNode] = []
            var size = 1
            var item = try next(&parser)
            while item.kind != .sequenceEnd {
                let child = try node(from: item, &parser, site: location)
                items.append(child.node)
                size += child.size
                item = try next(&parser)
            }
            built = (ManifestNode(value: .sequence(items), location: location, baseDirectory: directory), size)
        case .mappingStart:
            let (entries, size) = try entries(&parser)
            built = (ManifestNode(value: .mapping(entries), location: location, baseDirectory: directory), size + 1)
        default:
            built = (ManifestNode(value: .null, location: location, baseDirectory: directory), 1)
        }
        // Registered once complete: an alias inside its own anchored node is undefined, as in Yams.
        if let anchor = event.anchor { anchors[anchor] = (built.node, built.size, event.kind == .scalar ? event.text : nil) }
        return built
    }

    private func scalar(_ event: Event, at location: SourceLocation) -> ManifestNode {
        let quoted = event.style != YAML_PLAIN_SCALAR_STYLE
        // Only nothing at all is null: XcodeGen's YAML reader has no null rule, so `~` and `null`
        // are the texts "~" and "null" to it (a build setting written `KEY: ~` is `~`).
        if !quoted, event.text.isEmpty {
            return ManifestNode(value: .null, location: location, baseDirectory: directory)
        }
        var node = ManifestNode(value: .scalar(event.text, quoted: quoted), location: location, baseDirectory: directory)
        node.verbatimPrefix = verbatimPrefix(of: event)
        return node
    }

    /// A copy of what `anchor` names, counted against the limit.
    private mutating func alias(_ anchor: String, at location: SourceLocation, site: SourceLocation?) throws(Stop) -> (node: ManifestNode, size: Int) {
        guard let named = anchors[anchor] else {
            diagnostics.append(.error("invalid YAML: found undefined alias", at: location))
            throw Stop()
        }
        copied += named.size
        guard copied <= Self.nodeLimit else {
            diagnostics.append(.error("YAML aliases expand to too many nodes", at: site ?? location,
                                      hint: "aliases copy more than \(Self.nodeLimit) values; use fewer nested aliases"))
            throw Stop()
        }
        return (named.node, named.size)
    }

    /// A mapping's entries up to its end, and how many nodes their values stand for.
    private mutating func entries(_ parser: inout yaml_parser_t) throws(Stop) -> ([ManifestNode.Entry], Int) {
        var entries: [ManifestNode.Entry] = []
        var sizes: [Int] = []
        var keys: [String: SourceLocation] = [:]
        var keyEvent = try next(&parser)
        while keyEvent.kind != .mappingEnd {
            let keyLocation = location(line: keyEvent.line, column: keyEvent.column)
            let key = try key(of: keyEvent, &parser, at: keyLocation)
            let value = try node(from: try next(&parser), &parser, site: keyLocation)
            keyEvent = try next(&parser)
            guard let key else { continue }
            if let first = keys[key] {
                // XcodeGen's YAML reader keeps the last value; so does scaffold, with a warning.
                diagnostics.append(.warning("duplicate key '\(key)': this value replaces the one at \(first)", at: keyLocation,
                                            hint: "a key may appear once per mapping; merge the entries"))
                if let index = entries.firstIndex(where: { $0.key == key }) {
                    entries.remove(at: index)
                    sizes.remove(at: index)
                }
            }
            keys[key] = keyLocation
            entries.append(.init(key: key, keyLocation: keyLocation, value: value.node))
            sizes.append(value.size)
        }
        return (entries, sizes.reduce(0, +))
    }

    /// A key's text; `nil` (reported) for a key that is not text. A merge key stops the read.
    private mutating func key(of event: Event, _ parser: inout yaml_parser_t, at location: SourceLocation) throws(Stop) -> String? {
        switch event.kind {
        case .scalar:
            if event.text == "<<", event.style == YAML_PLAIN_SCALAR_STYLE {
                diagnostics.append(.error("YAML merge keys (<<) are not supported", at: location, hint: "repeat the keys or use include:"))
                throw Stop()
            }
            if let anchor = event.anchor { anchors[anchor] = (scalar(event, at: location), 1, event.text) }
            return event.text
        case .alias:
            let named = try alias(event.text, at: location, site: location).node
            if let text = anchors[event.text]?.text { return text }
            diagnostics.append(.error("mapping keys must be plain text, found \(named.kindDescription)", at: location))
            return nil
        default:
            let skipped = try node(from: event, &parser, site: location).node
            diagnostics.append(.error("mapping keys must be plain text, found \(skipped.kindDescription)", at: location))
            return nil
        }
    }

    /// How much of a plain or flow-quoted scalar's text is written as is on its first line.
    private func verbatimPrefix(of event: Event) -> Int {
        guard !lines.isEmpty, event.text.containsVariableMarker, event.line <= lines.count else { return 0 }
        let opening: Int
        switch event.style {
        case YAML_PLAIN_SCALAR_STYLE: opening = 0
        case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: opening = 1
        default: return 0
        }
        let written = lines[event.line - 1].unicodeScalars.dropFirst(event.column - 1 + opening)
        return zip(event.text.unicodeScalars, written).prefix { $0 == $1 }.count
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    // MARK: Errors

    /// LibYAML's error, worded as Yams words it: the problem at its mark, and the context
    /// (`while parsing a flow sequence`) as a hint.
    private static func diagnostic(for parser: yaml_parser_t, file: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            var hint: String?
            if let context = parser.context {
                hint = "\(String(cString: context)) at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1)"
            }
            return .error("invalid YAML: \(problem)",
                          at: SourceLocation(file: file, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1), hint: hint)
        case YAML_MEMORY_ERROR:
            return .error("invalid YAML: out of memory", at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
