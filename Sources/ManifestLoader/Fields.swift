import Foundation
import ScaffoldSupport

/// Reads one mapping of the manifest: checks it is a mapping, reports unknown keys with a
/// "did you mean", reports missing required keys, and reads typed values, recording where each
/// was written.
struct Fields {
    let node: ManifestNode
    let path: [String]
    let context: DecodingContext
    /// What the mapping is, for messages (`target 'App'`).
    let what: String

    /// Reads `node` as a mapping of `what` (for messages) whose keys must be among `allowed`.
    /// Returns `nil`, with a diagnostic, when `node` is not a mapping.
    init?(_ node: ManifestNode, path: [String], context: DecodingContext, what: String, allowed: [String]) {
        guard let entries = node.entries else {
            context.error("expected \(what) to be a mapping, found \(node.kindDescription)", at: node.location)
            return nil
        }
        self.node = node
        self.path = path
        self.context = context
        self.what = what
        context.recordIfAbsent(path, node.location)
        for entry in entries where !allowed.contains(entry.key) {
            let hint = Suggestion.didYouMean(entry.key, in: allowed) ?? "valid keys: \(allowed.joined(separator: ", "))"
            context.error("unknown key '\(entry.key)' in \(what)", at: entry.keyLocation, hint: hint)
        }
    }

    /// The value for `key`, recorded at `path + [key]`; reports it when `required` and missing.
    func value(_ key: String, required: Bool = false) -> ManifestNode? {
        guard let entry = node.entries?.first(where: { $0.key == key }) else {
            if required { reportMissing(key) }
            return nil
        }
        context.record(path + [key], entry.value.location)
        return entry.value
    }

    /// Reports that the required `key` is missing, naming the mapping's owner.
    func reportMissing(_ key: String) {
        context.error("\(what) is missing required key '\(key)'", at: node.location)
    }

    /// A string value.
    func string(_ key: String, required: Bool = false) -> String? {
        value(key, required: required).flatMap(context.string)
    }

    /// A boolean value.
    func bool(_ key: String) -> Bool? {
        value(key).flatMap(context.bool)
    }

    /// A numeric value.
    func number(_ key: String) -> Double? {
        value(key).flatMap(context.number)
    }

    /// A list of strings; each item's location is recorded at `path + [key, index]`.
    func strings(_ key: String) -> [String]? {
        guard let node = value(key) else { return nil }
        for (index, item) in (node.items ?? []).enumerated() { context.record(path + [key, String(index)], item.location) }
        return context.strings(node)
    }

    /// A list of paths or globs, each made relative to the project root from the file that
    /// wrote it; an absolute glob is reported and left out (see `DecodingContext.isUsableGlob`).
    func paths(_ key: String) -> [String]? {
        guard let list = strings(key), let items = value(key)?.items else { return nil }
        return zip(list, items).filter { text, item in context.isUsableGlob(text, key: key, at: item, base: item.baseDirectory) }
            .map { text, item in context.projectPath(text, writtenIn: item) }
    }

    /// A list of globs matched as written (relative to `base`); an absolute one is reported
    /// and left out.
    func globs(_ key: String, base: URL?) -> [String]? {
        guard let list = strings(key), let items = value(key)?.items else { return nil }
        return zip(list, items).filter { text, item in context.isUsableGlob(text, key: key, at: item, base: base) }.map(\.0)
    }

    /// A path, made relative to the project root from the file that wrote it.
    func path(_ key: String) -> String? {
        guard let node = value(key), let text = context.string(node) else { return nil }
        return context.projectPath(text, writtenIn: node)
    }

    /// A mapping of strings to strings.
    func stringMap(_ key: String) -> [String: String]? {
        value(key).flatMap(context.stringMap)
    }

    /// A value that must be one of an enumeration's raw values; lists the valid ones otherwise.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type, required: Bool = false, what: String) -> Choice?
    where Choice.RawValue == String {
        guard let node = value(key, required: required), let text = context.string(node) else { return nil }
        if let choice = Choice(rawValue: text) { return choice }
        if context.unexpanded.contains(node.location) { return nil }
        let valid = Choice.allCases.map(\.rawValue)
        let hint = Suggestion.didYouMean(text, in: valid).map { "\($0) valid values: \(valid.joined(separator: ", "))" }
            ?? "valid values: \(valid.joined(separator: ", "))"
        context.error("unknown \(what) '\(text)'", at: node.location, hint: hint)
        return nil
    }

    /// Each entry of the mapping at `key`, with its path, for maps by name (`targets:`).
    func namedEntries(_ key: String) -> [ManifestNode.Entry] {
        guard let node = value(key) else { return [] }
        if case .null = node.value { return [] }
        guard let entries = node.entries else {
            context.expected("'\(key)' to be a mapping by name", found: node)
            return []
        }
        for entry in entries { context.record(path + [key, entry.key], entry.keyLocation) }
        return entries
    }
}
