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
        String(decoding: contents().bytes, as: UTF8.self)
    }

    /// The file's UTF-8 bytes, as written (what the file set stores: no pass through `String`),
    /// in chunks: the head, each section as rendered, the tail.
    func contents() -> FileContents {
        // Each object's reference suffix (` /* App.swift in Sources */`), sanitised once here
        // rather than at each of the many places it is referenced.
        let suffixes = ReferenceComments(objects)
        // Sections hold positions in `objects`, not copies of the objects.
        // (By index: enumerating the objects would copy each one, a retain per field.)
        var grouped: [String: [Int]] = [:]
        for position in objects.indices { grouped[objects[position].isa, default: []].append(position) }
        let sections = grouped
        // Sections are independent: each is streamed into its own byte buffer on every core,
        // and the buffers are the file's chunks, never joined. No String per object.
        let rendered = ConcurrentMap.map(sections.keys.sorted()) { isa in
            section(isa, sections[isa, default: []], suffixes)
        }
        var head: [UInt8] = []
        Self.append("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n", to: &head)
        var tail: [UInt8] = []
        Self.append("\t};\n\trootObject = ", to: &tail)
        suffixes.appendReference(rootObject, to: &tail)
        Self.append(";\n}\n", to: &tail)
        return FileContents(chunks: [head] + rendered + [tail])
    }

    /// `members` (positions in `objects`) in the order of their IDs. IDs of 24 bytes (all of
    /// `XcodeID`'s) sort by their bytes read as words, which is their text order, without
    /// comparing strings; an ID of another length puts the section back on text comparison.
    private func sortedByID(_ members: [Int]) -> [Int] {
        var keyed: [(key: ReferenceComments.Key, position: Int)] = []
        keyed.reserveCapacity(members.count)
        for position in members {
            guard let key = ReferenceComments.key(objects[position].id) else {
                return members.sorted { objects[$0].id < objects[$1].id }
            }
            keyed.append((key, position))
        }
        keyed.sort { $0.key.precedes($1.key) }
        return keyed.map(\.position)
    }

    private func section(_ isa: String, _ members: [Int], _ suffixes: ReferenceComments) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Self.sampleSize * 256 + 128)
        Self.append("\n/* Begin ", to: &out)
        Self.append(isa, to: &out)
        Self.append(" section */\n", to: &out)
        let inline = Self.singleLineClasses.contains(isa)
        // Every member's class is `isa`: quoted once. Members are read in place, never copied
        // (a copy of a `PBXObject` retains each of its fields).
        var quotedClass: [UInt8] = []
        Self.appendQuoted(isa, to: &quotedClass)
        let order = sortedByID(members)
        objects.withUnsafeBufferPointer { objects in
            for (count, position) in order.enumerated() {
                if count == Self.sampleSize { Self.reserve(forEach: order.count - count, likeThe: count, in: &out) }
                Self.append("\t\t", to: &out)
                suffixes.appendOwnReference(objects[position].id, at: position, to: &out)
                if inline {
                    Self.append(" = {isa = ", to: &out)
                    out.append(contentsOf: quotedClass)
                    Self.append("; ", to: &out)
                    appendInlineFields(objects[position].fields, suffixes, to: &out)
                    Self.append("};", to: &out)
                } else {
                    Self.append(" = {\n\t\t\tisa = ", to: &out)
                    out.append(contentsOf: quotedClass)
                    Self.append(";\n", to: &out)
                    appendEntries(objects[position].fields, suffixes, indent: 2, to: &out)
                    Self.append("\t\t};", to: &out)
                }
                out.append(UInt8(ascii: "\n"))
            }
        }
        Self.append("/* End ", to: &out)
        Self.append(isa, to: &out)
        Self.append(" section */\n", to: &out)
        return out
    }

    /// How many objects of a section are written before its buffer is sized for the rest.
    private static let sampleSize = 32

    /// Makes room in `out` for `remaining` more objects about as long as the `written` ones
    /// so far (and a quarter more), so that the buffer grows once, not by doubling: each
    /// doubling copies what is written and holds both copies. Room reserved but not reached
    /// costs no memory: the pages are never touched.
    private static func reserve(forEach remaining: Int, likeThe written: Int, in out: inout [UInt8]) {
        let average = out.count / max(written, 1) + 1
        out.reserveCapacity(out.count + remaining * average * 5 / 4 + 4096)
    }

    // MARK: Objects and values

    /// An object's fields on its one line: `key = value; ` each, in key order.
    private func appendInlineFields(_ fields: PBXFields, _ suffixes: ReferenceComments, to out: inout [UInt8]) {
        for (key, value) in fields {
            Self.appendQuoted(key, to: &out)
            Self.append(" = ", to: &out)
            appendInline(value, suffixes, to: &out)
            Self.append("; ", to: &out)
        }
    }

    /// `key = value;` lines, in key order, at `indent + 1` tabs.
    private func appendEntries(_ values: PBXFields, _ suffixes: ReferenceComments, indent: Int, to out: inout [UInt8]) {
        for (key, value) in values {
            Self.appendTabs(indent + 1, to: &out)
            Self.appendQuoted(key, to: &out)
            Self.append(" = ", to: &out)
            appendMultiline(value, suffixes, indent: indent + 1, to: &out)
            Self.append(";\n", to: &out)
        }
    }

    private func appendMultiline(_ value: PBXValue, _ suffixes: ReferenceComments, indent: Int, to out: inout [UInt8]) {
        switch value {
        case let .string(text): Self.appendQuoted(text, to: &out)
        case let .reference(id): suffixes.appendReference(id, to: &out)
        case let .array(items):
            Self.append("(\n", to: &out)
            for item in items {
                Self.appendTabs(indent + 1, to: &out)
                appendMultiline(item, suffixes, indent: indent + 1, to: &out)
                Self.append(",\n", to: &out)
            }
            Self.appendTabs(indent, to: &out)
            out.append(UInt8(ascii: ")"))
        case let .dictionary(values):
            Self.append("{\n", to: &out)
            appendEntries(values, suffixes, indent: indent, to: &out)
            Self.appendTabs(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func appendInline(_ value: PBXValue, _ suffixes: ReferenceComments, to out: inout [UInt8]) {
        switch value {
        case let .string(text): Self.appendQuoted(text, to: &out)
        case let .reference(id): suffixes.appendReference(id, to: &out)
        case let .array(items):
            out.append(UInt8(ascii: "("))
            for item in items {
                appendInline(item, suffixes, to: &out)
                Self.append(", ", to: &out)
            }
            out.append(UInt8(ascii: ")"))
        case let .dictionary(values):
            out.append(UInt8(ascii: "{"))
            for (key, value) in values {
                Self.appendQuoted(key, to: &out)
                Self.append(" = ", to: &out)
                appendInline(value, suffixes, to: &out)
                Self.append("; ", to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The UTF-8 bytes of `text` (one copy from a native string's storage).
    @inline(__always)
    private static func append(_ text: String, to out: inout [UInt8]) {
        out.appendUTF8(text)
    }

    private static func appendTabs(_ count: Int, to out: inout [UInt8]) {
        for _ in 0..<count { out.append(UInt8(ascii: "\t")) }
    }

    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        if isBare(text) { append(text, to: &out) } else { appendEscaped(text, to: &out) }
    }

    /// `text` in double quotes with `TextEscaping.backslashEscape`'s escapes, byte by byte:
    /// every escaped character is ASCII, and no byte of a multi-byte UTF-8 sequence is.
    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        text.withUTF8Bytes { bytes in
            for byte in bytes {
                let escaped: UInt8
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped = byte
                case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
                case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
                case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
                default:
                    out.append(byte)
                    continue
                }
                out.append(UInt8(ascii: "\\"))
                out.append(escaped)
            }
        }
        out.append(UInt8(ascii: "\""))
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
        guard text.withUTF8Bytes({ $0.contains { $0 == UInt8(ascii: "*") || (0x0a...0x0d).contains($0) || $0 == 0xc2 || $0 == 0xe2 } }) else { return text }
        return text.replacingOccurrences(of: "*/", with: "* /").split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// One pass over the UTF-8 bytes (this runs for every value of the file).
    private static func isBare(_ text: String) -> Bool {
        text.withUTF8Bytes(isBare(utf8:))
    }

    private static func isBare(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var underscores = 0
        var count = 0
        for byte in bytes {
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
