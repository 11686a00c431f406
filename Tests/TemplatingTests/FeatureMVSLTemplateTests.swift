import Foundation
import Templating
import Testing

/// The built-in `feature-mvsl` template: its parameters, the files of each option combination,
/// that every combination type-checks against the API stubs, and a committed snapshot.
@Suite struct FeatureMVSLTemplateTests {
    typealias Support = ObservationTemplatesTestSupport

    @Test func declaresItsParameters() throws {
        let manifest = try TemplateManifestReader().read(folder: Support.root.appendingPathComponent("Templates/feature-mvsl"))
        #expect(manifest.name == "feature-mvsl")
        #expect(manifest.parameters.map(\.name) == ["name", "parent", "target", "tests"])
        #expect(manifest.parameter(named: "name")?.required == true)
        #expect(manifest.parameter(named: "parent")?.defaultValue == .string("LoggedIn"))
        #expect(manifest.parameter(named: "target")?.defaultValue == .string(""))
        #expect(manifest.parameter(named: "tests")?.defaultValue == .bool(true))
    }

    @Test func writesTheStateLogicViewAndServiceAndTestsOnlyWhenAsked() throws {
        let expected = [
            "Features/Search/SearchService+Environment.swift", "Features/Search/SearchService.swift",
            "Features/Search/SearchView.swift", "Features/Search/SearchViewLogic.swift",
            "Features/Search/SearchViewState.swift", "Features/Search/module.yml",
        ]
        let withTests = try Support.render("feature-mvsl", ["name": "Search"])
        #expect(withTests.files.paths.sorted() == (expected + ["Tests/SearchTests/SearchViewLogicTests.swift"]).sorted())
        let withoutTests = try Support.render("feature-mvsl", ["name": "Search", "tests": "false"])
        #expect(withoutTests.files.paths.sorted() == expected.sorted())

        #expect(withTests.text("Features/Search/SearchViewState.swift").contains("@MainActor @Observable final class SearchViewState"))
        #expect(withTests.text("Features/Search/SearchViewLogic.swift").contains("struct SearchViewLogic"))
        let view = withTests.text("Features/Search/SearchView.swift")
        #expect(view.contains("@State private var viewState = SearchViewState()"))
        #expect(view.contains(#"@Environment(\.searchService) private var searchService"#))
        #expect(view.contains(".task"))
        #expect(withTests.text("Tests/SearchTests/SearchViewLogicTests.swift").contains("@testable import Search\n"))
    }

    @Test func registersTheFeatureInModuleYML() throws {
        let plain = try Support.render("feature-mvsl", ["name": "Search"])
        #expect(plain.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, in the MVSL pattern.
            features:
              Search:
                pattern: mvsl
                parent: LoggedIn

            """)
        let targeted = try Support.render("feature-mvsl", ["name": "Search", "parent": "Root", "target": "ExampleApp"])
        #expect(targeted.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the Root scope, in the MVSL pattern.
            features:
              Search:
                pattern: mvsl
                parent: Root
                target: ExampleApp

            """)
        #expect(targeted.text("Tests/SearchTests/SearchViewLogicTests.swift").contains("@testable import ExampleApp\n"))
    }

    @Test func tellsTheUserHowToPlugTheFeatureIn() throws {
        let message = try #require(try Support.render("feature-mvsl", ["name": "Search"]).message)
        #expect(message.contains("`.search` case to FeatureFlag and to `loggedInPlugins`"))
        #expect(message.contains("In LoggedInComponent's `makePlugin(for:)`"))
        #expect(message.contains("case .search:\n             return SearchView().typeErased()"))
        #expect(message.contains("imports the module `Search`"))
        let targeted = try #require(try Support.render("feature-mvsl", ["name": "Search", "target": "ExampleApp"]).message)
        #expect(!targeted.contains("imports the module"))
    }

    @Test(arguments: Support.combinations)
    func typeChecks(_ arguments: [String: String]) throws {
        let rendering = try Support.render("feature-mvsl", arguments)
        let module = arguments["target"].flatMap { $0.isEmpty ? nil : $0 } ?? "Search"
        Support.expectSuccess(try Support.typeCheck(rendering.files, module: module), "feature-mvsl \(arguments)")
    }

    @Test func matchesTheSnapshot() throws {
        try Support.expectMatchesSnapshot(try Support.render("feature-mvsl", ["name": "Search"]).files, of: "feature-mvsl")
    }
}
