import ScaffoldSupport

/// A small XML element tree written the way Xcode writes `.xcscheme` and
/// `contents.xcworkspacedata` files: three-space indentation, every attribute on its own line
/// as `key = "value"`, the `>` of an opening tag on its last attribute's line, and an explicit
/// closing tag on its own line even for empty elements.
struct XcodeXML: Sendable, Equatable {
    /// One attribute; the order of a list of them is the order written.
    struct Attribute: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// The element name.
    var name: String
    /// Attributes, in the order Xcode writes them.
    var attributes: [Attribute]
    /// Child elements, in order.
    var children: [XcodeXML]

    /// Creates an element; `attributes` keep the order given.
    init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], children: [XcodeXML] = []) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.key, value: $0.value) }
        self.children = children
    }

    /// This element with `name = "value"` appended to its attributes.
    func adding(_ name: String, _ value: String) -> XcodeXML {
        var copy = self
        copy.attributes.append(Attribute(name: name, value: value))
        return copy
    }

    /// This element with `name = "value"` appended when there is a value, else unchanged.
    func adding(_ name: String, _ value: String?) -> XcodeXML {
        guard let value else { return self }
        return adding(name, value)
    }

    /// This element with `children` as its children.
    func containing(_ children: [XcodeXML]) -> XcodeXML {
        var copy = self
        copy.children = children
        return copy
    }

    /// The XML declaration Xcode puts first.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// The whole file: the declaration, this element as the root, and a final newline.
    func document() -> String {
        var text = XcodeXML.declaration + "\n"
        text.reserveCapacity(4096)
        write(into: &text, depth: 0)
        return text
    }

    /// Appends this element, indented `depth` levels, with a newline after its closing tag.
    /// Appends piece by piece: no temporary strings (this runs for every element of every scheme).
    func write(into text: inout String, depth: Int) {
        XcodeXML.indent(depth, into: &text)
        text += "<"
        text += name
        for attribute in attributes {
            text += "\n"
            XcodeXML.indent(depth + 1, into: &text)
            text += attribute.name
            text += " = \""
            XcodeXML.appendEscaped(attribute.value, into: &text)
            text += "\""
        }
        text += ">\n"
        for child in children {
            child.write(into: &text, depth: depth + 1)
        }
        XcodeXML.indent(depth, into: &text)
        text += "</"
        text += name
        text += ">\n"
    }

    private static func indent(_ depth: Int, into text: inout String) {
        for _ in 0..<depth { text += "   " }
    }

    /// `value` escaped onto `text`; most values need no escaping and are appended as they are.
    private static func appendEscaped(_ value: String, into text: inout String) {
        let special = value.withUTF8Bytes { bytes in
            bytes.contains { byte in
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"),
                     UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): return true
                default: return false
                }
            }
        }
        if special { text += escape(value) } else { text += value }
    }

    /// `value` escaped for a double-quoted attribute as Xcode escapes it: the five predefined
    /// entities, and line feeds, carriage returns and tabs as character references (`&#10;`)
    /// so that a parser's attribute-value normalization gives them back unchanged.
    static func escape(_ value: String) -> String {
        TextEscaping.escape(value) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            case "\t": return "&#9;"
            default: return nil
            }
        }
    }
}
