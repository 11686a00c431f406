import Foundation
import ScaffoldSupport
import Templating
import TestSupport
import Testing

/// Each feature template in each `--module` mode (folder, package, framework): where the files
/// go, that the feature plugs in as `scaffold generate` wires it (the parent builds
/// `SearchComponent(parent: self).make()`, across a module boundary too) with a Needle graph
/// that checks and a generated file that compiles, what module.yml declares, and that SwiftPM
/// reads the package's Package.swift.
@Suite struct FeatureModuleTests {
    typealias Support = FeatureModuleTestSupport

    @Test(arguments: Support.templates)
    func declaresTheModuleChoice(_ template: String) throws {
        let parameter = try #require(try TemplateTestSupport.renderer(for: template).template.parameter(named: "module"))
        #expect(parameter.kind == .choice)
        #expect(parameter.choices == ["folder", "package", "framework"])
        #expect(parameter.defaultValue == .string("folder"))
        #expect(parameter.help.contains("package (a local Swift package)"))
    }

    /// A module has the files of the folder layout, its sources moved into SwiftPM's
    /// Sources/<Name>; the tests are in Features/<Name>/Tests/<Name>Tests in every mode, so
    /// deleting the feature's folder deletes all of it. A package adds its Package.swift.
    @Test(arguments: Support.cases)
    func writesTheFolderLayoutsFilesWhereTheModeWantsThem(_ testCase: Support.Case) throws {
        let rendering = try TemplateTestSupport.render(testCase.template, testCase.arguments)
        let folder = try TemplateTestSupport.render(testCase.template, testCase.arguments.merging(["module": "folder"]) { $1 })
        let moved = folder.files.paths.map { path -> String in
            if path == "Features/Search/module.yml" || path.hasPrefix(testCase.testsFolder + "/") { return path }
            return testCase.sourcesFolder + "/" + path.dropFirst("Features/Search/".count)
        }
        let package = testCase.mode == "package" ? ["Features/Search/Package.swift"] : []
        #expect(rendering.files.paths == (moved + package).sorted())
        #expect(rendering.files.paths.contains("\(testCase.sourcesFolder)/SearchComponent.swift"))
        #expect(rendering.files.paths.contains { $0.hasPrefix(testCase.testsFolder + "/") })
    }

    /// No stray blank lines or spaces from the templates' tags, in any mode.
    @Test(arguments: Support.cases)
    func rendersCleanText(_ testCase: Support.Case) throws {
        for tests in ["true", "false"] {
            let rendering = try TemplateTestSupport.render(testCase.template, testCase.arguments.merging(["tests": tests]) { $1 })
            for path in rendering.files.paths {
                let text = rendering.text(path)
                #expect(!text.contains("\n\n\n"), "\(path) has two blank lines in a row:\n\(text)")
                #expect(!text.contains("{\n\n") && !text.contains("\n\n}"), "\(path) has a blank line at a brace:\n\(text)")
                #expect(!text.hasPrefix("\n") && text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path) does not start and end cleanly:\n\(text)")
                #expect(!text.contains(" \n"), "\(path) has trailing spaces:\n\(text)")
            }
        }
    }

    /// In a module, what the app module touches is public: the component, its dependency
    /// protocol, `make()`, what the component provides; the tests import the module itself.
    @Test(arguments: Support.cases)
    func opensToTheAppModuleWhatItUses(_ testCase: Support.Case) throws {
        let rendering = try TemplateTestSupport.render(testCase.template, testCase.arguments)
        let component = rendering.text("\(testCase.sourcesFolder)/SearchComponent.swift")
        #expect(component.contains("\npublic protocol SearchDependency: Dependency {\n"))
        #expect(component.contains("\npublic final class SearchComponent: Component<SearchDependency> {\n") == testCase.isModule, "\(component)")
        #expect(component.contains("\nfinal class SearchComponent: Component<SearchDependency> {\n") == !testCase.isModule, "\(component)")
        #expect(component.contains("    @MainActor\n    public func make() -> some View {\n") == testCase.isModule, "\(component)")
        #expect(component.contains("The type must be public, in a module that Search imports.") == testCase.isModule)
        if let property = Support.providedProperty(of: testCase.template) {
            #expect(component.contains("    public var \(property.name): \(property.type) {\n        shared {"), "\(component)")
        }
        let tests = rendering.files.paths.filter { $0.hasPrefix(testCase.testsFolder + "/") }
        for path in tests {
            #expect(rendering.text(path).contains(testCase.isModule ? "@testable import Search\n" : "@testable import ExampleApp\n"), "\(path)")
        }
    }

    @Test(arguments: Support.cases)
    func plugsIntoItsParentAndTypeChecks(_ testCase: Support.Case) throws {
        let rendering = try TemplateTestSupport.render(testCase.template, testCase.arguments)
        for path in rendering.files.paths where path.hasSuffix(".swift") {
            #expect(SwiftSyntaxCheck.problems(in: rendering.text(path)) == [], "\(path)")
        }
        let build = try Support.build(rendering.files, testCase)
        #expect(build.diagnostics.isEmpty, "\(build.diagnostics)")
        #expect(build.needle.contains("\"^->RootComponent->LoggedInComponent->SearchComponent\""), "\(build.needle)")
        #expect(build.needle.contains("\nimport Search\n") == testCase.isModule, "\(build.needle)")
        #expect(build.runs.count == (testCase.isModule ? 5 : 3))
        for run in build.runs {
            #expect(run.status == 0, "\(run)")
        }
    }

    /// The build above can fail: a module whose component is not public does not plug in.
    @Test func aModuleWhoseComponentIsInternalDoesNotPlugIn() throws {
        let testCase = Support.Case(template: "feature-mvsl", mode: "package")
        let rendering = try TemplateTestSupport.render(testCase.template, testCase.arguments)
        let path = "\(testCase.sourcesFolder)/SearchComponent.swift"
        var files = rendering.files
        let unopened = rendering.text(path).replacingOccurrences(of: "public final class SearchComponent", with: "final class SearchComponent")
        #expect(unopened != rendering.text(path))
        files.add(path, text: unopened)
        let build = try Support.build(files, testCase)
        #expect(build.runs.contains { $0.status != 0 && $0.output.contains("cannot find 'SearchComponent' in scope") }, "\(build.runs)")
    }

    @Test(arguments: Support.templates)
    func aPackageIsOneSwiftPMReads(_ template: String) throws {
        let rendering = try TemplateTestSupport.render(template, ["name": "Search", "module": "package"])
        let root = try TemplateTestSupport.makeTemporaryFolder("feature-package")
        defer { try? FileManager.default.removeItem(at: root) }
        try TemplateTestSupport.write(rendering.files, to: root)
        let dump = try StubCompiler.run("/usr/bin/env", ["swift", "package", "dump-package", "--package-path", root.appendingPathComponent("Features/Search").path])
        #expect(dump.status == 0, "\(dump)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        #expect(json["name"] as? String == "Search")
        let platforms = (json["platforms"] as? [[String: Any]])?.map { "\($0["platformName"] ?? "")@\($0["version"] ?? "")" }
        #expect(platforms == [template == "feature-imvvm" ? "ios@16.0" : "ios@17.0"])
        #expect((json["products"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Search"])
        let targets = try #require(json["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["Search", "SearchTests"])
        let products = (targets.first?["dependencies"] as? [[String: Any]])?.compactMap { ($0["product"] as? [Any])?.first as? String }
        #expect(products == (template == "feature-imvvm" ? ["IMVVM", "NeedleFoundation"] : ["NeedleFoundation"]))
        let packages = (json["dependencies"] as? [[String: Any]])?.compactMap { dependency -> String? in
            let control = (dependency["sourceControl"] as? [[String: Any]])?.first
            return (((control?["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first?["urlString"]) as? String
        }
        #expect(packages == (template == "feature-imvvm" ? ["https://github.com/neakor/swiftui-imvvm", "https://github.com/uber/needle"] : ["https://github.com/uber/needle"]))
    }

    @Test func aPackageModuleYmlDeclaresThePackageBesideIt() throws {
        let rendering = try TemplateTestSupport.render("feature-mvsl", Support.Case(template: "feature-mvsl", mode: "package").arguments)
        #expect(rendering.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, in the MVSL pattern.
            # Its code is the local package Search (Package.swift beside this file); paths here are
            # relative to this file. `scaffold generate` makes the feature's target depend on it.
            packages:
              Search:
                path: .
            features:
              Search:
                pattern: mvsl
                parent: LoggedIn
                target: ExampleApp
                module: Search
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
    }

    @Test func aFrameworkModuleYmlDeclaresTheFrameworkAndItsTests() throws {
        let rendering = try TemplateTestSupport.render("feature-imvvm", Support.Case(template: "feature-imvvm", mode: "framework").arguments)
        #expect(rendering.text("Features/Search/module.yml") == """
            # The Search feature: a plugin of the LoggedIn scope, with a view model.
            # Its code is the static framework target Search (static, so that the app and it share one copy
            # of the packages both link, such as Needle's registry); paths here are relative to this file.
            # `scaffold generate` makes the feature's target depend on it.
            targets:
              Search:
                type: framework.static
                platform: iOS
                sources:
                  - Sources/Search
                dependencies:
                  - package: IMVVM
                  - package: Needle
                    product: NeedleFoundation
                settings:
                  base:
                    GENERATE_INFOPLIST_FILE: true
              SearchTests:
                type: bundle.unit-test
                platform: iOS
                sources:
                  - Tests/SearchTests
                dependencies:
                  - target: Search
                settings:
                  base:
                    GENERATE_INFOPLIST_FILE: true
            features:
              Search:
                pattern: imvvm
                parent: LoggedIn
                target: ExampleApp
                module: Search
                title: Search
                icon: puzzlepiece  # an SF Symbol name

            """)
        // Observation needs iOS 17; without tests there is no test target.
        let observable = try TemplateTestSupport.render("feature-observable", ["name": "Search", "module": "framework", "tests": "false"])
        let module = observable.text("Features/Search/module.yml")
        #expect(module.contains("    type: framework.static\n    platform: iOS\n    deploymentTarget: \"17.0\"\n"), "\(module)")
        #expect(module.contains("      - package: Needle\n        product: NeedleFoundation\n    settings:\n      base:\n        GENERATE_INFOPLIST_FILE: true\nfeatures:\n"), "\(module)")
        #expect(!module.contains("SearchTests"))
    }

    /// Every mode's feature entry shows the plugin's title and icon, so users see where to change
    /// them; a feature in the app adds its tests to the app's unit-test target.
    @Test(arguments: Support.cases)
    func moduleYmlNamesTheTitleIconAndTestTarget(_ testCase: Support.Case) throws {
        let module = try TemplateTestSupport.render(testCase.template, testCase.arguments).text("Features/Search/module.yml")
        #expect(module.hasSuffix("    title: Search\n    icon: puzzlepiece  # an SF Symbol name\n"), "\(module)")
        #expect(module.contains("    module: Search\n") == testCase.isModule)
        #expect(module.contains("targets:\n  ExampleAppTests:\n    sources:\n      - Tests/SearchTests\nfeatures:\n") == !testCase.isModule, "\(module)")
        let untested = try TemplateTestSupport.render(testCase.template, testCase.arguments.merging(["tests": "false"]) { $1 })
        #expect(!untested.text("Features/Search/module.yml").contains("ExampleAppTests"))
    }

    /// The next steps are what is left after `scaffold generate`: no hand edit of a switch.
    @Test(arguments: Support.cases)
    func theMessageLeavesNoHandEdit(_ testCase: Support.Case) throws {
        let message = try #require(try TemplateTestSupport.render(testCase.template, testCase.arguments).message)
        #expect(message.contains("""
              1. Run `scaffold generate`: it reads Features/Search/module.yml, adds the `.search`
                 case to LoggedInPlugin and has LoggedInComponent build the plugin with
                 `SearchComponent(parent: self).make()`.

            """), "\(message)")
        #expect(message.contains("ExampleApp depends on the module Search") == testCase.isModule, "\(message)")
        #expect(!message.contains("case .search:") && !message.contains("makePlugin"), "no step asks for an edit of the parent: \(message)")
        #expect(message.contains("iOS 17") == (testCase.template != "feature-imvvm"), "\(message)")
        #expect(message.hasSuffix("The plugin's title and icon (an SF Symbol) are in module.yml: change them there.\n"), "\(message)")
        #expect(!message.contains("Note:"), "nothing is missing with a target and a test target: \(message)")
    }

    /// In the app, without a test target, the message says where the tests must be added.
    @Test(arguments: Support.templates)
    func aFolderFeatureWithoutATestTargetSaysWhereItsTestsGo(_ template: String) throws {
        let message = try #require(try TemplateTestSupport.render(template, ["name": "Search", "target": "App"]).message)
        #expect(message.contains("Note: module.yml names no test target: add Features/Search/Tests/SearchTests to the\nsources of your unit-test target, or pass --test-target.\n"), "\(message)")
        let module = try #require(try TemplateTestSupport.render(template, ["name": "Search", "target": "App", "module": "package"]).message)
        #expect(!module.contains("test target"), "a module's tests are its own target's: \(module)")
    }

    /// A module without a target (no manifest to take the app target from) says what to add.
    @Test(arguments: Support.templates)
    func aModuleWithoutATargetSaysWhichTargetToName(_ template: String) throws {
        let message = try #require(try TemplateTestSupport.render(template, ["name": "Search", "module": "framework"]).message)
        #expect(message.contains("module.yml names no target: add `target: <your app target>` to the feature"), "\(message)")
        #expect(!message.contains("pass --target"), "\(message)")
    }
}
