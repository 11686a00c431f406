import Foundation
import Testing

/// A workspace's `schemes:` (Tuist's `Workspace(name:projects:schemes:)`): written in the
/// `.xcworkspace`'s shared data, each buildable reference naming its own project's container;
/// a scheme that leaves is removed, a project that leaves is no longer listed (and kept).
@Suite struct WorkspaceSchemeTests {
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func workspace(_ manifest: String, name: String = "Workspace.swift") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-schemes-\(UUID().uuidString)")
        let files = [
            ".git/HEAD": "", name: manifest,
            "App/Sources/App.swift": "", "Core/Sources/Core.swift": "", "Core/Tests/CoreTests.swift": "",
            "App/Project.swift": """
                import ProjectDescription

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: "Sources/**",
                            dependencies: [.project(target: "CoreKit", path: "../Core")]),
                ])
                """,
            "Core/Project.yml": """
                name: Core
                targets:
                  CoreKit: {type: framework, platform: iOS, sources: [Sources]}
                  CoreKitTests: {type: bundle.unit-test, platform: iOS, sources: [Tests], dependencies: [{target: CoreKit}]}
                """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static let manifest = """
        import ProjectDescription

        let workspace = Workspace(name: "Shop", projects: ["App", "Core"], schemes: [
            .scheme(name: "All", buildAction: .buildAction(targets: [.project(path: "App", target: "App"), "CoreKit"]),
                    testAction: .targets([.testableTarget(target: .project(path: "Core", target: "CoreKitTests"))])),
            .scheme(name: "Core", buildAction: .buildAction(targets: [.project(path: "Core", target: "CoreKit")])),
        ])
        """

    /// The `(BlueprintName, ReferencedContainer)` pairs of a scheme's text, in order.
    func references(_ scheme: String) -> [String] {
        let lines = scheme.components(separatedBy: "\n")
        return lines.indices.compactMap { index in
            guard lines[index].contains("BlueprintName = ") else { return nil }
            let name = lines[index].components(separatedBy: "\"")[1]
            let container = lines[index + 1].components(separatedBy: "\"")[1]
            return "\(name) \(container)"
        }
    }

    @Test func schemesReferToEachTargetInItsOwnProject() throws {
        let folder = try workspace(Self.manifest)
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Workspace Shop.xcworkspace: 2 projects, 2 schemes, written"), "\(result.output)")
        let schemes = folder.appendingPathComponent("Shop.xcworkspace/xcshareddata/xcschemes")
        let all = try String(contentsOf: schemes.appendingPathComponent("All.xcscheme"), encoding: .utf8)
        #expect(references(all).prefix(3) == ["App container:App/App.xcodeproj", "CoreKit container:Core/Core.xcodeproj",
                                              "CoreKitTests container:Core/Core.xcodeproj"], "\(all)")
        // The blueprint is the target's object in its own project.
        let app = try String(contentsOf: folder.appendingPathComponent("App/App.xcodeproj/project.pbxproj"), encoding: .utf8)
        let blueprint = all.components(separatedBy: "\n").first { $0.contains("BlueprintIdentifier") }?.components(separatedBy: "\"")[1] ?? "?"
        #expect(app.contains("\(blueprint) /* App */ = {"))

        let again = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(again.output.contains("Workspace Shop.xcworkspace: 2 projects, 2 schemes, unchanged"), "\(again.output)")

        // A scheme and a project leave: the scheme file goes, the project is no longer listed but stays.
        let smaller = """
            import ProjectDescription

            let workspace = Workspace(name: "Shop", projects: ["Core"], schemes: [
                .scheme(name: "Core", buildAction: .buildAction(targets: ["CoreKit"])),
            ])
            """
        try Data(smaller.utf8).write(to: folder.appendingPathComponent("Workspace.swift"))
        let third = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(third.status == 0, "\(third.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: schemes.path) == ["Core.xcscheme"])
        let document = try String(contentsOf: folder.appendingPathComponent("Shop.xcworkspace/contents.xcworkspacedata"), encoding: .utf8)
        #expect(document.contains("group:Core/Core.xcodeproj") && !document.contains("App.xcodeproj"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/App.xcodeproj/project.pbxproj").path))
    }

    @Test func dumpAtTheRootPrintsTheWorkspaceAsAValidManifest() throws {
        let folder = try workspace(Self.manifest)
        let dump = try Scaffold.run(["dump"], in: folder, environment: environment)
        #expect(dump.status == 0, "\(dump.error)")
        #expect(dump.output.hasPrefix("name: \"Shop\"\nprojects:\n  - \"App\"\n  - \"Core\"\nschemes:\n  All:\n"), "\(dump.output)")
        try Data(dump.output.utf8).write(to: folder.appendingPathComponent("Workspace.yml"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Workspace.swift"))
        let again = try Scaffold.run(["dump"], in: folder, environment: environment)
        #expect(again.output == dump.output)
    }

    @Test func aSchemeEditedByHandIsKeptWhenItLeaves() throws {
        let folder = try workspace(Self.manifest)
        _ = try Scaffold.run(["generate"], in: folder, environment: environment)
        let edited = folder.appendingPathComponent("Shop.xcworkspace/xcshareddata/xcschemes/All.xcscheme")
        try Data("mine now\n".utf8).write(to: edited)
        try Data(Self.manifest.replacingOccurrences(of: "name: \"All\"", with: "name: \"Everything\"").utf8)
            .write(to: folder.appendingPathComponent("Workspace.swift"))
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("warning: kept Shop.xcworkspace/xcshareddata/xcschemes/All.xcscheme"), "\(result.error)")
        #expect(try String(contentsOf: edited, encoding: .utf8) == "mine now\n")
    }

    @Test func theYAMLFormNamesTargetsAfterTheirProjectFolder() throws {
        let folder = try workspace("""
            name: Shop
            projects: [App, Core]
            schemes:
              Core:
                build:
                  targets:
                    Core/CoreKit: all
            """, name: "Workspace.yml")
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        let core = try String(contentsOf: folder.appendingPathComponent("Shop.xcworkspace/xcshareddata/xcschemes/Core.xcscheme"), encoding: .utf8)
        #expect(references(core).first == "CoreKit container:Core/Core.xcodeproj")
    }

    @Test func anUnknownProjectOrTargetIsAnErrorAtTheScheme() throws {
        let folder = try workspace("""
            name: Shop
            projects: [App, Core]
            schemes:
              Broken:
                build:
                  targets:
                    Cor/CoreKit: all
                    Core/Kit: all
                    CoreKt: all
            """, name: "Workspace.yml")
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 1)
        #expect(result.error.contains("Workspace.yml:7:9: error: no project of the workspace is in 'Cor'"), "\(result.error)")
        #expect(result.error.contains("hint: did you mean 'Core'?"))
        #expect(result.error.contains("Workspace.yml:8:9: error: project 'Core' in 'Core' has no target 'Kit'"))
        #expect(result.error.contains("Workspace.yml:9:9: error: no project of the workspace has a target 'CoreKt'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Shop.xcworkspace").path))
    }
}
