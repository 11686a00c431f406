import Foundation
@testable import ScaffoldCLI
import Testing

/// Needle's `--exclude-paths` and `--exclude-suffixes`: the options of `scaffold check di`, and
/// the keys of the needle and di-check steps, on an app (`needle-sample`) beside a widget
/// extension, demo apps, tests and mocks (`needle-excludes`).
@Suite struct NeedleExcludesCommandTests {
    static let manifest = """
        name: Shop
        pipeline:
          di-check:
            run: di-check
            inputs: ["**/*.swift"]
            excludePaths: [/WidgetExtension/, /DemoApps/]
          needle:
            run: needle
            inputs: ["**/*.swift"]
            outputs: [App/Generated/NeedleGenerated.swift]
            excludePaths: [/WidgetExtension/, /DemoApps/]
            excludeSuffixes: [Demo, Mocks, Tests]

        """

    /// A project folder: the app's components in `App/`, the extras beside it, `Project.yml`.
    func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("needle-excludes-\(UUID().uuidString)")
        let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/DependencyCheck")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("needle-excludes"), to: folder)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("needle-sample"), to: folder.appendingPathComponent("App"))
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("Project.yml"))
        return folder
    }

    @Test func eachOptionTakesSeveralValuesAndRepeats() throws {
        let command = try CheckDICommand.parse([
            "App", "--exclude-paths", "/WidgetExtension/", "/DemoApps/", "--exclude-suffixes", "Tests", "--exclude-paths", "Previews",
        ])
        #expect(command.paths == ["App"])
        #expect(command.excludePaths == ["/WidgetExtension/", "/DemoApps/", "Previews"])
        #expect(command.excludeSuffixes == ["Tests"])
        #expect(try CheckDICommand.parse([]).exclusions.isEmpty)
        #expect(throws: (any Error).self) { try CheckDICommand.parse(["--exclude-suffixes", "Tests", ""]) }
    }

    /// The command's values are added to the step's: the di-check step leaves out the widget
    /// and the demo apps, `--exclude-suffixes` the demo, test and mock files.
    @Test func checkDIAddsItsOptionsToTheStepsExcludes() throws {
        let folder = try project()
        let stepOnly = try Scaffold.run(["check", "di"], in: folder)
        #expect(stepOnly.status == 1)
        #expect(stepOnly.output == "DI graph has errors: 8 components (3 roots) in 8 Swift files\n")
        #expect(stepOnly.error.contains("but no ancestor provides it on TestRootComponent → LoggedInComponent → GameComponent"))

        let both = try Scaffold.run(["check", "di", "--exclude-suffixes", "Demo", "Mocks", "--exclude-suffixes", "Tests"], in: folder)
        #expect(both.status == 0, "\(both.error)")
        #expect(both.output == "DI graph is valid: 5 components (1 root) in 5 Swift files\n")

        let paths = try Scaffold.run(["check", "di", "App", "AppTests", "--exclude-suffixes", "Tests", "Mocks"], in: folder)
        #expect(paths.status == 0, "\(paths.error)")
        #expect(paths.output == "DI graph is valid: 5 components (1 root) in 5 Swift files\n")
    }

    /// The needle step writes, for the whole folder less its excludes, the file it writes for the
    /// app alone; a change of its excludes runs it again.
    @Test func theNeedleStepWritesTheAppsFile() throws {
        let folder = try project()
        let first = try Scaffold.run(["prebuild", "--step", "needle"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        let generated = folder.appendingPathComponent("App/Generated/NeedleGenerated.swift")
        let excluded = try String(contentsOf: generated, encoding: .utf8)
        #expect(try Scaffold.run(["prebuild", "--step", "needle"], in: folder).output.contains("cached     needle"))

        try edit(folder, "Project.yml", "excludeSuffixes: [Demo, Mocks, Tests]", "excludeSuffixes: [Demo, Mocks]")
        let fewer = try Scaffold.run(["prebuild", "--step", "needle"], in: folder)
        #expect(fewer.status == 1)
        #expect(fewer.error.contains("error: prebuild failed: step 'needle' failed"))

        for extra in ["WidgetExtension", "DemoApps", "AppTests", "LoggedOutDemo.swift"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(extra))
        }
        try edit(folder, "Project.yml", "excludeSuffixes: [Demo, Mocks]", "excludeSuffixes: []")
        let appAlone = try Scaffold.run(["prebuild", "--step", "needle", "--force"], in: folder)
        #expect(appAlone.status == 0, "\(appAlone.error)")
        #expect(try String(contentsOf: generated, encoding: .utf8) == excluded)
    }
}
