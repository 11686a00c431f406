import Foundation
import ScaffoldSupport
import Testing

/// A broken `Project.swift` gives a located error — a compile error at the manifest's own
/// line, a model error at the Swift call that made the value — and a crash, a hang or a
/// manifest without a project a clear one.
@Suite struct SwiftManifestErrorTests {
    static func manifest(_ body: String) -> String {
        "import ProjectDescription\n\nlet project = Project(\n    name: \"App\",\n\(body)\n)\n"
    }

    static let appTarget = """
        targets: [
            .target(name: "App", destinations: .iOS, product: .app, sources: ["Sources"]),
        ]
    """

    func folder(_ manifest: String, helpers: [String: String] = [:]) throws -> URL {
        var files = ["Project.swift": manifest, "Sources/App.swift": "struct App {}\n"]
        for (name, text) in helpers { files["ProjectDescriptionHelpers/\(name)"] = text }
        return try makeFolder(files: files)
    }

    /// A note about one of ProjectDescription's declarations names the module, never a path
    /// of the machine scaffold was built on.
    @Test func aNoteAboutProjectDescriptionNamesTheModule() throws {
        let root = try folder(Self.manifest("""
            targets: [
                .target(name: "App", destinations: .iOS, product: .app, infoPlist: .file(), sources: ["Sources"]),
            ]
        """))
        let found = errors(root)
        let error = try #require(found.first)
        #expect(error.location?.file == "Project.swift")
        let hint = try #require(error.hint, "\(found)")
        #expect(hint.contains("ProjectDescription: note:"), "\(hint)")
        #expect(!hint.contains("/Sources/ProjectDescription/"), "\(hint)")
    }

    @Test func aCompileErrorPointsAtTheManifestsLine() throws {
        let root = try folder(Self.manifest(Self.appTarget).replacingOccurrences(of: "name: \"App\",\n", with: "name: appName,\n"))
        let found = errors(root)
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "Project.swift", line: 4, column: 11))
        #expect(found.first?.message == "cannot find 'appName' in scope")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))
    }

    /// swiftc counts columns in UTF-8 bytes; scaffold's locations count characters (scalars).
    @Test func aCompileErrorAfterWideCharactersHasTheCharacterColumn() throws {
        let root = try folder("import ProjectDescription\nlet émoji = \"🎉🎉🎉\"; let x: Int = \"ü\"\nlet project = Project(name: \"A\")\n")
        #expect(errors(root).first?.location == SourceLocation(file: "Project.swift", line: 2, column: 33))
    }

    /// The linker's own message is the error, not only the driver's "link command failed".
    @Test func aLinkErrorSaysWhatIsMissing() throws {
        let root = try folder("""
        import ProjectDescription
        @_silgen_name("scaffold_missing_symbol") func missing()
        let project = Project(name: "A")
        let called: Void = missing()
        """)
        #expect(errors(root).map(\.message) == ["undefined reference to 'scaffold_missing_symbol'"])
    }

    /// An editor's dangling lock link and a folder named like a Swift file are not helpers.
    @Test func onlyRegularSwiftFilesAreHelpers() throws {
        let root = try folder(Self.manifest(Self.appTarget).replacingOccurrences(of: "import ProjectDescription", with: "import ProjectDescription\nimport ProjectDescriptionHelpers"),
                              helpers: ["Naming.swift": "public let prefix = \"com.app\"\n"])
        let helpers = root.appendingPathComponent("ProjectDescriptionHelpers")
        try FileManager.default.createSymbolicLink(atPath: helpers.appendingPathComponent(".#Naming.swift").path, withDestinationPath: "/nonexistent/lock")
        try FileManager.default.createDirectory(at: helpers.appendingPathComponent("Old.swift"), withIntermediateDirectories: true)
        #expect(errors(root).isEmpty)
    }

    @Test func aCompilerVariableThatIsNoCompilerIsNamed() throws {
        let root = try folder(Self.manifest(Self.appTarget))
        let found = errors(root, environment: ["SCAFFOLD_SWIFTC": "/nonexistent/swiftc"])
        #expect(found.first?.message == "cannot compile Project.swift: SCAFFOLD_SWIFTC is '/nonexistent/swiftc', which is not an executable file")
    }

    @Test func aCompileErrorInAHelperPointsAtTheHelper() throws {
        let root = try folder(Self.manifest(Self.appTarget).replacingOccurrences(of: "import ProjectDescription", with: "import ProjectDescription\nimport ProjectDescriptionHelpers"),
                              helpers: ["Naming.swift": "import ProjectDescription\n\npublic let prefix: Int = \"com.app\"\n"])
        let found = errors(root)
        #expect(found.first?.location?.file == "ProjectDescriptionHelpers/Naming.swift")
        #expect(found.first?.location?.line == 3)
    }

    @Test func aModelErrorPointsAtTheSwiftCallThatMadeIt() throws {
        let root = try folder(Self.manifest("""
            targets: [
                .target(name: "App", destinations: .iOS, product: .app, sources: ["Sources"]),
                .target(name: "AppTests", destinations: .iOS, product: .unitTests, sources: ["Sources"],
                        dependencies: [.target(name: "Ap")]),
            ]
        """))
        let found = errors(root)
        #expect(found.count == 1)
        #expect(found.first?.message == "unknown target 'Ap'")
        #expect(found.first?.location == SourceLocation(file: "Project.swift", line: 8, column: 32))
        #expect(found.first?.hint?.contains("'App'") == true)
    }

    /// Tuist's leniency: what the model cannot express is accepted, with a warning at the call.
    @Test func whatTheModelCannotExpressIsAWarningAtItsCall() throws {
        let root = try folder(Self.manifest("""
            targets: [
                .target(name: "App", destinations: [.iPhone, .mac], product: .app, sources: ["Sources"]),
            ],
            schemes: [
                .scheme(name: "App", shared: false, buildAction: .buildAction(targets: ["App"])),
            ]
        """))
        let loaded = try load(root)
        #expect(loaded.project.target(named: "App")?.platform == .iOS)
        let found = loaded.warnings.map { "\($0.location?.description ?? ""): \($0.message)" }
        #expect(found.contains("Project.swift:6:9: target 'App' has destinations on several platforms (iOS, macOS); scaffold builds a target for one platform, so it is built for iOS only"), "\(found)")
        #expect(found.contains("Project.swift:9:9: scheme 'App' is not shared; scaffold writes shared schemes only, so it is written shared"), "\(found)")
    }

    @Test func aFatalErrorIsShownAtItsLine() throws {
        let root = try folder(Self.manifest(Self.appTarget) + "\nlet check: Int = { fatalError(\"no config\") }()\n")
        let found = errors(root)
        #expect(found.count == 1)
        #expect(found.first?.message == "Project.swift stopped while it ran: Fatal error: no config")
        #expect(found.first?.location?.line == 10)
    }

    @Test func aTrapInsideTheStandardLibraryIsNotGivenALineTheManifestLacks() throws {
        let root = try folder(Self.manifest(Self.appTarget) + "\nlet names: [String] = []\nlet third = names[2]\n")
        let found = errors(root)
        #expect(found.first?.message == "Project.swift stopped while it ran: Fatal error: Index out of range")
        #expect(found.first?.location == SourceLocation(file: "Project.swift", line: 1, column: 1))
        #expect(found.first?.hint?.hasPrefix("raised in Swift/") == true)
    }

    /// Two values with one name: `Project.yml` can't say it (a duplicate key), and in Swift the
    /// second would be dropped without a word; each is an error at the second call.
    @Test func twoValuesWithOneNameAreAnErrorAtTheSecond() throws {
        let root = try folder(Self.manifest("""
            settings: .settings(configurations: [.debug(name: "Debug"), .release(name: "Debug")]),
            targets: [
                .target(name: "App", destinations: .iOS, product: .app, sources: ["Sources"]),
                .target(name: "App", destinations: .iOS, product: .framework, sources: ["Sources"]),
            ],
            features: [.feature(name: "Home"), .feature(name: "Home", parent: "Nope")],
            pipeline: [.step(name: "gen", run: "true"), .step(name: "gen", run: "false")]
        """))
        let found = errors(root).map { "\($0.location?.description ?? ""): \($0.message) (\($0.hint ?? ""))" }
        #expect(found == [
            "Project.swift:5:65: duplicate configuration 'Debug' (first declared at Project.swift:5:42; names must be unique)",
            "Project.swift:8:9: duplicate target 'App' (first declared at Project.swift:7:9; names must be unique)",
            "Project.swift:10:40: duplicate feature 'Home' (first declared at Project.swift:10:16; names must be unique)",
            // The second value is the one kept (as XcodeGen keeps a duplicate key's last value).
            "Project.swift:10:40: unknown feature 'Nope' (did you mean 'Home'?)",
            "Project.swift:11:49: duplicate pipeline step 'gen' (first declared at Project.swift:11:16; names must be unique)",
        ])
    }

    @Test func aManifestThatHangsIsStopped() throws {
        let root = try folder("import Foundation\n" + Self.manifest(Self.appTarget) + "\nThread.sleep(forTimeInterval: 30)\n")
        let started = Date()
        let found = errors(root, runTimeout: 1)
        #expect(found.first?.message == "Project.swift ran for more than 1 s and was stopped")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func aManifestMakesExactlyOneProject() throws {
        let none = try folder("import ProjectDescription\n\nprint(\"hello\")\n")
        #expect(errors(none).first?.message == "Project.swift makes no Project; a manifest makes exactly one")
        let two = try folder(Self.manifest(Self.appTarget) + "\nlet other = Project(name: \"Other\")\n")
        #expect(errors(two).first?.message == "Project.swift makes 2 Projects; a manifest makes exactly one")
    }

    @Test func whatAManifestPrintsDoesNotDisturbItsJSON() throws {
        let root = try folder("print(\"{ not json\")\n" + Self.manifest(Self.appTarget) + "\nprint(\"after\")\n")
        #expect(errors(root).isEmpty)
    }

    @Test func withoutProjectDescriptionTheErrorSaysWhereItLooked() throws {
        let root = try folder(Self.manifest(Self.appTarget))
        let found = errors(root, environment: ["SCAFFOLD_PROJECT_DESCRIPTION_PATH": "/nowhere"])
        #expect(found.first?.message == "cannot compile Project.swift: ProjectDescription is not installed beside scaffold")
        #expect(found.first?.hint?.contains("/nowhere") == true)
    }
}
