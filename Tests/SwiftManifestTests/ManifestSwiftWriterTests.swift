import Foundation
import ManifestLoader
import ProjectGeneration
import ProjectSpec
import SwiftParser
import Testing

/// `ManifestSwiftWriter`: a project written as a `Project.swift` loads into the project its
/// YAML (`ManifestEncoder`) loads into, and generates the same files; the text parses; what the
/// Swift API cannot say is a warning.
@Suite struct ManifestSwiftWriterTests {
    /// Text with what a Swift literal must take care of: quotes, backslashes, `\(`, `"#`, `\#`,
    /// a tab, `$(…)`/`${…}` and non-ASCII.
    static let awkward = "echo \"$(SRCROOT)\" ${SCAFFOLD_TEST_NEVER_SET} \\(not) \"#x\"# \\#y\tz é"
    /// The same with a control character and a carriage return, which only an escaped literal holds.
    static let controlled = awkward + "\u{1}\r"

    /// Every field `scaffold import` fills (and a few more), as the importer would leave them.
    static func project() -> Project {
        var project = Project(name: "Shop")
        project.configs = [.init(name: "Debug", type: .debug), .init(name: "Staging", type: .release), .init(name: "Release", type: .release)]
        project.settings = Settings(
            base: ["SDKROOT": .string("iphoneos"), "OTHER_LDFLAGS": .list(["-ObjC", "-l\"z\""]), "EMPTY_LIST": .list([]), "EMPTY": .string("")],
            configs: ["Debug": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .string("DEBUG")], "Staging": ["GREETING": .string(controlled)]]
        )
        project.configFiles = ["Debug": "Configs/Debug.xcconfig", "Release": "Configs/Release.xcconfig"]
        project.options.defaultConfig = "Staging"
        project.options.settingPresets = .targets
        project.options.bundleIdPrefix = "com.example"
        project.options.deploymentTarget = [.iOS: "16.0", .tvOS: "17.0", .watchOS: "10.0"]
        project.fileGroups = ["Docs", "README.md"]
        let fork = SwiftPackage(name: "swift-log-abc123", source: .remote(url: "https://github.com/fork/swift-log.git", requirement: .upToNextMinor("1.5.0")))
        project.packages = [
            SwiftPackage(name: "Alamofire", source: .remote(url: "https://github.com/Alamofire/Alamofire.git", requirement: .upToNextMajor("5.8.1"))),
            SwiftPackage(name: "swift-log", source: .remote(url: "https://github.com/apple/swift-log", requirement: .exact("1.5.3-beta.1"))),
            SwiftPackage(name: "Yams", source: .remote(url: "https://github.com/jpsim/Yams", requirement: .range(from: "5.0.0", to: "6.0.0"))),
            SwiftPackage(name: "Sparkle", source: .remote(url: "https://github.com/sparkle-project/Sparkle", requirement: .branch("2.x"))),
            SwiftPackage(name: "Nuke", source: .remote(url: "https://github.com/kean/Nuke", requirement: .revision("0123456789abcdef"))),
            fork,
            SwiftPackage(name: "Kit", source: .local(path: "Packages/Kit")),
        ]

        var app = Target(name: "App", type: .application, platform: .iOS)
        app.sources = [TargetSource(path: "Web", type: .folder), TargetSource(path: "App", excludes: ["Legacy", "Notes.md"]), TargetSource(path: "Generated/Secrets.swift", optional: true), TargetSource(path: "Synced", excludes: ["Skip.swift"], type: .syncedFolder)]
        app.productName = "Shop"
        app.settings = Settings(base: ["PRODUCT_BUNDLE_IDENTIFIER": .string("com.example.shop"), "INFOPLIST_FILE": .string("App/Info.plist")],
                                configs: ["Staging": ["CODE_SIGN_IDENTITY": .string("Apple Distribution")]])
        app.configFiles = ["Release": "Configs/App.xcconfig"]
        var embeddedKit = Dependency(kind: .target, name: "Kit", embed: false)
        embeddedKit.link = true
        var weak = Dependency(kind: .sdk, name: "StoreKit.framework")
        weak.weak = true
        var filtered = Dependency(kind: .sdk, name: "UIKit.framework")
        filtered.platformFilters = ["iOS", "macCatalyst"]
        app.dependencies = [
            embeddedKit, Dependency(kind: .target, name: "Tool", link: false), weak, filtered,
            Dependency(kind: .sdk, name: "libz.tbd"), Dependency(kind: .sdk, name: "libsqlite3.dylib"),
            Dependency(kind: .framework, name: "Vendor/Legacy.framework"), Dependency(kind: .framework, name: "Vendor/Embedded.framework", embed: true),
            Dependency(kind: .package, name: "Alamofire"), Dependency(kind: .package, name: "Kit", product: "KitUI"),
            Dependency(kind: .package, name: "swift-log", product: "Logging", embed: true), Dependency(kind: .package, name: "swift-log-abc123", product: "Logging"),
        ]
        app.preBuildScripts = [BuildScript(name: "Lint \"strict\"", script: "#!/bin/bash\n" + awkward + "\nexit 0\n", shell: "/bin/bash",
                                           inputFiles: ["$(SRCROOT)/App", "${SCAFFOLD_TEST_NEVER_SET}/x"], outputFiles: ["$(DERIVED_FILE_DIR)/lint.txt"],
                                           inputFileLists: ["Lists/in.xcfilelist"], outputFileLists: ["Lists/out.xcfilelist"], basedOnDependencyAnalysis: false)]
        app.postCompileScripts = [BuildScript(name: "Stamp", script: "echo stamp \"\"\"#\"##\n")]
        app.postBuildScripts = [BuildScript(name: "Install", script: "echo install", runOnlyWhenInstalling: true), BuildScript(name: "Sign", path: "Scripts/sign.sh")]
        app.phaseOrder = [.script("Lint \"strict\""), .headers, .sources, .script("Stamp"), .frameworks, .resources, .copyFiles("Embed Frameworks")]

        var kit = Target(name: "Kit", type: .framework, platform: .iOS, sources: [TargetSource(path: "Kit")])
        kit.settings = Settings(base: ["GENERATE_INFOPLIST_FILE": .string("YES")])
        kit.deploymentTarget = "15.0"
        // No Info.plist setting: a Project.swift says `.fromBuildSettings`, so nothing is added.
        let kitTests = Target(name: "KitTests", type: .unitTestBundle, platform: .iOS, sources: [TargetSource(path: "KitTests")],
                              dependencies: [Dependency(kind: .target, name: "Kit")])
        let tool = Target(name: "Tool", type: .commandLineTool, platform: .macOS, sources: [TargetSource(path: "Tool")])
        var all = Target(name: "All", type: .none, platform: .iOS)
        all.isAggregate = true
        all.dependencies = [Dependency(kind: .target, name: "App"), Dependency(kind: .target, name: "Kit")]
        all.postBuildScripts = [BuildScript(name: "Archive", script: "make archive\n")]
        all.settings = Settings(base: ["SUPPORTED_PLATFORMS": .string("iphoneos")])
        project.targets = [all, app, kit, kitTests, tool]

        var run = SchemeAction(config: "Staging", preActions: [ExecutionAction(name: "Before", script: awkward, settingsTarget: "App")],
                               environmentVariables: ["API": "https://example.com/\"v1\"", "EMPTY": ""])
        run.commandLineArguments = ["-verbose": true, "-off": false]
        run.executable = "App"
        var test = TestAction(config: "Debug", targets: ["KitTests"], gatherCoverageData: true, postActions: [ExecutionAction(name: "Run Script", script: "echo done")],
                              environmentVariables: ["MODE": "test"])
        test.testableOptions = ["KitTests": TestableOptions(parallelizable: true, randomExecutionOrder: true)]
        test.commandLineArguments = ["-UITests": true]
        test.coverageTargets = ["Kit"]
        test.language = "de"
        test.region = "CH"
        test.testPlans = [TestPlanReference(path: "Plans/All.xctestplan", defaultPlan: true), TestPlanReference(path: "Plans/Fast.xctestplan")]
        var profile = SchemeAction()
        profile.environmentVariables = ["PROFILE": "1"]
        profile.commandLineArguments = ["-profile": true]
        let shop = Scheme(
            name: "Shop",
            build: BuildAction(targets: [BuildTarget(target: "App"), BuildTarget(target: "Kit", actions: [.run, .test]), BuildTarget(target: "KitTests", actions: [.test]),
                                         BuildTarget(target: "Tool", actions: [])],
                               preActions: [ExecutionAction(name: "Generate", script: "scaffold prebuild\n")]),
            run: run, test: test, profile: profile, analyze: SchemeAction(config: "Staging"),
            archive: SchemeAction(config: "Release", preActions: [ExecutionAction(name: "Bump", script: "agvtool bump")],
                                  postActions: [ExecutionAction(name: "Notify", script: "say done")])
        )
        let plansOnly = Scheme(name: "Kit", build: BuildAction(targets: [BuildTarget(target: "Kit"), BuildTarget(target: "KitTests", actions: [.test])]),
                               test: { var plans = TestAction(); plans.testPlans = [TestPlanReference(path: "Plans/Fast.xctestplan", defaultPlan: true)]; return plans }())
        project.schemes = [plansOnly, shop]
        return project
    }

    /// The files the project's sources, xcconfigs, plans and local package are.
    static let files: [String: String] = [
        "App/AppDelegate.swift": "", "App/Info.plist": "", "App/Notes.md": "", "App/Legacy/Old.swift": "", "Web/index.html": "",
        "Synced/A.swift": "", "Synced/Skip.swift": "", "Kit/Kit.swift": "", "KitTests/KitTests.swift": "", "Tool/main.swift": "",
        "Configs/Debug.xcconfig": "", "Configs/Release.xcconfig": "", "Configs/App.xcconfig": "", "Plans/All.xctestplan": "{}",
        "Plans/Fast.xctestplan": "{}", "README.md": "", "Docs/guide.md": "", "Scripts/sign.sh": "", "Lists/in.xcfilelist": "", "Lists/out.xcfilelist": "",
        "Vendor/Legacy.framework/Legacy": "", "Vendor/Embedded.framework/Embedded": "",
        "Packages/Kit/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Kit", products: [.library(name: "KitUI", targets: ["KitUI"])], targets: [.target(name: "KitUI")])

        """,
        "Packages/Kit/Sources/KitUI/KitUI.swift": "",
    ]

    /// A scheme action's configuration as `generate` picks it when the manifest names none: a
    /// Swift scheme always names it, so the YAML's project is compared with them filled in.
    static func namingConfigurations(_ project: Project) -> Project {
        var result = project
        func standard(_ kind: BuildConfiguration.Kind) -> String {
            let name = kind == .debug ? "Debug" : "Release"
            return project.configs.contains { $0.name == name } ? name : project.configs.first { $0.type == kind }?.name ?? name
        }
        for index in result.schemes.indices {
            var scheme = result.schemes[index]
            if scheme.run?.config == nil { scheme.run?.config = standard(.debug) }
            if scheme.test?.config == nil { scheme.test?.config = standard(.debug) }
            if scheme.profile?.config == nil { scheme.profile?.config = standard(.release) }
            if scheme.analyze?.config == nil { scheme.analyze?.config = standard(.debug) }
            if scheme.archive?.config == nil { scheme.archive?.config = standard(.release) }
            result.schemes[index] = scheme
        }
        return result
    }

    @Test func aProjectWrittenAsSwiftLoadsAndGeneratesAsItsYAMLDoes() throws {
        let written = ManifestSwiftWriter.write(Self.project())
        #expect(written.warnings.isEmpty, "\(written.warnings)")
        let root = try makeFolder(files: Self.files.merging([
            "Project.yml": ManifestEncoder.encode(Self.project()).yaml(), "Project.swift": written.text,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let yaml = try load(root, "Project.yml")
        let swift = try load(root, "Project.swift")
        #expect(ManifestEncoder.encode(swift.project).yaml() == ManifestEncoder.encode(Self.namingConfigurations(yaml.project)).yaml())
        // The parts that would come back by default if the writer dropped them.
        let app = try #require(swift.project.target(named: "App"))
        #expect(app.postCompileScripts.map(\.name) == ["Stamp"] && app.phaseOrder?.count == 7)
        #expect(app.preBuildScripts.first?.script == "#!/bin/bash\n" + Self.awkward + "\nexit 0\n")
        #expect(app.sources.map(\.type) == [.folder, .group, .group, .syncedFolder])
        #expect(swift.project.options.settingPresets == .targets && swift.project.options.defaultConfig == "Staging")
        #expect(swift.project.target(named: "All")?.isAggregate == true && swift.project.fileGroups == ["Docs", "README.md"])
        #expect(swift.project.target(named: "KitTests")?.settings.base["GENERATE_INFOPLIST_FILE"] == nil)
        #expect(swift.project.options.deploymentTarget == [.iOS: "16.0", .tvOS: "17.0", .watchOS: "10.0"])
        #expect(swift.project.target(named: "Kit")?.deploymentTarget == "15.0" && swift.project.target(named: "Kit")?.inheritsDeploymentTarget == false)

        let fromYAML = try GenerationPlan(yaml, toolVersion: "tests", useCache: false).files
        let fromSwift = try GenerationPlan(swift, toolVersion: "tests", useCache: false).files
        #expect(fromSwift.paths.contains("Shop.xcodeproj/project.pbxproj"))
        #expect(fromSwift.paths == fromYAML.paths)
        for path in fromYAML.paths { #expect(fromSwift.files[path] == fromYAML.files[path], "\(path)") }
    }

    @Test func theSwiftParsesAndIsLaidOutOneArgumentALineWhereLong() throws {
        let text = ManifestSwiftWriter.write(Self.project()).text
        #expect(!Parser.parse(source: text).hasError, "\(text)")
        #expect(text.hasPrefix("import ProjectDescription\n\nlet project = Project(\n    name: \"Shop\",\n"))
        // Short calls stay on one line, long ones take a line an argument; deterministic.
        #expect(text.contains("        .remote(url: \"https://github.com/jpsim/Yams\", requirement: .range(from: \"5.0.0\", to: \"6.0.0\")),\n"))
        #expect(text.contains("""
            options: .options(
                bundleIdPrefix: "com.example",
                generateTargetSchemes: false,
                deploymentTargets: .multiplatform(iOS: "16.0", watchOS: "10.0", tvOS: "17.0"),
                settingPresets: .targets
            ),
        """), "\(text)")
        #expect(text.contains("        .remote(\n            name: \"swift-log-abc123\",\n            url: \"https://github.com/fork/swift-log.git\",\n"))
        #expect(text.contains("infoPlist: .fromBuildSettings"))
        #expect(text == ManifestSwiftWriter.write(Self.project()).text)
        // A script of several lines is a multi-line raw string, its `\(` and `"#` as they are.
        #expect(text.contains("script: ##\"\"\"\n"), "\(text)")
        #expect(text.contains("script: ###\"\"\"\n                        echo stamp \"\"\"#\"##\n\n                        \"\"\"###"), "\(text)")
        // Text with a control character is one escaped literal.
        #expect(text.contains(#""GREETING": "echo \"$(SRCROOT)\""#), "\(text)")
    }

    /// Each kind of text gets the literal it needs, and every one parses.
    @Test(arguments: [
        ("App", #""App""#), ("say \"hi\"", ##"#"say "hi""#"##), (#"a\b"#, ##"#"a\b"#"##), (#"\(x)"#, ##"#"\(x)"#"##),
        (##"q"#"##, ###"##"q"#"##"###), ("tab\there", #""tab\there""#), ("cr\r", #""cr\r""#), ("bell\u{7}", #""bell\u{7}""#),
    ])
    func aStringGetsTheLiteralItNeeds(_ value: String, _ literal: String) throws {
        var project = Project(name: "P")
        project.settings.base["KEY"] = .string(value)
        let text = ManifestSwiftWriter.write(project).text
        #expect(text.contains("\"KEY\": " + literal), "\(text)")
        #expect(!Parser.parse(source: text).hasError, "\(text)")
    }

    @Test func whatTheSwiftAPICannotSayIsAWarning() {
        var project = Project(name: "P")
        var multi = Target(name: "Multi", type: .application, platform: .auto)
        var implicit = Dependency(kind: .framework, name: "Built.framework")
        implicit.implicit = true
        var xctest = Dependency(kind: .sdk, name: "Library/Frameworks/XCTest.framework")
        xctest.root = "DEVELOPER_DIR"
        multi.dependencies = [Dependency(kind: .carthage, name: "Alamofire"), implicit, xctest]
        multi.derivesInfoPlist = false
        let tests = Target(name: "MultiTests", type: .unitTestBundle, platform: .iOS)
        project.targets = [multi, tests]
        var scheme = Scheme(name: "Multi", build: BuildAction(targets: [BuildTarget(target: "Multi")]), test: TestAction(targets: ["MultiTests"]))
        scheme.shared = false
        project.schemes = [scheme]
        project.options.xcodeVersion = "15.3"
        var utils = SwiftPackage(name: "Utils", source: .local(path: "Packages/Utils"))
        utils.isExcludedFromProject = true
        project.packages = [SwiftPackage(name: "Short", source: .remote(url: "https://example.com/Short", requirement: .upToNextMajor("1.0"))), utils]
        let warnings = ManifestSwiftWriter.write(project).warnings
        let expected = [
            "target 'Multi': platform auto", "dependency on carthage 'Alamofire' is not expressible", "scheme 'Multi' is not shared",
            "its test targets MultiTests are added to its build action", "option xcodeVersion is not expressible", "the version '1.0' is written '1.0.0'",
            "framework 'Built.framework' (implicit", "sdk 'Library/Frameworks/XCTest.framework' (a path inside Xcode",
            "its root is not expressible", "its deriveInfoPlist: false is not expressible", "package 'Utils': 'excludeFromProject'",
        ]
        for part in expected { #expect(warnings.contains { $0.contains(part) }, "\(part) in \(warnings)") }
        #expect(warnings.count == expected.count, "\(warnings)")
    }
}
