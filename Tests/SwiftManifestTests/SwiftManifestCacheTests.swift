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

        try write(Self.manifest.replacingOccurrences(of: "app(\"App\")", with: "app(\"Main\")"), to: root.appendingPathComponent("Project.swift"))
        #expect(try load(root, environment: environment).project.targets.map(\.name) == ["Main"])
        #expect(calls(log) == 4)

        try write(Self.helper.replacingOccurrences(of: ".app,", with: ".framework,"), to: root.appendingPathComponent("ProjectDescriptionHelpers/Targets.swift"))
        #expect(try load(root, environment: environment).project.targets.map(\.type.rawValue) == ["framework"])
        #expect(calls(log) == 6)

        try write("public let unused = 1\n", to: root.appendingPathComponent("ProjectDescriptionHelpers/More.swift"))
        _ = try load(root, environment: environment)
        #expect(calls(log) == 8)
        _ = try load(root, environment: environment)
        #expect(calls(log) == 8)
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
        let loaded = try load(root, environment: ["SCAFFOLD_APP_NAME": "Other"])
        #expect(loaded.consulted.environment["SCAFFOLD_APP_NAME"] == .some("Other"))
    }

    @Test func aManifestThatFailsLeavesNoCache() throws {
        let root = try makeFolder(files: ["Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"App\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, sources: [\"Missing\"])])\n"])
        #expect(!errors(root).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))
    }
}
