import Foundation
import ProjectSpec
import Testing

/// Local Tuist plugins: `Tuist/Config.swift` names them with `.local(path:)`, and a manifest (or
/// the workspace's own helpers) imports a plugin's `ProjectDescriptionHelpers` as a module named
/// after the plugin (`Plugin(name:)` in its `Plugin.swift`).
@Suite struct TuistPluginTests {
    func workspace(appManifest: String) throws -> URL {
        try makeFolder(files: [
            ".git/HEAD": "",
            "Tuist/Config.swift": """
                import ProjectDescription

                let config = Config(plugins: [.local(path: .relativeToRoot("Plugins/Factory"))])
                """,
            "Plugins/Factory/Plugin.swift": "import ProjectDescription\n\nlet plugin = Plugin(name: \"ShopFactory\")\n",
            "Plugins/Factory/ProjectDescriptionHelpers/Module.swift": """
                import ProjectDescription

                public enum Module {
                    public static func framework(_ name: String) -> Target {
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.shop.\\(name)", sources: "Sources/**")
                    }
                }
                """,
            "Tuist/ProjectDescriptionHelpers/Project+App.swift": """
                import ProjectDescription
                import ShopFactory

                extension Project {
                    public static func app(_ name: String, frameworks: [String]) -> Project {
                        Project(name: name, targets: frameworks.map(Module.framework))
                    }
                }
                """,
            "App/Sources/App.swift": "",
            "App/Project.swift": appManifest,
        ])
    }

    @Test func aManifestImportsAPluginsHelpersByThePluginsName() throws {
        let root = try workspace(appManifest: """
            import ProjectDescription
            import ShopFactory

            let project = Project(name: "App", targets: [Module.framework("Core")])
            """)
        let project = try load(root, "App/Project.swift").project
        #expect(project.targets.map(\.name) == ["Core"])
        #expect(project.targets.first?.type == .framework)
    }

    @Test func theWorkspacesHelpersMayImportAPluginToo() throws {
        let root = try workspace(appManifest: """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app("App", frameworks: ["Core", "UI"])
            """)
        let loaded = try load(root, "App/Project.swift")
        #expect(loaded.project.targets.map(\.name) == ["Core", "UI"])
        #expect(loaded.files.contains { $0.path.hasSuffix("Plugins/Factory/ProjectDescriptionHelpers/Module.swift") }, "a plugin's files are the manifest's inputs")
    }

    @Test func aCompileErrorInAPluginPointsAtThePluginsFile() throws {
        let root = try workspace(appManifest: "import ProjectDescription\nimport ShopFactory\n\nlet project = Project(name: \"App\", targets: [Module.framework(\"Core\")])\n")
        try write("import ProjectDescription\n\npublic enum Module {\n    public static func framework(_ name: String) -> Target { undefined }\n}\n",
                  to: root.appendingPathComponent("Plugins/Factory/ProjectDescriptionHelpers/Module.swift"))
        let diagnostics = errors(root, "App/Project.swift")
        #expect(diagnostics.contains { $0.location?.file.hasSuffix("Plugins/Factory/ProjectDescriptionHelpers/Module.swift") == true && $0.location?.line == 4 }, "\(diagnostics)")
    }
}
