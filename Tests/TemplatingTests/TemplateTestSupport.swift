import Foundation
import ScaffoldSupport
import Templating
import TestSupport
import Testing

/// Helpers for the tests of the built-in templates in `Templates/`: read and render a template,
/// write what it renders into a temporary folder, type-check the Swift against the API stubs in
/// `Tests/Fixtures/Stubs`, and compare with a committed snapshot.
enum TemplateTestSupport {
    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built-in templates, one folder each.
    static let templatesFolder = repositoryRoot.appendingPathComponent("Templates")

    /// The committed renderings, one folder per template.
    static let snapshotsFolder = repositoryRoot.appendingPathComponent("Tests/Fixtures/TemplateSnapshots")

    /// What a template rendered: the files and the next-steps message.
    struct Rendering {
        var files: FileSet
        var message: String?

        /// The text of the file at `path`, or "" when it was not rendered.
        func text(_ path: String) -> String {
            String(decoding: files.files[path] ?? [], as: UTF8.self)
        }
    }

    /// The renderer of the built-in template `name`.
    static func renderer(for name: String) throws -> TemplateRenderer {
        TemplateRenderer(template: try TemplateManifestReader().read(folder: templatesFolder.appendingPathComponent(name)))
    }

    /// Renders the built-in template `name` with command-line style `arguments`.
    static func render(_ name: String, _ arguments: [String: String]) throws -> Rendering {
        let renderer = try renderer(for: name)
        let values = try renderer.values(from: arguments).get()
        return Rendering(files: try renderer.render(values), message: renderer.message(values))
    }

    /// Every combination of true and false for `flags`, as command-line style arguments.
    static func combinations(of flags: [String]) -> [[String: String]] {
        flags.reduce([[:]]) { partial, flag in
            partial.flatMap { arguments in
                [true, false].map { value in arguments.merging([flag: "\(value)"]) { $1 } }
            }
        }
    }

    /// A new, empty temporary folder.
    static func makeTemporaryFolder(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `files` under `folder`.
    static func write(_ files: FileSet, to folder: URL) throws {
        _ = try FileSetWriter(root: folder).apply(files)
    }

    // MARK: Type-checking

    /// Whether `path` is a test: under a `Tests/` folder, the app's (`Tests/…`) or a feature's
    /// (`Features/<Name>/Tests/…`).
    static func isTest(_ path: String) -> Bool {
        path.hasPrefix("Tests/") || path.contains("/Tests/")
    }

    /// One compiler run: the command, its exit status and everything it printed.
    typealias CompilerRun = ToolRun

    /// The API stub modules (Combine, SwiftUI, NeedleFoundation, IMVVM), built once per test run.
    static func stubModules() throws -> URL { try StubCompiler.stubModules() }

    /// Runs `swiftc` (or `$SWIFTC`) with `arguments`.
    static func swiftc(_ arguments: [String]) throws -> CompilerRun { try StubCompiler.swiftc(arguments) }

    /// Runs `executable` with `arguments` (in `folder`, with `environment` added), collecting its output.
    static func runProcess(_ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> CompilerRun {
        try StubCompiler.run(executable, arguments, in: folder, environment: environment)
    }

    /// Type-checks the Swift files written under `folder`, as an app would build them:
    /// - the sources (every `.swift` outside a `Tests/` folder) as the module `module`, in Debug (`-D DEBUG`,
    ///   previews included) and Release, in the Swift 5 and Swift 6 language modes;
    /// - the tests (every `.swift` under a `Tests/` folder) against that module built with `-enable-testing`.
    /// Returns every run; those with a non-zero status are the failures.
    static func typeCheck(_ files: FileSet, writtenTo folder: URL, module: String) throws -> [CompilerRun] {
        let stubs = try stubModules().path
        let swiftFiles = files.paths.filter { $0.hasSuffix(".swift") }
        let sources = swiftFiles.filter { !isTest($0) }.map { folder.appendingPathComponent($0).path }
        let tests = swiftFiles.filter(isTest).map { folder.appendingPathComponent($0).path }
        let moduleFolder = folder.appendingPathComponent(".modules")
        try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)

        var runs: [CompilerRun] = []
        // Debug, Swift 5: emitting the testable module type-checks the sources too.
        runs.append(try swiftc([
            "-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "5", "-D", "DEBUG",
            "-I", stubs, "-module-name", module,
            "-emit-module-path", moduleFolder.appendingPathComponent("\(module).swiftmodule").path,
        ] + sources))
        for (version, defines) in [("5", [String]()), ("6", ["-D", "DEBUG"]), ("6", [])] {
            runs.append(try swiftc(["-typecheck", "-parse-as-library", "-swift-version", version] + defines
                + ["-I", stubs, "-module-name", module] + sources))
        }
        if !tests.isEmpty && runs[0].status == 0 {
            runs.append(try swiftc(["-typecheck", "-swift-version", "5", "-I", stubs, "-I", moduleFolder.path,
                                    "-module-name", "\(module)Tests"] + tests))
        }
        return runs
    }

    // MARK: Snapshots

    /// The files of the committed snapshot `name`, by path relative to its folder.
    static func snapshot(_ name: String) throws -> [String: [UInt8]] {
        let folder = snapshotsFolder.appendingPathComponent(name)
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return files
        }
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            files[path] = Array(try Data(contentsOf: url))
        }
        return files
    }

    /// Checks `files` byte for byte against the committed snapshot `name`; with
    /// `UPDATE_TEMPLATE_SNAPSHOTS=1` in the environment, rewrites the snapshot instead.
    static func expectMatchesSnapshot(_ files: FileSet, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = snapshotsFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_TEMPLATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(files, to: folder)
            return
        }
        let committed = try snapshot(name)
        #expect(Set(committed.keys) == Set(files.paths), "the rendered paths differ from the snapshot \(name)", sourceLocation: sourceLocation)
        for path in files.paths {
            guard let expected = committed[path] else { continue }
            let actual = files.files[path] ?? []
            #expect(actual == expected, """
                \(path) differs from the snapshot (run with UPDATE_TEMPLATE_SNAPSHOTS=1 to accept):
                --- rendered
                \(String(decoding: actual, as: UTF8.self))
                --- snapshot
                \(String(decoding: expected, as: UTF8.self))
                """, sourceLocation: sourceLocation)
        }
    }
}
