import Foundation
import ProjectSpec
import Testing

/// `.external(name:)` through the workspace's `Tuist/Package.swift`, offline: a local package's
/// products from its manifest, a remote one's from its checkout, each becoming a package of the
/// project and a product dependency; a product no package offers is an error at its call once
/// every package is read, a warning before (they are checked out by `scaffold install`).
@Suite struct TuistExternalTests {
    static let packages = """
        // swift-tools-version: 5.9
        import PackageDescription

        #if TUIST
        import ProjectDescription
        let packageSettings = PackageSettings(productTypes: [:])
        #endif

        let package = Package(
            name: "Workspace",
            dependencies: [
                .package(url: "https://github.com/uber/needle.git", exact: "0.25.1"),
                .package(url: "https://example.com/acme/Networking", from: "2.3.0"),
                .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.10.0"),
                .package(path: "../Packages/Kit"),
            ]
        )
        """

    /// A workspace whose packages are all checked out when `installed`, else only needle.
    func workspace(dependencies: String, installed: Bool = false) throws -> URL {
        let checkouts = installed ? [
            "Tuist/.build/checkouts/Networking/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Networking", products: [.library(name: "Networking", targets: ["Networking"])], targets: [.target(name: "Networking")])
                """,
            "Tuist/.build/checkouts/swift-composable-architecture/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "TCA", products: [.library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"])], targets: [.target(name: "ComposableArchitecture")])
                """,
        ] : [:]
        return try makeFolder(files: checkouts.merging([
            ".git/HEAD": "",
            "Tuist/Package.swift": Self.packages,
            "Tuist/.build/checkouts/needle/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Needle", products: [.library(name: "NeedleFoundation", targets: ["NeedleFoundation"])], targets: [.target(name: "NeedleFoundation")])
                """,
            "Packages/Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitCore", targets: ["KitCore"])], targets: [.target(name: "KitCore")])
                """,
            "Projects/App/Sources/App.swift": "",
            "Projects/App/Project.swift": """
                import ProjectDescription

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: "Sources/**",
                            dependencies: [\(dependencies)]),
                ])
                """,
        ]) { first, _ in first })
    }

    @Test func externalProductsBecomePackagesOfTheProject() throws {
        let root = try workspace(dependencies: #".external(name: "NeedleFoundation"), .external(name: "KitCore"), .external(name: "Networking"), .external(name: "ComposableArchitecture")"#)
        let project = try load(root, "Projects/App/Project.swift").project
        let app = try #require(project.target(named: "App"))
        #expect(app.dependencies.map { "\($0.name)/\($0.product ?? "-")" } == ["needle/NeedleFoundation", "Kit/KitCore", "Networking/Networking",
                                                                              "swift-composable-architecture/ComposableArchitecture"],
                "a remote package without a checkout offers the product named loosely like it")
        let packages = Dictionary(uniqueKeysWithValues: project.packages.map { ($0.name, $0.source) })
        #expect(packages["needle"] == .remote(url: "https://github.com/uber/needle.git", requirement: .exact("0.25.1")))
        #expect(packages["Networking"] == .remote(url: "https://example.com/acme/Networking", requirement: .upToNextMajor("2.3.0")))
        #expect(packages["Kit"] == .local(path: "../../Packages/Kit"), "relative to the project's folder")
    }

    /// Before `scaffold install`, a product may be any unread package's: a warning saying so,
    /// the packages written, the dependency left out — never a guess written as fact.
    @Test func aProductNoReadPackageOffersWaitsForInstall() throws {
        let root = try workspace(dependencies: "\n        .external(name: \"KitCor\"),\n")
        let loaded = try load(root, "Projects/App/Project.swift")
        let warning = try #require(loaded.warnings.first { $0.message.hasPrefix("external product 'KitCor'") })
        #expect(warning.message.contains("2 packages of ../../Tuist/Package.swift are not checked out (Networking, swift-composable-architecture)"))
        #expect(warning.hint?.contains("scaffold install") == true)
        #expect(warning.location?.line == 6)
        #expect(loaded.project.target(named: "App")?.dependencies.isEmpty == true)
        #expect(Set(loaded.project.packages.map(\.name)) == ["Networking", "swift-composable-architecture"])
    }

    @Test func aProductNoPackageOffersIsAnErrorAtItsCall() throws {
        let root = try workspace(dependencies: "\n        .external(name: \"KitCor\"),\n", installed: true)
        let diagnostics = errors(root, "Projects/App/Project.swift")
        #expect(diagnostics.map(\.message) == ["no package of ../../Tuist/Package.swift offers a product 'KitCor'"], "\(diagnostics)")
        #expect(diagnostics.first?.hint == "did you mean 'KitCore'?")
        #expect(diagnostics.first?.location?.line == 6)
    }

    /// A `Tuist/Package.swift` that is a FIFO is a located error at once, not a dump that waits
    /// for its timeout; the external dependency is reported once.
    @Test func aPackageManifestThatIsNoRegularFileIsAnErrorAtOnce() throws {
        let root = try workspace(dependencies: #".external(name: "KitCore")"#)
        let manifest = root.appendingPathComponent("Tuist/Package.swift")
        try FileManager.default.removeItem(at: manifest)
        #expect(mkfifo(manifest.path, 0o644) == 0)
        let found = errors(root, "Projects/App/Project.swift")
        #expect(found.map(\.message) == ["cannot read \(manifest.path): it is not a regular file"], "\(found)")
        #expect(found.first?.location?.line == 5, "at the dependency")
    }

    /// `swift package dump-package` runs once per package manifest; its output is kept under
    /// `.scaffold/manifest-cache/packages` until that `Package.swift` changes.
    @Test func packageManifestsAreDumpedOnceUntilTheyChange() throws {
        let root = try workspace(dependencies: #".external(name: "KitCore")"#, installed: true)
        let (compiler, _) = try countingCompiler(in: root)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let realSwift = path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swift"
        let log = root.appendingPathComponent("swift.log")
        try writeExecutable("#!/bin/sh\necho \"$1\" >> '\(log.path)'\nexec '\(realSwift)' \"$@\"\n", to: compiler.deletingLastPathComponent().appendingPathComponent("swift"))
        let environment = ["SCAFFOLD_SWIFTC": compiler.path]
        _ = try load(root, "Projects/App/Project.swift", environment: environment)
        #expect(calls(log) == 5, "Tuist/Package.swift, the local package and the three checkouts")
        _ = try load(root, "Projects/App/Project.swift", environment: environment)
        #expect(calls(log) == 5, "nothing changed: no dump")
        try write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "KitUI", targets: ["KitCore"])], targets: [.target(name: "KitCore")])
            """, to: root.appendingPathComponent("Packages/Kit/Package.swift"))
        let changed = errors(root, "Projects/App/Project.swift", environment: environment)
        #expect(changed.first?.hint?.contains("KitUI") == true, "the new manifest's products: \(changed)")
        #expect(calls(log) == 6, "only the changed package is dumped again")
    }
}
