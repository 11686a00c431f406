/// A small reader of the XML that Xcode writes (`.xcscheme`, `.xcworkspacedata`), without
/// Foundation's `XMLParser` (which needs FoundationXML): the `<?xml …?>` declaration, comments,
/// elements with attributes in single or double quotes, self-closing tags, and the entities
/// `&quot; &amp; &lt; &gt; &apos;` and `&#10; &#x0A;`. Text between elements is skipped (Xcode
/// keeps everything in attributes), as are `<!DOCTYPE …>` and CDATA sections.
///
/// The input is untrusted: the reader works in one pass over the bytes with an explicit stack
/// (no recursion), refuses nesting deeper than ``maximumDepth``, and reports malformed input as
/// a ``Malformed`` error at its line and column instead of failing in any other way.
public enum XMLReader {
    /// The deepest nesting of elements read; deeper input is refused.
    public static let maximumDepth = 256

    /// One element: its name, its attributes in the order written, its child elements.
    public struct Element: Sendable, Hashable {
        /// The tag name (`BuildActionEntry`).
        public var name: String
        /// The attributes, in the order written, values with their entities replaced.
        public var attributes: [(name: String, value: String)]
        /// The child elements, in order.
        public var children: [Element]

        /// Creates an element.
        public init(name: String, attributes: [(name: String, value: String)] = [], children: [Element] = []) {
            self.name = name
            self.attributes = attributes
            self.children = children
        }

        /// The value of the attribute `name`, if written.
        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The first child element called `name`.
        public func child(_ name: String) -> Element? {
            children.first { $0.name == name }
        }

        /// The child elements called `name`, in order.
        public func children(named name: String) -> [Element] {
            children.filter { $0.name == name }
        }

        /// Equal names, attributes (in order) and children.
        public static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.name == rhs.name && lhs.children == rhs.children
                && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
        }

        /// Hashes the name, attributes and children.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            for attribute in attributes {
                hasher.combine(attribute.name)
                hasher.combine(attribute.value)
            }
            hasher.combine(children)
        }
    }

    /// Why a text is not the XML this reader reads, and where (1-based; the column counts
    /// Unicode scalars).
    public struct Malformed: Error, Sendable, Hashable {
        /// What is wrong, in one sentence without a trailing period.
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// The root element of `text`, or where and why it is malformed.
    public static func document(_ text: String) throws(Malformed) -> Element {
        var scanner = XMLScanner(bytes: Array(text.utf8))
        return try scanner.document()
    }
}

/// The single pass behind ``XMLReader/document(_:)``: a cursor over the bytes with its line and
/// column, and the stack of open elements.
private struct XMLScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    /// An element being read, with where its start tag began (for an unclosed-tag error).
    struct Open {
        var element: XMLReader.Element
        var line: Int
        var column: Int
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark is not content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    // MARK: The document

    mutating func document() throws(XMLReader.Malformed) -> XMLReader.Element {
        var stack: [Open] = []
        var root: XMLReader.Element?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                // Text (whitespace between Xcode's elements) is skipped, but nothing may follow the root.
                if root != nil, !Self.isSpace(bytes[index]) { throw failure("text after the root element") }
                advance()
                continue
            }
            if try skipMarkup() { continue }
            if peek(1) == UInt8(ascii: "/") {
                let element = try endTag(closing: &stack)
                if stack.isEmpty { root = element } else { stack[stack.count - 1].element.children.append(element) }
                continue
            }
            if root != nil { throw failure("a second root element") }
            let (line, column) = (self.line, self.column)
            let (element, selfClosing) = try startTag()
            if selfClosing {
                if stack.isEmpty { root = element } else { stack[stack.count - 1].element.children.append(element) }
            } else {
                guard stack.count < XMLReader.maximumDepth else {
                    throw XMLReader.Malformed(message: "elements nested deeper than \(XMLReader.maximumDepth) levels", line: line, column: column)
                }
                stack.append(Open(element: element, line: line, column: column))
            }
        }
        if let open = stack.last {
            throw XMLReader.Malformed(message: "unclosed tag <\(open.element.name)>", line: open.line, column: open.column)
        }
        guard let root else { throw failure("no root element") }
        return root
    }

    /// Skips a declaration or processing instruction (`<?…?>`), a comment (`<!--…-->`), a CDATA
    /// section or a `<!DOCTYPE …>`; false when the `<` starts a tag.
    private mutating func skipMarkup() throws(XMLReader.Malformed) -> Bool {
        let start = (line, column)
        let pairs: [(open: String, close: String, what: String)] = [
            ("<?", "?>", "processing instruction"), ("<!--", "-->", "comment"), ("<![CDATA[", "]]>", "CDATA section"), ("<!", ">", "declaration"),
        ]
        guard let pair = pairs.first(where: { matches($0.open) }) else { return false }
        skip(pair.open.utf8.count)
        while index < bytes.count, !matches(pair.close) { advance() }
        guard index < bytes.count else {
            throw XMLReader.Malformed(message: "unclosed \(pair.what)", line: start.0, column: start.1)
        }
        skip(pair.close.utf8.count)
        return true
    }

    // MARK: Tags

    /// `<name attr="value" …>` or `…/>`, the cursor on its `<`.
    private mutating func startTag() throws(XMLReader.Malformed) -> (XMLReader.Element, selfClosing: Bool) {
        advance()
        let name = try self.name(what: "a tag name after '<'")
        var element = XMLReader.Element(name: name)
        var seen: Set<String> = []
        while true {
            let spaced = skipSpaces()
            guard index < bytes.count else { throw failure("the tag <\(name)> is cut short") }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                return (element, false)
            }
            if matches("/>") {
                skip(2)
                return (element, true)
            }
            guard spaced else { throw failure("expected a space, '>' or '/>' in the tag <\(name)>") }
            let (line, column) = (self.line, self.column)
            let (attributeName, value) = try attribute(in: name)
            guard seen.insert(attributeName).inserted else {
                throw XMLReader.Malformed(message: "the attribute '\(attributeName)' is repeated in <\(name)>", line: line, column: column)
            }
            element.attributes.append((attributeName, value))
        }
    }

    /// `</name>`, which must close the innermost open element; returns that element.
    private mutating func endTag(closing stack: inout [Open]) throws(XMLReader.Malformed) -> XMLReader.Element {
        let (line, column) = (self.line, self.column)
        skip(2)
        let name = try self.name(what: "a tag name after '</'")
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw failure("expected '>' to end </\(name)>") }
        advance()
        guard let open = stack.popLast() else {
            throw XMLReader.Malformed(message: "the end tag </\(name)> closes no open element", line: line, column: column)
        }
        guard open.element.name == name else {
            throw XMLReader.Malformed(message: "the end tag </\(name)> does not match <\(open.element.name)> (line \(open.line))", line: line, column: column)
        }
        return open.element
    }

    /// `name = "value"` (or single quotes), the cursor on the name.
    private mutating func attribute(in tag: String) throws(XMLReader.Malformed) -> (String, String) {
        let name = try self.name(what: "an attribute name in <\(tag)>")
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw failure("the attribute '\(name)' in <\(tag)> has no '='") }
        advance()
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure("the value of the attribute '\(name)' in <\(tag)> is not quoted")
        }
        return (name, try quotedValue(of: name))
    }

    /// A quoted attribute value, the cursor on its opening quote: entities replaced, and each
    /// literal tab or line break a space, as XML normalizes attribute values.
    private mutating func quotedValue(of attribute: String) throws(XMLReader.Malformed) -> String {
        let (line, column) = (self.line, self.column)
        let quote = bytes[index]
        advance()
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"): throw failure("'<' in the value of the attribute '\(attribute)'")
            case UInt8(ascii: "&"): value += try entity()
            case UInt8(ascii: "\r"):
                advance()
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { advance() }
                value.append(UInt8(ascii: " "))
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                advance()
                value.append(UInt8(ascii: " "))
            case let byte:
                advance()
                value.append(byte)
            }
        }
        guard index < bytes.count else {
            throw XMLReader.Malformed(message: "the value of the attribute '\(attribute)' is not closed", line: line, column: column)
        }
        advance()
        return String(decoding: value, as: UTF8.self)
    }

    /// `&name;` or `&#…;`, the cursor on its `&`: the UTF-8 bytes it stands for.
    private mutating func entity() throws(XMLReader.Malformed) -> [UInt8] {
        let (line, column) = (self.line, self.column)
        let named: [String: UInt8] = ["quot": UInt8(ascii: "\""), "amp": UInt8(ascii: "&"), "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "apos": UInt8(ascii: "'")]
        advance()
        var body: [UInt8] = []
        // Entity names are short: a missing ';' is found within a few bytes, not at the end of the file.
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), body.count < 12 {
            body.append(bytes[index])
            advance()
        }
        let text = String(decoding: body, as: UTF8.self)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw XMLReader.Malformed(message: "'&' starts no entity (write &amp; for '&')", line: line, column: column)
        }
        advance()
        if let byte = named[text] { return [byte] }
        guard let scalar = Self.characterReference(text) else {
            throw XMLReader.Malformed(message: "unknown entity '&\(text);'", line: line, column: column)
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// The character `#10` or `#x0A` names, if it is one XML allows.
    private static func characterReference(_ text: String) -> Unicode.Scalar? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return scalar
    }

    /// A tag or attribute name: letters, digits, `_`, `-`, `.`, `:` and any non-ASCII byte.
    private mutating func name(what: String) throws(XMLReader.Malformed) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { advance() }
        guard index > start else { throw failure("expected \(what)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: The cursor

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// Skips whitespace; whether there was any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
        return index > start
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Whether the bytes at the cursor are `text`.
    private func matches(_ text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// Moves past one byte, counting lines and columns (a column per Unicode scalar: UTF-8
    /// continuation bytes do not count).
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skip(_ count: Int) {
        for _ in 0..<count where index < bytes.count { advance() }
    }

    private func failure(_ message: String) -> XMLReader.Malformed {
        XMLReader.Malformed(message: message, line: line, column: column)
    }
}
