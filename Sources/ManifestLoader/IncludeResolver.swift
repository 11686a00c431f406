import Foundation
import ScaffoldSupport

/// Loads a manifest and everything it includes, depth first, and merges them into one tree.
///
/// `include:` takes a path, a list, or `{path, relativePaths, enable}` entries; a path may be
/// a glob (`Features/*/module.yml`) and is relative to the including file. Included files are
/// merged first, in order, and the including file on top. A file included twice is read once;
/// a file that includes itself, directly or not, is an error.
struct IncludeResolver {
    let reader: YAMLReader
    let expander: EnvironmentExpander
    /// The folder of the root manifest, where `relativePaths: false` paths resolve.
    let rootDirectory: URL

    /// Every manifest file read, in the order read.
    private(set) var files: [URL] = []
    private var read: Set<String> = []

    init(reader: YAMLReader, expander: EnvironmentExpander, rootDirectory: URL) {
        self.reader = reader
        self.expander = expander
        self.rootDirectory = rootDirectory
    }

    /// The merged tree of `url` and its includes, or `nil` when the root could not be read.
    mutating func resolve(_ url: URL, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        load(url.standardizedFileURL, rebase: false, stack: [], diagnostics: &diagnostics)
    }

    private mutating func load(_ url: URL, rebase: Bool, stack: [URL], diagnostics: inout [Diagnostic]) -> ManifestNode? {
        files.append(url)
        read.insert(url.path)
        guard var node = reader.read(url, diagnostics: &diagnostics) else { return nil }
        if rebase { node = node.rebased(to: rootDirectory) }
        guard var entries = node.entries else {
            diagnostics.append(.error("a manifest must be a mapping of keys, found \(node.kindDescription)", at: node.location))
            return nil
        }
        var merged = ManifestNode(value: .mapping([]), location: node.location, baseDirectory: node.baseDirectory)
        if let index = entries.firstIndex(where: { $0.key == "include" }) {
            let includes = parseIncludes(entries[index].value, diagnostics: &diagnostics)
            entries.remove(at: index)
            for include in includes {
                for target in matches(of: include, from: url, diagnostics: &diagnostics) {
                    if let cycleStart = stack.firstIndex(of: target) ?? (target == url ? stack.count : nil) {
                        let chain = (stack[cycleStart...] + [url, target]).map { reader.displayPath($0) }
                        diagnostics.append(.error("include cycle: \(chain.joined(separator: " → "))", at: include.location))
                        continue
                    }
                    if read.contains(target.path) { continue }
                    guard let included = load(target, rebase: !include.relativePaths, stack: stack + [url], diagnostics: &diagnostics) else { continue }
                    NodeMerger.merge(included, into: &merged)
                }
            }
        }
        node.value = .mapping(entries)
        NodeMerger.merge(node, into: &merged)
        return merged
    }

    /// One `include:` entry.
    private struct Include {
        var path: String
        var location: SourceLocation
        var relativePaths: Bool
    }

    private func parseIncludes(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> [Include] {
        switch node.value {
        case .null:
            return []
        case .scalar:
            return parseInclude(node, diagnostics: &diagnostics).map { [$0] } ?? []
        case let .sequence(items):
            return items.compactMap { parseInclude($0, diagnostics: &diagnostics) }
        case .mapping:
            return parseInclude(node, diagnostics: &diagnostics).map { [$0] } ?? []
        }
    }

    private func parseInclude(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> Include? {
        if case let .scalar(text, quoted) = node.value {
            let path = expander.expand(text, at: node, quoted: quoted, diagnostics: &diagnostics)
            return Include(path: path, location: node.location, relativePaths: true)
        }
        guard let entries = node.entries else {
            diagnostics.append(.error("expected an include path or a mapping with 'path', found \(node.kindDescription)", at: node.location))
            return nil
        }
        let allowed = ["path", "relativePaths", "enable"]
        for entry in entries where !allowed.contains(entry.key) {
            diagnostics.append(.error("unknown key '\(entry.key)' in include", at: entry.keyLocation, hint: Suggestion.didYouMean(entry.key, in: allowed) ?? "valid keys: \(allowed.joined(separator: ", "))"))
        }
        guard let pathNode = node.value(forKey: "path"), case let .scalar(text, quoted) = pathNode.value else {
            diagnostics.append(.error("include needs a 'path' string", at: node.location))
            return nil
        }
        if let enable = node.value(forKey: "enable") {
            guard let flag = boolean(enable, diagnostics: &diagnostics), flag else { return nil }
        }
        var relativePaths = true
        if let relative = node.value(forKey: "relativePaths") {
            relativePaths = boolean(relative, diagnostics: &diagnostics) ?? true
        }
        let path = expander.expand(text, at: pathNode, quoted: quoted, diagnostics: &diagnostics)
        return Include(path: path, location: pathNode.location, relativePaths: relativePaths)
    }

    private func boolean(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> Bool? {
        guard case let .scalar(text, quoted) = node.value else {
            diagnostics.append(.error("expected true or false, found \(node.kindDescription)", at: node.location))
            return nil
        }
        let expanded = expander.expand(text, at: node, quoted: quoted, diagnostics: &diagnostics)
        guard let value = ScalarParsing.bool(expanded) else {
            diagnostics.append(.error("expected true or false, found '\(expanded)'", at: node.location))
            return nil
        }
        return value
    }

    private func matches(of include: Include, from url: URL, diagnostics: inout [Diagnostic]) -> [URL] {
        let directory = url.deletingLastPathComponent()
        if include.path.hasPrefix("/") {
            return Glob.isPattern(include.path)
                ? Glob.expand(String(include.path.dropFirst()), in: URL(fileURLWithPath: "/")).map { URL(fileURLWithPath: "/" + $0) }
                : [URL(fileURLWithPath: include.path).standardizedFileURL]
        }
        if Glob.isPattern(include.path) {
            return Glob.expand(include.path, in: directory).map { directory.appendingPathComponent($0).standardizedFileURL }
        }
        let target = directory.appendingPathComponent(include.path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: target.path) else {
            diagnostics.append(.error("included file '\(include.path)' does not exist", at: include.location))
            return []
        }
        return [target]
    }
}
