import Foundation
@testable import ManifestLoader
import ScaffoldSupport
import Testing

/// A workspace's manifests compiled into one program (`ManifestBatch`): the same JSON as each
/// compiled alone, one `swiftc` for all of them, and every failure reported where it is, as if
/// the manifest had been compiled alone, while the others still load.
@Suite struct WorkspaceBatchTests {
    static let helper = """
        import ProjectDescription

        extension Project {
            public static func module(_ name: String, dependencies: [TargetDependency] = []) -> Project {
                Project(name: name, targets: [
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.batch.\\(name)",
                            sources: "Sources/**", dependencies: dependencies),
                ])
            }
        }
        """

    /// Top-level code of every kind a wrapper moves: a type and a function both manifests
    /// declare, a variable changed by a statement, root-relative and file-relative paths, the
    /// environment, `#line`.
    static let projects = [
        "Projects/A/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            private struct Naming { static let prefix = "dev.a" }
            var names: [String] = []
            names.append("A")
            if names.count == 1 { names.append("Line\\(#line)") }
            func bundle(_ name: String) -> String { "\\(Naming.prefix).\\(name)" }

            let project = Project(name: names[0], targets: [
                .target(name: names[1], destinations: .iOS, product: .framework, bundleId: bundle("A"),
                        sources: .paths([.relativeToRoot("Projects/A/Sources/**")])),
            ])
            """,
        "Projects/B/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            private struct Naming { static let prefix = "dev.b" }
            func bundle(_ name: String) -> String { "\\(Naming.prefix).\\(name)" }
            let name = Environment.batchName.getString(default: "B")

            let project = Project.module(name, dependencies: [.project(target: "Line7", path: "../A")])
            """,
        "Projects/C/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module("C")
            """,
        "Workspace.swift": """
            import ProjectDescription

            let workspace = Workspace(name: "Batch", projects: ["Projects/*"])
            """,
    ]

    func workspace(_ projects: [String: String] = projects) throws -> URL {
        var files = projects
        files["Tuist/ProjectDescriptionHelpers/Module.swift"] = Self.helper
        for name in ["A", "B", "C", "D", "E", "F"] { files["Projects/\(name)/Sources/\(name).swift"] = "struct \(name) {}\n" }
        let root = try makeFolder(files: files)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return root
    }

    /// Each manifest loaded by one command (a shared memo), batched or not; with the compiler
    /// calls counted.
    func loadAll(_ root: URL, _ manifests: [String], batched: Bool, runTimeout: Double = 60) throws -> (results: [String: Result<LoadedManifest, DiagnosticsError>], calls: Int) {
        // One compiler for the test (its path is part of each manifest's cache key), its log emptied.
        let folder = root.appendingPathComponent(".test")
        let counting = FileManager.default.fileExists(atPath: folder.appendingPathComponent("bin/swiftc").path)
            ? (compiler: folder.appendingPathComponent("bin/swiftc"), log: folder.appendingPathComponent("swiftc.log"))
            : try countingCompiler(in: folder)
        try? FileManager.default.removeItem(at: counting.log)
        var loader = loader(root, environment: ["SCAFFOLD_SWIFTC": counting.compiler.path], runTimeout: runTimeout)
        loader.swift.compilesWorkspaceTogether = batched
        loader.memo = LoadMemo()
        var results: [String: Result<LoadedManifest, DiagnosticsError>] = [:]
        for manifest in manifests {
            results[manifest] = Result { () throws(DiagnosticsError) -> LoadedManifest in try loader.load(root.appendingPathComponent(manifest)) }
        }
        return (results, calls(counting.log))
    }

    /// The JSON each manifest's load kept in its cache (the key's line left out).
    func cachedJSON(_ root: URL, _ manifests: [String]) -> [String: [UInt8]] {
        manifests.reduce(into: [:]) { found, manifest in
            let folder = root.appendingPathComponent(manifest).deletingLastPathComponent()
            // The JSON, after the line of its key.
            let file = FileManager.default.contents(atPath: folder.appendingPathComponent(".scaffold/manifest-cache/Project.swift.json").path)
            found[manifest] = file.map { Array($0.drop { $0 != UInt8(ascii: "\n") }) }
        }
    }

    func removeCaches(_ root: URL, _ manifests: [String]) throws {
        for manifest in manifests {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(manifest).deletingLastPathComponent().appendingPathComponent(".scaffold"))
        }
    }

    @Test func theBatchPrintsWhatEachManifestPrintsAlone() throws {
        let root = try workspace()
        let manifests = ["Projects/A/Project.swift", "Projects/B/Project.swift", "Projects/C/Project.swift"]
        let alone = try loadAll(root, manifests, batched: false)
        let aloneJSON = cachedJSON(root, manifests)
        try removeCaches(root, manifests)
        let together = try loadAll(root, manifests, batched: true)
        let togetherJSON = cachedJSON(root, manifests)

        for manifest in manifests {
            #expect(throws: Never.self) { try together.results[manifest]?.get() }
            #expect(aloneJSON[manifest] != nil)
            #expect(togetherJSON[manifest] == aloneJSON[manifest], "\(manifest)")
        }
        // Alone: the helpers once, then one compile a manifest. Together (the helpers cached): one.
        #expect(alone.calls == 4)
        #expect(together.calls == 1)
        let a = try #require(try together.results["Projects/A/Project.swift"]?.get())
        #expect(a.project.name == "A")
        #expect(a.project.targets.first?.name == "Line7")
    }

    @Test func aChangedManifestIsTheOnlyOneCompiledAgain() throws {
        let root = try workspace()
        let manifests = ["Projects/A/Project.swift", "Projects/B/Project.swift", "Projects/C/Project.swift"]
        _ = try loadAll(root, manifests, batched: true)
        try write(Self.projects["Projects/C/Project.swift"]!.replacingOccurrences(of: "\"C\"", with: "\"C2\""), to: root.appendingPathComponent("Projects/C/Project.swift"))
        let again = try loadAll(root, manifests, batched: true)
        #expect(again.calls == 1)
        #expect(try again.results["Projects/C/Project.swift"]?.get().project.name == "C2")
    }

    /// A compile error in one manifest of a workspace of 24 is the compiler's own, at that
    /// manifest's line, as when it is compiled alone; the others still load, from one compile
    /// without it.
    @Test func aCompileErrorIsAtTheManifestsLineAndTheOthersLoad() throws {
        var projects = Self.projects
        let names = ["D", "E", "F"] + (1...18).map { "M\($0)" }
        for name in names {
            projects["Projects/\(name)/Project.swift"] = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(\"\(name)\")\n"
            projects["Projects/\(name)/Sources/\(name).swift"] = "struct \(name) {}\n"
        }
        projects["Projects/E/Project.swift"] = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet count: Int = \"three\"\nlet project = Project.module(\"E\")\n"
        let root = try workspace(projects)
        let manifests = (["A", "B", "C"] + names).map { "Projects/\($0)/Project.swift" }
        let together = try loadAll(root, manifests, batched: true)
        let error = together.results["Projects/E/Project.swift"].flatMap { result -> DiagnosticsError? in
            if case let .failure(error) = result { return error }
            return nil
        }
        #expect(error?.diagnostics.first?.location == SourceLocation(file: "Projects/E/Project.swift", line: 4, column: 18))
        #expect(error?.diagnostics.first?.message == "cannot convert value of type 'String' to specified type 'Int'")
        for manifest in manifests where manifest != "Projects/E/Project.swift" {
            #expect(throws: Never.self) { try together.results[manifest]?.get() }
        }
        // The helpers, the batch, the batch without E, and E alone (its error, exactly).
        #expect(together.calls == 4)
        let alone = errors(root, "Projects/E/Project.swift")
        #expect(alone.map(\.message) == error?.diagnostics.map(\.message))
    }

    @Test func aManifestThatTrapsIsNamedAtItsLineAndTheOthersRun() throws {
        var projects = Self.projects
        projects["Projects/B/Project.swift"] = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet names: [String] = []\nlet project = Project.module(names[0])\n"
        let root = try workspace(projects)
        let manifests = ["Projects/A/Project.swift", "Projects/B/Project.swift", "Projects/C/Project.swift"]
        let together = try loadAll(root, manifests, batched: true)
        guard case let .failure(error)? = together.results["Projects/B/Project.swift"] else {
            Issue.record("B loaded")
            return
        }
        #expect(error.diagnostics.first?.message.hasPrefix("Projects/B/Project.swift stopped while it ran: Fatal error: Index out of range") == true)
        #expect(throws: Never.self) { try together.results["Projects/A/Project.swift"]?.get() }
        #expect(throws: Never.self) { try together.results["Projects/C/Project.swift"]?.get() }
        #expect(together.calls == 2)
    }

    @Test func aManifestThatHangsIsStoppedAndNamed() throws {
        var projects = Self.projects
        projects["Projects/A/Project.swift"] = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nwhile true {}\nlet project = Project.module(\"A\")\n"
        let root = try workspace(projects)
        let manifests = ["Projects/A/Project.swift", "Projects/C/Project.swift"]
        let together = try loadAll(root, manifests, batched: true, runTimeout: 2)
        guard case let .failure(error)? = together.results["Projects/A/Project.swift"] else {
            Issue.record("A loaded")
            return
        }
        #expect(error.diagnostics.first?.message == "Projects/A/Project.swift ran for more than 2 s and was stopped")
        #expect(throws: Never.self) { try together.results["Projects/C/Project.swift"]?.get() }
    }

    /// Each manifest runs in a process of its own: a helper's global is computed for each (here
    /// from the working folder), and output without a final newline ends nothing early, so each
    /// manifest runs once.
    @Test func eachManifestRunsOnceInItsOwnProcess() throws {
        var projects = Self.projects
        let manifest = { (name: String) in
            """
            import Foundation
            import ProjectDescription
            import ProjectDescriptionHelpers

            let log = FileManager.default.currentDirectoryPath + "/runs.log"
            let runs = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "") + "run\\n"
            try? runs.write(toFile: log, atomically: true, encoding: .utf8)
            print("no newline", terminator: "")
            let project = Project.module(folderName + "\(name)")
            """
        }
        projects["Projects/A/Project.swift"] = manifest("1")
        projects["Projects/C/Project.swift"] = manifest("2")
        let root = try workspace(projects)
        try write("import Foundation\n\npublic let folderName = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent\n",
                  to: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Folder.swift"))
        let manifests = ["Projects/A/Project.swift", "Projects/C/Project.swift"]
        let together = try loadAll(root, manifests, batched: true)
        #expect(try together.results["Projects/A/Project.swift"]?.get().project.name == "A1")
        #expect(try together.results["Projects/C/Project.swift"]?.get().project.name == "C2")
        #expect(together.calls == 2)
        for folder in ["A", "C"] {
            #expect((try? String(contentsOf: root.appendingPathComponent("Projects/\(folder)/runs.log"), encoding: .utf8)) == "run\n")
        }
    }

    @Test func whatCannotBeWrappedExactlyIsLeftToCompileAlone() {
        let wrapped = WrappedManifest.wrap(source: "import ProjectDescription\n\nlet name = \"A\"\nprint(name)\n", path: "/w/Project.swift", index: 3)
        #expect(wrapped?.entry == "__scaffoldManifest3")
        #expect(wrapped?.text == """
            #sourceLocation(file: "/w/Project.swift", line: 1)
            import ProjectDescription
            #sourceLocation()
            func __scaffoldManifest3() {
            #sourceLocation(file: "/w/Project.swift", line: 3)
            let name = "A"
            #sourceLocation(file: "/w/Project.swift", line: 4)
            print(name)
            #sourceLocation()
            }

            """)
        for source in [
            "#if DEBUG\nlet a = 1\n#endif\n",            // conditional compilation
            "let a = 1; let b = 2\n",                     // two on one line
            "import A\n@MainActor let a = 1\n",           // attributes
            "import A\nstruct Flavor {}\n",               // a type others would see, or named anew
            "import A\npublic func label() {}\n",         // an access level
            "import A\nextension String: P {}\n",         // a conformance
            "import A\ninfix operator +++\n",            // an operator
            "import A\nprint(#function)\n",              // names the entry function
            "import A\nif true { return }\n",            // an error alone
            "let a = [1,\n",                              // not Swift
        ] {
            #expect(WrappedManifest.wrap(source: source, path: "/w/Project.swift", index: 0) == nil, "\(source)")
        }
        for source in ["import A\nprivate struct Flavor {}\n", "import A\nextension Target {}\n", "import A\nlet f = { return 1 }\n"] {
            #expect(WrappedManifest.wrap(source: source, path: "/w/Project.swift", index: 0) != nil, "\(source)")
        }
        #expect(WrappedManifest.wrap(source: "import A\nlet a = 1\n", path: "/w/\"quoted\"/Project.swift", index: 0) == nil)
    }
}
