import DependencyCheck
import FeatureGenerator
import Foundation
import GraphQLCheck
import ManifestLoader
import ScaffoldSupport
import Templating
import Testing

/// The built-in `app` template: the app it writes has a manifest scaffold loads without a
/// diagnostic, Swift that type-checks against the API stubs once `scaffold generate` and the
/// build have added their files (with no plugin, and with a first feature plugged in), and
/// GraphQL operations the graphql step checks and types; the default rendering matches its snapshot.
@Suite struct AppTemplateTests {
    static let template = "app"

    /// The paths the template writes for `Shop`.
    static let paths = [
        "Shop/.gitignore",
        "Shop/App/LoggedIn/LoggedInComponent.swift",
        "Shop/App/LoggedIn/LoggedInInteractor.swift",
        "Shop/App/LoggedIn/LoggedInView.swift",
        "Shop/App/LoggedIn/LoggedInViewModel.swift",
        "Shop/App/LoggedOut/LoggedOutComponent.swift",
        "Shop/App/LoggedOut/LoggedOutInteractor.swift",
        "Shop/App/LoggedOut/LoggedOutView.swift",
        "Shop/App/LoggedOut/LoggedOutViewModel.swift",
        "Shop/App/Plugins/FeatureFlagProvider.swift",
        "Shop/App/Resources/Assets.xcassets/Contents.json",
        "Shop/App/Root/RootComponent.swift",
        "Shop/App/Root/RootInteractor.swift",
        "Shop/App/Root/RootView.swift",
        "Shop/App/Root/RootViewModel.swift",
        "Shop/App/Services/SessionStore.swift",
        "Shop/App/ShopApp.swift",
        "Shop/Features/README.md",
        "Shop/GraphQL/Operations/ViewerQuery.graphql",
        "Shop/GraphQL/schema.graphqls",
        "Shop/Project.yml",
        "Shop/Tests/ShopTests.swift",
    ]

    /// The first feature of the message's next steps.
    static let home = "Home"

    @Test func declaresItsParameters() throws {
        let template = try TemplateTestSupport.renderer(for: Self.template).template
        #expect(template.name == "app")
        #expect(template.parameters.map(\.name) == ["name", "bundleIdPrefix", "deploymentTarget"])
        #expect(template.parameter(named: "name")?.required == true)
        #expect(template.parameter(named: "bundleIdPrefix")?.defaultValue == .string("com.example"))
        #expect(template.parameter(named: "deploymentTarget")?.defaultValue == .string("17.0"))
    }

    @Test func refusesBadValues() throws {
        let renderer = try TemplateTestSupport.renderer(for: Self.template)
        guard case let .failure(failure) = renderer.values(from: ["name": "my-shop", "bundleIdPrefix": "com example", "deploymentTarget": "15.0"]) else {
            Issue.record("expected errors")
            return
        }
        #expect(failure.errors.map(\.description) == [
            "invalid value 'my-shop' for --name: expected a value matching [A-Z][A-Za-z0-9]*",
            "invalid value 'com example' for --bundleIdPrefix: expected a value matching [A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*",
            "invalid value '15.0' for --deploymentTarget: expected a value matching (1[6-9]|[2-9][0-9])(\\.[0-9]+)*",
        ])
    }

    @Test func writesTheAppIntoAFolderNamedAfterIt() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "Shop"])
        #expect(rendering.files.paths == Self.paths)
        // Features/ holds no Swift until the first feature: the app target compiles it.
        #expect(!rendering.files.paths.contains { $0.hasPrefix("Shop/Features/") && $0.hasSuffix(".swift") })
        #expect(rendering.text("Shop/.gitignore").hasSuffix("App/Generated/\n*.xcodeproj\n.scaffold/\n"))
        #expect(rendering.text("Shop/Project.yml").contains("\n  - Features/*/module.yml\n"))
        let app = rendering.text("Shop/App/ShopApp.swift")
        #expect(app.contains("@main\nstruct ShopApp: App {"))
        #expect(app.components(separatedBy: "registerProviderFactories()").count == 2)
        #expect(app.contains("rootComponent = RootComponent()"))
        #expect(rendering.text("Shop/Tests/ShopTests.swift").contains("@testable import Shop\n"))
        // The operations are the built-in graphql step's, with no script of the app's own.
        #expect(rendering.text("Shop/Project.yml").contains("\n  graphql:\n    run: graphql\n    schema: GraphQL/schema.graphqls\n"))
        #expect(!rendering.files.paths.contains { $0.hasPrefix("Shop/Scripts/") })
        expectsCleanText(rendering)
    }

    /// No stray blank lines or spaces from the template's tags.
    private func expectsCleanText(_ rendering: TemplateTestSupport.Rendering) {
        for path in rendering.files.paths {
            let text = rendering.text(path)
            #expect(!text.contains("\n\n\n"), "\(path) has two blank lines in a row:\n\(text)")
            #expect(!text.hasPrefix("\n") && text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path) does not start and end cleanly:\n\(text)")
            #expect(!text.contains(" \n"), "\(path) has trailing spaces:\n\(text)")
            #expect(!text.contains("{{") && !text.contains("{%"), "\(path) has an unrendered tag:\n\(text)")
        }
    }

    @Test(arguments: [["name": "Shop"], ["name": "Shop", "bundleIdPrefix": "io.shop-co", "deploymentTarget": "16.4"]])
    func theManifestLoadsWithoutDiagnostics(_ arguments: [String: String]) throws {
        let rendering = try TemplateTestSupport.render(Self.template, arguments)
        let root = try TemplateTestSupport.makeTemporaryFolder("app-template")
        defer { try? FileManager.default.removeItem(at: root) }
        try TemplateTestSupport.write(rendering.files, to: root)

        let loaded = try ManifestLoader(environment: [:], workingDirectory: root).load(root.appendingPathComponent("Shop/Project.yml"))
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let project = loaded.project
        #expect(project.name == "Shop")
        #expect(project.options.bundleIdPrefix == (arguments["bundleIdPrefix"] ?? "com.example"))
        #expect(project.options.featureFlagsPath == "App/Plugins/FeatureFlags.swift")
        #expect(project.targets.map(\.name) == ["Shop", "ShopTests"])
        let deploymentTarget: String? = arguments["deploymentTarget"] ?? "17.0"
        #expect(project.targets.map(\.deploymentTarget) == [deploymentTarget, deploymentTarget])
        #expect(project.schemes.map(\.name) == ["Shop"])
        #expect(project.features.map(\.name).sorted() == ["LoggedIn", "LoggedOut"])
        #expect(project.features.allSatisfy { !$0.plugin && $0.target == "Shop" })
        #expect(project.packages.map(\.name).sorted() == ["IMVVM", "Needle"])
        #expect(project.pipeline.map(\.name).sorted() == ["di-check", "graphql", "needle"])
        let steps = Dictionary(uniqueKeysWithValues: project.pipeline.map { ($0.name, $0) })
        #expect(steps["needle"]?.dependsOn == ["di-check"])
        #expect(steps["needle"]?.outputs == ["App/Generated/NeedleGenerated.swift"])
        #expect(steps["graphql"]?.run == "graphql")
        #expect(steps["graphql"]?.schema == "GraphQL/schema.graphqls")
        #expect(steps["graphql"]?.inputs == ["GraphQL/**/*.graphql", "Features/*/GraphQL/**/*.graphql"])
        #expect(steps["graphql"]?.outputs == ["App/Generated/GraphQLAPI.swift"])
        #expect(steps["graphql"]?.buildPhase == ["Shop"] && steps["graphql"]?.schemePreAction == ["Shop"])
    }

    @Test func theManifestLoadsAFeatureAddedWithTheMessagesCommand() throws {
        let root = try TemplateTestSupport.makeTemporaryFolder("app-template")
        defer { try? FileManager.default.removeItem(at: root) }
        try TemplateTestSupport.write(try TemplateTestSupport.render(Self.template, ["name": "Shop"]).files, to: root)
        let feature = try TemplateTestSupport.render("feature-imvvm", ["name": "Home", "parent": "LoggedIn", "target": "Shop"])
        try TemplateTestSupport.write(feature.files, to: root.appendingPathComponent("Shop"))

        let loaded = try ManifestLoader(environment: [:], workingDirectory: root).load(root.appendingPathComponent("Shop/Project.yml"))
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let home = loaded.project.features.first { $0.name == "Home" }
        #expect(home?.plugin == true)
        #expect(home?.parent == "LoggedIn")
        #expect(home?.target == "Shop")
        #expect(home?.flag == "home")
    }

    @Test func theAppTypeChecksBeforeItsFirstPlugin() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "Shop"])
        try expectTypeChecks(rendering.files, plugins: [])
    }

    /// The feature plugs in with no hand edit: `scaffold generate` writes LoggedIn's plugin enum
    /// and factory, and no hand-written file of the app names the plugin.
    @Test func theAppTypeChecksWithAFeaturePluggedInAndNoHandEdit() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "Shop"])
        let feature = try TemplateTestSupport.render("feature-imvvm", ["name": Self.home, "parent": "LoggedIn", "target": "Shop"])
        var files = rendering.files
        for (path, bytes) in feature.files.files { files.add("Shop/" + path, bytes: bytes) }
        #expect(!(feature.message ?? "").contains("makePlugin"), "no step asks for an edit of the parent")
        try expectTypeChecks(files, plugins: [Self.home])
    }

    /// Writes `files`, adds what `scaffold generate` (the plugin wiring, from the app's manifest
    /// as loaded from disk) would, checks the app's DI graph as the pipeline's `di-check` step
    /// would, adds what the `needle` step (NeedleCodeGenerator) and the `graphql` step (the app's
    /// operations, checked and typed) would, and type-checks the app and its tests against the API stubs.
    private func expectTypeChecks(_ files: FileSet, plugins: [String]) throws {
        let root = try TemplateTestSupport.makeTemporaryFolder("app-template")
        defer { try? FileManager.default.removeItem(at: root) }
        try TemplateTestSupport.write(files, to: root)
        let app = root.appendingPathComponent("Shop")

        var appFiles = AppTemplateTestSupport.files(files, under: "Shop")
        let project = try ManifestLoader(environment: [:], workingDirectory: app).load(app.appendingPathComponent("Project.yml")).project
        #expect(project.features.filter(\.plugin).map(\.name).sorted() == plugins.sorted())
        appFiles.add("App/Plugins/FeatureFlags.swift", text: try #require(PluginWiringGenerator.source(for: project)))
        try TemplateTestSupport.write(appFiles, to: app)
        let sources = appFiles.paths.filter { $0.hasSuffix(".swift") && !TemplateTestSupport.isTest($0) }.map { app.appendingPathComponent($0) }
        let graph = DependencyCheck.run(files: sources, relativeTo: app)
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
        let components = Set(graph.graph.components.map(\.name))
        #expect(components.isSuperset(of: ["RootComponent", "LoggedOutComponent", "LoggedInComponent"] + plugins.map { "\($0)Component" }), "\(components)")
        let parents = Dictionary(graph.graph.edges.map { ($0.child, $0.parent) }) { first, _ in first }
        for plugin in plugins {
            #expect(parents["\(plugin)Component"] == "LoggedInComponent", "the generated factory makes \(plugin) a child of LoggedIn: \(graph.graph.edges)")
        }
        appFiles.add("App/Generated/NeedleGenerated.swift", text: NeedleCodeGenerator.source(for: graph.graph))
        try TemplateTestSupport.write(appFiles, to: app)
        let operations = appFiles.paths.filter { $0.hasSuffix(".graphql") }.map { app.appendingPathComponent($0) }
        let graphQL = GraphQLCheck.generate(schema: app.appendingPathComponent("GraphQL/schema.graphqls"), files: operations, relativeTo: app,
                                            options: GraphQLSwiftOptions())
        #expect(graphQL.result.diagnostics.isEmpty, "\(graphQL.result.diagnostics)")
        let swift = try #require(graphQL.swift)
        #expect(swift.contains("    struct ViewerQuery: GraphQLAPI.GraphQLOperation {\n"), "\(swift)")
        appFiles.add("App/Generated/GraphQLAPI.swift", text: swift)
        try TemplateTestSupport.write(appFiles, to: app)

        for run in try TemplateTestSupport.typeCheck(appFiles, writtenTo: app, module: "Shop") {
            #expect(run.status == 0, "\(run)")
        }
    }

    @Test func theDefaultRenderingMatchesItsSnapshot() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "Shop"])
        try TemplateTestSupport.expectMatchesSnapshot(rendering.files, named: Self.template)
    }

    @Test func theMessageNamesTheNextSteps() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "Shop"])
        #expect(rendering.message == """
            Created the app Shop in Shop/.
            Next steps:
              1. cd Shop && scaffold generate
                 (writes Shop.xcodeproj and App/Plugins/FeatureFlags.swift, the plugin wiring;
                 Needle and GraphQL code is generated into App/Generated/ on each build)
              2. Add features, from inside Shop/, and run `scaffold generate` again:
                     scaffold new feature Home --parent LoggedIn
                 Each one becomes a tab of LoggedIn; no hand-written file changes.

            """)
    }
}
