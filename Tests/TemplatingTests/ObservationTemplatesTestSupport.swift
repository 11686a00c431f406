import Foundation
import ScaffoldSupport
import Templating
import Testing

/// Helpers for the tests of the Observation-based built-in templates (`feature-mvsl`,
/// `feature-observable`): render a template from `Templates/`, write the files into a temporary
/// folder, type-check the Swift against the API stubs of `Tests/Fixtures/Stubs` (sources and
/// Swift Testing tests, Swift 5 and 6 language modes), and compare with a committed snapshot.
enum ObservationTemplatesTestSupport {
    /// The repository's root folder.
    static let root = TemplateTestSupport.repositoryRoot

    /// The committed renderings, one folder per template.
    static let snapshots = TemplateTestSupport.snapshotsFolder

    /// What a template rendered.
    typealias Rendering = TemplateTestSupport.Rendering

    /// Renders the built-in template `template` with command-line style `arguments`.
    static func render(_ template: String, _ arguments: [String: String]) throws -> Rendering {
        try TemplateTestSupport.render(template, arguments)
    }

    /// The option combinations the tests render: `tests` on and off, with and without a `target`.
    static let combinations: [[String: String]] = [true, false].flatMap { tests in
        ["", "ExampleApp"].map { target in ["name": "Search", "tests": "\(tests)", "target": target] }
    }

    // MARK: Type-checking

    /// One process run: the command, its exit status and everything it printed.
    typealias Run = TemplateTestSupport.CompilerRun

    /// The API stub modules, built once per test run.
    static func stubs() throws -> URL { try TemplateTestSupport.stubModules() }

    /// A new, empty temporary folder.
    static func temporaryFolder(_ label: String) throws -> URL { try TemplateTestSupport.makeTemporaryFolder(label) }

    private static func swiftc(_ arguments: [String]) throws -> Run { try TemplateTestSupport.swiftc(arguments) }

    /// Writes `files` into a temporary folder and type-checks their Swift as an app builds it:
    /// the sources (every `.swift` outside `Tests/`) as the module `module` in Debug (`-D DEBUG`,
    /// previews included) and Release, in the Swift 5 and 6 language modes; then the tests
    /// (every `.swift` under `Tests/`, Swift Testing) against that module built with
    /// `-enable-testing`, in both language modes. Returns every run; the failures are those
    /// with a non-zero status.
    static func typeCheck(_ files: FileSet, module: String) throws -> [Run] {
        let folder = try temporaryFolder("observation-template")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try FileSetWriter(root: folder).apply(files)
        let stubs = try stubs().path
        let swift = files.paths.filter { $0.hasSuffix(".swift") }
        let sources = swift.filter { !TemplateTestSupport.isTest($0) }.map { folder.appendingPathComponent($0).path }
        let tests = swift.filter(TemplateTestSupport.isTest).map { folder.appendingPathComponent($0).path }
        let modules = folder.appendingPathComponent(".modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)

        // Debug, Swift 6: emitting the testable module type-checks the sources too.
        var runs = [try swiftc([
            "-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "6", "-D", "DEBUG",
            "-I", stubs, "-module-name", module, "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path,
        ] + sources)]
        for (version, defines) in [("6", [String]()), ("5", ["-D", "DEBUG"]), ("5", [])] {
            runs.append(try swiftc(["-typecheck", "-parse-as-library", "-swift-version", version] + defines
                + ["-I", stubs, "-module-name", module] + sources))
        }
        if !tests.isEmpty && runs[0].status == 0 {
            for version in ["6", "5"] {
                runs.append(try swiftc(["-typecheck", "-parse-as-library", "-swift-version", version,
                                        "-I", stubs, "-I", modules.path, "-module-name", "\(module)Tests"] + tests))
            }
        }
        return runs
    }

    /// Records an issue, with the compiler's output, for each failed run.
    static func expectSuccess(_ runs: [Run], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for run in runs where run.status != 0 {
            Issue.record("\(what) does not type-check:\n\(run)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Snapshots

    /// Checks `files` byte for byte against the committed snapshot of `template`; with
    /// `UPDATE_TEMPLATE_SNAPSHOTS=1` in the environment, rewrites the snapshot instead.
    static func expectMatchesSnapshot(_ files: FileSet, of template: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = snapshots.appendingPathComponent(template)
        if ProcessInfo.processInfo.environment["UPDATE_TEMPLATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = try FileSetWriter(root: folder).apply(files)
            return
        }
        var committed: [String: [UInt8]] = [:]
        let prefix = folder.standardizedFileURL.path + "/"
        if let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                committed[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = Array(try Data(contentsOf: url))
            }
        }
        #expect(Set(committed.keys) == Set(files.paths), "the rendered paths differ from the snapshot of \(template)", sourceLocation: sourceLocation)
        for path in files.paths {
            guard let expected = committed[path] else { continue }
            let actual = files.files[path] ?? []
            #expect(actual == expected, """
                \(path) differs from the snapshot of \(template) (run with UPDATE_TEMPLATE_SNAPSHOTS=1 to accept):
                --- rendered
                \(String(decoding: actual, as: UTF8.self))
                --- snapshot
                \(String(decoding: expected, as: UTF8.self))
                """, sourceLocation: sourceLocation)
        }
    }
}
