import Foundation
import Testing

/// `scaffold generate --spec Project.swift` as a new user runs it: the Example's Swift
/// manifest gives exactly the project its YAML gives, and a broken one writes nothing.
@Suite struct SwiftManifestCommandTests {
    /// The test process's `PATH`, where swiftc is.
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    /// A copy of the Example with both manifests.
    func exampleWithSwiftManifest() throws -> URL {
        let folder = try copyOfExample()
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Project.swift"), to: folder.appendingPathComponent("Project.swift"))
        return folder
    }

    /// The generated files under `folder`, by path relative to it (tool state left out).
    func generated(_ folder: URL) -> [String: Data] {
        let prefix = folder.path + "/"
        return snapshot(folder).reduce(into: [:]) { files, entry in
            let path = String(entry.key.dropFirst(prefix.count))
            if !path.hasPrefix(".scaffold/") { files[path] = entry.value }
        }
    }

    @Test func theSwiftManifestGeneratesExactlyWhatTheYAMLDoes() throws {
        let yaml = try exampleWithSwiftManifest()
        let swift = try exampleWithSwiftManifest()
        let fromYAML = try Scaffold.run(["generate", "--spec", "Project.yml"], in: yaml, environment: environment)
        #expect(fromYAML.status == 0, "\(fromYAML.error)")
        let fromSwift = try Scaffold.run(["generate", "--spec", "Project.swift"], in: swift, environment: environment)
        #expect(fromSwift.status == 0, "\(fromSwift.error)")
        #expect(fromSwift.output.hasPrefix("Generated Example.xcodeproj: 2 targets, 1 scheme; "), "\(fromSwift.output)")
        let expected = generated(yaml), actual = generated(swift)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(actual[path] == bytes, "\(path)") }

        let again = try Scaffold.run(["generate", "--spec", "Project.swift"], in: swift, environment: environment)
        #expect(again.output.hasPrefix("up to date"), "\(again.output)")
        // A manifest may read any SCAFFOLD_ variable: one newly set is a change.
        let withVariable = environment.merging(["SCAFFOLD_FLAVOR": "beta"]) { $1 }
        let changed = try Scaffold.run(["generate", "--spec", "Project.swift"], in: swift, environment: withVariable)
        #expect(!changed.output.hasPrefix("up to date"), "\(changed.output)")
        let same = try Scaffold.run(["generate", "--spec", "Project.swift"], in: swift, environment: withVariable)
        #expect(same.output.hasPrefix("up to date"), "\(same.output)")
        let dump = try Scaffold.run(["dump", "--spec", "Project.swift"], in: swift, environment: environment)
        #expect(dump.output == (try Scaffold.run(["dump"], in: yaml, environment: environment)).output)
    }

    @Test func withoutAProjectYMLTheSwiftManifestIsTheDefault() throws {
        let folder = try exampleWithSwiftManifest()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Project.yml"))
        let result = try Scaffold.run(["validate"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Project.swift: Example is valid: 2 targets, 1 scheme, 4 features, 3 pipeline steps"), "\(result.output)")
    }

    @Test func aBrokenSwiftManifestWritesNothing() throws {
        let folder = try exampleWithSwiftManifest()
        try edit(folder, "Project.swift", "product: .unitTests,", "product: .unitTest,")
        let before = snapshot(folder)
        let result = try Scaffold.run(["generate", "--spec", "Project.swift"], in: folder, environment: environment)
        #expect(result.status == 1)
        #expect(result.error.contains("Project.swift:40:23: error: type 'Product' has no member 'unitTest'"), "\(result.error)")
        #expect(snapshot(folder) == before)
    }
}
