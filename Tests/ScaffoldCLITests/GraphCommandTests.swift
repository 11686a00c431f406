import Foundation
import Testing

/// `scaffold graph` as a user runs it: golden dot, Mermaid and JSON of the Example, of a
/// workspace and of a broken DI graph; pictures through Graphviz; files written only inside
/// the project. `UPDATE_GRAPH_GOLDENS=1` rewrites the goldens instead of comparing.
@Suite struct GraphCommandTests {
    static let goldens = repositoryRoot.appendingPathComponent("Tests/Fixtures/Graph")
    static let extensions = ["dot": "dot", "mermaid": "mmd", "json": "json"]

    /// `scaffold graph <kind> --format <format>` in `folder` prints the golden `<name>/<kind>.<ext>`.
    func expectGolden(_ kind: String, format: String, in folder: URL, name: String, environment: [String: String] = [:]) throws {
        let result = try Scaffold.run(["graph", kind, "--format", format], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        let golden = Self.goldens.appendingPathComponent("\(name)/\(kind).\(Self.extensions[format] ?? format)")
        if ProcessInfo.processInfo.environment["UPDATE_GRAPH_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.output.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(result.output == expected, "\(name)/\(kind).\(format) differs from its golden (UPDATE_GRAPH_GOLDENS=1 to accept)")
    }

    @Test(arguments: ["targets", "features", "di", "pipeline"], ["dot", "mermaid", "json"])
    func theExampleMatchesItsGoldens(kind: String, format: String) throws {
        try expectGolden(kind, format: format, in: repositoryRoot, name: "Example")
    }

    @Test(arguments: ["dot", "mermaid", "json"])
    func aWorkspaceDrawsEveryProjectAndTheDependenciesBetweenThem(format: String) throws {
        try expectGolden("targets", format: format, in: Self.goldens.appendingPathComponent("Workspace"), name: "Workspace")
    }

    @Test(arguments: ["dot", "mermaid", "json"])
    func aBrokenDIGraphShowsTheMissingDependency(format: String) throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/DependencyCheck/missing-deep")
        try expectGolden("di", format: format, in: folder, name: "MissingDI")
        let result = try Scaffold.run(["graph", "di", "--format", format], in: folder)
        #expect(result.error.contains("note: 1 dependency is not provided (drawn in red)"), "\(result.error)")
    }

    /// Each ```mermaid block of docs/Graph.md after `<!-- scaffold graph <what> --format mermaid -->`
    /// is what that command prints on the Example.
    @Test func theDocumentedPicturesAreWhatTheCommandPrints() throws {
        let readme = repositoryRoot.appendingPathComponent("docs/Graph.md")
        var text = try String(contentsOf: readme, encoding: .utf8)
        let marker = "<!-- scaffold graph "
        var checked = 0
        var searchStart = text.startIndex
        while let markerRange = text.range(of: marker, range: searchStart..<text.endIndex) {
            let lineEnd = try #require(text.range(of: "\n", range: markerRange.upperBound..<text.endIndex))
            let words = text[markerRange.upperBound..<lineEnd.lowerBound].split(separator: " ")
            let kind = String(try #require(words.first))
            let open = try #require(text.range(of: "```mermaid\n", range: lineEnd.upperBound..<text.endIndex))
            let close = try #require(text.range(of: "```\n", range: open.upperBound..<text.endIndex))
            let result = try Scaffold.run(["graph", kind, "--format", "mermaid"], in: repositoryRoot)
            #expect(result.status == 0, "\(result.error)")
            if ProcessInfo.processInfo.environment["UPDATE_GRAPH_GOLDENS"] == "1" {
                text.replaceSubrange(open.upperBound..<close.lowerBound, with: result.output)
            } else {
                #expect(String(text[open.upperBound..<close.lowerBound]) == result.output, "docs/Graph.md's \(kind) graph is out of date (UPDATE_GRAPH_GOLDENS=1)")
            }
            checked += 1
            searchStart = text.index(open.upperBound, offsetBy: result.output.count, limitedBy: text.endIndex) ?? text.endIndex
        }
        #expect(checked == 2)
        if ProcessInfo.processInfo.environment["UPDATE_GRAPH_GOLDENS"] == "1" { try Data(text.utf8).write(to: readme) }
    }

    @Test func theSameBytesEveryRun() throws {
        let first = try Scaffold.run(["graph", "di", "--format", "json"], in: repositoryRoot)
        let second = try Scaffold.run(["graph", "di", "--format", "json"], in: repositoryRoot)
        #expect(first.status == 0 && first.output == second.output)
    }

    @Test func withoutGraphvizAPictureIsAClearErrorAndNothingIsWritten() throws {
        let folder = try project()
        let result = try Scaffold.run(["graph", "features", "--format", "png"], in: folder, environment: ["PATH": "/nonexistent-scaffold-test"])
        #expect(result.status == 1)
        #expect(result.error.contains("apt-get install graphviz") && result.error.contains("brew install graphviz"), "\(result.error)")
        #expect(result.error.contains("--format dot"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("graph-features.png").path))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"), "Graphviz is not installed"))
    func withGraphvizAPictureIsWrittenInTheProject() throws {
        let folder = try project()
        let result = try Scaffold.run(["graph", "features", "--format", "svg"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "wrote graph-features.svg\n")
        let svg = try String(contentsOf: folder.appendingPathComponent("graph-features.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("Profile"))
    }

    @Test func outputIsWrittenInsideTheProjectOnly() throws {
        let folder = try project()
        let inside = try Scaffold.run(["graph", "features", "--output", "docs/features.mmd", "--format", "mermaid"], in: folder)
        #expect(inside.status == 0, "\(inside.error)")
        #expect(inside.output == "wrote docs/features.mmd\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/features.mmd").path))

        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString).dot")
        let outside = try Scaffold.run(["graph", "--output", elsewhere.path], in: folder)
        #expect(outside.status == 1)
        #expect(outside.error.contains("scaffold graph writes only inside the project"), "\(outside.error)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))

        let away = FileManager.default.temporaryDirectory.appendingPathComponent("graph-away-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: away)
        let throughLink = try Scaffold.run(["graph", "--output", "link/graph.dot"], in: folder)
        #expect(throughLink.status == 1, "\(throughLink.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: away.path).isEmpty)
    }

    @Test func onlyTargetsTakeFocusAndSkipTests() throws {
        let result = try Scaffold.run(["graph", "features", "--skip-tests"], in: try project())
        #expect(result.status != 0)
        #expect(result.error.contains("--skip-tests and --focus apply to `scaffold graph targets` only"), "\(result.error)")
    }

    /// A small project with a scope and a plugin.
    func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = """
            name: Shop
            targets:
              Shop: {type: application, platform: iOS}
            features:
              Home: {plugin: false, target: Shop}
              Profile: {parent: Home, target: Shop}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Project.yml"))
        return folder
    }
}
