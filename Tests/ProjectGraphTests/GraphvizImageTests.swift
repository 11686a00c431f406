import Foundation
import ProjectGraph
import ScaffoldSupport
import Testing

/// svg and png through Graphviz's dot: a clear error when it is not installed, a picture when it is.
@Suite struct GraphvizImageTests {
    static let dot = "digraph \"g\" {\n    \"a\" -> \"b\";\n}\n"

    @Test func withoutDotTheErrorNamesTheInstallCommandsAndTheTextFormat() {
        do {
            _ = try GraphvizImage.render(Self.dot, format: .png, environment: ["PATH": "/nonexistent-scaffold-test"])
            Issue.record("expected an error")
        } catch {
            let text = DiagnosticRenderer(colors: false).render(error.diagnostics)
            #expect(text.contains("drawing png needs Graphviz's `dot`, which is not on PATH"), "\(text)")
            #expect(text.contains("apt-get install graphviz") && text.contains("brew install graphviz"), "\(text)")
            #expect(text.contains("--format dot"), "\(text)")
        }
    }

    @Test(.enabled(if: GraphvizImage.dotExecutable(environment: ProcessInfo.processInfo.environment) != nil, "Graphviz is not installed"))
    func withDotAnSVGIsDrawn() throws {
        let bytes = try GraphvizImage.render(Self.dot, format: .svg, environment: ProcessInfo.processInfo.environment)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
        let png = try GraphvizImage.render(Self.dot, format: .png, environment: ProcessInfo.processInfo.environment)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
