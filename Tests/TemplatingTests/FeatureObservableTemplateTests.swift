import Foundation
import Templating
import Testing

/// The built-in `feature-observable` template: its parameters, the files of each option
/// combination, that every combination type-checks against the API stubs, and a committed
/// snapshot.
@Suite struct FeatureObservableTemplateTests {
    typealias Support = ObservationTemplatesTestSupport

    @Test func declaresItsParameters() throws {
        let manifest = try TemplateManifestReader().read(folder: Support.root.appendingPathComponent("Templates/feature-observable"))
        #expect(manifest.name == "feature-observable")
        #expect(manifest.parameters.map(\.name) == ["name", "parent", "target", "tests"])
        #expect(manifest.parameter(named: "name")?.required == true)
        #expect(manifest.parameter(named: "parent")?.defaultValue == .string("LoggedIn"))
        #expect(manifest.parameter(named: "target")?.defaultValue == .string(""))
        #expect(manifest.parameter(named: "tests")?.defaultValue == .bool(true))
    }

    @Test func writesTheModelObservableAndViewLayersAndTestsOnlyWhenAsked() throws {
        let expected = [
            "Features/Search/MockSearchRepository.swift", "Features/Search/SearchItem.swift",
            "Features/Search/SearchRepository.swift", "Features/Search/SearchStore.swift",
            "Features/Search/SearchView.swift", "Features/Search/module.yml",
        ]
        let withTests = try Support.render("feature-observable", ["name": "Search"])
        #expect(withTests.files.paths.sorted() == (expected + ["Tests/SearchTests/SearchStoreTests.swift"]).sorted())
        let withoutTests = try Support.render("feature-observable", ["name": "Search", "tests": "false"])
        #expect(withoutTests.files.paths.sorted() == expected.sorted())

        #expect(withTests.text("Features/Search/SearchStore.swift").contains("@MainActor @Observable final class SearchStore"))
        #expect(withTests.text("Features/Search/SearchItem.swift").contains("struct SearchItem: Identifiable, Hashable, Sendable"))
        let repository = withTests.text("Features/Search/SearchRepository.swift")
        #expect(repository.contains("protocol SearchRepository"))
        #expect(repository.contains("actor LiveSearchRepository: SearchRepository"))
        #expect(withTests.text("Features/Search/MockSearchRepository.swift").contains("struct MockSearchRepository: SearchRepository"))
        let view = withTests.text("Features/Search/SearchView.swift")
        #expect(view.contains("@Environment(SearchStore.self) private var store"))
        #expect(view.contains("@Bindable var store = store"))
        #expect(view.contains(".environment(SearchStore(repository: MockSearchRepository()))"))
        let tests = withTests.text("Tests/SearchTests/SearchStoreTests.swift")
        #expect(tests.contains("withObservationTracking"))
        #expect(tests.contains("@testable import Search\n"))
    }

    @Test func registersTheFeatureInModuleYML() throws {
        let plain = try Support.render("feature-observable", ["name": "Search"])
        #expect(plain.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, in the Model-View-Observable pattern.
            features:
              Search:
                pattern: observable
                parent: LoggedIn

            """)
        let targeted = try Support.render("feature-observable", ["name": "Search", "parent": "Root", "target": "ExampleApp"])
        #expect(targeted.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the Root scope, in the Model-View-Observable pattern.
            features:
              Search:
                pattern: observable
                parent: Root
                target: ExampleApp

            """)
        #expect(targeted.text("Tests/SearchTests/SearchStoreTests.swift").contains("@testable import ExampleApp\n"))
    }

    @Test func tellsTheUserHowToPlugTheFeatureIn() throws {
        let message = try #require(try Support.render("feature-observable", ["name": "Search"]).message)
        #expect(message.contains("`.search` case to FeatureFlag and to `loggedInPlugins`"))
        #expect(message.contains("In LoggedInComponent's `makePlugin(for:)`"))
        #expect(message.contains("case .search:\n             return SearchRootView(repository: LiveSearchRepository()).typeErased()"))
        #expect(message.contains("imports the module `Search`"))
        let targeted = try #require(try Support.render("feature-observable", ["name": "Search", "target": "ExampleApp"]).message)
        #expect(!targeted.contains("imports the module"))
    }

    @Test(arguments: Support.combinations)
    func typeChecks(_ arguments: [String: String]) throws {
        let rendering = try Support.render("feature-observable", arguments)
        let module = arguments["target"].flatMap { $0.isEmpty ? nil : $0 } ?? "Search"
        Support.expectSuccess(try Support.typeCheck(rendering.files, module: module), "feature-observable \(arguments)")
    }

    @Test func matchesTheSnapshot() throws {
        try Support.expectMatchesSnapshot(try Support.render("feature-observable", ["name": "Search"]).files, of: "feature-observable")
    }
}
