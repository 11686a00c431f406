import Foundation
import ManifestLoader
import ScaffoldSupport

/// Reads `template.yml` into a `TemplateManifest`, reporting every problem at its line.
public struct TemplateManifestReader: Sendable {
    /// How paths are shown in diagnostics.
    public var displayPath: @Sendable (URL) -> String

    /// Creates a reader.
    public init(displayPath: @escaping @Sendable (URL) -> String = { $0.path }) {
        self.displayPath = displayPath
    }

    /// The template in `folder`. Throws every problem found, located.
    public func read(folder: URL) throws(DiagnosticsError) -> TemplateManifest {
        let url = folder.appendingPathComponent("template.yml")
        if DirectoryListing.exists(url.path), !TemplateFolder.contains("template.yml", in: folder) {
            throw DiagnosticsError([TemplateFolder.outside("template.yml", in: folder, at: SourceLocation(file: displayPath(url), line: 1, column: 1))])
        }
        let (node, readErrors) = LocatedYAML.read(url, displayPath: displayPath)
        var diagnostics = readErrors
        guard let node else { throw DiagnosticsError(diagnostics) }
        let manifest = decode(node, folder: folder, diagnostics: &diagnostics)
        guard let manifest, !diagnostics.containsErrors else { throw DiagnosticsError(diagnostics.sortedByLocation()) }
        return manifest
    }

    private func decode(_ node: ManifestNode, folder: URL, diagnostics: inout [Diagnostic]) -> TemplateManifest? {
        guard let entries = checkedEntries(node, what: "template.yml", allowed: ["name", "description", "parameters", "files", "message"], diagnostics: &diagnostics) else {
            return nil
        }
        _ = entries
        let name = string(node, "name", required: true, diagnostics: &diagnostics) ?? folder.lastPathComponent
        let parameters = (node.value(forKey: "parameters")?.entries ?? []).compactMap { entry in
            parameter(entry, diagnostics: &diagnostics)
        }
        if let parametersNode = node.value(forKey: "parameters"), parametersNode.entries == nil, !parametersNode.isNull {
            diagnostics.append(.error("expected 'parameters' to be a mapping by name, found \(parametersNode.kindDescription)", at: parametersNode.location))
        }
        var files: [TemplateManifest.File] = []
        if let filesNode = node.value(forKey: "files") {
            guard let items = filesNode.items else {
                diagnostics.append(.error("expected 'files' to be a list, found \(filesNode.kindDescription)", at: filesNode.location))
                return nil
            }
            files = items.compactMap { file($0, folder: folder, parameters: parameters, diagnostics: &diagnostics) }
        } else {
            diagnostics.append(.error("missing required key 'files'", at: node.location))
        }
        return TemplateManifest(
            name: name,
            description: string(node, "description", diagnostics: &diagnostics) ?? "",
            parameters: parameters,
            files: files,
            message: string(node, "message", diagnostics: &diagnostics),
            folder: folder
        )
    }

    /// Names the `new` command uses itself; a parameter cannot take them.
    static let reservedNames: Set<String> = ["help", "version", "output", "spec", "dryRun", "dry-run", "force", "pattern-template"]

    private func parameter(_ entry: ManifestNode.Entry, diagnostics: inout [Diagnostic]) -> TemplateParameter? {
        let node = entry.value
        if Self.reservedNames.contains(entry.key) {
            diagnostics.append(.error("'\(entry.key)' is an option of scaffold new itself; name the parameter otherwise", at: entry.keyLocation))
            return nil
        }
        let allowed = ["type", "default", "required", "pattern", "choices", "help"]
        guard checkedEntries(node, what: "parameter '\(entry.key)'", allowed: allowed, diagnostics: &diagnostics) != nil else { return nil }
        let typeName = string(node, "type", diagnostics: &diagnostics) ?? "string"
        guard let kind = TemplateParameter.Kind(rawValue: typeName) else {
            let valid = TemplateParameter.Kind.allCases.map(\.rawValue)
            diagnostics.append(.error("unknown parameter type '\(typeName)'", at: node.value(forKey: "type")?.location ?? node.location,
                                      hint: Suggestion.didYouMean(typeName, in: valid) ?? "valid types: \(valid.joined(separator: ", "))"))
            return nil
        }
        var parameter = TemplateParameter(name: entry.key, kind: kind)
        parameter.help = string(node, "help", diagnostics: &diagnostics) ?? ""
        parameter.pattern = string(node, "pattern", diagnostics: &diagnostics)
        parameter.choices = node.value(forKey: "choices")?.items?.compactMap(\.scalar) ?? []
        if kind == .choice && parameter.choices.isEmpty {
            diagnostics.append(.error("a choice parameter needs 'choices'", at: node.location))
        }
        if let requiredNode = node.value(forKey: "required") {
            parameter.required = requiredNode.scalar == "true"
        }
        if let defaultNode = node.value(forKey: "default") {
            let text = defaultNode.scalar ?? (defaultNode.items?.compactMap(\.scalar).joined(separator: ","))
            switch text.map(parameter.parse) {
            case let .success(value)?: parameter.defaultValue = value
            case let .failure(error)?: diagnostics.append(.error("default: \(error)", at: defaultNode.location))
            case nil: diagnostics.append(.error("expected a default value, found \(defaultNode.kindDescription)", at: defaultNode.location))
            }
        }
        return parameter
    }

    private func file(_ node: ManifestNode, folder: URL, parameters: [TemplateParameter], diagnostics: inout [Diagnostic]) -> TemplateManifest.File? {
        guard checkedEntries(node, what: "a file entry", allowed: ["path", "template", "when", "each"], diagnostics: &diagnostics) != nil,
              let path = string(node, "path", required: true, diagnostics: &diagnostics),
              let template = string(node, "template", required: true, diagnostics: &diagnostics)
        else { return nil }
        let templateLocation = node.value(forKey: "template")?.location ?? node.location
        if !RelativePath.isContained(template) || !FileManager.default.fileExists(atPath: folder.appendingPathComponent(template).path) {
            diagnostics.append(.error("template file '\(template)' does not exist in the template folder", at: templateLocation))
        } else if !TemplateFolder.contains(template, in: folder) {
            diagnostics.append(TemplateFolder.outside(template, in: folder, at: templateLocation))
        }
        let each = string(node, "each", diagnostics: &diagnostics)
        if let each, parameters.first(where: { $0.name == each })?.kind != .list {
            diagnostics.append(.error("'each' must name a list parameter; '\(each)' is not one", at: node.value(forKey: "each")?.location ?? node.location))
        }
        return TemplateManifest.File(path: path, template: template, when: string(node, "when", diagnostics: &diagnostics), each: each)
    }

    // MARK: Helpers

    private func checkedEntries(_ node: ManifestNode, what: String, allowed: [String], diagnostics: inout [Diagnostic]) -> [ManifestNode.Entry]? {
        guard let entries = node.entries else {
            diagnostics.append(.error("expected \(what) to be a mapping, found \(node.kindDescription)", at: node.location))
            return nil
        }
        for entry in entries where !allowed.contains(entry.key) {
            diagnostics.append(.error("unknown key '\(entry.key)' in \(what)", at: entry.keyLocation,
                                      hint: Suggestion.didYouMean(entry.key, in: allowed) ?? "valid keys: \(allowed.joined(separator: ", "))"))
        }
        return entries
    }

    private func string(_ node: ManifestNode, _ key: String, required: Bool = false, diagnostics: inout [Diagnostic]) -> String? {
        guard let value = node.value(forKey: key) else {
            if required { diagnostics.append(.error("missing required key '\(key)'", at: node.location)) }
            return nil
        }
        guard let text = value.scalar else {
            diagnostics.append(.error("expected '\(key)' to be a string, found \(value.kindDescription)", at: value.location))
            return nil
        }
        return text
    }
}
