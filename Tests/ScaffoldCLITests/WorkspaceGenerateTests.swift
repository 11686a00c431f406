import Foundation
import Testing

/// `scaffold generate` at a workspace's root, as a Tuist team runs it: a `Workspace.swift`
/// listing projects (a folder and a glob), a Swift project made by a helper factory in the
/// workspace's `Tuist/ProjectDescriptionHelpers`, YAML projects, and the `.xcworkspace`.
@Suite struct WorkspaceGenerateTests {
    /// The test process's `PATH`, where swiftc is.
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func workspace(_ manifest: (name: String, text: String)) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
        let files: [String: String] = [
            manifest.name: manifest.text,
            ".git/HEAD": "",
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
                import ProjectDescription

                extension Project {
                    public static func module(_ name: String, product: Product) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: product, bundleId: "dev.shop.\\(name)", sources: "Sources/**"),
                        ])
                    }
                }
                """,
            "App/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(\"App\", product: .app)\n",
            "App/Sources/App.swift": "",
            "Features/Profile/Project.yml": "name: Profile\ntargets:\n  Profile: {type: framework, platform: iOS, sources: [Sources]}\n",
            "Features/Profile/Sources/Profile.swift": "",
            "Features/Home/Project.yml": "name: Home\ntargets:\n  Home: {type: framework, platform: iOS, sources: [Sources]}\n",
            "Features/Home/Sources/Home.swift": "",
            "Features/Notes/README.md": "not a project: the glob skips it\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static let swiftManifest = (name: "Workspace.swift", text: """
        import ProjectDescription

        let workspace = Workspace(name: "Shop", projects: ["App", "Features/*"])
        """)

    @Test func everyProjectAndTheWorkspaceAreGeneratedThenNothingChanges() throws {
        let folder = try workspace(Self.swiftManifest)
        let first = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("Generated App.xcodeproj: 1 target"), "\(first.output)")
        #expect(first.output.contains("Workspace Shop.xcworkspace: 3 projects, written"), "\(first.output)")
        let document = folder.appendingPathComponent("Shop.xcworkspace/contents.xcworkspacedata")
        let text = try String(contentsOf: document, encoding: .utf8)
        let locations = text.components(separatedBy: "\n").filter { $0.contains("location") }
        #expect(locations == [
            #"      location = "group:App/App.xcodeproj">"#,
            #"      location = "group:Features/Home/Home.xcodeproj">"#,
            #"      location = "group:Features/Profile/Profile.xcodeproj">"#,
        ])
        for project in ["App/App.xcodeproj", "Features/Home/Home.xcodeproj", "Features/Profile/Profile.xcodeproj"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(project + "/project.pbxproj").path), "\(project)")
        }

        let before = snapshot(folder)
        let again = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("Workspace Shop.xcworkspace: 3 projects, unchanged"), "\(again.output)")
        let check = try Scaffold.run(["generate", "--check"], in: folder, environment: environment)
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(snapshot(folder).filter { !$0.key.contains("/.scaffold/") } == before.filter { !$0.key.contains("/.scaffold/") })
    }

    @Test func theYAMLFormSaysTheSame() throws {
        let folder = try workspace((name: "Workspace.yml", text: "name: Shop\nprojects:\n  - App\n  - Features/*\n"))
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Workspace Shop.xcworkspace: 3 projects, written"), "\(result.output)")
    }

    @Test func aProjectFolderWithoutAManifestIsALocatedErrorAndNothingIsWritten() throws {
        let folder = try workspace((name: "Workspace.yml", text: "name: Shop\nprojects:\n  - App\n  - Features/Notes\n"))
        let before = snapshot(folder)
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 1)
        #expect(result.error.contains("Workspace.yml:4:5: error: project folder 'Features/Notes' holds no Project.yml or Project.swift"), "\(result.error)")
        #expect(snapshot(folder) == before)
    }

    @Test func aProjectMadeByATuistTemplateIsPickedUpByTheNextGenerate() throws {
        let folder = try workspace((name: "Workspace.swift", text: "import ProjectDescription\n\nlet workspace = Workspace(name: \"Shop\", projects: [\"Projects/**\"])\n"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Tuist"))
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/Fixtures/TuistTemplates/Tuist"), to: folder.appendingPathComponent("Tuist"))
        let created = try Scaffold.run(["new", "Module", "--name", "Profile", "--layer", "Feature"], in: folder, environment: environment)
        #expect(created.status == 0, "\(created.error)")
        let generated = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(generated.status == 0, "\(generated.error)")
        #expect(generated.output.contains("Generated Profile.xcodeproj"), "\(generated.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("Shop.xcworkspace/contents.xcworkspacedata"), encoding: .utf8)
        #expect(text.contains(#"location = "group:Projects/Feature/Profile/Profile.xcodeproj""#))
    }
}
