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
        #expect(manifest.parameters.map(\.name) == ["name", "parent", "target", "testTarget", "module", "tests"])
        #expect(manifest.parameter(named: "name")?.required == true)
        #expect(manifest.parameter(named: "parent")?.defaultValue == .string("LoggedIn"))
        #expect(manifest.parameter(named: "target")?.defaultValue == .string(""))
        #expect(manifest.parameter(named: "testTarget")?.defaultValue == .string(""))
        #expect(manifest.parameter(named: "module")?.defaultValue == .string("folder"))
        #expect(manifest.parameter(named: "tests")?.defaultValue == .bool(true))
    }

    @Test func writesTheModelObservableAndViewLayersAndTestsOnlyWhenAsked() throws {
        let expected = [
            "Features/Search/MockSearchRepository.swift", "Features/Search/SearchComponent.swift", "Features/Search/SearchItem.swift",
            "Features/Search/SearchRepository.swift", "Features/Search/SearchStore.swift",
            "Features/Search/SearchView.swift", "Features/Search/module.yml",
        ]
        let withTests = try Support.render("feature-observable", ["name": "Search"])
        #expect(withTests.files.paths.sorted() == (expected + ["Features/Search/Tests/SearchTests/SearchStoreTests.swift"]).sorted())
        let withoutTests = try Support.render("feature-observable", ["name": "Search", "tests": "false"])
        #expect(withoutTests.files.paths.sorted() == expected.sorted())

        #expect(withTests.text("Features/Search/SearchStore.swift").contains("@MainActor @Observable final class SearchStore"))
        #expect(withTests.text("Features/Search/SearchItem.swift").contains("public struct SearchItem: Identifiable, Hashable, Sendable"))
        let repository = withTests.text("Features/Search/SearchRepository.swift")
        #expect(repository.contains("public protocol SearchRepository: Sendable"))
        #expect(repository.contains("actor LiveSearchRepository: SearchRepository"))
        #expect(withTests.text("Features/Search/MockSearchRepository.swift").contains("struct MockSearchRepository: SearchRepository"))
        let view = withTests.text("Features/Search/SearchView.swift")
        #expect(view.contains("@Environment(SearchStore.self) private var store"))
        #expect(view.contains("@Bindable var store = store"))
        #expect(view.contains(".environment(SearchStore(repository: MockSearchRepository()))"))
        let tests = withTests.text("Features/Search/Tests/SearchTests/SearchStoreTests.swift")
        #expect(tests.contains("withObservationTracking"))
        #expect(tests.contains("@testable import Search\n"))
        // The component owns the live repository and builds the root view on it.
        let component = withTests.text("Features/Search/SearchComponent.swift")
        #expect(component.contains("final class SearchComponent: Component<SearchDependency> {"))
        #expect(component.contains("    public var searchRepository: any SearchRepository {\n        shared { LiveSearchRepository() }\n    }"))
        #expect(component.contains("        SearchRootView(repository: searchRepository)\n"))
    }

    @Test func registersTheFeatureInModuleYML() throws {
        let plain = try Support.render("feature-observable", ["name": "Search"])
        #expect(plain.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, in the Model-View-Observable pattern.
            features:
              Search:
                pattern: observable
                parent: LoggedIn
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        let targeted = try Support.render("feature-observable", ["name": "Search", "parent": "Root", "target": "ExampleApp"])
        #expect(targeted.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the Root scope, in the Model-View-Observable pattern.
            features:
              Search:
                pattern: observable
                parent: Root
                target: ExampleApp
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        #expect(targeted.text("Features/Search/Tests/SearchTests/SearchStoreTests.swift").contains("@testable import ExampleApp\n"))
    }

    @Test func tellsTheUserHowToPlugTheFeatureIn() throws {
        let message = try #require(try Support.render("feature-observable", ["name": "Search"]).message)
        #expect(message == """
            Created the Search feature (Model-View-Observable: SearchItem, SearchRepository, SearchStore, SearchView), a plugin of LoggedIn.
            Next steps:
              1. Run `scaffold generate`: it reads Features/Search/module.yml, adds the `.search`
                 case to LoggedInPlugin and has LoggedInComponent build the plugin with
                 `SearchComponent(parent: self).make()`.
              2. The feature uses Observation (`@Observable`): its target needs iOS 17 or later.
              3. LiveSearchRepository keeps its data in memory: connect it to the real data store.
            Note: the tests import the module `Search`; pass --target to name the module that holds
            the feature instead.
            Note: module.yml names no test target: add Features/Search/Tests/SearchTests to the
            sources of your unit-test target, or pass --test-target.
            The plugin's title and icon (an SF Symbol) are in module.yml: change them there.

            """)
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
