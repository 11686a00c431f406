import Foundation
import ProjectSpec
import Testing

/// An XcodeGen spec of the shape both tools share loads unchanged, with XcodeGen's meaning.
@Suite struct XcodeGenSpecTests {
    static let spec = """
    name: Shop
    options:
      bundleIdPrefix: com.shop
      deploymentTarget:
        iOS: "15.0"
    configs:
      Debug: debug
      Staging: release
      Release: release
    settings:
      base:
        SWIFT_VERSION: 5.9
      configs:
        Staging:
          SWIFT_OPTIMIZATION_LEVEL: -O
    packages:
      Alamofire:
        url: https://github.com/Alamofire/Alamofire
        from: 5.8.0
      Pinned:
        url: https://github.com/example/pinned
        exactVersion: 1.2.3
      Ranged:
        url: https://github.com/example/ranged
        minVersion: 1.0.0
        maxVersion: 2.0.0
      Local:
        path: Local
    targets:
      Shop:
        type: application
        platform: iOS
        sources:
          - path: Sources
            excludes: ["**/*.md"]
        dependencies:
          - package: Alamofire
          - package: Local
            product: LocalKit
          - sdk: StoreKit.framework
          - target: ShopKit
            embed: true
        settings:
          ENABLE_BITCODE: false
          OTHER_SWIFT_FLAGS: [-DFOO, -DBAR]
        preBuildScripts:
          - name: SwiftLint
            script: swiftlint
            inputFiles: [$(SRCROOT)/.swiftlint.yml]
            basedOnDependencyAnalysis: false
        postCompileScripts:
          - path: Scripts/check.sh
            name: Check
      ShopKit:
        type: framework
        platform: iOS
        deploymentTarget: "16.0"
      ShopTests:
        type: bundle.unit-test
        platform: iOS
        sources: Tests
        dependencies:
          - target: Shop
    schemes:
      Shop:
        build:
          targets:
            Shop: all
            ShopTests: [test]
          preActions:
            - name: Hello
              script: echo hello
              settingsTarget: Shop
        test:
          config: Debug
          gatherCoverageData: true
          targets: [ShopTests]
        archive:
          config: Staging
    """

    @Test func loadsWithXcodeGensMeaning() throws {
        let root = try makeProject(["Project.yml": Self.spec, "Sources/a.swift": "", "Tests/t.swift": "", "Scripts/check.sh": "", "Local/Package.swift": ".library(name: \"LocalKit\""])
        let project = try load(root).project
        // Sorted by name, as XcodeGen orders configurations.
        #expect(project.configs.map(\.name) == ["Debug", "Release", "Staging"])
        #expect(project.configs.map(\.type) == [.debug, .release, .release])
        #expect(project.settings.configs["Staging"]?["SWIFT_OPTIMIZATION_LEVEL"] == .string("-O"))
        #expect(project.package(named: "Alamofire")?.source == .remote(url: "https://github.com/Alamofire/Alamofire", requirement: .upToNextMajor("5.8.0")))
        #expect(project.package(named: "Pinned")?.source == .remote(url: "https://github.com/example/pinned", requirement: .exact("1.2.3")))
        #expect(project.package(named: "Ranged")?.source == .remote(url: "https://github.com/example/ranged", requirement: .range(from: "1.0.0", to: "2.0.0")))
        #expect(project.package(named: "Local")?.source == .local(path: "Local"))

        let shop = try #require(project.target(named: "Shop"))
        #expect(shop.deploymentTarget == "15.0")
        #expect(project.target(named: "ShopKit")?.deploymentTarget == "16.0")
        #expect(shop.sources == [TargetSource(path: "Sources", excludes: ["**/*.md"])])
        #expect(shop.dependencies == [
            Dependency(kind: .package, name: "Alamofire", product: "Alamofire"),
            Dependency(kind: .package, name: "Local", product: "LocalKit"),
            Dependency(kind: .sdk, name: "StoreKit.framework"),
            Dependency(kind: .target, name: "ShopKit", embed: true),
        ])
        #expect(shop.settings.base == ["ENABLE_BITCODE": .string("NO"), "OTHER_SWIFT_FLAGS": .list(["-DFOO", "-DBAR"])])
        #expect(shop.preBuildScripts == [BuildScript(name: "SwiftLint", script: "swiftlint", inputFiles: ["$(SRCROOT)/.swiftlint.yml"], basedOnDependencyAnalysis: false)])
        #expect(shop.postCompileScripts == [BuildScript(name: "Check", path: "Scripts/check.sh")])

        let scheme = try #require(project.scheme(named: "Shop"))
        #expect(scheme.build.targets == [BuildTarget(target: "Shop"), BuildTarget(target: "ShopTests", actions: [.test])])
        #expect(scheme.build.preActions == [ExecutionAction(name: "Hello", script: "echo hello", settingsTarget: "Shop")])
        #expect(scheme.test == TestAction(config: "Debug", targets: ["ShopTests"], gatherCoverageData: true))
        #expect(scheme.archive?.config == "Staging")
    }
}
