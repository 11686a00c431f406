import PackageGenerator
import ProjectSpec
import Testing

/// What a Package.swift cannot express is reported, every problem at once, and nothing is returned.
@Suite struct DiagnosticsTests {
    /// The messages of the errors `project` produces; empty when it generates.
    private func errors(_ project: Project) -> [String] {
        do {
            _ = try PackageManifestGenerator.files(for: project)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func aDependencyOnATargetWithoutPackagePath() {
        var project = Fixtures.twoPackages
        project.targets[0].dependencies = []
        project.targets[1].dependencies.append(Dependency(kind: .target, name: "ShopApp"))
        #expect(errors(project) == [
            "target 'Checkout' (packagePath 'Packages/Checkout') depends on target 'ShopApp', which has no packagePath",
        ])
    }

    @Test func everyProblemAtOnce() {
        var project = Fixtures.twoPackages
        project.packages.append(SwiftPackage(name: "Old", source: .remote(url: "https://example.com/old", requirement: .range(from: "1.0", to: "2.0.0"))))
        project.packages.append(SwiftPackage(name: "OtherNeedle", source: .remote(url: "git@example.com:fork/needle.git", requirement: .branch("main"))))
        project.targets.append(Target(name: "App2", type: .application, platform: .iOS, packagePath: "Packages/Payments"))
        project.targets[1].dependencies += [
            Dependency(kind: .framework, name: "Vendor/Analytics.framework"),
            Dependency(kind: .package, name: "Old"),
            Dependency(kind: .package, name: "OtherNeedle", product: "NeedleFoundation"),
            Dependency(kind: .target, name: "App2"),
        ]
        project.targets[1].sources[0].excludes.append("**/*.md")
        project.targets[1].resources.append(TargetSource(path: "Packages/Checkout/Assets"))
        project.targets[2].sources.append(TargetSource(path: "Shared/Models"))
        project.targets[4].deploymentTarget = "17.0"
        #expect(errors(project) == [
            "'**/*.md' in the excludes of target 'Checkout' is a glob, which Package.swift cannot express",
            "package 'Packages/Checkout' depends on 'git@example.com:fork/needle.git' and 'https://github.com/uber/needle', which share the identity 'needle'",
            "resource 'Packages/Checkout/Assets' of target 'Checkout' is outside the target's folder 'Packages/Checkout/Sources/Checkout'",
            "source 'Shared/Models' of target 'CheckoutModels' is outside its package folder 'Packages/Checkout'",
            "target 'Checkout' depends on target 'App2' of package 'Packages/Payments', which is of type 'application', not a framework or library",
            "target 'Checkout' depends on the prebuilt framework 'Vendor/Analytics.framework', which Package.swift cannot express",
            "the targets of package 'Packages/Payments' need different iOS deployment targets: 'App2' 16.0, 'Payments' 17.0",
            "version '1.0' of package 'Old' is not a semantic version",
        ])
    }

    @Test func errorsCarryHints() throws {
        var project = Fixtures.remote(.exact("2.1"))
        project.targets[0].sources[0].includes = ["*.swift"]
        do {
            _ = try PackageManifestGenerator.files(for: project)
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.hint) == [
                "list the paths themselves, or move the files out of the target's folder",
                "Package.swift needs major.minor.patch: write '2.1.0'",
            ])
        }
    }

    @Test func aPackageFolderOutsideTheProject() {
        let project = Project(name: "P", targets: [Target(name: "Up", type: .framework, platform: .iOS, packagePath: "../Up")])
        #expect(errors(project) == ["packagePath '../Up' of 'Up' is outside the project folder"])
    }

    @Test func aDependencyOnItsOwnIdentity() {
        var project = Fixtures.remote(.exact("1.0.0"))
        project.targets[0].packagePath = "Kit"
        project.targets[0].sources = []
        #expect(errors(project) == ["package 'Kit' depends on 'https://example.com/tools/kit.git', whose identity 'kit' is its own"])
    }
}
