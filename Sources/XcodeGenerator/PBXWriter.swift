import ScaffoldSupport

/// Serializes an object graph in Xcode's own `project.pbxproj` format: the `// !$*UTF8*$!`
/// header, one section per class in alphabetical order, objects sorted by ID, `isa` first and
/// the other keys sorted, Xcode's quoting rules, and `/* comment */` after references.
struct PBXWriter {
    /// Classes Xcode writes on one line each.
    static let singleLineClasses: Set<String> = ["PBXBuildFile", "PBXFileReference"]

    let objects: [PBXObject]
    let rootObject: String
    let objectVersion: Int

    func write() -> String {
        let comments = Dictionary(objects.map { ($0.id, $0.comment) }, uniquingKeysWith: { first, _ in first })
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        out.reserveCapacity(objects.count * 160)
        let sections = Dictionary(grouping: objects, by: \.isa)
        // Sections are independent: render them on every core, then join in order.
        out += ConcurrentMap.map(sections.keys.sorted()) { isa in
            section(isa, sections[isa, default: []], comments)
        }.joined()
        out += "\t};\n\trootObject = "
        appendReference(rootObject, comments, to: &out)
        out += ";\n}\n"
        return out
    }

    private func section(_ isa: String, _ members: [PBXObject], _ comments: [String: String?]) -> String {
        var out = "\n/* Begin \(isa) section */\n"
        out.reserveCapacity(members.count * 160)
        let inline = Self.singleLineClasses.contains(isa)
        for object in members.sorted(by: { $0.id < $1.id }) {
            out += "\t\t"
            appendReference(object.id, comments, to: &out)
            out += " = "
            if inline {
                appendInlineObject(object, comments, to: &out)
            } else {
                var fields = object.fields
                fields["isa"] = .string(object.isa)
                appendDictionary(["isa"] + object.fields.keys.sorted(), fields, comments, indent: 2, to: &out)
                out += ";"
            }
            out += "\n"
        }
        out += "/* End \(isa) section */\n"
        return out
    }

    // MARK: Objects and values

    private func appendInlineObject(_ object: PBXObject, _ comments: [String: String?], to out: inout String) {
        out += "{isa = \(object.isa); "
        for key in object.fields.keys.sorted() {
            out += Self.quote(key) + " = "
            appendInline(object.fields[key]!, comments, to: &out)
            out += "; "
        }
        out += "};"
    }

    private func appendDictionary(_ keys: [String], _ values: [String: PBXValue], _ comments: [String: String?], indent: Int, to out: inout String) {
        let pad = String(repeating: "\t", count: indent + 1)
        out += "{\n"
        for key in keys {
            out += pad + Self.quote(key) + " = "
            appendMultiline(values[key]!, comments, indent: indent + 1, to: &out)
            out += ";\n"
        }
        out += String(repeating: "\t", count: indent) + "}"
    }

    private func appendMultiline(_ value: PBXValue, _ comments: [String: String?], indent: Int, to out: inout String) {
        switch value {
        case let .string(text): out += Self.quote(text)
        case let .reference(id): appendReference(id, comments, to: &out)
        case let .array(items):
            let pad = String(repeating: "\t", count: indent + 1)
            out += "(\n"
            for item in items {
                out += pad
                appendMultiline(item, comments, indent: indent + 1, to: &out)
                out += ",\n"
            }
            out += String(repeating: "\t", count: indent) + ")"
        case let .dictionary(values):
            appendDictionary(values.keys.sorted(), values, comments, indent: indent, to: &out)
        }
    }

    private func appendInline(_ value: PBXValue, _ comments: [String: String?], to out: inout String) {
        switch value {
        case let .string(text): out += Self.quote(text)
        case let .reference(id): appendReference(id, comments, to: &out)
        case let .array(items):
            out += "("
            for item in items {
                appendInline(item, comments, to: &out)
                out += ", "
            }
            out += ")"
        case let .dictionary(values):
            out += "{"
            for key in values.keys.sorted() {
                out += Self.quote(key) + " = "
                appendInline(values[key]!, comments, to: &out)
                out += "; "
            }
            out += "}"
        }
    }

    private func appendReference(_ id: String, _ comments: [String: String?], to out: inout String) {
        out += id
        if let comment = comments[id] ?? nil { out += " /* " + Self.commentText(comment) + " */" }
    }

    // MARK: Quoting

    /// Xcode leaves a string bare only when it is made of letters, digits, `_`, `$`, `.` and
    /// `/` and holds neither `___` nor `//`; everything else is quoted and escaped.
    static func quote(_ text: String) -> String {
        if isBare(text) { return text }
        return "\"" + TextEscaping.escape(text, TextEscaping.backslashEscape) + "\""
    }

    /// A comment that cannot end early or break the line: `*/` becomes `* /`, line breaks spaces.
    static func commentText(_ text: String) -> String {
        guard text.contains(where: { $0 == "*" || $0.isNewline }) else { return text }
        return text.replacingOccurrences(of: "*/", with: "* /").split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// One pass over the UTF-8 bytes (this runs for every value of the file).
    private static func isBare(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var underscores = 0
        var count = 0
        for byte in text.utf8 {
            count += 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "$"), UInt8(ascii: "."):
                underscores = 0
            case UInt8(ascii: "_"):
                underscores += 1
                if underscores == 3 { return false }
            case UInt8(ascii: "/"):
                if previous == UInt8(ascii: "/") { return false }
                underscores = 0
            default:
                return false
            }
            previous = byte
        }
        return count > 0
    }
}
