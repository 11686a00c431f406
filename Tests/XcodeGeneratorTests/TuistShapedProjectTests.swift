import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// `Project.swift` manifests of our own in the shape of Tuist's fixtures
/// (`ios_app_with_actions`, `ios_app_with_extensions`, `app_with_framework_and_tests`,
/// `generated_app_with_buildable_folders`): each loads, generates, and the independent reader
/// finds its targets, dependencies, build phases and schemes, with no dangling reference.
@Suite struct TuistShapedProjectTests {
    /// Loads the `Project.swift` in `root` as `scaffold` does (ProjectDescription from the build
    /// folder) and generates its files.
    func generate(_ root: URL) throws -> (loaded: LoadedManifest, files: FileSet, reader: PBXProjectReader) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let buildFolder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        let loader = ManifestLoader(environment: ["PATH": path], workingDirectory: root,
                                    swift: SwiftManifestOptions(toolVersion: "tests", executableDirectory: buildFolder))
        let loaded = try loader.load(root.appendingPathComponent("Project.swift"))
        let files = XcodeProjectGenerator(project: loaded.project, rootDirectory: root).generate(upcomingFiles: [])
        let reader = try reader(files, project: loaded.project)
        #expect(reader.danglingReferences().isEmpty, "\(reader.danglingReferences())")
        return (loaded, files, reader)
    }

    /// The names of the shared schemes generated for the project `name`.
    func schemes(_ files: FileSet, project name: String) -> [String] {
        let folder = "\(name).xcodeproj/xcshareddata/xcschemes/"
        return files.paths.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count).dropLast(".xcscheme".count)) }.sorted()
    }

    @Test func anAppWithScriptsOfEveryKindAndAPackagePlugin() throws {
        let root = try makeFolder([
            "Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Tools",
                    packages: [.remote(url: "https://example.com/lint/Linter", requirement: .exact("1.2.3"))],
                    targets: [
                        Target(
                            name: "Tools", destinations: .iOS, product: .app, bundleId: "dev.tools", infoPlist: "Info.plist", sources: ["Sources/**"],
                            scripts: [
                                .pre(tool: "/bin/echo", arguments: ["\\"quoted\\""], name: "Echo", inputPaths: ["Sources/**/*.swift"]),
                                .pre(path: "deps.sh", name: "WithDependencyFile", dependencyFile: "$TEMP_DIR/deps.d"),
                                .post(script: "echo installing", name: "Install only", runForInstallBuildsOnly: true),
                                .post(tool: "/bin/echo", arguments: ["done"], name: "Done"),
                                .pre(path: "run.sh", name: "Run file"),
                            ],
                            dependencies: [.package(product: "LinterPlugin", type: .plugin)]
                        ),
                    ]
                )
                """,
            "Sources/App.swift": "", "Info.plist": "", "deps.sh": "", "run.sh": "",
        ])
        let (loaded, files, reader) = try generate(root)
        let phases = try reader.buildPhases(ofTarget: "Tools")
        #expect(phases.map { $0.name ?? $0.isa } == ["Echo", "WithDependencyFile", "Run file", "PBXSourcesBuildPhase", "Install only", "Done"])
        #expect(phases[0].fields["shellScript"]?.string == #"/bin/echo '"quoted"'"#)
        #expect(phases[0].fields["inputPaths"]?.array?.compactMap(\.string) == ["Sources/**/*.swift"])
        #expect(phases[4].fields["runOnlyForDeploymentPostprocessing"]?.string == "1")
        #expect(phases[5].fields["runOnlyForDeploymentPostprocessing"]?.string == "0")
        #expect(try reader.packageReferences() == ["https://example.com/lint/Linter"])
        let tools = try #require(loaded.project.target(named: "Tools"))
        #expect(tools.buildToolPlugins.map { "\($0.package)/\($0.plugin)" } == ["Linter/LinterPlugin"], "the plugin's package is the project's only one")
        #expect(loaded.warnings.contains { $0.message.contains("'discoveredDependencyFile' in a build script is not generated") }, "\(loaded.warnings)")
        #expect(schemes(files, project: "Tools") == ["Tools"])
    }

    @Test func twoAppsEmbeddingEveryKindOfExtension() throws {
        let plist = #"infoPlist: .extendingDefault(with: ["CFBundleDisplayName": "$(PRODUCT_NAME)"])"#
        let root = try makeFolder([
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Chat", targets: [
                    Target(name: "Chat", platform: .iOS, product: .app, bundleId: "dev.chat", infoPlist: "Info.plist", sources: ["Sources/**"],
                           dependencies: [.target(name: "Stickers"), .target(name: "Notifications"), .target(name: "Widget")]),
                    Target(name: "ChatMessages", platform: .iOS, product: .app, bundleId: "dev.chat", infoPlist: "Info.plist", sources: ["Sources/**"],
                           dependencies: [.target(name: "Messages"), .target(name: "Notifications")]),
                    Target(name: "Stickers", platform: .iOS, product: .stickerPackExtension, bundleId: "dev.chat.stickers", \(plist),
                           sources: [], resources: ["Stickers/**"], dependencies: []),
                    Target(name: "Notifications", platform: .iOS, product: .appExtension, bundleId: "dev.chat.notifications", \(plist),
                           sources: "Notifications/**", dependencies: []),
                    Target(name: "Messages", platform: .iOS, product: .messagesExtension, bundleId: "dev.chat.messages", \(plist),
                           sources: "Messages/Sources/**", resources: "Messages/Resources/**"),
                    Target(name: "Widget", platform: .iOS, product: .appExtension, bundleId: "dev.chat.widget", \(plist),
                           sources: "Widget/Sources/**", resources: "Widget/Resources/**"),
                ])
                """,
            "Info.plist": "", "Sources/AppDelegate.swift": "", "Stickers/Contents.json": "", "Notifications/NotificationService.swift": "",
            "Messages/Sources/MessagesViewController.swift": "", "Messages/Resources/MainInterface.storyboard": "",
            "Widget/Sources/Widget.swift": "", "Widget/Resources/Strings.json": "",
        ])
        let (_, files, reader) = try generate(root)
        #expect(try reader.targetNames().sorted() == ["Chat", "ChatMessages", "Messages", "Notifications", "Stickers", "Widget"])
        #expect(try reader.dependencies(ofTarget: "Chat") == ["Stickers", "Notifications", "Widget"])
        #expect(try reader.dependencies(ofTarget: "ChatMessages") == ["Messages", "Notifications"])
        let embed = try reader.buildPhases(ofTarget: "Chat").first { $0.isa == "PBXCopyFilesBuildPhase" }
        #expect(embed?.files.sorted() == ["Notifications.appex", "Stickers.appex", "Widget.appex"])
        #expect(try reader.buildPhases(ofTarget: "Stickers").map(\.isa) == ["PBXResourcesBuildPhase"], "a sticker pack has no sources")
        #expect(schemes(files, project: "Chat") == ["Chat", "ChatMessages"], "an automatic scheme for each application")
    }

    @Test func anAppAndAFrameworkWithTestsAndACustomScheme() throws {
        let root = try makeFolder([
            "Tuist.swift": "import ProjectDescription\n\nlet tuist = Tuist()\n",
            "Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Shelf",
                    targets: [
                        Target(name: "Shelf", destinations: .iOS, product: .app, bundleId: "dev.shelf", infoPlist: "Info.plist",
                               sources: "Shelf/**", dependencies: [.target(name: "Books")]),
                        Target(name: "ShelfTests", destinations: .iOS, product: .unitTests, bundleId: "dev.shelfTests", infoPlist: "Info.plist",
                               sources: "ShelfTests/**", dependencies: [.target(name: "Shelf")]),
                        Target(name: "Books", destinations: .iOS, product: .framework, bundleId: "dev.books", infoPlist: "Info.plist",
                               sources: "Books/**", dependencies: []),
                        Target(name: "BooksTests", destinations: .iOS, product: .unitTests, bundleId: "dev.booksTests", infoPlist: "Info.plist",
                               sources: "BooksTests/**", dependencies: [.target(name: "Books")]),
                    ],
                    schemes: [Scheme(name: "ShelfCustom", buildAction: .buildAction(targets: [TargetReference("Shelf")]))]
                )
                """,
            "Info.plist": "", "Shelf/AppDelegate.swift": "", "ShelfTests/ShelfTests.swift": "", "Books/Books.swift": "",
            "BooksTests/BooksTests.swift": "",
        ])
        let (_, files, reader) = try generate(root)
        #expect(try reader.targetNames().sorted() == ["Books", "BooksTests", "Shelf", "ShelfTests"])
        #expect(try reader.dependencies(ofTarget: "Shelf") == ["Books"])
        #expect(try reader.dependencies(ofTarget: "ShelfTests") == ["Shelf"])
        #expect(try reader.dependencies(ofTarget: "BooksTests") == ["Books"])
        #expect(schemes(files, project: "Shelf") == ["Books", "Shelf", "ShelfCustom"])
        let custom = text(files, "Shelf.xcodeproj/xcshareddata/xcschemes/ShelfCustom.xcscheme")
        #expect(custom.contains(#"BlueprintName = "Shelf""#) && !custom.contains(#"BlueprintName = "Books""#))
    }

    @Test func aMacAppOfBuildableFoldersBesideAnEmptyTuistPackage() throws {
        let root = try makeFolder([
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Folders", targets: [
                    .target(name: "Folders", destinations: .macOS, product: .app, bundleId: "dev.folders", infoPlist: .default,
                            buildableFolders: [
                                .folder("Folders/Sources", exceptions: .exceptions([
                                    .exception(excluded: ["Folders/Sources/Skipped.swift"], compilerFlags: ["Folders/Sources/Flagged.swift": "-print-stats"]),
                                ])),
                                "Folders/Resources",
                            ],
                            dependencies: []),
                ])
                """,
            "Tuist/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                #if TUIST
                    import struct ProjectDescription.PackageSettings
                    let packageSettings = PackageSettings(productTypes: [:])
                #endif

                let package = Package(name: "Folders", dependencies: [])
                """,
            "Folders/Sources/App.swift": "", "Folders/Sources/Skipped.swift": "", "Folders/Sources/Flagged.swift": "",
            "Folders/Resources/Platform/ios_only.json": "",
        ])
        let (loaded, files, reader) = try generate(root)
        #expect(try reader.targetNames() == ["Folders"])
        let phases = try reader.buildPhases(ofTarget: "Folders")
        #expect(phases.first { $0.isa == "PBXSourcesBuildPhase" }?.files.sorted() == ["App.swift", "Flagged.swift"])
        #expect(phases.first { $0.isa == "PBXResourcesBuildPhase" }?.files == ["ios_only.json"])
        #expect(try reader.buildSettings(ofTarget: "Folders", config: "Debug")["INFOPLIST_FILE"]?.string == "Derived/InfoPlists/Folders-Info.plist")
        #expect(loaded.project.targets.first?.platform == .macOS)
        #expect(schemes(files, project: "Folders") == ["Folders"])
    }
}
