@testable import ProjectGraph
import Testing

/// Names with quotes, spaces, backslashes, `#` and angle brackets come through every format as
/// written, and never break the syntax around them.
@Suite struct EscapingTests {
    /// A graph whose every string needs escaping somewhere.
    static var awkward: Graph {
        var graph = Graph(kind: .targets, title: #"My "App" \ targets"#)
        graph.add(Graph.Node(id: #"target:My "App""#, label: #"My "App""#, role: "application", lines: [Graph.Line("a <b> & #1")]))
        graph.add(Graph.Node(id: "target:end", label: "end", role: "framework"))
        graph.add(Graph.Edge(from: #"target:My "App""#, to: "target:end", role: "depends", label: #"weak "link""#))
        return graph
    }

    @Test func dotQuotesEveryStringAndEscapesHTMLLabels() {
        let dot = DotRenderer.render(Self.awkward)
        #expect(dot.hasPrefix(#"digraph "My \"App\" \\ targets" {"#))
        #expect(dot.contains(#""target:My \"App\"" [label=<<B>My &quot;App&quot;</B><BR/>a &lt;b&gt; &amp; #1<BR ALIGN="LEFT"/>>];"#))
        #expect(dot.contains(#""target:My \"App\"" -> "target:end" [label="weak \"link\""];"#))
        #expect(DotRenderer.quoted("line\nbreak") == #""line\nbreak""#)
    }

    @Test func mermaidUsesEntityCodesAndSafeIdentifiers() {
        let mermaid = MermaidRenderer.render(Self.awkward)
        #expect(mermaid.contains(#"title: "My \"App\" \\ targets""#))
        #expect(mermaid.contains(#"n_target_My__App_["<b>My #quot;App#quot;</b><br/>a #lt;b#gt; #amp; #35;1"]"#))
        #expect(mermaid.contains(#"n_target_My__App_ -->|"weak #quot;link#quot;"| n_target_end"#))
        #expect(!mermaid.contains("\n    end[") && !mermaid.contains(" end\n    n_"))
    }

    @Test func mermaidIdentifiersStayUniqueWhenNamesCollide() {
        let ids = MermaidRenderer.identifiers(["target:a-b", "target:a_b", "target:a b"])
        #expect(ids["target:a-b"] == "n_target_a_b")
        #expect(ids["target:a_b"] == "n_target_a_b_2")
        #expect(ids["target:a b"] == "n_target_a_b_3")
    }

    @Test func jsonKeepsTheTextAsWritten() {
        let json = JSONRenderer.render(Self.awkward)
        #expect(json.contains(#""label" : "My \"App\"""#))
        #expect(json.contains(#""version" : 1"#))
    }
}
