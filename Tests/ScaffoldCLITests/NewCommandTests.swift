import Foundation
import Testing

/// `scaffold new` as a user runs it, with a project-local template.
@Suite struct NewCommandTests {
    func projectWithSampleTemplate() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/Fixtures/Templates/sample"),
                                         to: folder.appendingPathComponent("Templates/sample"))
        return folder
    }

    @Test func writesTheRenderedFilesAndTheNextSteps() throws {
        let folder = try projectWithSampleTemplate()
        let result = try Scaffold.run(["new", "sample", "Profile", "--no-view-model", "--screens", "Main"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "created Profile/ProfileView.swift\ncreated Profile/Screens/MainScreen.swift\n\nRun `scaffold generate` to add Profile to the project.\n")
    }

    @Test func conflictsDryRunsBadNamesAndUnknownParametersChangeNothing() throws {
        let folder = try projectWithSampleTemplate()
        #expect(try Scaffold.run(["new", "sample", "Profile"], in: folder).status == 0)
        let before = snapshot(folder)

        let again = try Scaffold.run(["new", "sample", "Profile"], in: folder)
        #expect(again.status == 1)
        #expect(again.error.hasPrefix("error: 4 files already exist; nothing was written (use --force to overwrite):\n    Profile/ProfileView.swift\n"))

        let dryRun = try Scaffold.run(["new", "sample", "Other", "--dry-run"], in: folder)
        #expect(dryRun.status == 0)
        #expect(dryRun.output.contains("would create Other/OtherView.swift\n"))
        let conflictingDryRun = try Scaffold.run(["new", "sample", "Profile", "--dry-run"], in: folder)
        #expect(conflictingDryRun.status == 1)
        #expect(conflictingDryRun.error.hasPrefix("error: 4 files already exist"))

        let badName = try Scaffold.run(["new", "sample", "not-a-type"], in: folder)
        #expect(badName.status == 1)
        #expect(badName.error.contains("invalid value 'not-a-type' for --name"))

        let unknown = try Scaffold.run(["new", "sample", "Other", "--colour", "red"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("unknown parameter --colour; valid: --name, --viewModel, --screens, --pattern"))

        let traversal = try Scaffold.run(["new", "sample", "Other", "--screens", "../../Escape"], in: folder)
        #expect(traversal.status == 1)
        #expect(traversal.error.contains("refusing to write 'Other/Screens/../../EscapeScreen.swift'"))
        #expect(snapshot(folder) == before)
    }

    @Test func forceOverwrites() throws {
        let folder = try projectWithSampleTemplate()
        #expect(try Scaffold.run(["new", "sample", "Profile"], in: folder).status == 0)
        let view = folder.appendingPathComponent("Profile/ProfileView.swift")
        try Data("edited".utf8).write(to: view)
        let forced = try Scaffold.run(["new", "sample", "Profile", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(forced.output.contains("overwrote Profile/ProfileView.swift"))
        #expect(try String(contentsOf: view, encoding: .utf8).contains("struct ProfileView"))
    }

    @Test func aNewFeatureInTheExampleIsInTheProjectAfterGenerate() throws {
        let root = try copyOfExample()
        let example = root.appendingPathComponent("Example")
        let created = try Scaffold.run(["new", "feature", "Search", "--parent", "LoggedIn"], in: example)
        #expect(created.status == 0, "\(created.error)")
        #expect(created.output.contains("created Features/Search/SearchComponent.swift"))
        let module = try String(contentsOf: example.appendingPathComponent("Features/Search/module.yml"), encoding: .utf8)
        #expect(module.contains("target: ExampleApp"))

        let generated = try Scaffold.run(["generate"], in: root)
        #expect(generated.status == 0, "\(generated.error)")
        let pbxproj = try String(contentsOf: root.appendingPathComponent("Example.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(pbxproj.contains("SearchView.swift in Sources"))
        #expect(pbxproj.contains("SearchInteractorTests.swift in Sources"))
        let flags = try String(contentsOf: example.appendingPathComponent("App/Plugins/FeatureFlags.swift"), encoding: .utf8)
        #expect(flags.contains("enum LoggedInPlugin: String, PluginFlag {\n    case profile\n    case search\n    case settings\n"))
        #expect(flags.contains("            return SearchComponent(parent: self).make().typeErased()\n"))

        let before = snapshot(root)
        let again = try Scaffold.run(["new", "feature", "Search", "--parent", "LoggedIn"], in: example)
        #expect(again.status == 1)
        #expect(snapshot(root) == before)
        let profile = try Scaffold.run(["new", "feature", "Profile", "--parent", "LoggedIn"], in: example)
        #expect(profile.status == 1)
        #expect(profile.error.contains("error: Project.yml already has a feature named 'Profile'"))
        // With --force the name may be taken; the dry run then lists what it would overwrite.
        let forced = try Scaffold.run(["new", "feature", "Profile", "--force", "--dry-run"], in: example)
        #expect(forced.status == 0, "\(forced.error)")
        #expect(forced.output.contains("would overwrite Features/Profile/ProfileView.swift"))
        #expect(snapshot(root) == before)
    }

    /// Run from the repository root (beside Project.yml) or any folder inside it, a feature goes
    /// where the manifest's `include:` reads features (`Example/Features/*/module.yml`), so the
    /// next `generate` sees it; `--output` still decides when given.
    @Test func aNewFeatureGoesWhereTheManifestReadsFeaturesFromAnyFolder() throws {
        let root = try copyOfExample()
        let created = try Scaffold.run(["new", "feature", "Search", "--parent", "LoggedIn"], in: root)
        #expect(created.status == 0, "\(created.error)")
        #expect(created.output.contains("created Example/Features/Search/SearchComponent.swift\n"), "\(created.output)")
        #expect(created.output.contains("created Example/Features/Search/Tests/SearchTests/SearchInteractorTests.swift\n"))
        #expect(!created.error.contains("no include:"), "\(created.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Features").path))
        let validated = try Scaffold.run(["validate"], in: root)
        #expect(validated.output.contains("5 features"), "\(validated.output)")

        let nested = root.appendingPathComponent("Example/App")
        let dryRun = try Scaffold.run(["new", "feature", "Cart", "--parent", "LoggedIn", "--pattern", "mvsl", "--dry-run"], in: nested)
        #expect(dryRun.status == 0, "\(dryRun.error)")
        #expect(dryRun.output.contains("would create \(root.path)/Example/Features/Cart/module.yml\n"), "\(dryRun.output)")

        let elsewhere = try Scaffold.run(["new", "feature", "Feed", "--parent", "LoggedIn", "--output", "Other", "--dry-run"], in: root)
        #expect(elsewhere.output.contains("would create Other/Features/Feed/module.yml\n"), "\(elsewhere.output)")
    }

    /// A feature that names a parent or target the manifest lacks is refused before anything is
    /// written: the next `generate` would fail on it. A dry run fails the same way.
    @Test func aNewFeatureMustFitTheProject() throws {
        let root = try copyOfExample()
        let example = root.appendingPathComponent("Example")
        let before = snapshot(root)
        let parent = try Scaffold.run(["new", "feature", "Search", "--parent", "LogedIn"], in: example)
        #expect(parent.status == 1)
        #expect(parent.error.contains("error: --parent 'LogedIn' is not a feature of Project.yml\n    hint: did you mean 'LoggedIn'?"))
        let target = try Scaffold.run(["new", "feature", "Search", "--target", "Nope", "--dry-run"], in: example)
        #expect(target.status == 1)
        #expect(target.error.contains("error: --target 'Nope' is not a target of Project.yml\n    hint: its targets: ExampleApp, ExampleAppTests"))
        let scope = try Scaffold.run(["new", "feature", "LoggedIn", "--parent", "LoggedOut"], in: example)
        #expect(scope.status == 1)
        #expect(scope.error.contains("already has a feature named 'LoggedIn'"))
        #expect(snapshot(root) == before)

        // Written with --output where no include: glob looks, the module.yml is reported unread.
        let outside = try Scaffold.run(["new", "feature", "Search", "--output", "."], in: root)
        #expect(outside.status == 0, "\(outside.error)")
        #expect(outside.error.contains("warning: no include: of Project.yml matches Features/Search/module.yml"))
        let inside = try Scaffold.run(["new", "feature", "Search"], in: root)
        #expect(inside.status == 0, "\(inside.error)")
        #expect(!inside.error.contains("warning"))
    }

    /// `--module package|framework` goes through `new`'s parameter parsing to the feature
    /// templates: the files go where the manifest reads features, in SwiftPM's layout; the
    /// module's name must not be a target or package the manifest already has.
    @Test func aFeatureInItsOwnModule() throws {
        let root = try copyOfExample()
        let package = try Scaffold.run(["new", "feature", "Wallet", "--parent", "LoggedIn", "--module", "package", "--dry-run"], in: root)
        #expect(package.status == 0, "\(package.error)")
        #expect(package.output == """
            would create Example/Features/Wallet/Package.swift
            would create Example/Features/Wallet/Sources/Wallet/WalletComponent.swift
            would create Example/Features/Wallet/Sources/Wallet/WalletInteractor.swift
            would create Example/Features/Wallet/Sources/Wallet/WalletView.swift
            would create Example/Features/Wallet/Sources/Wallet/WalletViewModel.swift
            would create Example/Features/Wallet/Tests/WalletTests/WalletInteractorTests.swift
            would create Example/Features/Wallet/module.yml

            """)
        let framework = try Scaffold.run(["new", "feature", "Feed", "--pattern", "observable", "--module=framework"], in: root)
        #expect(framework.status == 0, "\(framework.error)")
        #expect(framework.output.contains("created Example/Features/Feed/Sources/Feed/FeedComponent.swift\n"), "\(framework.output)")
        #expect(framework.output.contains("as the static framework target Feed.\n"), "\(framework.output)")
        let module = try String(contentsOf: root.appendingPathComponent("Example/Features/Feed/module.yml"), encoding: .utf8)
        #expect(module.contains("targets:\n  Feed:\n    type: framework.static\n"), "\(module)")
        #expect(module.contains("    target: ExampleApp\n    module: Feed\n"), "\(module)")

        let before = snapshot(root)
        let taken = try Scaffold.run(["new", "feature", "IMVVM", "--module", "package", "--dry-run"], in: root)
        #expect(taken.status == 1)
        #expect(taken.error.contains("error: Project.yml already has a package named 'IMVVM'\n    hint: --module package makes a package named after the feature"), "\(taken.error)")
        let target = try Scaffold.run(["new", "feature", "ExampleApp", "--module", "framework"], in: root)
        #expect(target.status == 1)
        #expect(target.error.contains("error: Project.yml already has a target named 'ExampleApp'"), "\(target.error)")
        let bad = try Scaffold.run(["new", "feature", "Cart", "--module", "pakage"], in: root)
        #expect(bad.status == 1)
        #expect(bad.error.contains("--module"), "\(bad.error)")
        #expect(snapshot(root) == before)
        // In the app target, the name of a target is no problem.
        #expect(try Scaffold.run(["new", "feature", "ExampleApp", "--dry-run"], in: root).status == 0)
    }

    /// A feature is checked against the project; a manifest that does not load stops `new`
    /// with the manifest's own errors, a dry run too, and nothing is written. Without any
    /// manifest the files are written, and stderr says nothing was checked.
    @Test func aFeatureIsNotWrittenUncheckedAgainstABrokenManifest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("name: Broken\ntargets: 5\n".utf8).write(to: folder.appendingPathComponent("Project.yml"))
        let before = snapshot(folder)
        for extra in [[], ["--dry-run"]] {
            let result = try Scaffold.run(["new", "feature", "Search", "--parent", "Root"] + extra, in: folder)
            #expect(result.status == 1)
            #expect(result.error.contains("Project.yml:2:10: error:"), "\(result.error)")
            #expect(result.output.isEmpty)
        }
        #expect(snapshot(folder) == before)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Project.yml"))
        let unchecked = try Scaffold.run(["new", "feature", "Search", "--parent", "Root", "--dry-run"], in: folder)
        #expect(unchecked.status == 0, "\(unchecked.error)")
        #expect(unchecked.error.contains("--parent and --target were not checked"))
    }

    @Test func templateListAndLint() throws {
        let folder = try projectWithSampleTemplate()
        let list = try Scaffold.run(["template", "list"], in: folder)
        #expect(list.output.contains("""
        sample (project): A small template for the engine's tests.
            <name>                           required. The feature name, UpperCamelCase.
            --[no-]view-model                default: true.
            --screens <list>                 default: Home,Detail.
            --pattern imvvm|mvsl|observable  default: imvvm.

        """))
        let json = try Scaffold.run(["template", "list", "--format", "json"], in: folder)
        let templates = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        let sample = templates?.first { $0["name"] as? String == "sample" }
        let parameters = sample?["parameters"] as? [[String: Any]]
        #expect(parameters?.map { $0["usage"] as? String } == ["<name>", "--[no-]view-model", "--screens <list>", "--pattern imvvm|mvsl|observable"])
        #expect(parameters?.last?["choices"] as? [String] == ["imvvm", "mvsl", "observable"])
        let lint = try Scaffold.run(["template", "lint", "Templates/sample"], in: folder)
        #expect(lint.status == 0, "\(lint.error)")
        #expect(lint.output == "sample: ok (6 parameter sets rendered and parsed)\n")

        try Data("struct Broken {\n".utf8).write(to: folder.appendingPathComponent("Templates/sample/ViewModel.swift.stencil"))
        let broken = try Scaffold.run(["template", "lint", "Templates/sample"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.error.contains("defaults: SampleName/SampleNameViewModel.swift:1:16: expected '}' to end struct"))
    }

    @Test func templateNewWritesAStarterThatLintsClean() throws {
        let folder = try projectWithSampleTemplate()
        #expect(try Scaffold.run(["template", "new", "widget"], in: folder).status == 0)
        let lint = try Scaffold.run(["template", "lint", "Templates/widget"], in: folder)
        #expect(lint.status == 0, "\(lint.error)")
        #expect(try Scaffold.run(["new", "widget", "Clock"], in: folder).output.contains("created Clock/Clock.swift"))
    }
}
