import Foundation
import ManifestLoader
import ProjectSpec
import Testing

@Suite struct DumpTests {
    /// Dumps the project at `root`, saves the dump beside it, loads that, dumps again.
    func roundTrip(_ root: URL, manifest: String = "Project.yml", json: Bool) throws -> (first: String, second: String) {
        let project = try load(root, manifest: manifest).project
        let value = ManifestEncoder.encode(project)
        let first = json ? value.json() : value.yaml()
        let dumped = "dumped-\(UUID().uuidString).\(json ? "json" : "yml")"
        try Data(first.utf8).write(to: root.appendingPathComponent(dumped))
        defer { try? FileManager.default.removeItem(at: root.appendingPathComponent(dumped)) }
        let reloaded = try load(root, manifest: dumped).project
        #expect(reloaded == project)
        let again = ManifestEncoder.encode(reloaded)
        return (first, json ? again.json() : again.yaml())
    }

    @Test(arguments: [false, true])
    func exampleDumpLoadsBackIdentically(json: Bool) throws {
        let result = try roundTrip(repositoryRoot, json: json)
        #expect(result.first == result.second)
        #expect(result.first.contains("ExampleApp"))
    }

    @Test(arguments: [false, true])
    func everyKindOfValueSurvivesTheRoundTrip(json: Bool) throws {
        let root = try makeProject(["Project.yml": XcodeGenSpecTests.spec, "Sources/a.swift": "", "Tests/t.swift": "", "Scripts/check.sh": "", "Local/Package.swift": ".library(name: \"LocalKit\""])
        let result = try roundTrip(root, json: json)
        #expect(result.first == result.second)
    }

    /// XcodeGen's keys beyond the shared shape — generated plists, config files, a target's own
    /// scheme, legacy and aggregate targets, build tool plugins, per-source and per-dependency
    /// options, scheme management, test plans — load back into the same model from the dump.
    @Test(arguments: [false, true])
    func xcodeGenKeysSurviveTheRoundTrip(json: Bool) throws {
        let spec = """
        name: Keys
        options:
          findCarthageFrameworks: true
          transitivelyLinkDependencies: true
        configFiles:
          Debug: Configs/Debug.xcconfig
        fileGroups: [Docs]
        packages:
          Tools: {url: https://example.com/tools, from: 1.0.0}
          Kit: {path: Vendor/KitPackage, folderReference: true}
        targets:
          App:
            type: application
            platform: iOS
            productName: TheApp
            sources:
              - path: Sources
                group: Code
                compilerFlags: [-w]
                createIntermediateGroups: false
              - path: Headers
                buildPhase: headers
                headerVisibility: public
              - path: Docs
                buildPhase:
                  copyFiles: {destination: resources, subpath: docs}
            dependencies:
              - {framework: Alamofire.framework, implicit: true}
              - framework: Vendor/Kit.framework
                weak: true
                codeSign: false
                removeHeaders: false
                platformFilters: [iOS]
              - carthage: Lib
                findFrameworks: false
            configFiles:
              Debug: Configs/App.xcconfig
            info:
              path: App/Info.plist
              properties:
                Flag: true
                Count: 3
                Ratio: 0.5
                Text: "yes"
                Nested: {List: [a, 1]}
            entitlements:
              path: App/App.entitlements
              properties: {com.apple.security.app-sandbox: true}
            scheme:
              testTargets: [AppTests]
              configVariants: [Staging]
              testPlans: [{path: App.xctestplan, defaultPlan: true}]
              environmentVariables: {MODE: test}
            postBuildScripts:
              - script: echo done
                runOnlyWhenInstalling: true
            buildToolPlugins:
              - {plugin: Lint, package: Tools}
            transitivelyLinkDependencies: false
            putResourcesBeforeSourcesBuildPhase: true
            phaseOrder: [headers, sources, "script: Lint", frameworks, "copyFiles: Embed Frameworks", copyFiles, "copyFiles: Copy Docs"]
            copyFiles:
              - {name: Copy Docs, destination: sharedSupport, subpath: Docs, files: [Docs/a.md, {product: AppTests, codeSign: true, removeHeaders: true}]}
              - {destination: absolutePath, subpath: /usr/share/man/man1/, onlyWhenInstalling: true, files: []}
            requiresObjCLinking: false
            onlyCopyFilesOnInstall: true
          AppTests:
            type: bundle.unit-test
            platform: iOS
          Make:
            type: ""
            platform: macOS
            legacy: {toolPath: /usr/bin/make, arguments: all, passSettings: true, workingDirectory: Build}
            phaseOrder: []
        aggregateTargets:
          Everything:
            targets: [App, AppTests]
            buildScripts: [{script: echo all}]
        schemes:
          Private:
            build: {targets: {App: all}}
            run: {executable: App}
            test: {targets: [AppTests], testPlans: [{path: App.xctestplan}]}
            management: {shared: false}
          Ordered:
            build: {targets: [{AppTests: [test]}, {App: all}]}
        """
        let files = ["Project.yml": spec, "Sources/a.swift": "", "Headers/a.h": "", "Docs/a.md": "", "Vendor/Kit.framework/Kit": "", "Vendor/KitPackage/Package.swift": "",
                     "Configs/Debug.xcconfig": "", "Configs/App.xcconfig": "", "App.xctestplan": "{}"]
        let root = try makeProject(files)
        let project = try load(root).project
        #expect(project.targets.contains { $0.isAggregate })
        #expect(project.package(named: "Kit")?.isFolderReference == true)
        // A listed build order is kept (a mapping's is XcodeGen's, by name).
        #expect(project.scheme(named: "Ordered")?.build.targets.map(\.target) == ["AppTests", "App"])
        #expect(project.targets.first { $0.name == "App" }?.info?.properties["Nested"] != nil)
        let result = try roundTrip(root, json: json)
        #expect(result.first == result.second)
    }

    @Test func yamlOfStringsNeedingQuotes() {
        let value = ManifestValue.map([
            .init("plain", .string("a \"quoted\" \\ line\nnext")),
            .init("yes", .bool(true)),
            .init("list", .list([.map([.init("k", .number(1.5))]), .list([]), .map([])])),
        ])
        #expect(value.yaml() == """
        plain: "a \\"quoted\\" \\\\ line\\nnext"
        "yes": true
        list:
          - k: 1.5
          - []
          - {}

        """)
    }

    @Test func controlsLineSeparatorsAndByteOrderMarksAreEscaped() {
        let text = "a\u{85}b\u{9F}c\u{2028}d\u{2029}e\u{FEFF}f\u{7F}g"
        #expect(ManifestValue.string(text).yaml() == #""a\u0085b\u009fc\u2028d\u2029e\ufefff\u007fg""# + "\n")
    }

    @Test(arguments: [false, true])
    func unusualCharactersAndLiteralGlobPathsSurviveTheRoundTrip(json: Bool) throws {
        let manifest = """
        name: "App\\u0085\\u2028\\u2029\\ufeff\\u0080"
        targets:
          App:
            type: application
            platform: iOS
            sources: ["Src/A[1]"]
        """
        let root = try makeProject(["Project.yml": manifest, "Src/A[1]/a.swift": "", "Src/A1/b.swift": ""])
        let project = try load(root).project
        #expect(project.name == "App\u{85}\u{2028}\u{2029}\u{FEFF}\u{80}")
        #expect(project.targets.first?.sources.map(\.path) == ["Src/A[1]"])
        let result = try roundTrip(root, json: json)
        #expect(result.first == result.second)
    }
}
