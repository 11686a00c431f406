import Foundation
import ScaffoldSupport
import Yams

/// Reads a YAML file into a `ManifestNode` tree with locations, turning LibYAML's errors and
/// duplicate keys into located diagnostics.
struct YAMLReader {
    /// How paths are shown in diagnostics (relative to the working directory when inside it).
    let displayPath: (URL) -> String

    /// Parses `url`. Returns `nil` and appends diagnostics when the file cannot be read or parsed.
    func read(_ url: URL, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        let shown = displayPath(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.append(.error("cannot read manifest '\(shown)': no such file"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(.error("manifest is not UTF-8 text", at: SourceLocation(file: shown, line: 1, column: 1)))
            return nil
        }
        let directory = url.deletingLastPathComponent()
        do {
            // The basic resolver: scalars stay text (this reader types them itself), which spares
            // Yams a regular-expression match per scalar; UTF-8 spares it an environment lookup.
            guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
                return ManifestNode(value: .mapping([]), location: SourceLocation(file: shown, line: 1, column: 1), baseDirectory: directory)
            }
            return convert(node, file: shown, directory: directory, diagnostics: &diagnostics)
        } catch let error as YamlError {
            diagnostics.append(Self.diagnostic(for: error, file: shown))
            return nil
        } catch {
            diagnostics.append(.error("cannot parse YAML: \(error)", at: SourceLocation(file: shown, line: 1, column: 1)))
            return nil
        }
    }

    private func convert(_ node: Yams.Node, file: String, directory: URL, diagnostics: inout [Diagnostic]) -> ManifestNode {
        let location = Self.location(node.mark, file: file)
        switch node {
        case let .scalar(scalar):
            let quoted = scalar.style != .plain
            if !quoted, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                return ManifestNode(value: .null, location: location, baseDirectory: directory)
            }
            return ManifestNode(value: .scalar(scalar.string, quoted: quoted), location: location, baseDirectory: directory)
        case let .sequence(sequence):
            let items = sequence.map { convert($0, file: file, directory: directory, diagnostics: &diagnostics) }
            return ManifestNode(value: .sequence(items), location: location, baseDirectory: directory)
        case let .mapping(mapping):
            var entries: [ManifestNode.Entry] = []
            var seen: [String: SourceLocation] = [:]
            for (keyNode, valueNode) in mapping {
                let keyLocation = Self.location(keyNode.mark, file: file)
                guard let key = keyNode.scalar?.string else {
                    diagnostics.append(.error("mapping keys must be plain text, found \(keyNode.mapping != nil ? "a mapping" : "a list")", at: keyLocation))
                    continue
                }
                if let first = seen[key] {
                    diagnostics.append(.error("duplicate key '\(key)'", at: keyLocation, hint: "first defined at \(first)"))
                    continue
                }
                seen[key] = keyLocation
                entries.append(.init(key: key, keyLocation: keyLocation, value: convert(valueNode, file: file, directory: directory, diagnostics: &diagnostics)))
            }
            return ManifestNode(value: .mapping(entries), location: location, baseDirectory: directory)
        case let .alias(alias):
            diagnostics.append(.error("unresolved YAML alias '*\(alias.anchor.rawValue)'", at: location))
            return ManifestNode(value: .null, location: location, baseDirectory: directory)
        }
    }

    private static func location(_ mark: Mark?, file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// A LibYAML error as a located diagnostic.
    static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var hint: String?
            if let context { hint = "\(context.text) at line \(context.mark.line), column \(context.mark.column)" }
            return .error("invalid YAML: \(problem)", at: location(mark, file: file), hint: hint)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return .error("duplicate key \(keys) in the mapping that starts here", at: location(context.mark, file: file), hint: "a key may appear once per mapping; merge the two entries")
        case let .reader(problem, _, _, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
