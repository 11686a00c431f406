import ScaffoldSupport

/// Expands `${VAR}` and `${VAR:-default}` from the environment in manifest strings.
///
/// Values that Xcode or a shell evaluate at build time are left alone, so a generated project
/// does not depend on the environment of the machine that generated it: build settings,
/// script bodies, a pipeline step's `run`, and script input/output paths. `$${` writes a
/// literal `${` anywhere.
struct EnvironmentExpander {
    /// Keys whose scalar values are evaluated at build time and never expanded.
    static let buildTimeKeys: Set<String> = [
        "settings", "script", "run", "inputFiles", "outputFiles", "inputFileLists", "outputFileLists",
    ]

    /// The variables to expand from.
    let environment: [String: String]

    /// Expands every string in `node` outside build-time values.
    func expandTree(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> ManifestNode {
        var result = node
        switch node.value {
        case let .scalar(text, quoted):
            result.value = .scalar(expand(text, at: node, quoted: quoted, diagnostics: &diagnostics), quoted: quoted)
        case let .sequence(items):
            result.value = .sequence(items.map { expandTree($0, diagnostics: &diagnostics) })
        case let .mapping(entries):
            result.value = .mapping(entries.map { entry in
                var entry = entry
                // `run:` is also a scheme's Run action (a mapping), which is expanded like the rest.
                let isBuildTime = Self.buildTimeKeys.contains(entry.key) && (entry.key == "settings" || entry.value.entries == nil)
                if !isBuildTime { entry.value = expandTree(entry.value, diagnostics: &diagnostics) }
                return entry
            })
        case .null:
            break
        }
        return result
    }

    /// `text` with variables replaced; an unset variable without a default is an error located
    /// at the `${` when it can be placed on the scalar's first line.
    func expand(_ text: String, at node: ManifestNode, quoted: Bool, diagnostics: inout [Diagnostic]) -> String {
        guard text.contains("${") else { return text }
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("$${") {
                output += "${"
                index = text.index(index, offsetBy: 3)
            } else if rest.hasPrefix("${"), let close = rest.firstIndex(of: "}") {
                let body = text[text.index(index, offsetBy: 2)..<close]
                output += value(of: body, offset: text.unicodeScalars.distance(from: text.startIndex, to: index), in: text, node: node, quoted: quoted, diagnostics: &diagnostics)
                index = text.index(after: close)
            } else {
                output.append(text[index])
                index = text.index(after: index)
            }
        }
        return output
    }

    private func value(of body: Substring, offset: Int, in text: String, node: ManifestNode, quoted: Bool, diagnostics: inout [Diagnostic]) -> String {
        let parts = body.split(separator: ":-", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        if let value = environment[name] { return value }
        if parts.count == 2 { return String(parts[1]) }
        let onFirstLine = !text.prefix(offset).contains("\n")
        let location = onFirstLine ? node.location.advanced(byColumns: offset + (quoted ? 1 : 0)) : node.location
        diagnostics.append(.error(
            "environment variable '\(name)' is not set",
            at: location,
            hint: "set it, give a default with ${\(name):-value}, or write $${\(name)} for a literal"
        ))
        return "${\(body)}"
    }
}
