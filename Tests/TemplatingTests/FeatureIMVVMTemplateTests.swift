import Foundation
import ScaffoldSupport
import Templating
import Testing

/// The built-in `feature-imvvm` template: every combination of its options renders Swift that
/// type-checks against the API stubs, and the default rendering matches its snapshot.
@Suite struct FeatureIMVVMTemplateTests {
    static let template = "feature-imvvm"

    /// One combination of the template's options.
    struct Options: Sendable, CustomTestStringConvertible {
        var viewModel: Bool
        var interactor: Bool
        var tests: Bool

        static let all: [Options] = TemplateTestSupport.combinations(of: ["viewModel", "interactor", "tests"]).map { arguments in
            Options(viewModel: arguments["viewModel"] == "true", interactor: arguments["interactor"] == "true", tests: arguments["tests"] == "true")
        }

        var arguments: [String: String] {
            ["viewModel": "\(viewModel)", "interactor": "\(interactor)", "tests": "\(tests)"]
        }

        var testDescription: String {
            "viewModel: \(viewModel), interactor: \(interactor), tests: \(tests)"
        }
    }

    @Test func declaresItsParameters() throws {
        let template = try TemplateTestSupport.renderer(for: Self.template).template
        #expect(template.name == "feature-imvvm")
        #expect(template.parameters.map(\.name) == ["name", "parent", "target", "testTarget", "module", "viewModel", "interactor", "tests"])
        #expect(template.parameter(named: "name")?.required == true)
        #expect(template.parameter(named: "parent")?.defaultValue == .string("LoggedIn"))
        #expect(template.parameter(named: "target")?.defaultValue == .string(""))
        #expect(template.parameter(named: "testTarget")?.defaultValue == .string(""))
        #expect(template.parameter(named: "module")?.defaultValue == .string("folder"))
        for flag in ["viewModel", "interactor", "tests"] {
            #expect(template.parameter(named: flag)?.defaultValue == .bool(true), "\(flag)")
        }
    }

    @Test func refusesANameThatIsNotUpperCamelCase() throws {
        let renderer = try TemplateTestSupport.renderer(for: Self.template)
        guard case let .failure(failure) = renderer.values(from: ["name": "search-page"]) else {
            Issue.record("expected an error")
            return
        }
        #expect(failure.errors == [.invalidValue(parameter: "name", value: "search-page", expected: "a value matching [A-Z][A-Za-z0-9]*")])
    }

    @Test(arguments: Options.all)
    func rendersSwiftThatTypeChecks(_ options: Options) throws {
        let rendering = try TemplateTestSupport.render(Self.template, options.arguments.merging(["name": "Search"]) { $1 })
        var expected = ["Features/Search/SearchComponent.swift", "Features/Search/SearchView.swift", "Features/Search/module.yml"]
        if options.viewModel { expected.append("Features/Search/SearchViewModel.swift") }
        if options.interactor { expected.append("Features/Search/SearchInteractor.swift") }
        if options.interactor && options.tests { expected.append("Features/Search/Tests/SearchTests/SearchInteractorTests.swift") }
        #expect(rendering.files.paths == expected.sorted())

        expectFollowsTheArchitecture(rendering, options)

        let folder = try TemplateTestSupport.makeTemporaryFolder("feature-imvvm")
        defer { try? FileManager.default.removeItem(at: folder) }
        try TemplateTestSupport.write(rendering.files, to: folder)
        for run in try TemplateTestSupport.typeCheck(rendering.files, writtenTo: folder, module: "Search") {
            #expect(run.status == 0, "\(run)")
        }
    }

    /// The rules of imvvm-architecture.md that the compiler cannot check.
    private func expectFollowsTheArchitecture(_ rendering: TemplateTestSupport.Rendering, _ options: Options) {
        let component = rendering.text("Features/Search/SearchComponent.swift")
        let view = rendering.text("Features/Search/SearchView.swift")
        // The interactor and view model are created inside the view's initializer call, never first in a local.
        #expect(!component.contains("let "), "\(component)")
        #expect(!component.contains("return "), "\(component)")
        switch (options.interactor, options.viewModel) {
        case (true, true):
            #expect(component.contains("interactor: SearchInteractor(),\n            viewModel: SearchViewModel()\n        )"))
            #expect(view.contains("struct SearchView<Interactor: ViewWithModelLifecycleObserver & SearchViewHandler>: View\nwhere Interactor.ViewModelType == SearchViewModel {"))
            #expect(view.contains("@StateObject var interactor: Interactor\n    @StateObject var viewModel: SearchViewModel\n"))
            #expect(view.contains(".bind(observer: interactor, viewModel: viewModel)"))
        case (true, false):
            #expect(component.contains("SearchView(interactor: SearchInteractor())"))
            #expect(view.contains("struct SearchView<Interactor: ViewLifecycleObserver & SearchViewHandler>: View {"))
            #expect(view.contains("@StateObject var interactor: Interactor\n"))
            #expect(view.contains(".bind(observer: interactor)"))
        case (false, true):
            #expect(component.contains("SearchView(viewModel: SearchViewModel())"))
            #expect(view.contains("@StateObject var viewModel: SearchViewModel\n"))
        case (false, false):
            #expect(component.contains("SearchView()"))
        }
        #expect(view.contains("PreviewProvider"))
        // Without an interactor the view is static: no handler, no binding, no previews interactor.
        #expect(view.contains("SearchViewHandler") == options.interactor)
        #expect(view.contains(".bind(") == options.interactor)
        #expect(view.contains("SearchViewPreviewsInteractor") == options.interactor)
        // No stray blank lines from the template's tags.
        for path in rendering.files.paths {
            let text = rendering.text(path)
            #expect(!text.contains("\n\n\n"), "\(path) has two blank lines in a row:\n\(text)")
            #expect(!text.contains("{\n\n") && !text.contains("\n\n}"), "\(path) has a blank line at a brace:\n\(text)")
            #expect(!text.hasPrefix("\n") && text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path) does not start and end cleanly:\n\(text)")
            #expect(!text.contains(" \n"), "\(path) has trailing spaces:\n\(text)")
        }
    }

    @Test func theDefaultRenderingMatchesItsSnapshot() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "Search"])
        try TemplateTestSupport.expectMatchesSnapshot(rendering.files, named: Self.template)
    }

    @Test func moduleYmlRegistersTheFeatureWithItsParentAndTarget() throws {
        let withTarget = try TemplateTestSupport.render(Self.template, ["name": "Search", "parent": "Root", "target": "ExampleApp", "viewModel": "false"])
        #expect(withTarget.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the Root scope, interactor only (no view model).
            features:
              Search:
                pattern: imvvm
                parent: Root
                target: ExampleApp
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        #expect(withTarget.text("Features/Search/Tests/SearchTests/SearchInteractorTests.swift").contains("@testable import ExampleApp\n"))

        let withoutTarget = try TemplateTestSupport.render(Self.template, ["name": "Search"])
        #expect(withoutTarget.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, with a view model.
            features:
              Search:
                pattern: imvvm
                parent: LoggedIn
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        #expect(withoutTarget.text("Features/Search/Tests/SearchTests/SearchInteractorTests.swift").contains("@testable import Search\n"))
    }

    /// `scaffold generate` names a flag by lowercasing the first letter (`URLSearch` → `uRLSearch`);
    /// the template and its message say `urlSearch`, so module.yml spells the flag out when the two differ.
    @Test func moduleYmlSpellsOutAFlagThatIsNotTheNameWithALowercaseFirstLetter() throws {
        let acronym = try TemplateTestSupport.render(Self.template, ["name": "URLSearch", "interactor": "false", "viewModel": "false"])
        #expect(acronym.text("Features/URLSearch/module.yml") == """
            # The URLSearch feature: a plugin of the LoggedIn scope, a static view (no interactor or view model).
            features:
              URLSearch:
                pattern: imvvm
                parent: LoggedIn
                flag: urlSearch
                title: URLSearch
                icon: puzzlepiece  # an SF Symbol name

            """)
        #expect(acronym.message?.contains("adds the `.urlSearch`\n") == true)
    }

    @Test func theMessageNamesTheNextSteps() throws {
        let rendering = try TemplateTestSupport.render(Self.template, ["name": "UserSearch"])
        #expect(rendering.message == """
            Created the UserSearch feature, a plugin of LoggedIn.
            Next steps:
              1. Run `scaffold generate`: it reads Features/UserSearch/module.yml, adds the `.userSearch`
                 case to LoggedInPlugin and has LoggedInComponent build the plugin with
                 `UserSearchComponent(parent: self).make()`.
            Note: the tests import the module `UserSearch`; pass --target to name the module that holds
            the feature instead.
            Note: module.yml names no test target: add Features/UserSearch/Tests/UserSearchTests to the
            sources of your unit-test target, or pass --test-target.
            The plugin's title and icon (an SF Symbol) are in module.yml: change them there.

            """)

        let withTarget = try TemplateTestSupport.render(Self.template, ["name": "Search", "parent": "Home", "target": "App", "interactor": "false"])
        #expect(withTarget.message == """
            Created the Search feature, a plugin of Home.
            Next steps:
              1. Run `scaffold generate`: it reads Features/Search/module.yml, adds the `.search`
                 case to HomePlugin and has HomeComponent build the plugin with
                 `SearchComponent(parent: self).make()`.
            The plugin's title and icon (an SF Symbol) are in module.yml: change them there.

            """)
    }
}
