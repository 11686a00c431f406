import ScaffoldSupport

/// A graph as Graphviz's dot language: what `dot -Tsvg` and `dot -Tpng` draw. Nodes with lines
/// get an HTML-like label (the name in bold, one line each, missing ones in red); every string
/// is quoted and escaped, so names with quotes, spaces or backslashes come through as written.
public enum DotRenderer {
    /// The red of missing things, in every format.
    static let red = "#d00000"
    /// The grey of secondary things (tests, unreachable components).
    static let grey = "#707070"

    /// `graph` as dot text, one statement a line, ending with a newline.
    public static func render(_ graph: Graph) -> String {
        var lines = [
            "digraph \(quoted(graph.title)) {",
            "    graph [rankdir=\(graph.direction.rawValue), label=\(quoted(graph.title)), labelloc=t, fontname=\"Helvetica\"];",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for cluster in graph.clusters {
            lines.append("    subgraph \(quoted("cluster_" + cluster.id)) {")
            lines.append("        label=\(quoted(cluster.label));")
            lines.append("        style=rounded;")
            lines += graph.nodes.filter { $0.cluster == cluster.id }.map { "        " + statement($0) }
            lines.append("    }")
        }
        let clusterIDs = Set(graph.clusters.map(\.id))
        lines += graph.nodes.filter { $0.cluster.map { !clusterIDs.contains($0) } ?? true }.map { "    " + statement($0) }
        lines += graph.edges.map { "    " + statement($0) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"id" [label=…, …];`
    private static func statement(_ node: Graph.Node) -> String {
        var attributes = ["label=" + label(node)]
        attributes += shape(node.role)
        if node.isMissing {
            attributes.append("color=\(quoted(red))")
            attributes.append("penwidth=2")
        } else if node.isSecondary {
            attributes += ["color=\(quoted(grey))", "fontcolor=\(quoted(grey))"]
        }
        return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    /// `"from" -> "to" [label=…];`
    private static func statement(_ edge: Graph.Edge) -> String {
        var attributes: [String] = []
        if let label = edge.label { attributes.append("label=\(quoted(label))") }
        if edge.style == .dashed { attributes.append("style=dashed") }
        if edge.isMissing { attributes.append("color=\(quoted(red))") }
        let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
        return "\(quoted(edge.from)) -> \(quoted(edge.to))\(list);"
    }

    /// The shape attributes of a role: products as boxes, packages as folders, steps as rounded boxes…
    private static func shape(_ role: String) -> [String] {
        switch role {
        case "package-product": return ["shape=folder", "style=solid"]
        case "sdk", "framework-file", "carthage-framework", "bundle-file": return ["shape=box3d", "style=solid"]
        case "external-target": return ["style=\"rounded,dashed\""]
        case "root-scope", "root-component": return ["style=\"rounded,bold\""]
        case "scope": return ["style=\"rounded,filled\"", "fillcolor=\"#eef3ff\""]
        case "scheme": return ["style=\"rounded,dashed\""]
        default: return []
        }
    }

    /// A quoted label for a node without lines; an HTML-like one (bold name, a line each, the
    /// missing ones in red) for a node with lines.
    private static func label(_ node: Graph.Node) -> String {
        guard !node.lines.isEmpty else { return quoted(node.label) }
        let body = node.lines.map { line in
            let text = html(line.text)
            return (line.isMissing ? "<FONT COLOR=\"\(red)\">\(text)</FONT>" : text) + "<BR ALIGN=\"LEFT\"/>"
        }
        return "<<B>\(html(node.label))</B><BR/>" + body.joined() + ">"
    }

    /// `text` as a dot quoted string: `"` and `\` escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escape(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return ""
            default: return nil
            }
        } + "\""
    }

    /// `text` inside an HTML-like label: `&`, `<`, `>` and `"` as entities, line breaks as spaces.
    static func html(_ text: String) -> String {
        TextEscaping.escape(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "\n", "\r": return " "
            default: return nil
            }
        }
    }
}
