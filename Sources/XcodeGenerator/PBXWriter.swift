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
        // Each object's reference suffix (` /* App.swift in Sources */`), sanitised once here
        // rather than at each of the many places it is referenced.
        var commented: [String: String] = [:]
        commented.reserveCapacity(objects.count)
        for object in objects where commented[object.id] == nil {
            if let comment = object.comment { commented[object.id] = " /* " + Self.commentText(comment) + " */" }
        }
        let suffixes = commented
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        out.reserveCapacity(objects.count * 160)
        let sections = Dictionary(grouping: objects, by: \.isa)
        // Sections are independent: render them on every core, then join in order.
        out += ConcurrentMap.map(sections.keys.sorted()) { isa in
            section(isa, sections[isa, default: []], suffixes)
        }.joined()
        out += "\t};\n\trootObject = "
        appendReference(rootObject, suffixes, to: &out)
        out += ";\n}\n"
        return out
    }

    private func section(_ isa: String, _ members: [PBXObject], _ suffixes: [String: String]) -> String {
        var out = "\n/* Begin \(isa) section */\n"
        out.reserveCapacity(members.count * 160)
        let inline = Self.singleLineClasses.contains(isa)
        for object in members.sorted(by: { $0.id < $1.id }) {
            out += "\t\t"
            appendReference(object.id, suffixes, to: &out)
            out += " = "
            if inline {
                appendInlineObject(object, suffixes, to: &out)
            } else {
                out += "{\n\t\t\tisa = "
                Self.appendQuoted(object.isa, to: &out)
                out += ";\n"
                appendEntries(object.fields, suffixes, indent: 2, to: &out)
                out += "\t\t};"
            }
            out += "\n"
        }
        out += "/* End \(isa) section */\n"
        return out
    }

    // MARK: Objects and values

    private func appendInlineObject(_ object: PBXObject, _ suffixes: [String: String], to out: inout String) {
        out += "{isa = "
        Self.appendQuoted(object.isa, to: &out)
        out += "; "
        for key in object.fields.keys.sorted() {
            Self.appendQuoted(key, to: &out)
            out += " = "
            if let value = object.fields[key] { appendInline(value, suffixes, to: &out) }
            out += "; "
        }
        out += "};"
    }

    /// `key = value;` lines, keys sorted, at `indent + 1` tabs.
    private func appendEntries(_ values: [String: PBXValue], _ suffixes: [String: String], indent: Int, to out: inout String) {
        for key in values.keys.sorted() {
            Self.appendTabs(indent + 1, to: &out)
            Self.appendQuoted(key, to: &out)
            out += " = "
            if let value = values[key] { appendMultiline(value, suffixes, indent: indent + 1, to: &out) }
            out += ";\n"
        }
    }

    private func appendMultiline(_ value: PBXValue, _ suffixes: [String: String], indent: Int, to out: inout String) {
        switch value {
        case let .string(text): Self.appendQuoted(text, to: &out)
        case let .reference(id): appendReference(id, suffixes, to: &out)
        case let .array(items):
            out += "(\n"
            for item in items {
                Self.appendTabs(indent + 1, to: &out)
                appendMultiline(item, suffixes, indent: indent + 1, to: &out)
                out += ",\n"
            }
            Self.appendTabs(indent, to: &out)
            out += ")"
        case let .dictionary(values):
            out += "{\n"
            appendEntries(values, suffixes, indent: indent, to: &out)
            Self.appendTabs(indent, to: &out)
            out += "}"
        }
    }

    private func appendInline(_ value: PBXValue, _ suffixes: [String: String], to out: inout String) {
        switch value {
        case let .string(text): Self.appendQuoted(text, to: &out)
        case let .reference(id): appendReference(id, suffixes, to: &out)
        case let .array(items):
            out += "("
            for item in items {
                appendInline(item, suffixes, to: &out)
                out += ", "
            }
            out += ")"
        case let .dictionary(values):
            out += "{"
            for key in values.keys.sorted() {
                Self.appendQuoted(key, to: &out)
                out += " = "
                if let value = values[key] { appendInline(value, suffixes, to: &out) }
                out += "; "
            }
            out += "}"
        }
    }

    private func appendReference(_ id: String, _ suffixes: [String: String], to out: inout String) {
        out += id
        if let suffix = suffixes[id] { out += suffix }
    }

    private static let tabs = (0...12).map { String(repeating: "\t", count: $0) }

    private static func appendTabs(_ count: Int, to out: inout String) {
        out += count < tabs.count ? tabs[count] : String(repeating: "\t", count: count)
    }

    private static func appendQuoted(_ text: String, to out: inout String) {
        if isBare(text) { out += text } else { out += quoted(text) }
    }

    // MARK: Quoting

    /// Xcode leaves a string bare only when it is made of letters, digits, `_`, `$`, `.` and
    /// `/` and holds neither `___` nor `//`; everything else is quoted and escaped.
    static func quote(_ text: String) -> String {
        isBare(text) ? text : quoted(text)
    }

    private static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escape(text, TextEscaping.backslashEscape) + "\""
    }

    /// A comment that cannot end early or break the line: `*/` becomes `* /`, line breaks spaces.
    static func commentText(_ text: String) -> String {
        // Bytes, not Characters: this runs for every object. Any of the newline characters
        // Character.isNewline knows starts with one of these bytes (U+0085, U+2028, U+2029).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "*") || (0x0a...0x0d).contains($0) || $0 == 0xc2 || $0 == 0xe2 }) else { return text }
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
