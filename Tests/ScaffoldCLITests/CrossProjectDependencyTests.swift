import Foundation
import Testing

/// Tuist's `.project(target:path:)` across a workspace: the other project's manifest is read for
/// its name and the target's product, and the dependency becomes a reference to its
/// `.xcodeproj` the way Xcode writes one (container proxies, a reference proxy for the product).
@Suite struct CrossProjectDependencyTests {
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func workspace(dependency: String, core: String = "CoreKit") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cross-project-\(UUID().uuidString)")
        let files = [
            ".git/HEAD": "",
            "Workspace.swift": "import ProjectDescription\n\nlet workspace = Workspace(name: \"XP\", projects: [\"App\", \"Core\"])\n",
            "App/Sources/App.swift": "", "Core/Sources/Core.swift": "",
            "App/Project.swift": """
                import ProjectDescription

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: "Sources/**",
                            dependencies: [\(dependency)]),
                ])
                """,
            "Core/Project.swift": """
                import ProjectDescription

                let project = Project(name: "Core", targets: [
                    .target(name: "\(core)", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: "Sources/**"),
                ])
                """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func aTargetOfAnotherProjectIsAReferenceToItsXcodeproj() throws {
        let folder = try workspace(dependency: #".project(target: "CoreKit", path: "../Core")"#)
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        let pbxproj = try String(contentsOf: folder.appendingPathComponent("App/App.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(pbxproj.contains("path = ../Core/Core.xcodeproj;"), "the other project, as a file reference")
        #expect(pbxproj.contains("isa = PBXContainerItemProxy;") && pbxproj.contains("remoteInfo = CoreKit;"))
        #expect(pbxproj.contains("isa = PBXReferenceProxy;") && pbxproj.contains("path = CoreKit.framework;"))
        #expect(pbxproj.contains("isa = PBXTargetDependency;") && pbxproj.contains("name = CoreKit;"))
        let dump = try Scaffold.run(["dump"], in: folder.appendingPathComponent("App"), environment: environment)
        #expect(dump.output.contains("projectReferences:\n  Core:\n    path: \"../Core/Core.xcodeproj\"\n    targets:\n      CoreKit:\n        type: \"framework\"\n"), "\(dump.output)")
        #expect(dump.output.contains("- target: \"Core/CoreKit\""))
        let again = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(again.output.contains("Workspace XP.xcworkspace: 2 projects, unchanged"), "\(again.output)")
    }

    @Test func aTargetTheOtherProjectLacksIsAnErrorAtTheCall() throws {
        let folder = try workspace(dependency: "\n            .project(target: \"Corekit\", path: \"../Core\"),\n")
        let before = snapshot(folder)
        let result = try Scaffold.run(["generate"], in: folder, environment: environment)
        #expect(result.status == 1)
        #expect(result.error.contains("App/Project.swift:6:13: error: project 'Core' in '../Core' has no target 'Corekit'"), "\(result.error)")
        #expect(result.error.contains("hint: did you mean 'CoreKit'?"))
        #expect(snapshot(folder).filter { !$0.key.contains("/.scaffold/") } == before)
    }

    @Test func aFolderWithoutAManifestIsAnErrorAtTheCall() throws {
        let folder = try workspace(dependency: #".project(target: "CoreKit", path: "../Nowhere")"#)
        let result = try Scaffold.run(["generate", "--spec", "App/Project.swift"], in: folder, environment: environment)
        #expect(result.status == 1)
        #expect(result.error.contains("error: no Project.yml or Project.swift in '../Nowhere'"), "\(result.error)")
    }
}
