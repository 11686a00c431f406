import ArgumentParser
import DependencyCheck
import Foundation
import ManifestLoader
import ProjectGraph
import ScaffoldSupport

/// `scaffold graph`: the targets, the feature tree, the DI tree or the pipeline, as dot,
/// Mermaid, JSON, or a picture drawn by Graphviz.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the targets, the feature tree, the DI tree or the pipeline.",
        discussion: """
        targets: the targets, what each depends on and the package products they use; at a \
        workspace's root, every project in a box of its own and the dependencies between them. \
        features: the scopes and their plugins, each with its flag, pattern and module. di: \
        Needle's component tree from the DI check, each component's dependencies with the \
        ancestor that provides each; missing ones in red. pipeline: the pre-build steps in the \
        order they run and where Xcode runs each.

        dot, mermaid and json are text, the same bytes every run (json is described in \
        docs/Graph.md). svg and png are drawn by Graphviz's dot, which must be installed. Text \
        goes to standard output unless --output is given; a picture goes to graph-<what>.<format> \
        unless --output is given. Files are written only inside the project.

        Examples:
          scaffold graph                           The targets as dot.
          scaffold graph features --format mermaid The feature tree for a README.
          scaffold graph di --format png           graph-di.png, drawn by Graphviz.
          scaffold graph targets --focus ExampleApp --skip-tests --format svg --open
          scaffold graph pipeline --format json | jq '.nodes[].label'
        """
    )

    @Argument(help: "What to draw: targets, features, di or pipeline.")
    var what: Graph.Kind = .targets

    @OptionGroup var manifest: ManifestOptions

    @Option(help: "dot, mermaid, json (text), or svg, png (drawn by Graphviz's dot).")
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("The file to write, inside the project (default: standard output for text, graph-<what>.<format> for pictures).", valueName: "path"))
    var output: String?

    @Flag(help: "Replace the --output file even when scaffold did not write it.")
    var force = false

    @Flag(help: "Open the written file (open on macOS, xdg-open elsewhere).")
    var open = false

    @Flag(help: "targets: leave out test targets.")
    var skipTests = false

    @Option(help: ArgumentHelp("targets: draw only this target (Project/Target in a workspace) and what it reaches.", valueName: "name"))
    var focus: String?

    func validate() throws {
        if what != .targets, skipTests || focus != nil {
            throw ValidationError("--skip-tests and --focus apply to `scaffold graph targets` only")
        }
    }

    func run() throws {
        let (graph, root) = try GraphSource(manifest: manifest, options: TargetGraph.Options(skipTests: skipTests, focus: focus)).graph(what)
        let bytes = try reporting { () throws(DiagnosticsError) in try format.render(graph, environment: ProcessInfo.processInfo.environment) }
        guard output != nil || format.isPicture || open else {
            StandardStreams.output(String(decoding: bytes, as: UTF8.self))
            return
        }
        let destination = GraphFile.destination(output, defaultName: "graph-\(what.rawValue).\(format.rawValue)", project: root)
        let written = try reporting { () throws(DiagnosticsError) in try GraphFile.write(bytes, to: destination, project: root, force: force) }
        StandardStreams.output("wrote \(GraphFile.shown(written))\n")
        if open { GraphFile.open(written) }
    }

    /// The value of `body`, or its diagnostics printed and exit code 1.
    private func reporting<T>(_ body: () throws(DiagnosticsError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
    }
}

extension Graph.Kind: ExpressibleByArgument {}

/// The formats `scaffold graph` writes.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case dot
    case mermaid
    case json
    case svg
    case png

    /// Whether Graphviz draws it.
    var isPicture: Bool { self == .svg || self == .png }

    /// `graph` in this format: text, or a picture drawn by `dot` on the `PATH` of `environment`.
    func render(_ graph: Graph, environment: [String: String]) throws(DiagnosticsError) -> [UInt8] {
        switch self {
        case .dot: return Array(DotRenderer.render(graph).utf8)
        case .mermaid: return Array(MermaidRenderer.render(graph).utf8)
        case .json: return Array(JSONRenderer.render(graph).utf8)
        case .svg: return try GraphvizImage.render(DotRenderer.render(graph), format: .svg, environment: environment)
        case .png: return try GraphvizImage.render(DotRenderer.render(graph), format: .png, environment: environment)
        }
    }
}
