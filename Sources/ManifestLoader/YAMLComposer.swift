import Yams

/// Parses YAML text into Yams nodes without stopping at the first repeated key.
///
/// Yams throws at the first mapping with a repeated key, naming only the earlier occurrence.
/// To report every repeat at its own line and read the rest of the file, the composer gives
/// that earlier occurrence a unique name — one character replaced by another, so no column
/// moves — and parses again, remembering the original name. `YAMLConverter` restores it and
/// reports each later occurrence, keeping the first.
struct YAMLComposer {
    /// The parsed document and the keys renamed on the way, by position.
    struct Result {
        var root: Yams.Node?
        var renamedKeys: [TextPosition: String]
    }

    /// A line and column (both 1-based, columns in Unicode scalars), as in a `Mark`.
    struct TextPosition: Hashable {
        var line: Int
        var column: Int
    }

    /// More repeated keys than this in one file are not worth another parse each.
    static let renameLimit = 1000
    /// The first of the private-use characters that stand in for a renamed key's first character.
    private static let firstStandIn: UInt32 = 0xE000

    private var text: String
    /// The text as Unicode scalars and where each line starts, made at the first rename.
    private var scalars: [Unicode.Scalar] = []
    private var lineStarts: [Int] = []
    private var renamedKeys: [TextPosition: String] = [:]

    init(_ text: String) {
        self.text = text
    }

    /// The document's root. Throws Yams's error when the text is not valid YAML, or when a
    /// repeated key cannot be renamed (an anchored or tagged key, or too many repeats).
    mutating func compose() throws -> Result {
        while true {
            do {
                let root = try Yams.compose(yaml: text, .basic, .default, .utf8)
                return Result(root: root, renamedKeys: renamedKeys)
            } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
                let position = TextPosition(line: context.mark.line, column: context.mark.column)
                guard let key = duplicates.first, renamedKeys.count < Self.renameLimit,
                      renamedKeys[position] == nil, rename(at: position)
                else { throw YamlError.duplicatedKeysInMapping(duplicates: duplicates, context: context) }
                renamedKeys[position] = key
            }
        }
    }

    /// Replaces the first character of the key written at `position` with a private-use
    /// character; `false` when the key does not start with plain text there.
    private mutating func rename(at position: TextPosition) -> Bool {
        if scalars.isEmpty {
            scalars = Array(text.unicodeScalars)
            lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
        }
        guard position.line >= 1, position.line <= lineStarts.count else { return false }
        var index = skipProperties(from: lineStarts[position.line - 1] + position.column - 1)
        guard index < scalars.count else { return false }
        let quote = scalars[index]
        if quote == "\"" || quote == "'" { index += 1 }
        guard index < scalars.count, let standIn = Unicode.Scalar(Self.firstStandIn + UInt32(renamedKeys.count)) else { return false }
        let first = scalars[index]
        let quoted = quote == "\"" || quote == "'"
        let special = quoted ? "\\\"'\n\r" : "&*!|>%@`#[]{},\"'\n\r\t "
        if special.unicodeScalars.contains(first) { return false }
        scalars[index] = standIn
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        text = String(view)
        return true
    }

    /// The index after an anchor (`&name`) and a tag (`!tag`) written before a node, if any.
    private func skipProperties(from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] == "&" || scalars[index] == "!" {
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\n" { index += 1 }
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
        return index
    }
}
