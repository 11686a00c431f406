import Foundation
import Templating
import Testing

/// Tuist templates (`Tuist/Templates/<name>/<name>.swift` and Stencil files) in `scaffold new`,
/// `template list` and `template lint`, as a team moving from Tuist runs them: a Module
/// template writing `Projects/<layer>/<name>/` (Project.swift, Sources, Tests from Stencil
/// files) and a Feature template with `.string` and `.directory` items.
@Suite struct TuistTemplateCommandTests {
    /// The test process's `PATH`, where swiftc is.
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    /// A fresh workspace holding the fixture's `Tuist/Templates`.
    func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/Fixtures/TuistTemplates/Tuist"), to: folder.appendingPathComponent("Tuist"))
        return folder
    }

    func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theModuleTemplateWritesWhatTuistScaffoldWouldAndParses() throws {
        let folder = try workspace()
        let result = try Scaffold.run(["new", "Module", "--name", "Profile", "--layer", "Feature"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == """
            created Projects/Feature/Profile/Project.swift
            created Projects/Feature/Profile/Sources/Profile.swift
            created Projects/Feature/Profile/Tests/ProfileTests.swift

            """)
        #expect(try text(folder, "Projects/Feature/Profile/Sources/Profile.swift") == """
            // Feature layer
            public struct Profile {
                public static let identifier = "profile"

                public init() {}
            }

            """)
        let project = try text(folder, "Projects/Feature/Profile/Project.swift")
        #expect(project.contains("    name: \"Profile\",\n"))
        #expect(project.contains("            destinations: .iOS,\n"))
        #expect(project.contains("            bundleId: \"com.example.profile.tests\",\n"))
        for path in ["Project.swift", "Sources/Profile.swift", "Tests/ProfileTests.swift"] {
            #expect(SwiftSyntaxCheck.problems(in: try text(folder, "Projects/Feature/Profile/" + path)).isEmpty, "\(path)")
        }
        // The project it wrote is one scaffold loads.
        let generate = try Scaffold.run(["generate", "--spec", "Projects/Feature/Profile/Project.swift"], in: folder, environment: environment)
        #expect(generate.status == 0, "\(generate.error)")
        #expect(generate.output.hasPrefix("Generated Profile.xcodeproj: 2 targets, 1 scheme;"), "\(generate.output)")
    }

    @Test func theSecondRunIsRefusedAndChangesNothing() throws {
        let folder = try workspace()
        #expect(try Scaffold.run(["new", "Module", "Profile", "--layer", "Core", "--platform", "macOS"], in: folder, environment: environment).status == 0)
        #expect(try text(folder, "Projects/Core/Profile/Project.swift").contains("destinations: .macOS,"))
        let before = snapshot(folder)
        let again = try Scaffold.run(["new", "Module", "--name", "Profile", "--layer", "Core"], in: folder, environment: environment)
        #expect(again.status == 1)
        #expect(again.error.hasPrefix("error: 3 files already exist; nothing was written (use --force to overwrite):\n    Projects/Core/Profile/Project.swift\n"), "\(again.error)")
        let dryRun = try Scaffold.run(["new", "Module", "--name", "Other", "--layer", "Core", "--dry-run"], in: folder, environment: environment)
        #expect(dryRun.status == 0, "\(dryRun.error)")
        #expect(dryRun.output.contains("would create Projects/Core/Other/Project.swift\n"))
        let escape = try Scaffold.run(["new", "Module", "--name", "Escape", "--layer", "../.."], in: folder, environment: environment)
        #expect(escape.status == 1)
        #expect(escape.error.contains("Tuist/Templates/Module/Module.swift:13:9: error: refusing to write 'Projects/../../Escape/Project.swift'"), "\(escape.error)")
        #expect(snapshot(folder) == before)
        let forced = try Scaffold.run(["new", "Module", "--name", "Profile", "--layer", "Core", "--force"], in: folder, environment: environment)
        #expect(forced.status == 0, "\(forced.error)")
    }

    @Test func missingRequiredAttributesAreOneErrorAtTheManifestsLine() throws {
        let folder = try workspace()
        let result = try Scaffold.run(["new", "Module", "--platform", "macOS"], in: folder, environment: environment)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Tuist/Templates/Module/Module.swift:3:41: error: missing required attributes --name, --layer of template 'Module'\n"), "\(result.error)")
        let unknown = try Scaffold.run(["new", "Module", "Profile", "--layr", "Core"], in: folder, environment: environment)
        #expect(unknown.error.contains("error: unknown attribute --layr for template 'Module'"), "\(unknown.error)")
        #expect(unknown.error.contains("did you mean"), "\(unknown.error)")
        #expect(snapshot(folder).keys.allSatisfy { !$0.contains("/Projects/") })
    }

    @Test func theFeatureTemplateWritesStringsAndCopiesTheFolder() throws {
        let folder = try workspace()
        let result = try Scaffold.run(["new", "Feature", "SignIn"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(try text(folder, "Features/SignIn/README.md") == "# SignIn\n\nOwned by the team.\n")
        #expect(try text(folder, "Features/SignIn/Sources/SignInView.swift") == """
            import SwiftUI

            struct SignInView: View {
                var body: some View { Text("signIn") }
            }

            """)
        let copied = try Data(contentsOf: folder.appendingPathComponent("Features/SignIn/Resources/Assets.xcassets/Contents.json"))
        #expect(copied == (try Data(contentsOf: folder.appendingPathComponent("Tuist/Templates/Feature/Resources/Assets.xcassets/Contents.json"))))
    }

    @Test func templateListShowsTheAttributes() throws {
        let folder = try workspace()
        let result = try Scaffold.run(["template", "list"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("""
            Feature (tuist): A feature: view, README and resources
                --name <string>    required.
                --author <string>  default: the team.

            Module (tuist): A module: its Project.swift, sources and tests
                --name <string>      required.
                --layer <string>     required.
                --platform <string>  default: iOS.

            """), "\(result.output)")
    }

    @Test func templateLintAcceptsTheFoldersAndLocatesABrokenFile() throws {
        let folder = try workspace()
        for name in ["Module", "Feature"] {
            let result = try Scaffold.run(["template", "lint", "Tuist/Templates/\(name)"], in: folder, environment: environment)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.hasPrefix("\(name): ok (Tuist template;"), "\(result.output)")
        }
        let sources = folder.appendingPathComponent("Tuist/Templates/Module/Sources.stencil")
        try Data("public struct {{ name }} {\n    {% if layer %}\n}\n".utf8).write(to: sources)
        let broken = try Scaffold.run(["template", "lint", "Tuist/Templates/Module"], in: folder, environment: environment)
        #expect(broken.status == 1)
        #expect(broken.error.contains("Tuist/Templates/Module/Sources.stencil:2:8: error: cannot render Sources.stencil: `endif` was not found."), "\(broken.error)")
        try Data("public struct {{ name }} {\n".utf8).write(to: sources)
        let unparsable = try Scaffold.run(["template", "lint", "Tuist/Templates/Module"], in: folder, environment: environment)
        #expect(unparsable.status == 1)
        #expect(unparsable.error.hasPrefix("error: sample attributes: Projects/Sample/SampleName/Sources/SampleName.swift:1:27: expected '}' to end struct"), "\(unparsable.error)")
    }
}
