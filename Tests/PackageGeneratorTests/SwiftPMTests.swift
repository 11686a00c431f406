import Foundation
import PackageGenerator
import ProjectSpec
import Testing

/// SwiftPM itself reads what the generator writes. `dump-package` evaluates a manifest and checks
/// that every `.product(package:)` names one of its dependencies, without fetching anything, so
/// it runs on manifests with remote packages too; `describe` also loads the dependency graph
/// and the files on disk, so it runs on a project whose packages are all local.
@Suite struct SwiftPMTests {
    @Test func dumpPackageAcceptsEveryGeneratedManifest() throws {
        let project = Fixtures.twoPackages
        let manifests = try PackageManifestGenerator.files(for: project)
        let sandbox = PackageSandbox()
        defer { sandbox.remove() }
        try sandbox.write(project, manifests: manifests)
        for path in manifests.keys.sorted() {
            let folder = String(path.dropLast("/Package.swift".count))
            let result = try sandbox.swiftPackage("dump-package", in: folder)
            #expect(result.status == 0, "\(path):\n\(result.output)")
            let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            let targets = (json?["targets"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            let expected = project.targets.filter { $0.packagePath.map { $0.hasPrefix(folder) } ?? false }.map(\.name).sorted()
            #expect(targets == expected)
        }
    }

    @Test(arguments: [
        VersionRequirement.upToNextMajor("1.2.3"), .upToNextMinor("1.2.3"), .exact("1.2.3"),
        .range(from: "1.0.0", to: "2.0.0"), .branch("main"), .revision("0a1b2c3d4e5f"),
    ])
    func dumpPackageAcceptsEveryVersionRule(_ requirement: VersionRequirement) throws {
        let project = Fixtures.remote(requirement)
        let manifests = try PackageManifestGenerator.files(for: project)
        let sandbox = PackageSandbox()
        defer { sandbox.remove() }
        try sandbox.write(project, manifests: manifests)
        let result = try sandbox.swiftPackage("dump-package", in: "Client")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func describeLoadsALocalGraphCleanly() throws {
        let project = Fixtures.localOnly
        let manifests = try PackageManifestGenerator.files(for: project)
        let sandbox = PackageSandbox()
        defer { sandbox.remove() }
        try sandbox.write(project, manifests: manifests)
        let result = try sandbox.swiftPackage("describe", in: "Packages/Checkout")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
        #expect(result.output.contains("Identity:\n        payments"))
        #expect(result.output.contains("Identity:\n        designsystem"))
    }

    @Test func describeSeesSourcesListedInsideACommonFolder() throws {
        let project = Project(name: "P", options: ProjectOptions(deploymentTarget: [.macOS: "13.0"]), targets: [
            Target(name: "Core", type: .framework, platform: .macOS, sources: [
                TargetSource(path: "Core/Sources/Core/API"),
                TargetSource(path: "Core/Sources/Core/Model", excludes: ["Legacy.swift"]),
                TargetSource(path: "Core/Sources/Core/Utilities", includes: ["Strings.swift"]),
            ], packagePath: "Core"),
            Target(name: "Single", type: .framework, platform: .macOS, sources: [TargetSource(path: "Core/Single/Single.swift")], packagePath: "Core"),
            Target(name: "CoreTests", type: .unitTestBundle, platform: .macOS,
                   dependencies: [Dependency(kind: .target, name: "Core"), Dependency(kind: .target, name: "Single")], packagePath: "Core"),
        ])
        let manifests = try PackageManifestGenerator.files(for: project)
        let sandbox = PackageSandbox()
        defer { sandbox.remove() }
        try sandbox.write(project, manifests: manifests)
        let result = try sandbox.swiftPackage("describe", in: "Core")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
        #expect(result.output.contains("Legacy") == false, "the excluded file is not a source")
        #expect(result.output.contains("Strings.swift"))
    }
}
