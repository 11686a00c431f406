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
        #expect(manifest.parameters.map(\.name) == ["name", "parent", "target", "testTarget", "module", "tests"])
        #expect(manifest.parameter(named: "name")?.required == true)
        #expect(manifest.parameter(named: "parent")?.defaultValue == .string("LoggedIn"))
        #expect(manifest.parameter(named: "target")?.defaultValue == .string(""))
        #expect(manifest.parameter(named: "testTarget")?.defaultValue == .string(""))
        #expect(manifest.parameter(named: "module")?.defaultValue == .string("folder"))
        #expect(manifest.parameter(named: "tests")?.defaultValue == .bool(true))
    }

    @Test func writesTheComponentStateLogicViewAndServiceAndTestsOnlyWhenAsked() throws {
        let expected = [
            "Features/Search/SearchComponent.swift", "Features/Search/SearchService+Environment.swift", "Features/Search/SearchService.swift",
            "Features/Search/SearchView.swift", "Features/Search/SearchViewLogic.swift",
            "Features/Search/SearchViewState.swift", "Features/Search/module.yml",
        ]
        let withTests = try Support.render("feature-mvsl", ["name": "Search"])
        #expect(withTests.files.paths.sorted() == (expected + ["Features/Search/Tests/SearchTests/SearchViewLogicTests.swift"]).sorted())
        let withoutTests = try Support.render("feature-mvsl", ["name": "Search", "tests": "false"])
        #expect(withoutTests.files.paths.sorted() == expected.sorted())

        #expect(withTests.text("Features/Search/SearchViewState.swift").contains("@MainActor @Observable final class SearchViewState"))
        #expect(withTests.text("Features/Search/SearchViewLogic.swift").contains("struct SearchViewLogic"))
        let view = withTests.text("Features/Search/SearchView.swift")
        #expect(view.contains("@State private var viewState = SearchViewState()"))
        #expect(view.contains(#"@Environment(\.searchService) private var searchService"#))
        #expect(view.contains(".task"))
        #expect(withTests.text("Features/Search/Tests/SearchTests/SearchViewLogicTests.swift").contains("@testable import Search\n"))
        // The component owns the service and hands it to the view through the environment.
        let component = withTests.text("Features/Search/SearchComponent.swift")
        #expect(component.contains("final class SearchComponent: Component<SearchDependency> {"))
        #expect(component.contains("    public var searchService: SearchService {\n        shared { SearchService() }\n    }"))
        #expect(component.contains("        SearchView()\n            .environment(\\.searchService, searchService)\n"))
        #expect(withTests.text("Features/Search/SearchService.swift").contains("@MainActor public final class SearchService {"))
    }

    @Test func registersTheFeatureInModuleYML() throws {
        let plain = try Support.render("feature-mvsl", ["name": "Search"])
        #expect(plain.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, in the MVSL pattern.
            features:
              Search:
                pattern: mvsl
                parent: LoggedIn
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        let targeted = try Support.render("feature-mvsl", ["name": "Search", "parent": "Root", "target": "ExampleApp"])
        #expect(targeted.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the Root scope, in the MVSL pattern.
            features:
              Search:
                pattern: mvsl
                parent: Root
                target: ExampleApp
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        #expect(targeted.text("Features/Search/Tests/SearchTests/SearchViewLogicTests.swift").contains("@testable import ExampleApp\n"))
    }

    @Test func tellsTheUserHowToPlugTheFeatureIn() throws {
        let message = try #require(try Support.render("feature-mvsl", ["name": "Search"]).message)
        #expect(message == """
            Created the Search feature (MVSL: view state, view logic, view), a plugin of LoggedIn.
            Next steps:
              1. Run `scaffold generate`: it reads Features/Search/module.yml, adds the `.search`
                 case to LoggedInPlugin and has LoggedInComponent build the plugin with
                 `SearchComponent(parent: self).make()`.
              2. The feature uses Observation (`@Observable`): its target needs iOS 17 or later.
            Note: the tests import the module `Search`; pass --target to name the module that holds
            the feature instead.
            Note: module.yml names no test target: add Features/Search/Tests/SearchTests to the
            sources of your unit-test target, or pass --test-target.
            The plugin's title and icon (an SF Symbol) are in module.yml: change them there.

            """)
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
