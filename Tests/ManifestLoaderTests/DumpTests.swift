import Foundation
import ManifestLoader
import ProjectSpec
import Testing

@Suite struct DumpTests {
    /// Dumps the project at `root`, saves the dump beside it, loads that, dumps again.
    func roundTrip(_ root: URL, manifest: String = "Project.yml", json: Bool) throws -> (first: String, second: String) {
        let project = try load(root, manifest: manifest).project
        let value = ManifestEncoder.encode(project)
        let first = json ? value.json() : value.yaml()
        let dumped = "dumped-\(UUID().uuidString).\(json ? "json" : "yml")"
        try Data(first.utf8).write(to: root.appendingPathComponent(dumped))
        defer { try? FileManager.default.removeItem(at: root.appendingPathComponent(dumped)) }
        let reloaded = try load(root, manifest: dumped).project
        #expect(reloaded == project)
        let again = ManifestEncoder.encode(reloaded)
        return (first, json ? again.json() : again.yaml())
    }

    @Test(arguments: [false, true])
    func exampleDumpLoadsBackIdentically(json: Bool) throws {
        let result = try roundTrip(repositoryRoot, json: json)
        #expect(result.first == result.second)
        #expect(result.first.contains("ExampleApp"))
    }

    @Test(arguments: [false, true])
    func everyKindOfValueSurvivesTheRoundTrip(json: Bool) throws {
        let root = try makeProject(["Project.yml": XcodeGenSpecTests.spec, "Sources/a.swift": "", "Tests/t.swift": "", "Local/Package.swift": ".library(name: \"LocalKit\""])
        let result = try roundTrip(root, json: json)
        #expect(result.first == result.second)
    }

    @Test func yamlOfStringsNeedingQuotes() {
        let value = ManifestValue.map([
            .init("plain", .string("a \"quoted\" \\ line\nnext")),
            .init("yes", .bool(true)),
            .init("list", .list([.map([.init("k", .number(1.5))]), .list([]), .map([])])),
        ])
        #expect(value.yaml() == """
        plain: "a \\"quoted\\" \\\\ line\\nnext"
        "yes": true
        list:
          - k: 1.5
          - []
          - {}

        """)
    }

    @Test func controlsLineSeparatorsAndByteOrderMarksAreEscaped() {
        let text = "a\u{85}b\u{9F}c\u{2028}d\u{2029}e\u{FEFF}f\u{7F}g"
        #expect(ManifestValue.string(text).yaml() == #""a\u0085b\u009fc\u2028d\u2029e\ufefff\u007fg""# + "\n")
    }

    @Test(arguments: [false, true])
    func unusualCharactersAndLiteralGlobPathsSurviveTheRoundTrip(json: Bool) throws {
        let manifest = """
        name: "App\\u0085\\u2028\\u2029\\ufeff\\u0080"
        targets:
          App:
            type: application
            platform: iOS
            sources: ["Src/A[1]"]
        """
        let root = try makeProject(["Project.yml": manifest, "Src/A[1]/a.swift": "", "Src/A1/b.swift": ""])
        let project = try load(root).project
        #expect(project.name == "App\u{85}\u{2028}\u{2029}\u{FEFF}\u{80}")
        #expect(project.targets.first?.sources.map(\.path) == ["Src/A[1]"])
        let result = try roundTrip(root, json: json)
        #expect(result.first == result.second)
    }
}
