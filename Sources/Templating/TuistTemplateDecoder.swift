import Foundation
import ManifestLoader
import ScaffoldSupport

/// Reads the tree a Tuist template manifest printed (see ProjectDescription's `Template`)
/// into a `TuistTemplate`, every problem at the Swift call it concerns.
struct TuistTemplateDecoder {
    let folder: URL
    let root: URL

    /// The template, or every problem found.
    func decode(_ node: ManifestNode) throws(DiagnosticsError) -> TuistTemplate {
        var diagnostics: [Diagnostic] = []
        guard node.value(forKey: "kind")?.scalar == "template" else {
            throw DiagnosticsError([.error("the manifest printed no Template", at: node.location,
                                           hint: "a template manifest makes `let template = Template(description: ...)`")])
        }
        let attributes = (node.value(forKey: "attributes")?.items ?? []).compactMap { attribute($0, diagnostics: &diagnostics) }
        let items = (node.value(forKey: "items")?.items ?? []).compactMap { item($0, diagnostics: &diagnostics) }
        guard !diagnostics.containsErrors else { throw DiagnosticsError(diagnostics) }
        return TuistTemplate(name: folder.lastPathComponent, description: node.value(forKey: "description")?.scalar ?? "",
                             attributes: attributes, items: items, folder: folder, root: root, location: node.location)
    }

    private func attribute(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> TuistTemplate.Attribute? {
        guard let name = node.value(forKey: "name")?.scalar else {
            diagnostics.append(.error("an attribute without a name", at: node.location))
            return nil
        }
        if name.isEmpty || name.contains(where: { $0.isWhitespace || $0 == "=" }) || name.hasPrefix("-") {
            diagnostics.append(.error("attribute name '\(name)' cannot be an option (--\(name))", at: node.location,
                                      hint: "use letters, digits, '_' and '-'"))
        }
        return TuistTemplate.Attribute(name: name, defaultValue: node.value(forKey: "default").flatMap(value), location: node.location)
    }

    /// A default, tagged by its type (`{"boolean": true}`).
    private func value(_ node: ManifestNode) -> TuistValue? {
        guard let entry = node.entries?.first else { return nil }
        let text = entry.value.scalar ?? ""
        switch entry.key {
        case "string": return .string(text)
        case "integer": return Int(text).map(TuistValue.integer) ?? Double(text).map { .integer(Int($0)) }
        case "real": return Double(text).map(TuistValue.real)
        case "boolean": return .boolean(text == "true")
        case "array": return .array((entry.value.items ?? []).compactMap(value))
        case "dictionary":
            return .dictionary(Dictionary((entry.value.entries ?? []).compactMap { pair in value(pair.value).map { (pair.key, $0) } }, uniquingKeysWith: { $1 }))
        default: return nil
        }
    }

    private func item(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> TuistTemplate.Item? {
        guard let path = node.value(forKey: "path")?.scalar else {
            diagnostics.append(.error("an item without a path", at: node.location))
            return nil
        }
        let contents: TuistTemplate.Contents
        if let text = node.value(forKey: "string") {
            contents = .string(text.scalar ?? "")
        } else if let file = node.value(forKey: "file"), let (source, base) = source(file) {
            contents = .file(path: source, base: base)
        } else if let folder = node.value(forKey: "directory"), let (source, base) = source(folder) {
            contents = .directory(path: source, base: base)
        } else {
            diagnostics.append(.error("an item with no contents", at: node.location))
            return nil
        }
        return TuistTemplate.Item(path: path, contents: contents, location: node.location)
    }

    /// A `Path`: its text and the folder it is relative to.
    private func source(_ node: ManifestNode) -> (String, URL)? {
        guard let path = node.value(forKey: "path")?.scalar else { return nil }
        switch node.value(forKey: "relativeTo")?.scalar {
        case "relativeToRoot": return (path, root)
        case "relativeToCurrentFile": return (path, URL(fileURLWithPath: "/"))
        default: return (path, folder)
        }
    }
}
