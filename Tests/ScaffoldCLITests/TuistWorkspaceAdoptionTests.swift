import Foundation
import TestSupport
import Testing

/// What a Tuist workspace needs beyond its manifests, run through the binary as a new user
/// would: the projects its projects reach, git plugins, `scaffold install` for plugins and
/// packages, and Tuist 3's `Dependencies.swift`.
@Suite struct TuistWorkspaceAdoptionTests {
    let environment = [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
    ]

    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-adoption-\(UUID().uuidString)")
        for (path, text) in files.merging([".git/HEAD": ""], uniquingKeysWith: { first, _ in first }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func project(_ name: String, product: String = ".framework", dependencies: String = "") -> String {
        """
        import ProjectDescription

        let project = Project(name: "\(name)", targets: [
            .target(name: "\(name)", destinations: .iOS, product: \(product), bundleId: "dev.shop.\(name)", sources: "Sources/**",
                    dependencies: [\(dependencies)]),
        ])
        """
    }

    /// Tuist puts every project the listed ones reach into the workspace; each is written
    /// before the projects that refer to it, so the second run changes nothing.
    @Test func projectsReachedThroughDependenciesAreGeneratedAndListed() throws {
        let root = try folder([
            "Workspace.swift": "import ProjectDescription\n\nlet workspace = Workspace(name: \"Shop\", projects: [\"App\", \"Docs\"])\n",
            "Docs/README.md": "no project here: Tuist warns and goes on\n",
            "App/Project.swift": Self.project("App", product: ".app", dependencies: #".project(target: "Kit", path: "../Modules/Kit")"#),
            "App/Sources/App.swift": "",
            "Modules/Kit/Project.swift": Self.project("Kit", dependencies: #".project(target: "Core", path: "../Core")"#),
            "Modules/Kit/Sources/Kit.swift": "",
            "Modules/Core/Project.swift": Self.project("Core"),
            "Modules/Core/Sources/Core.swift": "",
        ])
        let first = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.contains("Workspace.swift:3:"), "\(first.error)")
        #expect(first.error.contains("warning: project folder 'Docs' holds no Project.yml or Project.swift"), "\(first.error)")
        let order = first.output.components(separatedBy: "\n").filter { $0.hasPrefix("Generated ") }.map { $0.components(separatedBy: ".xcodeproj")[0] }
        #expect(order == ["Generated Core", "Generated Kit", "Generated App"], "dependencies first: \(first.output)")
        #expect(first.output.contains("Workspace Shop.xcworkspace: 3 projects, written"))
        let workspace = try String(contentsOf: root.appendingPathComponent("Shop.xcworkspace/contents.xcworkspacedata"), encoding: .utf8)
        #expect(workspace.contains("group:Modules/Core/Core.xcodeproj") && workspace.contains("group:Modules/Kit/Kit.xcodeproj"))
        let second = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(second.status == 0)
        #expect(second.output.components(separatedBy: "\n").filter { $0.contains(".xcodeproj is up to date") }.count == 3, "\(second.output)")
        #expect(second.output.contains("3 projects, unchanged"))
    }

    static let pluginConfig = """
        import ProjectDescription

        let config = Config(
            plugins: [
                .git(url: "PLUGIN_URL", tag: "1.0.0"),
            ]
        )
        """

    /// `generate` never fetches: a git plugin with no checkout is a located error naming it
    /// and how to provide it, and nothing is written.
    @Test func aGitPluginNotInstalledStopsGenerateWritingNothing() throws {
        let root = try folder([
            "Tuist/Config.swift": Self.pluginConfig.replacingOccurrences(of: "PLUGIN_URL", with: "https://github.com/acme/tuist-plugins"),
            "Project.swift": Self.project("App", product: ".app"), "Sources/App.swift": "",
        ])
        let run = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(run.status != 0)
        #expect(run.error.contains("Tuist/Config.swift:5:9: error: plugin https://github.com/acme/tuist-plugins (tag 1.0.0) is not installed: there is no checkout in Tuist/.build/Plugins/tuist-plugins-1.0.0"), "\(run.error)")
        #expect(run.error.contains("run `scaffold install`"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("App.xcodeproj").path))
    }

    /// A plugin's `directory:` is a folder of its repository: one leading out of the checkout is
    /// refused at its line, and nothing is compiled from there or written.
    @Test func aGitPluginDirectoryLeadingOutOfItsCheckoutIsRefused() throws {
        let root = try folder([
            "Tuist/Config.swift": """
                import ProjectDescription

                let config = Config(plugins: [.git(url: "https://github.com/acme/plugins", tag: "2.0.0", directory: "../../../../etc")])
                """,
            "Project.swift": Self.project("App", product: ".app"), "Sources/App.swift": "",
        ])
        let run = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(run.status != 0)
        #expect(run.error.contains("Tuist/Config.swift:3:31: error: plugin https://github.com/acme/plugins (tag 2.0.0): directory '../../../../etc' leads out of its checkout"),
                "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("App.xcodeproj").path))
    }

    /// `scaffold install` clones the plugin at its tag; its helpers are then a module the
    /// manifests import.
    @Test func installClonesAGitPluginThatManifestsThenImport() throws {
        let plugin = try folder([
            "Plugin.swift": "import ProjectDescription\n\nlet plugin = Plugin(name: \"ShopPlugin\")\n",
            "ProjectDescriptionHelpers/Prefix.swift": "public let shopPrefix = \"dev.plugin\"\n",
        ])
        try FileManager.default.removeItem(at: plugin.appendingPathComponent(".git"))
        for arguments in [["init", "--quiet"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "plugin"], ["tag", "1.0.0"]] {
            let git = try StubCompiler.run("/usr/bin/env", ["git"] + arguments, in: plugin)
            #expect(git.status == 0, "\(git)")
        }
        let root = try folder([
            "Tuist/Config.swift": Self.pluginConfig.replacingOccurrences(of: "PLUGIN_URL", with: plugin.path),
            "Project.swift": """
                import ProjectDescription
                import ShopPlugin

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: shopPrefix + ".app", sources: "Sources/**"),
                ])
                """,
            "Sources/App.swift": "",
        ])
        let install = try Scaffold.run(["install"], in: root, environment: environment)
        #expect(install.status == 0, "\(install.error)")
        let checkout = "Tuist/.build/Plugins/\(plugin.lastPathComponent)-1.0.0"
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(checkout + "/Plugin.swift").path), "\(install.output)")
        let generate = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(generate.status == 0, "\(generate.error)")
        let project = try String(contentsOf: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(project.contains("PRODUCT_BUNDLE_IDENTIFIER = dev.plugin.app;"))
    }

    /// Before `install`, products of unread packages are warnings naming it; after it (SwiftPM
    /// resolves the packages; scaffold fetches nothing itself), every product maps exactly —
    /// here two modules of one multi-product package.
    @Test func installResolvesTheWorkspacesPackagesAndEveryExternalProductMaps() throws {
        let root = try folder([
            "Tuist/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                #if TUIST
                import ProjectDescription
                let packageSettings = PackageSettings(productTypes: [:])
                #endif

                let package = Package(name: "Dependencies", dependencies: [
                    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                ])
                """,
            "Project.swift": Self.project("App", product: ".app", dependencies: #".external(name: "OrderedCollections"), .external(name: "DequeModule")"#),
            "Sources/App.swift": "",
        ])
        let before = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(before.status == 0, "\(before.error)")
        #expect(before.error.contains("warning: external product 'OrderedCollections' cannot be mapped to its package: 1 package of Tuist/Package.swift is not checked out (swift-collections)"), "\(before.error)")
        let install = try Scaffold.run(["install"], in: root, environment: environment)
        #expect(install.status == 0, "\(install.error)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tuist/.build/checkouts/swift-collections/Package.swift").path))
        let after = try Scaffold.run(["generate"], in: root, environment: environment)
        #expect(after.status == 0, "\(after.error)")
        #expect(!after.error.contains("cannot be mapped"), "\(after.error)")
        let project = try String(contentsOf: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(project.contains("productName = OrderedCollections;") && project.contains("productName = DequeModule;"))
        #expect(project.components(separatedBy: "repositoryURL = \"https://github.com/apple/swift-collections\";").count == 2, "one package reference")
    }

    /// Tuist 3's `Tuist/Dependencies.swift` is compiled (with the workspace's helpers) and its
    /// packages are the ones `.external(name:)` names.
    @Test func tuist3sDependenciesSwiftDeclaresTheExternalPackages() throws {
        let root = try folder([
            "Tuist/ProjectDescriptionHelpers/Versions.swift": "public let alamofire = \"5.8.1\"\n",
            "Tuist/Dependencies.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let dependencies = Dependencies(
                    carthage: [],
                    swiftPackageManager: .init([
                        .remote(url: "https://github.com/Alamofire/Alamofire.git", requirement: .upToNextMajor(from: Version(stringLiteral: alamofire))),
                        .local(path: "../Packages/Kit"),
                    ]),
                    platforms: [.iOS]
                )
                """,
            "Packages/Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitCore", targets: ["KitCore"])], targets: [.target(name: "KitCore")])
                """,
            "App/Project.swift": Self.project("App", product: ".app", dependencies: #".external(name: "KitCore"), .external(name: "Alamofire")"#),
            "App/Sources/App.swift": "",
        ])
        let run = try Scaffold.run(["generate"], in: root.appendingPathComponent("App"), environment: environment)
        #expect(run.status == 0, "\(run.error)")
        let project = try String(contentsOf: root.appendingPathComponent("App/App.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(project.contains("relativePath = ../Packages/Kit;"), "\(project)")
        #expect(project.contains("repositoryURL = \"https://github.com/Alamofire/Alamofire.git\";"))
        #expect(project.contains("minimumVersion = 5.8.1;"))
        #expect(project.contains("productName = KitCore;") && project.contains("productName = Alamofire;"))
    }
}
