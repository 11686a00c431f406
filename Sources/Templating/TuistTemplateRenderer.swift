import Foundation
import ScaffoldSupport
import Stencil

/// Renders a Tuist template into a `FileSet` in memory, as `tuist scaffold` would write it:
/// every item's path rendered with Stencil; a `.string` item's text rendered; a `.file` item's
/// file rendered when its name ends in `.stencil`, else copied; a `.directory` item's folder
/// copied to `<path>/<folder name>`; a file whose text is only whitespace is not written
/// (but for `.gitkeep`); a later item wins a path an earlier one wrote. Nothing is written here.
public struct TuistTemplateRenderer {
    public let template: TuistTemplate
    /// How paths are shown in diagnostics.
    public let displayPath: (URL) -> String

    public init(template: TuistTemplate, displayPath: @escaping (URL) -> String = { $0.path }) {
        self.template = template
        self.displayPath = displayPath
    }

    /// The attribute values for `arguments` (command-line text by name), as Tuist makes them:
    /// a given value is a string; an optional attribute not given has its default. Unknown
    /// names, and all missing required attributes at once, are errors at the manifest.
    public func values(from arguments: [String: String]) throws(DiagnosticsError) -> [String: TuistValue] {
        var diagnostics: [Diagnostic] = []
        let names = template.attributes.map(\.name)
        for name in arguments.keys.sorted() where !names.contains(name) {
            diagnostics.append(.error("unknown attribute --\(name) for template '\(template.name)'", at: template.location,
                                      hint: Suggestion.didYouMean(name, in: names) ?? "attributes: \(names.map { "--\($0)" }.joined(separator: ", "))"))
        }
        let missing = template.attributes.filter { $0.defaultValue == nil && arguments[$0.name] == nil }
        if let first = missing.first {
            let list = missing.map { "--\($0.name)" }.joined(separator: ", ")
            diagnostics.append(.error("missing required \(missing.count == 1 ? "attribute" : "attributes") \(list) of template '\(template.name)'",
                                      at: first.location, hint: "scaffold new \(template.name) " + missing.map { "--\($0.name) <value>" }.joined(separator: " ")))
        }
        guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
        var values: [String: TuistValue] = [:]
        for attribute in template.attributes {
            values[attribute.name] = arguments[attribute.name].map(TuistValue.string) ?? attribute.defaultValue
        }
        return values
    }

    /// Every file the template writes for `values`, by destination path.
    public func render(_ values: [String: TuistValue]) throws(DiagnosticsError) -> FileSet {
        let context = values.mapValues(\.stencilValue)
        var files = FileSet()
        var diagnostics: [Diagnostic] = []
        for item in template.items {
            do {
                for (path, bytes) in try render(item, context: context) { files.add(path, bytes: bytes) }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
        return files
    }

    // MARK: Items

    /// The files one item writes, in order.
    private func render(_ item: TuistTemplate.Item, context: [String: Any]) throws(DiagnosticsError) -> [(String, [UInt8])] {
        let path = try destination(item, context: context)
        switch item.contents {
        case let .string(text):
            let rendered = try renderString(text, context: context, what: "the contents", at: item.location)
            return Self.isWritten(rendered, at: path) ? [(path, Array(rendered.utf8))] : []
        case let .file(source, base):
            let file = try sourceURL(source, base: base, item: item, context: context, folder: false)
            guard file.pathExtension == "stencil" else {
                return [(path, UntrustedFile.bytes(atPath: file.path) ?? [])]
            }
            let rendered = try renderFile(file, context: context)
            return Self.isWritten(rendered, at: path) ? [(path, Array(rendered.utf8))] : []
        case let .directory(source, base):
            let folder = try sourceURL(source, base: base, item: item, context: context, folder: true)
            return try copies(of: folder, into: path + "/" + folder.lastPathComponent, item: item)
        }
    }

    /// Tuist writes a file only when it has more than whitespace, or is a `.gitkeep`.
    private static func isWritten(_ text: String, at path: String) -> Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || path.split(separator: "/").last == ".gitkeep"
    }

    /// The item's rendered path, normalized (`a//./b` is `a/b`), or an error when it would
    /// leave the output folder.
    private func destination(_ item: TuistTemplate.Item, context: [String: Any]) throws(DiagnosticsError) -> String {
        let rendered = try renderString(item.path, context: context, what: "the path", at: item.location)
        let path = rendered.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        guard !rendered.hasPrefix("/"), RelativePath.isContained(path) else {
            throw DiagnosticsError([.error(TemplateError.unsafePath(rendered).description, at: item.location)])
        }
        return path
    }

    /// The file or folder an item reads: its rendered path from `base`, which must exist and
    /// lie inside the project root (no symbolic link out of it).
    private func sourceURL(_ source: String, base: URL, item: TuistTemplate.Item, context: [String: Any], folder: Bool) throws(DiagnosticsError) -> URL {
        let rendered = try renderString(source, context: context, what: "the source path", at: item.location)
        let url = (rendered.hasPrefix("/") ? URL(fileURLWithPath: rendered) : base.appendingPathComponent(rendered)).standardizedFileURL
        guard Self.isInside(url, template.root) else {
            throw DiagnosticsError([.error("'\(rendered)' is outside the project (\(displayPath(template.root)))", at: item.location,
                                           hint: "a template reads only files inside the project; copy the file in instead of linking to it")])
        }
        guard DirectoryListing.exists(url.path), DirectoryListing.isFolder(url.path) == folder else {
            throw DiagnosticsError([.error("\(folder ? "folder" : "file") '\(displayPath(url))' does not exist", at: item.location)])
        }
        return url
    }

    /// Every file under `folder` (links followed, none leading out of the project), at `prefix/<its path>`.
    private func copies(of folder: URL, into prefix: String, item: TuistTemplate.Item) throws(DiagnosticsError) -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let here = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for entry in DirectoryListing.entries(atPath: here.path).sorted(by: { $0.name < $1.name }) {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let url = folder.appendingPathComponent(path)
                guard Self.isInside(url, template.root) else {
                    throw DiagnosticsError([.error("'\(displayPath(url))' is a symbolic link out of the project", at: item.location)])
                }
                if DirectoryListing.isFolder(url.path) { pending.append(path) }
                else if let data = UntrustedFile.bytes(atPath: url.path) { files.append((prefix + "/" + path, data)) }
            }
        }
        return files
    }

    private static func isInside(_ url: URL, _ root: URL) -> Bool {
        let base = DirectoryListing.realPath(root.path)
        let real = DirectoryListing.realPath(url.path)
        return real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    // MARK: Stencil

    /// Tuist's environment: StencilSwiftKit's filters, smart trimming; includes from `folder`.
    private static func environment(includesFrom folder: URL?) -> Environment {
        Environment(loader: NestingLimitLoader(ContainedFolderLoader(folder: folder)), extensions: [TuistStencilFilters.makeExtension()], trimBehaviour: .smart)
    }

    /// Renders text written in the manifest; an error is at the item's call.
    private func renderString(_ text: String, context: [String: Any], what: String, at location: SourceLocation) throws(DiagnosticsError) -> String {
        guard text.contains("{") else { return text }
        do {
            return try Self.environment(includesFrom: nil).renderTemplate(string: text, context: context)
        } catch {
            throw DiagnosticsError([.error("cannot render \(what): \(Self.reason(error))", at: location)])
        }
    }

    /// Renders a `.stencil` file; an error is at its line (or the line of a file it includes).
    private func renderFile(_ file: URL, context: [String: Any]) throws(DiagnosticsError) -> String {
        let folder = file.deletingLastPathComponent()
        do {
            return try Self.environment(includesFrom: folder).renderTemplate(name: file.lastPathComponent, context: context)
        } catch {
            var location = SourceLocation(file: displayPath(file), line: 1, column: 1)
            if let syntax = error as? TemplateSyntaxError, let token = syntax.token, token.sourceMap.location.lineNumber > 0 {
                let place = token.sourceMap.location
                let name = token.sourceMap.filename.map { folder.appendingPathComponent($0) } ?? file
                location = SourceLocation(file: displayPath(name), line: Int(place.lineNumber), column: place.lineOffset + 1)
            }
            throw DiagnosticsError([.error("cannot render \(file.lastPathComponent): \(Self.reason(error))", at: location)])
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? TemplateSyntaxError)?.reason ?? "\(error)"
    }
}
