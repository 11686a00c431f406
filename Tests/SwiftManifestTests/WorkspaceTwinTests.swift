import Foundation
import ManifestLoader
import Testing

/// A dump of a `Workspace.swift` is a valid `Workspace.yml` that loads back into the same
/// workspace: name, projects (a glob expanded), and schemes with their target references.
@Suite struct WorkspaceTwinTests {
    @Test func theDumpOfASwiftWorkspaceLoadsBackTheSame() throws {
        let root = try makeFolder(files: [
            "Workspace.swift": """
                import ProjectDescription

                let workspace = Workspace(name: "Shop", projects: ["App", "Features/*"], schemes: [
                    .scheme(name: "All", buildAction: .buildAction(targets: [.project(path: "App", target: "App"), "Home"],
                                                                   preActions: [.executionAction(scriptText: "echo hi", target: "Home")]),
                            testAction: .targets([.testableTarget(target: .project(path: "Features/Home", target: "HomeTests"))], configuration: .debug),
                            runAction: .runAction(configuration: .release)),
                ])
                """,
            "App/Project.yml": "name: App\n", "Features/Home/Project.yml": "name: Home\n", "Features/Profile/Project.yml": "name: Profile\n",
        ])
        let swift = try loader(root).loadWorkspace(root.appendingPathComponent("Workspace.swift"))
        let dumped = WorkspaceEncoder.encode(swift).yaml()
        #expect(dumped.contains("projects:\n  - \"App\"\n  - \"Features/Home\"\n  - \"Features/Profile\"\n"), "\(dumped)")
        #expect(dumped.contains("\"Features/Home/HomeTests\""), "\(dumped)")
        try write(dumped, to: root.appendingPathComponent("Workspace.yml"))
        let yaml = try loader(root).loadWorkspace(root.appendingPathComponent("Workspace.yml"))
        #expect(yaml.name == swift.name)
        #expect(yaml.projects == swift.projects)
        #expect(yaml.schemes == swift.schemes)
        #expect(swift.schemes.first?.build.preActions.first?.settingsTarget == "Home")
        #expect(WorkspaceEncoder.encode(yaml).yaml() == dumped)
    }
}
