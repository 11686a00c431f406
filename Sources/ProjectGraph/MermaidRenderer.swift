import ScaffoldSupport

/// A graph as a Mermaid flowchart, which GitHub and many editors draw from a ```mermaid block.
/// Node ids are made from the graph's ids (letters, digits and `_` only, unique); labels are
/// quoted with Mermaid's entity codes for `"`, `#`, `<`, `>` and `&`, so any name comes through
/// as written. Missing things are red through a class, secondary ones dashed and grey.
public enum MermaidRenderer {
    /// `graph` as Mermaid text, ending with a newline.
    public static func render(_ graph: Graph) -> String {
        let ids = identifiers(graph.nodes.map(\.id))
        var lines = ["---", "title: \(JSONText.of(graph.title).trimmingTrailingNewline)", "---", "flowchart \(graph.direction.rawValue)"]
        for cluster in graph.clusters {
            let members = graph.nodes.filter { $0.cluster == cluster.id }
            guard !members.isEmpty else { continue }
            lines.append("    subgraph \(identifier("cluster_" + cluster.id))[\"\(escaped(cluster.label))\"]")
            lines += members.map { "        " + statement($0, ids: ids) }
            lines.append("    end")
        }
        let clusterIDs = Set(graph.clusters.map(\.id))
        lines += graph.nodes.filter { $0.cluster.map { !clusterIDs.contains($0) } ?? true }.map { "    " + statement($0, ids: ids) }
        for edge in graph.edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let arrow = edge.style == .dashed ? "-.->" : "-->"
            lines.append("    \(from) \(arrow)\(edge.label.map { "|\"\(escaped($0))\"|" } ?? "") \(to)")
        }
        lines += classes(graph, ids: ids)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `id["Name<br/>line<br/>line"]`
    private static func statement(_ node: Graph.Node, ids: [String: String]) -> String {
        let text = ([node.isMissing || !node.lines.isEmpty ? "<b>\(escaped(node.label))</b>" : escaped(node.label)]
            + node.lines.map { escaped($0.text) }).joined(separator: "<br/>")
        let (open, close) = shape(node.role)
        return "\(ids[node.id] ?? node.id)\(open)\"\(text)\"\(close)"
    }

    /// Mermaid's brackets for a role: packages as subroutines, scopes as stadiums, the rest boxes.
    private static func shape(_ role: String) -> (String, String) {
        switch role {
        case "package-product", "sdk", "framework-file", "carthage-framework", "bundle-file": return ("[[", "]]")
        case "root-scope", "root-component": return ("([", "])")
        default: return ("[", "]")
        }
    }

    /// The class lines: `missing` nodes and edges in red, `secondary` nodes dashed and grey.
    private static func classes(_ graph: Graph, ids: [String: String]) -> [String] {
        var lines: [String] = []
        let missing = graph.nodes.filter(\.isMissing).compactMap { ids[$0.id] }
        let secondary = graph.nodes.filter { $0.isSecondary && !$0.isMissing }.compactMap { ids[$0.id] }
        if !missing.isEmpty {
            lines.append("    classDef missing stroke:\(DotRenderer.red),stroke-width:2px,color:\(DotRenderer.red)")
            lines.append("    class \(missing.joined(separator: ",")) missing")
        }
        if !secondary.isEmpty {
            lines.append("    classDef secondary stroke-dasharray:4 3,color:\(DotRenderer.grey)")
            lines.append("    class \(secondary.joined(separator: ",")) secondary")
        }
        let redEdges = graph.edges.indices.filter { graph.edges[$0].isMissing }.map(String.init)
        if !redEdges.isEmpty { lines.append("    linkStyle \(redEdges.joined(separator: ",")) stroke:\(DotRenderer.red)") }
        return lines
    }

    /// A Mermaid id for each graph id: its letters and digits, other characters as `_`, after
    /// `n_` (so no id is a keyword such as `end`); a number added when two come out the same.
    static func identifiers(_ ids: [String]) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = []
        for id in ids where result[id] == nil {
            let base = identifier(id)
            var candidate = base, suffix = 2
            while taken.contains(candidate) {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            result[id] = candidate
        }
        return result
    }

    private static func identifier(_ id: String) -> String {
        "n_" + String(String.UnicodeScalarView(id.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? scalar : "_"
        }))
    }

    /// `text` inside a quoted Mermaid label: `"`, `#`, `<`, `>`, `&` as entity codes, line breaks as spaces.
    static func escaped(_ text: String) -> String {
        TextEscaping.escape(text) { scalar in
            switch scalar {
            case "\"": return "#quot;"
            case "#": return "#35;"
            case "<": return "#lt;"
            case ">": return "#gt;"
            case "&": return "#amp;"
            case "\n", "\r": return " "
            default: return nil
            }
        }
    }
}

extension String {
    /// The text without its last newline.
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
