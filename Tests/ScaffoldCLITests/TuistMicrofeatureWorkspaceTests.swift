import Foundation
import Testing

/// A Tuist microfeature workspace as teams that use Needle build it — App, two Features and two
/// Services, each a `Project.swift` made by a helper factory; a local plugin; a
/// `Tuist/Package.swift` with one local and one remote package; a Needle `TargetScript.pre` —
/// generated from its root, every cross-project dependency and package product resolved, then
/// generated again as a no-op.
@Suite struct TuistMicrofeatureWorkspaceTests {
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    static let factory = """
        import ProjectDescription
        import Conventions

        extension Project {
            /// A module: a framework and its tests; `app` makes the framework an app instead.
            public static func module(_ name: String, app: Bool = false, dependencies: [TargetDependency] = [], needle: Bool = false) -> Project {
                Project(
                    name: name,
                    organizationName: Conventions.organization,
                    targets: [
                        .target(name: name, destinations: .iOS, product: app ? .app : .framework, bundleId: Conventions.bundleId(name),
                                sources: "Sources/**",
                                scripts: needle ? [.pre(script: "needle generate Sources/NeedleGenerated.swift Sources", name: "Needle")] : [],
                                dependencies: dependencies),
                        .target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: Conventions.bundleId(name + "Tests"),
                                sources: "Tests/**", dependencies: [.target(name: name)]),
                    ]
                )
            }
        }
        """

    func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("microfeatures-\(UUID().uuidString)")
        var files: [String: String] = [
            ".git/HEAD": "",
            "Workspace.swift": "import ProjectDescription\n\nlet workspace = Workspace(name: \"Shop\", projects: [\"App\", \"Features/*\", \"Services/*\"])\n",
            "Tuist/Config.swift": "import ProjectDescription\n\nlet config = Config(plugins: [.local(path: .relativeToRoot(\"Plugins/Conventions\"))])\n",
            "Plugins/Conventions/Plugin.swift": "import ProjectDescription\n\nlet plugin = Plugin(name: \"Conventions\")\n",
            "Plugins/Conventions/ProjectDescriptionHelpers/Conventions.swift": """
                public enum Conventions {
                    public static let organization = "Shop Inc."
                    public static func bundleId(_ name: String) -> String { "dev.shop." + name }
                }
                """,
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": Self.factory,
            "Tuist/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "Shop", dependencies: [
                    .package(url: "https://github.com/uber/needle.git", exact: "0.25.1"),
                    .package(path: "../Packages/DesignSystem"),
                ])
                """,
            "Packages/DesignSystem/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "DesignSystem", products: [.library(name: "DesignSystem", targets: ["DesignSystem"])], targets: [.target(name: "DesignSystem")])
                """,
            "App/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module("App", app: true, dependencies: [
                    .project(target: "Home", path: "../Features/Home"),
                    .project(target: "Profile", path: "../Features/Profile"),
                    .external(name: "needle"),
                ], needle: true)
                """,
        ]
        for (name, kind, dependencies) in [("Home", "Features", #".project(target: "Network", path: "../../Services/Network"), .external(name: "DesignSystem")"#),
                                           ("Profile", "Features", #".project(target: "Storage", path: "../../Services/Storage")"#),
                                           ("Network", "Services", ""), ("Storage", "Services", "")] {
            files["\(kind)/\(name)/Project.swift"] = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(\"\(name)\", dependencies: [\(dependencies)])\n"
            files["\(kind)/\(name)/Sources/\(name).swift"] = ""
            files["\(kind)/\(name)/Tests/\(name)Tests.swift"] = ""
        }
        files["App/Sources/App.swift"] = ""
        files["App/Tests/AppTests.swift"] = ""
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func theWorkspaceGeneratesWithEveryReferenceResolvedThenNothingChanges() throws {
        let folder = try workspace()
        let first = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("Workspace Shop.xcworkspace: 5 projects, written"), "\(first.output)")
        let app = try String(contentsOf: folder.appendingPathComponent("App/App.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(app.contains("path = ../Features/Home/Home.xcodeproj;") && app.contains("path = ../Features/Profile/Profile.xcodeproj;"))
        #expect(app.contains("remoteInfo = Home;") && app.contains("remoteInfo = Profile;"))
        #expect(app.contains("productName = needle;"), "the external package's product (a remote package without a checkout offers the product named like it)")
        #expect(app.contains("repositoryURL = \"https://github.com/uber/needle.git\";"))
        #expect(app.contains("name = Needle;") && app.contains("needle generate"), "the Needle pre-build script")
        let home = try String(contentsOf: folder.appendingPathComponent("Features/Home/Home.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(home.contains("path = ../../Services/Network/Network.xcodeproj;") && home.contains("remoteInfo = Network;"))
        #expect(home.contains("XCLocalSwiftPackageReference") && home.contains("DesignSystem"), "the local external package")
        for project in ["App/App", "Features/Home/Home", "Features/Profile/Profile", "Services/Network/Network", "Services/Storage/Storage"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(project).xcodeproj/project.pbxproj").path), "\(project)")
        }

        let before = snapshot(folder).filter { !$0.key.contains("/.scaffold/") }
        let again = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("Workspace Shop.xcworkspace: 5 projects, unchanged"), "\(again.output)")
        #expect(snapshot(folder).filter { !$0.key.contains("/.scaffold/") } == before)
    }
}
