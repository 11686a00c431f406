import Foundation
import ScaffoldSupport
import Testing

/// `generate` under hostile records, links out of the project, failed writes and `kill -9`:
/// it never deletes or overwrites what the user owns, and never writes outside the project.
@Suite struct GenerateSafetyTests {
    /// A small project: one app target, a feature (so a feature-flag file) and a second
    /// target whose scheme the tests remove.
    static let manifest = """
        name: Demo
        options:
          featureFlagsPath: Gen/Flags.swift
          generateTargetSchemes: true
        targets:
          App:
            type: application
            platform: iOS
            sources: [Sources]
          Lib:
            type: framework
            platform: iOS
            sources: [Sources]
        features:
          Profile: {}

        """

    /// A fresh project folder and, beside it, a folder standing for the rest of the disk.
    func project(_ manifest: String = manifest) throws -> (root: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("safety-\(UUID().uuidString)")
        let root = base.appendingPathComponent("project"), outside = base.appendingPathComponent("outside")
        for folder in [root.appendingPathComponent("Sources"), root.appendingPathComponent("Tests"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try write(manifest, to: root.appendingPathComponent("Project.yml"))
        try write("print(1)\n", to: root.appendingPathComponent("Sources/main.swift"))
        try write("// a test\n", to: root.appendingPathComponent("Tests/ATest.swift"))
        try write("secret\n", to: outside.appendingPathComponent("secret.txt"))
        return (root, outside)
    }

    func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    func digest(_ url: URL) throws -> String {
        let result = try Process.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), arguments: [url.path], output: true)
        return String(result.prefix(64))
    }

    func temporaries(_ root: URL) -> [String] {
        snapshot(root).keys.filter { $0.hasSuffix(".tmp") }.sorted()
    }

    @Test func aRecordSomeoneElseWroteRemovesNothingOfTheUsers() throws {
        let (root, outside) = try project()
        #expect(try Scaffold.run(["generate"], in: root).status == 0)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out"), withDestinationURL: outside)
        // A link inside the .xcodeproj, where every file is scaffold's, to the sources.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Demo.xcodeproj/src").path, withDestinationPath: "../Sources")
        let record = root.appendingPathComponent("Demo.xcodeproj/scaffold/generated-files")
        let hostile = [
            "Tests",                                                              // a folder
            "../outside/secret.txt",                                              // outside, lexically
            "\(try digest(outside.appendingPathComponent("secret.txt"))) out/secret.txt",   // outside, through a link
            "\(try digest(root.appendingPathComponent("Sources/main.swift"))) Sources/main.swift", // a source, right digest, no mark
            "\(try digest(root.appendingPathComponent("Project.yml"))) Project.yml",
            "\(try digest(root.appendingPathComponent("Sources/main.swift"))) Demo.xcodeproj/src/main.swift",
            "\(try digest(root.appendingPathComponent("Tests/ATest.swift"))) Tests/./ATest.swift",
        ]
        try write(try String(contentsOf: record, encoding: .utf8) + hostile.joined(separator: "\n") + "\n", to: record)
        try write("edited", to: root.appendingPathComponent("Demo.xcodeproj/project.pbxproj"))

        let result = try Scaffold.run(["generate"], in: root)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("removed"), "\(result.output)")
        for path in ["Tests/ATest.swift", "Sources/main.swift", "Project.yml"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
        #expect(try String(contentsOf: outside.appendingPathComponent("secret.txt"), encoding: .utf8) == "secret\n")
        #expect(result.error.contains("warning: kept Tests, which scaffold wrote before and no longer writes: it is a folder"))
        #expect(result.error.contains("warning: kept out/secret.txt, which scaffold wrote before and no longer writes: its real location is outside the project"))
        #expect(result.error.contains("warning: kept Sources/main.swift, which scaffold wrote before and no longer writes: it does not say"))
        #expect(result.error.contains("warning: kept Demo.xcodeproj/src/main.swift, which scaffold wrote before and no longer writes: its path passes through a symbolic link"))
        #expect(result.error.contains("warning: kept Tests/./ATest.swift, which scaffold wrote before and no longer writes: the record spells its path unusually"))
        // The next record lists only what this run wrote.
        #expect(!(try String(contentsOf: record, encoding: .utf8)).contains("main.swift"))
    }

    @Test func aFileScaffoldNoLongerWritesGoesOnlyIfUnchanged() throws {
        let (root, _) = try project()
        #expect(try Scaffold.run(["generate"], in: root).status == 0)
        let flags = root.appendingPathComponent("Gen/Flags.swift")
        let edited = try String(contentsOf: flags, encoding: .utf8) + "// kept by hand\n"
        try write(edited, to: flags)
        try write(Self.manifest.replacingOccurrences(of: "  featureFlagsPath: Gen/Flags.swift\n", with: "")
            .replacingOccurrences(of: "  Lib:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n", with: ""), to: root.appendingPathComponent("Project.yml"))

        let result = try Scaffold.run(["generate"], in: root)
        #expect(result.status == 0, "\(result.error)")
        // The edited flag file is the user's now; the untouched scheme of the dropped target goes.
        #expect(try String(contentsOf: flags, encoding: .utf8) == edited)
        #expect(result.error.contains("warning: kept Gen/Flags.swift, which scaffold wrote before and no longer writes: it changed since scaffold wrote it"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Demo.xcodeproj/xcshareddata/xcschemes/Lib.xcscheme").path))
        #expect(result.output.contains(", 1 removed"), "\(result.output)")
    }

    @Test func aFileMovedToItsOtherSpellingIsNotRemoved() throws {
        // `Gen` is a link to `Generated`: the feature-flag file moves from one spelling of the
        // path to the other, which names the very file this run writes.
        let (root, _) = try project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Gen").path, withDestinationPath: "Generated")
        #expect(try Scaffold.run(["generate"], in: root).status == 0)
        try edit(root, "Project.yml", "featureFlagsPath: Gen/Flags.swift", "featureFlagsPath: Generated/Flags.swift")
        let moved = try Scaffold.run(["generate"], in: root)
        #expect(moved.status == 0, "\(moved.error)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated/Flags.swift").path))
        #expect(try Scaffold.run(["generate", "--check"], in: root).status == 0)
    }

    @Test func writesNeverFollowALinkOutOfTheProject() throws {
        // The .xcodeproj itself a link to elsewhere.
        let (root, outside) = try project()
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Demo.xcodeproj"), withDestinationURL: outside)
        let before = snapshot(root.deletingLastPathComponent())
        let linked = try Scaffold.run(["generate"], in: root)
        #expect(linked.status == 1)
        #expect(linked.error.contains("Project.yml:1:7: error: cannot write Demo.xcodeproj: its folder 'Demo.xcodeproj' is a symbolic link to '"), "\(linked.error)")
        #expect(snapshot(root.deletingLastPathComponent()) == before)

        // The folder of featureFlagsPath a link to elsewhere.
        let (second, elsewhere) = try project()
        try FileManager.default.createSymbolicLink(at: second.appendingPathComponent("Gen"), withDestinationURL: elsewhere)
        let flags = try Scaffold.run(["generate"], in: second)
        #expect(flags.status == 1)
        #expect(flags.error.contains("Project.yml:3:21: error: cannot write featureFlagsPath 'Gen/Flags.swift': its folder 'Gen' is a symbolic link to '"), "\(flags.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["secret.txt"])
        #expect(!FileManager.default.fileExists(atPath: second.appendingPathComponent("Demo.xcodeproj").path))
    }

    @Test func aGeneratedPathMayNotNameTheManifestOrAFileScaffoldDidNotWrite() throws {
        let cases: [(String, String)] = [
            ("Project.yml", "Project.yml:3:21: error: featureFlagsPath 'Project.yml' is a manifest file; scaffold would overwrite it"),
            ("Sources/main.swift", "Project.yml:3:21: error: featureFlagsPath 'Sources/main.swift' names an existing file that scaffold did not write"),
            ("Demo.xcodeproj/Flags.swift", "Project.yml:3:21: error: featureFlagsPath 'Demo.xcodeproj/Flags.swift' is inside Demo.xcodeproj"),
            ("Sources", "Project.yml:3:21: error: cannot write featureFlagsPath 'Sources': it is a folder, not a regular file"),
            ("../Flags.swift", "Project.yml:3:21: error: featureFlagsPath '../Flags.swift' is outside the project folder"),
        ]
        for (path, message) in cases {
            let (root, _) = try project(Self.manifest.replacingOccurrences(of: "Gen/Flags.swift", with: path))
            let before = snapshot(root.deletingLastPathComponent())
            let validate = try Scaffold.run(["validate"], in: root)
            #expect(validate.status == 1)
            #expect(validate.error.contains(message), "\(validate.error)")
            #expect(try Scaffold.run(["generate"], in: root).status == 1)
            #expect(snapshot(root.deletingLastPathComponent()) == before, "\(path)")
        }
        let (root, _) = try project(Self.manifest + "pipeline:\n  gen:\n    run: echo\n    outputs: [/dev/null, Project.yml]\n")
        let outputs = try Scaffold.run(["validate"], in: root)
        #expect(outputs.error.contains("Project.yml:19:15: error: output '../../../dev/null' of pipeline step 'gen' is outside the project folder") || outputs.error.contains("of pipeline step 'gen' is outside the project folder"), "\(outputs.error)")
        #expect(outputs.error.contains("error: output 'Project.yml' of pipeline step 'gen' is a manifest file"), "\(outputs.error)")
    }

    @Test func aFailedWriteLeavesEverythingAsItWas() throws {
        // Fault points 1–5 are the five files' temporaries: a failure at any of them renames none.
        for point in 1...5 {
            let (root, _) = try project()
            let before = snapshot(root)
            let result = try Scaffold.run(["generate"], in: root, environment: ["SCAFFOLD_FAULT": "fail@\(point)"])
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("error: cannot write "), "\(result.error)")
            #expect(result.error.contains(": Input/output error (injected at stage "), "\(result.error)")
            #expect(snapshot(root) == before, "fault point \(point)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Gen").path))
        }
    }

    /// Eight more framework targets: with their schemes, a run stages 14 files, which are
    /// staged on both cores in two groups (fewer than 8 are staged one by one).
    static let manyFiles = manifest.replacingOccurrences(
        of: "features:\n", with: (1...8).map { "  Kit\($0):\n    type: framework\n    platform: iOS\n    sources: [Sources]\n" }.joined() + "features:\n")

    @Test func aFailedWriteOnEitherCoreLeavesEverythingAsItWas() throws {
        // The first points are the temporaries, written by two threads; a failure in either
        // group abandons what both staged.
        for point in [1, 2, 7, 8, 13, 14] {
            let (root, _) = try project(Self.manyFiles)
            let before = snapshot(root)
            let result = try Scaffold.run(["generate"], in: root, environment: ["SCAFFOLD_FAULT": "fail@\(point)"])
            #expect(result.status == 1)
            #expect(result.error.contains(": Input/output error (injected at stage "), "\(result.error)")
            #expect(snapshot(root) == before, "fault point \(point)")
            #expect(temporaries(root).isEmpty, "fault point \(point)")
        }
        let (root, _) = try project(Self.manyFiles)
        #expect(try Scaffold.run(["generate"], in: root).status == 0)
        #expect(snapshot(root).keys.filter { $0.hasSuffix(".xcscheme") }.count == 10)
    }

    @Test func killedWhileStagingOnBothCoresTheNextRunFinishes() throws {
        let (reference, _) = try project(Self.manyFiles)
        #expect(try Scaffold.run(["generate"], in: reference).status == 0)
        for point in [3, 9, 15] {
            let (root, _) = try project(Self.manyFiles)
            _ = try Scaffold.run(["generate"], in: root, environment: ["SCAFFOLD_FAULT": "kill@\(point)"])
            #expect(try Scaffold.run(["generate"], in: root).status == 0)
            #expect(generatedProject(root) == generatedProject(reference), "after a kill at fault point \(point)")
            #expect(temporaries(root).isEmpty, "after a kill at fault point \(point)")
        }
    }

    /// The `.xcodeproj` of `root`, by path inside the project.
    func generatedProject(_ root: URL) -> [String: Data] {
        snapshot(root.appendingPathComponent("Demo.xcodeproj")).mapKeys { String($0.dropFirst(root.path.count)) }
    }

    @Test func killedAtAnyPointTheNextRunRepairsEverything() throws {
        let withoutLib = Self.manifest.replacingOccurrences(of: "  Lib:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n", with: "")
        let (reference, _) = try project(withoutLib), (original, _) = try project()
        #expect(try Scaffold.run(["generate"], in: reference).status == 0)
        #expect(try Scaffold.run(["generate"], in: original).status == 0)
        // Every fault point of a run that removes the Lib scheme (staging, renames, the
        // removal, the record, the cache), until a run gets past the last one. After the kill,
        // the next run goes on with the same manifest, or (every other point) with the old one
        // again, as a user who undoes the change would.
        var reachedEveryPoint = false
        for point in 1...40 {
            let (root, _) = try project()
            #expect(try Scaffold.run(["generate"], in: root).status == 0)
            try write(withoutLib, to: root.appendingPathComponent("Project.yml"))
            let killed = try Scaffold.run(["generate"], in: root, environment: ["SCAFFOLD_FAULT": "kill@\(point)"])
            if killed.status == 0 {
                #expect(point > 5, "a run that writes two files and removes one passes at least five fault points")
                reachedEveryPoint = true
            }
            let undo = point % 2 == 0
            if undo { try write(Self.manifest, to: root.appendingPathComponent("Project.yml")) }
            let next = try Scaffold.run(["generate"], in: root)
            #expect(next.status == 0, "\(next.error)")
            #expect(generatedProject(root) == generatedProject(undo ? original : reference), "after a kill at fault point \(point)")
            #expect(temporaries(root).isEmpty, "after a kill at fault point \(point)")
            if reachedEveryPoint { break }
        }
        #expect(reachedEveryPoint)
    }

    @Test func newWritesAllOfTheFeatureOrNothing() throws {
        let (root, _) = try project()
        let before = snapshot(root)
        for point in [1, 3, 6] {
            let result = try Scaffold.run(["new", "feature", "Search", "--parent", "Profile"], in: root, environment: ["SCAFFOLD_FAULT": "fail@\(point)"])
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("error: cannot write "), "\(result.error)")
            // The project's lock is scaffold's own, in .scaffold/; nothing else changed.
            #expect(snapshot(root).filter { !$0.key.contains("/.scaffold/") } == before, "fault point \(point)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Features").path))
        }
        #expect(try Scaffold.run(["new", "feature", "Search", "--parent", "Profile"], in: root).status == 0)
    }

    @Test func newRefusesAnOutputFolderThatLinksOutOfTheProject() throws {
        let (root, outside) = try project()
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Features"), withDestinationURL: outside)
        for arguments in [["new", "feature", "Search", "--parent", "Profile", "--output", "Features"], ["new", "feature", "Search", "--parent", "Profile", "--output", "Features", "--dry-run"]] {
            let result = try Scaffold.run(arguments, in: root)
            #expect(result.status == 1)
            #expect(result.error == "error: cannot write into \(root.path)/Features leads to '\(outside.path)', outside the project (\(root.path))\n1 error\n")
        }
        // The same project reached through a link (as /tmp is /private/tmp on macOS): the
        // output is inside it under either spelling.
        let alias = root.deletingLastPathComponent().appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: root)
        for arguments in [["--spec", alias.appendingPathComponent("Project.yml").path, "--output", "Features"],
                          ["--output", alias.appendingPathComponent("Features").path]] {
            let result = try Scaffold.run(["new", "feature", "Search", "--parent", "Profile"] + arguments, in: root)
            #expect(result.status == 1, "\(arguments): \(result.output)")
            #expect(result.error.contains("outside the project"), "\(result.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["secret.txt"])
    }
}

extension Dictionary {
    func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

extension Process {
    /// Runs `executable` and returns its standard output.
    static func run(_ executable: URL, arguments: [String], output: Bool) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = Data(FileDescriptorIO.readAll(pipe.fileHandleForReading.fileDescriptor) ?? [])
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
