import Foundation
import ProjectGeneration
import ProjectSpec
import Testing

/// The rest of Tuist's target and project API that real manifests and their helper factories
/// pass along: copy files, headers, Core Data models, additional files, the run environment,
/// `Project.Options`, a run action's executable, `.relativeToRoot` sources, and what scaffold
/// reads but does not apply (each a warning at its call).
@Suite struct TuistTargetExtrasTests {
    static let manifest = """
        import ProjectDescription

        let project = Project(
            name: "Kit",
            options: .options(automaticSchemesOptions: .disabled, defaultKnownRegions: ["en"], developmentRegion: "fr"),
            targets: [
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "dev.kit",
                        sources: ["Sources/**", .glob(.relativeToRoot("Shared/**"))],
                        copyFiles: [.resources(name: "Fonts", subpath: "Fonts", files: ["Fonts.ttf"])],
                        headers: .headers(public: ["Headers/Kit.h"], private: ["Headers/KitPrivate.h"]),
                        settings: .settings(base: ["A": "1"].merging(["A": "2", "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/Host.app/Host"])),
                        coreDataModels: [.coreDataModel("Model.xcdatamodeld")],
                        environmentVariables: ["KIT_LOG": "1"],
                        additionalFiles: ["Docs/**"], mergeable: true),
            ],
            schemes: [
                .scheme(name: "Run", buildAction: .buildAction(targets: ["Kit"]), runAction: .runAction(executable: "Kit")),
                .scheme(name: "Plans", buildAction: .buildAction(targets: ["Kit"]), testAction: .testPlans(["Kit.xctestplan", "Smoke.xctestplan"])),
            ],
            resourceSynthesizers: .default
        )
        """

    /// As in Tuist, a target's environment variables and launch arguments are its automatic
    /// scheme's.
    @Test func aTargetsEnvironmentGoesToItsAutomaticScheme() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "Kit", targets: [
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "dev.kit", sources: ["Sources/**"],
                        environmentVariables: ["KIT_LOG": "1"], launchArguments: [.launchArgument(name: "-verbose", isEnabled: true)]),
            ])
            """
        let root = try makeFolder(files: ["Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
                                          "Kit/Project.swift": manifest, "Kit/Sources/Kit.swift": ""])
        let kit = try #require(try load(root.appendingPathComponent("Kit")).project.target(named: "Kit"))
        #expect(kit.scheme?.environmentVariables == ["KIT_LOG": "1"])
        #expect(kit.scheme?.commandLineArguments == ["-verbose": true])
    }

    @Test func eachArgumentBecomesWhatTheModelSaysOrAWarning() throws {
        let root = try makeFolder(files: [
            "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n", "Shared/Common.swift": "",
            "Kit/Project.swift": Self.manifest, "Kit/Sources/Kit.swift": "", "Kit/Fonts.ttf": "", "Kit/Headers/Kit.h": "",
            "Kit/Headers/KitPrivate.h": "", "Kit/Model.xcdatamodeld/Model.xcdatamodel/contents": "", "Kit/Docs/README.md": "",
            "Kit/Kit.xctestplan": "{}", "Kit/Smoke.xctestplan": "{}",
        ])
        let loaded = try load(root.appendingPathComponent("Kit"))
        let kit = try #require(loaded.project.target(named: "Kit"))
        let sources = Dictionary(kit.sources.map { ($0.path, $0) }) { first, _ in first }
        #expect(sources["../Shared"] != nil, "a .relativeToRoot glob starts at the folder holding Tuist/: \(kit.sources.map(\.path))")
        #expect(sources["Fonts.ttf"]?.buildPhase == .copyFiles(destination: "resources", subpath: "Fonts"))
        #expect(sources["Headers/Kit.h"]?.headerVisibility == "public")
        #expect(sources["Headers/KitPrivate.h"]?.headerVisibility == "private")
        #expect(sources["Model.xcdatamodeld"] != nil)
        #expect(sources["Docs"]?.buildPhase == SourceBuildPhase.none)
        #expect(kit.scheme == nil, "with automatic schemes off, a target's environment has no scheme to go to")
        #expect(kit.settings.base["A"] == .string("2") && kit.settings.base["TEST_HOST"] == .string("$(BUILT_PRODUCTS_DIR)/Host.app/Host"), "SettingsDictionary.merging(_:)")
        #expect(loaded.project.options.generateTargetSchemes == false, "automaticSchemesOptions: .disabled")
        #expect(loaded.project.options.developmentLanguage == "fr")
        #expect(loaded.project.schemes.first { $0.name == "Run" }?.run?.executable == "Kit")
        let plans = loaded.project.schemes.first { $0.name == "Plans" }?.test?.testPlans ?? []
        #expect(plans.map(\.path) == ["Kit.xctestplan", "Smoke.xctestplan"] && plans.map(\.defaultPlan) == [true, false])
        let warnings = loaded.warnings.map(\.message)
        for unapplied in ["defaultKnownRegions", "resourceSynthesizers", "target 'Kit': mergeable", "target 'Kit': its environment variables"] {
            #expect(warnings.contains { $0.contains(unapplied) }, "\(unapplied): \(warnings)")
        }
        #expect(loaded.warnings.allSatisfy { $0.location?.file.hasSuffix("Project.swift") == true }, "each at the manifest's call")
    }

    /// As in Tuist, a glob's excludes are relative to the manifest; they leave out files of the
    /// glob, and of `additionalFiles`, brace patterns included.
    @Test func globExcludesAreRelativeToTheManifest() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app",
                        sources: [.glob("App/Sources/**", excluding: "App/Sources/**/*ExcludeMe.swift")],
                        additionalFiles: [.glob(pattern: "**/.*.yml", excluding: ["App/Internal/**"]), "App/*.{entitlements,xcconfig}"]),
            ])
            """
        let root = try makeFolder(files: [
            "Project.swift": manifest, "App/Sources/A.swift": "", "App/Sources/Sub/BExcludeMe.swift": "", "App/Sources/Sub/C.swift": "",
            "App/App.entitlements": "", "App/App.xcconfig": "", "App/.lint.yml": "", "App/Internal/.hidden.yml": "",
        ])
        let files = try GenerationPlan(try load(root), toolVersion: "tests", useCache: false).files
        let pbxproj = String(decoding: files.files["App.xcodeproj/project.pbxproj"] ?? [], as: UTF8.self)
        for kept in ["A.swift", "C.swift", ".lint.yml", "App.entitlements", "App.xcconfig"] { #expect(pbxproj.contains("path = \(kept);"), "\(kept)") }
        for excluded in ["BExcludeMe.swift", ".hidden.yml"] { #expect(!pbxproj.contains(excluded), "\(excluded)") }
    }

    /// Helpers that make every dependency `.project(target:path:)` name the project's own folder
    /// for its own targets: as in Tuist, that is a dependency on the target, not a cycle.
    @Test func aProjectDependencyOnTheProjectsOwnFolderIsATargetDependency() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "Kit", targets: [
                .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: "Sources/**"),
                .target(name: "CoreTests", destinations: .iOS, product: .unitTests, bundleId: "dev.core.tests", sources: "Sources/**",
                        dependencies: [.project(target: "Core", path: .relativeToRoot("Modules/Kit"))]),
            ])
            """
        let root = try makeFolder(files: [".git/HEAD": "", "Modules/Kit/Project.swift": manifest, "Modules/Kit/Sources/Core.swift": ""])
        let project = try load(root.appendingPathComponent("Modules/Kit")).project
        #expect(project.target(named: "CoreTests")?.dependencies.map(\.name) == ["Core"])
        #expect(project.projectReferences.isEmpty)
    }
}
