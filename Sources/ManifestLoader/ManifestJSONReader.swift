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

    /// The keys ProjectDescription adds beside the manifest's own.
    static let annotations: Set<String> = ["@location", "@problems"]

    /// The tree of `json`, or `nil` with diagnostics when it cannot be read.
    func read(_ json: String, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        let reader = YAMLReader(displayPath: displayPath)
        var problems: [Diagnostic] = []
        guard let node = reader.parse(json, file: fallback.file, directory: directory, diagnostics: &problems) else {
            diagnostics.append(.error("the manifest printed JSON scaffold cannot read", at: fallback,
                                      hint: problems.first.map { "\($0.message) (is ProjectDescription from another scaffold?)" }))
            return nil
        }
        let sites = CallSites(displayPath: displayPath, directory: directory)
        let root = relocated(node, to: fallback, sites: sites)
        diagnostics += problemList(in: node, sites: sites)
        return root
    }

    /// `node` with `@location` applied and removed, its other nodes at `inherited`.
    private func relocated(_ node: ManifestNode, to inherited: SourceLocation, sites: CallSites) -> ManifestNode {
        var copy = node
        copy.verbatimPrefix = 0
        switch node.value {
        case let .mapping(entries):
            let own = entries.first { $0.key == "@location" }.flatMap { $0.value.scalar }.flatMap(sites.location) ?? inherited
            copy.location = own
            copy.value = .mapping(entries.filter { !Self.annotations.contains($0.key) }.map { entry in
                let value = relocated(entry.value, to: own, sites: sites)
                return ManifestNode.Entry(key: entry.key, keyLocation: value.entries == nil ? own : value.location, value: value)
            })
        case let .sequence(items):
            copy.location = inherited
            copy.value = .sequence(items.map { relocated($0, to: inherited, sites: sites) })
        case .scalar, .null:
            copy.location = inherited
        }
        return copy
    }

    /// The root's `@problems` as errors, or warnings where they say so.
    private func problemList(in root: ManifestNode, sites: CallSites) -> [Diagnostic] {
        (root.value(forKey: "@problems")?.items ?? []).compactMap { item in
            guard let message = item.value(forKey: "message")?.scalar else { return nil }
            let first = item.value(forKey: "first")?.scalar.flatMap(sites.location)
            let location = item.value(forKey: "location")?.scalar.flatMap(sites.location) ?? fallback
            if item.value(forKey: "severity")?.scalar == "warning" { return .warning(message, at: location) }
            return .error(message, at: location, hint: first.map { "first declared at \($0); names must be unique" })
        }
    }
}

/// Turns the call sites Swift records (`path:line:column`, the column of the call's opening
/// parenthesis, in UTF-8 bytes) into locations at the start of the call: `.target(` is shown
/// at its dot, `Target(` at its name. Each file is read once.
final class CallSites {
    private let displayPath: (URL) -> String
    private let directory: URL
    private let sources = SourceLines()
    /// Each recorded path resolved and shown once: a manifest's calls are in a few files.
    private var files: [String: (url: URL, shown: String)] = [:]

    init(displayPath: @escaping (URL) -> String, directory: URL) {
        self.displayPath = displayPath
        self.directory = directory
    }

    /// The location of the call recorded as `text`, or `nil` if `text` is not a call site.
    func location(_ text: String) -> SourceLocation? {
        guard let place = SourceLines.place(text[...]) else { return nil }
        let file = files[place.path] ?? {
            let url = URL(fileURLWithPath: place.path, relativeTo: directory).standardizedFileURL
            let resolved = (url, displayPath(url))
            files[place.path] = resolved
            return resolved
        }()
        return SourceLocation(file: file.shown, line: place.line, column: callStart(in: file.url, line: place.line, column: place.column))
    }

    /// The column, in Unicode scalars, where the call whose parenthesis is at `column` starts.
    private func callStart(in file: URL, line: Int, column: Int) -> Int {
        guard let bytes = sources.bytes(of: file, line: line) else { return column }
        var start = column - 1
        guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return column }
        while start > 0, Self.isIdentifier(bytes[start - 1]) { start -= 1 }
        if start > 0, bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        return SourceLines.scalarColumn(start + 1, in: bytes)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
