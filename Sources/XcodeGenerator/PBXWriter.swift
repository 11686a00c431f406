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
        let sections = Dictionary(grouping: objects, by: \.isa)
        for isa in sections.keys.sorted() {
            out += "\n/* Begin \(isa) section */\n"
            for object in sections[isa, default: []].sorted(by: { $0.id < $1.id }) {
                out += "\t\t" + reference(object.id, comments) + " = "
                if Self.singleLineClasses.contains(isa) {
                    out += inlineObject(object, comments) + "\n"
                } else {
                    out += multilineObject(object, comments, indent: 2) + "\n"
                }
            }
            out += "/* End \(isa) section */\n"
        }
        out += "\t};\n\trootObject = \(reference(rootObject, comments));\n}\n"
        return out
    }

    // MARK: Objects

    private func inlineObject(_ object: PBXObject, _ comments: [String: String?]) -> String {
        var text = "{isa = \(object.isa); "
        for key in object.fields.keys.sorted() {
            text += "\(Self.quote(key)) = \(inline(object.fields[key]!, comments)); "
        }
        return text + "};"
    }

    private func multilineObject(_ object: PBXObject, _ comments: [String: String?], indent: Int) -> String {
        var fields = object.fields
        fields["isa"] = .string(object.isa)
        let keys = ["isa"] + object.fields.keys.sorted()
        return dictionary(keys.map { ($0, fields[$0]!) }, comments, indent: indent) + ";"
    }

    // MARK: Values

    private func dictionary(_ entries: [(String, PBXValue)], _ comments: [String: String?], indent: Int) -> String {
        let pad = String(repeating: "\t", count: indent + 1)
        var text = "{\n"
        for (key, value) in entries {
            text += pad + Self.quote(key) + " = " + multiline(value, comments, indent: indent + 1) + ";\n"
        }
        return text + String(repeating: "\t", count: indent) + "}"
    }

    private func multiline(_ value: PBXValue, _ comments: [String: String?], indent: Int) -> String {
        switch value {
        case let .string(text): return Self.quote(text)
        case let .reference(id): return reference(id, comments)
        case let .array(items):
            let pad = String(repeating: "\t", count: indent + 1)
            return "(\n" + items.map { pad + multiline($0, comments, indent: indent + 1) + ",\n" }.joined()
                + String(repeating: "\t", count: indent) + ")"
        case let .dictionary(values):
            return dictionary(values.keys.sorted().map { ($0, values[$0]!) }, comments, indent: indent)
        }
    }

    private func inline(_ value: PBXValue, _ comments: [String: String?]) -> String {
        switch value {
        case let .string(text): return Self.quote(text)
        case let .reference(id): return reference(id, comments)
        case let .array(items): return "(" + items.map { inline($0, comments) + ", " }.joined() + ")"
        case let .dictionary(values):
            return "{" + values.keys.sorted().map { "\(Self.quote($0)) = \(inline(values[$0]!, comments)); " }.joined() + "}"
        }
    }

    private func reference(_ id: String, _ comments: [String: String?]) -> String {
        guard let comment = comments[id] ?? nil else { return id }
        return "\(id) /* \(comment) */"
    }

    // MARK: Quoting

    /// Xcode leaves a string bare only when it is made of letters, digits, `_`, `$`, `.` and
    /// `/` and holds neither `___` nor `//`; everything else is quoted and escaped.
    static func quote(_ text: String) -> String {
        let bare = !text.isEmpty && !text.contains("___") && !text.contains("//")
            && text.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "$", ".", "/": return true
                default: return false
                }
            }
        if bare { return text }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
