import Foundation
import Testing

/// A `Project.swift` is compiled once: the next load reads the cached JSON, and an edit to the
/// manifest or a helper (or a new helper) compiles it again.
@Suite struct SwiftManifestCacheTests {
    static let manifest = """
    import ProjectDescription
    import ProjectDescriptionHelpers

    let project = Project(name: "App", targets: [app("App")])
    """

    static let helper = """
    import ProjectDescription

    public func app(_ name: String) -> Target {
        .target(name: name, destinations: .iOS, product: .app, sources: ["Sources"])
    }
    """

    @Test func theCacheIsHitUntilTheManifestOrAHelperChanges() throws {
        let root = try makeFolder(files: [
            "Project.swift": Self.manifest, "ProjectDescriptionHelpers/Targets.swift": Self.helper, "Sources/App.swift": "struct App {}\n",
        ])
        let (compiler, log) = try countingCompiler(in: try makeFolder())
        let environment = ["SCAFFOLD_SWIFTC": compiler.path]
        // Cold: the helper module, then the manifest.
        #expect(try load(root, environment: environment).project.targets.map(\.name) == ["App"])
        #expect(calls(log) == 2)
        #expect(try load(root, environment: environment).project.targets.map(\.name) == ["App"])
        #expect(calls(log) == 2)

        // The manifest alone changed: the compiled helper module is reused.
        try write(Self.manifest.replacingOccurrences(of: "app(\"App\")", with: "app(\"Main\")"), to: root.appendingPathComponent("Project.swift"))
        #expect(try load(root, environment: environment).project.targets.map(\.name) == ["Main"])
        #expect(calls(log) == 3)

        try write(Self.helper.replacingOccurrences(of: ".app,", with: ".framework,"), to: root.appendingPathComponent("ProjectDescriptionHelpers/Targets.swift"))
        #expect(try load(root, environment: environment).project.targets.map(\.type.rawValue) == ["framework"])
        #expect(calls(log) == 5)

        try write("public let unused = 1\n", to: root.appendingPathComponent("ProjectDescriptionHelpers/More.swift"))
        _ = try load(root, environment: environment)
        #expect(calls(log) == 7)
        _ = try load(root, environment: environment)
        #expect(calls(log) == 7)
    }

    /// A workspace's helper module is compiled once for all its projects' manifests.
    @Test func theWorkspacesHelpersAreCompiledOnceForAllItsManifests() throws {
        let project = { (name: String) in "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(name: \"\(name)\", targets: [app(\"\(name)\")])\n" }
        let root = try makeFolder(files: [
            ".git/HEAD": "", "Tuist/ProjectDescriptionHelpers/Targets.swift": Self.helper,
            "A/Project.swift": project("A"), "A/Sources/A.swift": "", "B/Project.swift": project("B"), "B/Sources/B.swift": "",
        ])
        let (compiler, log) = try countingCompiler(in: try makeFolder())
        let environment = ["SCAFFOLD_SWIFTC": compiler.path]
        #expect(try load(root, "A/Project.swift", environment: environment).project.name == "A")
        #expect(calls(log) == 2, "the helpers, then A")
        #expect(try load(root, "B/Project.swift", environment: environment).project.name == "B")
        #expect(calls(log) == 3, "B only: the helpers come from the workspace's cache")
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".scaffold/manifest-cache/helpers").path)
        #expect(entries.count == 1 && !entries[0].hasPrefix("."), "one complete entry, no draft left: \(entries)")
    }

    @Test func aScaffoldVariableIsPartOfTheKey() throws {
        let manifest = """
        import Foundation
        import ProjectDescription

        let name = ProcessInfo.processInfo.environment["SCAFFOLD_APP_NAME"] ?? "App"
        let project = Project(name: name)
        """
        let root = try makeFolder(files: ["Project.swift": manifest])
        #expect(try load(root).project.name == "App")
        #expect(try load(root, environment: ["SCAFFOLD_APP_NAME": "Other"]).project.name == "Other")
        // What generate's up-to-date check compares: a digest of every SCAFFOLD_ variable, so
        // one that is newly set counts too.
        let plain = try load(root).consulted.environment["SCAFFOLD_*"]
        let other = try load(root, environment: ["SCAFFOLD_APP_NAME": "Other"]).consulted.environment["SCAFFOLD_*"]
        #expect(plain == .some(nil))
        #expect(other != nil && other != plain)
    }

    /// A manifest saved while it compiles: the JSON of one version must never be cached under
    /// the key of the other, or the next loads would go on showing a file that is gone.
    @Test func aManifestSavedDuringItsCompileIsNotCachedUnderTheOldKey() throws {
        let manifest = "import ProjectDescription\n\nlet project = Project(name: \"One\")\n"
        let root = try makeFolder(files: ["Project.swift": manifest])
        let file = root.appendingPathComponent("Project.swift")
        // The first compile sees the file saved as "Two" just after scaffold hashed it.
        let (compiler, _) = try countingCompiler(in: try makeFolder(), before: """
        if [ ! -e '\(root.path)/saved' ]; then touch '\(root.path)/saved'; sed -i 's/One/Two/' '\(file.path)'; fi
        """)
        let environment = ["SCAFFOLD_SWIFTC": compiler.path]
        #expect(try load(root, environment: environment).project.name == "Two")
        try write(manifest, to: file)
        #expect(try load(root, environment: environment).project.name == "One")
    }

    @Test func aDamagedCacheIsAMissNotAnError() throws {
        let root = try makeFolder(files: ["Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"App\")\n"])
        let (compiler, log) = try countingCompiler(in: try makeFolder())
        let environment = ["SCAFFOLD_SWIFTC": compiler.path]
        #expect(try load(root, environment: environment).project.name == "App")
        let cache = root.appendingPathComponent(".scaffold/manifest-cache/Project.swift.json")
        let stored = try String(contentsOf: cache, encoding: .utf8)
        try write(String(stored.prefix(stored.count - 5)), to: cache)
        #expect(try load(root, environment: environment).project.name == "App")
        try write(stored.replacingOccurrences(of: "\"App\"", with: "\"Forged\""), to: cache)
        #expect(try load(root, environment: environment).project.name == "App")
        #expect(calls(log) == 3)
        #expect(try load(root, environment: environment).project.name == "App")
        #expect(calls(log) == 3)
    }

    @Test func aManifestThatFailsLeavesNoCache() throws {
        let target = ".target(name: \"A\", destinations: .iOS, product: .app)"
        let root = try makeFolder(files: ["Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"App\", targets: [\(target), \(target)])\n"])
        #expect(!errors(root).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))
    }
}
