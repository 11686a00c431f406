import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing

/// Tuist 4's API as the helpers of real workspaces call it (each call below stopped a public
/// workspace before: a `Path` where scaffold took a `String`, a missing label, an
/// `Environment.Value` enum), and Tuist's leniency: what Tuist warns about or does not check
/// is a located warning, never an error. One manifest, so one compile.
@Suite struct TuistFourAPITests {
    static let helper = """
        import ProjectDescription

        public extension TargetScript {
            static let lint = TargetScript.pre(path: .relativeToRoot("Scripts/lint.sh"), arguments: "--strict", name: "Lint",
                                               inputPaths: [.glob("Sources/**/*.swift")], outputPaths: ["$(DERIVED_FILE_DIR)/lint.txt"],
                                               dependencyFile: "$(DERIVED_FILE_DIR)/lint.d")
        }

        public extension Arguments {
            static func appending(_ base: Arguments = .arguments()) -> Arguments {
                .arguments(environmentVariables: base.environmentVariables, launchArguments: base.launchArguments + [.launchArgument(name: "-UITests", isEnabled: true)])
            }
        }

        public let isCI = Environment.isCi.getBoolean(default: false)
        public let flavour: String = Environment.appFlavour.getString(default: "dev")
        """

    static let manifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(
            name: "Shop",
            packages: [
                .package(path: .relativeToRoot("Packages/Kit")),
                .package(url: "https://github.com/acme/Charts", "1.2.0"..<"2.0.0"),
                .package(url: "https://github.com/acme/Exact", .exact("3.1.4")),
                .package(id: "acme.registry", from: "1.0.0"),
            ],
            settings: .settings(configurations: [
                .debug(name: .debug, xcconfig: .relativeToRoot("Configs/Missing.xcconfig")),
                .release(name: .release),
            ]),
            targets: [
                .target(name: "Shop", destinations: [.iPhone, .iPad, .mac], product: .app, bundleId: "dev.shop.\\(flavour)",
                        infoPlist: .extendingDefault(with: ["UILaunchScreen": InfoPlist.Value.dictionary([:])]),
                        sources: ["Sources/**"], resources: [.folderReference(path: "Missing")], scripts: [.lint],
                        dependencies: [
                            .package(product: "KitCore", condition: .when([.ios])),
                            .package(product: "Charts", type: .runtime),
                            .sdk(name: "StoreKit", type: .framework, status: .optional),
                            .xcframework(path: "Frameworks/Pay.xcframework", status: .none),
                        ]),
                .target(name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "dev.shop.tests",
                        sources: ["Tests/**"], dependencies: [.target(name: "Shop"), .xctest]),
            ],
            schemes: [
                .scheme(
                    name: "Shop",
                    buildAction: .buildAction(targets: ["Shop"], runPostActionsOnFailure: true, findImplicitDependencies: false),
                    testAction: .targets(["ShopTests", .testableTarget(target: "ShopUITests", parallelization: .enabled)],
                                         options: .options(coverage: true, codeCoverageTargets: ["Shop"])),
                    runAction: .runAction(configuration: .debug, attachDebugger: false, executable: "Shop",
                                          arguments: .appending(), options: .options(language: "fr", region: "FR"),
                                          diagnosticsOptions: .options(mainThreadCheckerEnabled: false)),
                    archiveAction: .archiveAction(configuration: .release, customArchiveName: "Shop \\(isCI)"),
                    profileAction: .profileAction(executable: .askOnLaunch)
                ),
            ]
        )
        """

    @Test func realWorkspacesCallsCompileAndMeanWhatTheyMeanInTuist() throws {
        let root = try makeFolder(files: [
            ".git/HEAD": "", "Tuist/ProjectDescriptionHelpers/Helpers.swift": Self.helper, "Project.swift": Self.manifest,
            "Sources/App.swift": "", "Tests/Tests.swift": "", "Scripts/lint.sh": "", "Frameworks/Pay.xcframework/Info.plist": "",
            "Packages/Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitCore", targets: ["KitCore"])], targets: [.target(name: "KitCore")])
                """,
        ])
        let loaded = try load(root, environment: ["TUIST_APP_FLAVOUR": "beta", "TUIST_IS_CI": "1"])
        let project = loaded.project
        let shop = try #require(project.target(named: "Shop"))
        #expect(shop.settings.base["PRODUCT_BUNDLE_IDENTIFIER"] == .string("dev.shop.beta"), "Environment.appFlavour reads TUIST_APP_FLAVOUR")
        #expect(shop.platform == .iOS)
        let lint = try #require(shop.preBuildScripts.first)
        #expect(lint.script?.contains("Scripts/lint.sh --strict") == true, "\(String(describing: lint.script))")
        #expect(lint.inputFiles == ["Sources/**/*.swift"])
        #expect(shop.dependencies.map { "\($0.name)/\($0.product ?? "-")" } == ["Kit/KitCore", "Charts/Charts", "StoreKit.framework/-", "Frameworks/Pay.xcframework/-"])
        #expect(shop.dependencies[2].weak == true, "status: .optional links weakly")
        #expect(shop.dependencies[3].link == false, "status: .none does not link")
        #expect(project.target(named: "ShopTests")?.dependencies.map(\.name) == ["Shop", "XCTest.framework"])
        let packages = Dictionary(uniqueKeysWithValues: project.packages.map { ($0.name, $0.source) })
        #expect(packages["Kit"] == .local(path: "Packages/Kit"))
        #expect(packages["Charts"] == .remote(url: "https://github.com/acme/Charts", requirement: .range(from: "1.2.0", to: "2.0.0")))
        #expect(packages["Exact"] == .remote(url: "https://github.com/acme/Exact", requirement: .exact("3.1.4")))
        #expect(packages["acme.registry"] == nil)

        let scheme = try #require(project.schemes.first { $0.name == "Shop" })
        #expect(scheme.build.targets.map(\.target) == ["Shop", "ShopTests"], "ShopUITests is no target of the project: left out")
        #expect(scheme.test?.gatherCoverageData == true)
        #expect(scheme.run?.config == "Debug")
        #expect(scheme.run?.executable == "Shop")
        #expect(scheme.run?.commandLineArguments == ["-UITests": true])
        #expect(scheme.archive?.config == "Release")

        let warnings = loaded.warnings.map { "\($0.location?.line ?? 0): \($0.message)" }
        func warned(_ text: String) -> Bool { warnings.contains { $0.contains(text) } }
        #expect(warned("registry package 'acme.registry' is not supported"), "\(warnings)")
        #expect(warned("has destinations on several platforms (iOS, macOS)"))
        #expect(warned("config file 'Configs/Missing.xcconfig' does not exist"))
        #expect(warned("resource path 'Missing' does not exist; it is left out, as Tuist does"))
        #expect(warned("names target 'ShopUITests', which the project does not have"))
        #expect(warned("'platformFilters'"), "a platform condition is read, not generated yet")
        // The test action's coverage targets, language and region are generated; the run action's language is not yet.
        #expect(!warned("'coverageTargets'"))
        #expect(warned("'discoveredDependencyFile'"))
        #expect(warned("'language'") && warned("'debugEnabled'") && warned("'disableMainThreadChecker'"))
        #expect(!warnings.contains { $0.hasPrefix("0:") }, "every warning is located: \(warnings)")
    }
}
