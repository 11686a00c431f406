import Foundation
import ImportCheck
import ProjectImport
import ScaffoldSupport
import Testing
import TestSupport

/// `scaffold import --check` agrees with the corpus round trip (`scripts/import-roundtrip.sh`:
/// import, generate, `inspect.py`, `compare.py`) on three cases of `../shared/compat/xcodeproj/`
/// (beside the checkout, never copied into it; without it these cases are not registered, as
/// `PublicSchemaOracleTests` does with `../shared/graphql-public`):
///
/// - the Swift inspection of the original project is, byte for byte, the case's `expected.json`
///   (inspect.py's output);
/// - where `python3` has `openstep_parser` (which the round trip needs too), the generated files
///   are written into a copy of the case in place of the original `.xcodeproj`, as the round
///   trip does; inspect.py's reading of them is the Swift inspection's, and compare.py's report
///   is the check's report, line for line.
@Suite struct ImportCheckCorpusTests {
    static let kit = StubCompiler.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/compat")

    static let cases: [String] = ["TCA-SyncUps", "Whisky", "Stats"].filter {
        FileManager.default.fileExists(atPath: kit.appendingPathComponent("xcodeproj/\($0)/CASE.txt").path)
    }

    /// Whether `python3` can run inspect.py.
    static let hasPython: Bool = (try? StubCompiler.run("/usr/bin/env", ["python3", "-c", "import openstep_parser"]).status) == 0

    @Test(arguments: cases)
    func agreesWithInspectAndCompare(_ name: String) throws {
        let source = Self.kit.appendingPathComponent("xcodeproj/\(name)")
        let caseText = try String(contentsOf: source.appendingPathComponent("CASE.txt"), encoding: .utf8)
        let project = try #require(caseText.split(separator: "\n").first { $0.hasPrefix("project: ") }?.dropFirst("project: ".count))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("import-check-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        // As the round trip copies a case: symbolic links kept as links, everything writable.
        let copied = try StubCompiler.run("/bin/sh", ["-c", #"cp -R -P "$1/." "$2/" && chmod -R u+w "$2""#, "copy", source.path, copy.path])
        try #require(copied.status == 0, "\(copied)")
        let bundle = copy.appendingPathComponent(String(project))
        let environment = ["USER": "root", "HOME": copy.appendingPathComponent("home").path, "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]

        let outcome = ImportCheck.run(bundle, environment: environment)
        let comparison = try #require(outcome.comparison, "\(outcome.diagnostics)")
        let expectedJSON = try String(contentsOf: source.appendingPathComponent("expected.json"), encoding: .utf8)
        #expect(try #require(outcome.expected).json(pretty: true) + "\n" == expectedJSON)

        guard Self.hasPython else { return }
        // The round trip's generate: the original goes first, the generated files are written.
        try FileManager.default.removeItem(at: bundle)
        for (path, bytes) in try #require(outcome.generated).files {
            let url = bundle.deletingLastPathComponent().appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let actualJSON = copy.appendingPathComponent("actual.json")
        let inspected = try StubCompiler.run("/bin/sh", ["-c", #"python3 "$1" --pretty "$2" > "$3""#, "inspect",
                                                         Self.kit.appendingPathComponent("inspect.py").path, bundle.path, actualJSON.path])
        try #require(inspected.status == 0, "\(inspected)")
        #expect(try #require(outcome.actual).json(pretty: true) + "\n" == String(contentsOf: actualJSON, encoding: .utf8))
        let compared = try StubCompiler.run("/usr/bin/env", ["python3", Self.kit.appendingPathComponent("compare.py").path, "--name", name,
                                                             source.appendingPathComponent("expected.json").path, actualJSON.path])
        #expect(compared.output == comparison.report(label: name) + "\n")
    }
}
