import Foundation
import ScaffoldSupport

/// Reads the JSON a `Project.swift` printed into the same located tree a `Project.yml` gives.
///
/// The JSON has the manifest's shape. An object may carry `@location` (`path:line:column`, the
/// Swift call that made it): the object, its key and everything inside it without a location
/// of its own point there. The root may carry `@problems`, errors the DSL found itself.
struct ManifestJSONReader {
    /// How paths are shown in diagnostics.
    let displayPath: (URL) -> String
    /// The folder relative paths resolve against: the manifest's.
    let directory: URL
    /// Where values without a location point: the manifest itself.
    let fallback: SourceLocation

    /// The tree of `json`, or `nil` with diagnostics when it cannot be read.
    func read(_ json: String, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        let reader = YAMLReader(displayPath: displayPath)
        var problems: [Diagnostic] = []
        guard let node = reader.parse(json, file: fallback.file, directory: directory, diagnostics: &problems) else {
            diagnostics.append(.error("the manifest printed JSON scaffold cannot read", at: fallback,
                                      hint: problems.first.map { "\($0.message) (is ProjectDescription from another scaffold?)" }))
            return nil
        }
        let root = relocated(node, to: fallback)
        diagnostics += problemList(in: node)
        return root
    }

    /// `node` with `@location` applied and removed, its other nodes at `inherited`.
    private func relocated(_ node: ManifestNode, to inherited: SourceLocation) -> ManifestNode {
        var copy = node
        copy.verbatimPrefix = 0
        switch node.value {
        case let .mapping(entries):
            let own = entries.first { $0.key == "@location" }.flatMap { $0.value.scalar }.flatMap(location) ?? inherited
            copy.location = own
            copy.value = .mapping(entries.filter { !$0.key.hasPrefix("@") }.map { entry in
                let value = relocated(entry.value, to: own)
                return ManifestNode.Entry(key: entry.key, keyLocation: value.entries == nil ? own : value.location, value: value)
            })
        case let .sequence(items):
            copy.location = inherited
            copy.value = .sequence(items.map { relocated($0, to: inherited) })
        case .scalar, .null:
            copy.location = inherited
        }
        return copy
    }

    /// The root's `@problems` as errors.
    private func problemList(in root: ManifestNode) -> [Diagnostic] {
        (root.value(forKey: "@problems")?.items ?? []).compactMap { item in
            guard let message = item.value(forKey: "message")?.scalar else { return nil }
            return .error(message, at: item.value(forKey: "location")?.scalar.flatMap(location) ?? fallback)
        }
    }

    /// `path:line:column` as a location, the path shown relative to the working folder.
    private func location(_ text: String) -> SourceLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        let path = parts.dropLast(2).joined(separator: ":")
        return SourceLocation(file: displayPath(URL(fileURLWithPath: path, relativeTo: directory)), line: line, column: column)
    }
}
