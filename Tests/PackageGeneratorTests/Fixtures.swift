import ProjectSpec

/// Small projects whose packages the tests generate.
enum Fixtures {
    /// Two packages under `Packages/`, one depending on the other, with remote, local and SDK
    /// dependencies, tests and resources; an app target outside any package.
    static var twoPackages: Project {
        Project(
            name: "Shop",
            options: ProjectOptions(deploymentTarget: [.iOS: "16.0"]),
            packages: [
                SwiftPackage(name: "Needle", source: .remote(url: "https://github.com/uber/needle", requirement: .upToNextMajor("0.25.1"))),
                SwiftPackage(name: "Yams", source: .remote(url: "https://github.com/jpsim/Yams.git", requirement: .exact("6.0.1"))),
                SwiftPackage(name: "DesignSystem", source: .local(path: "Vendor/DesignSystem")),
            ],
            targets: [
                Target(name: "ShopApp", type: .application, platform: .iOS, sources: [TargetSource(path: "App")],
                       dependencies: [Dependency(kind: .target, name: "Checkout")]),
                Target(name: "Checkout", type: .framework, platform: .iOS,
                       sources: [TargetSource(path: "Packages/Checkout/Sources/Checkout", excludes: ["README.md"])],
                       resources: [TargetSource(path: "Packages/Checkout/Sources/Checkout/Resources")],
                       dependencies: [
                           Dependency(kind: .target, name: "Payments"),
                           Dependency(kind: .package, name: "Needle", product: "NeedleFoundation"),
                           Dependency(kind: .package, name: "DesignSystem"),
                           Dependency(kind: .target, name: "CheckoutModels"),
                           Dependency(kind: .sdk, name: "StoreKit.framework"),
                       ],
                       packagePath: "Packages/Checkout"),
                Target(name: "CheckoutModels", type: .staticLibrary, platform: .iOS,
                       sources: [TargetSource(path: "Packages/Checkout/Sources/CheckoutModels")],
                       dependencies: [Dependency(kind: .package, name: "Yams")],
                       packagePath: "Packages/Checkout"),
                Target(name: "CheckoutTests", type: .unitTestBundle, platform: .iOS,
                       sources: [TargetSource(path: "Packages/Checkout/Tests/CheckoutTests")],
                       dependencies: [Dependency(kind: .target, name: "Checkout")],
                       packagePath: "Packages/Checkout"),
                Target(name: "Payments", type: .dynamicLibrary, platform: .iOS, deploymentTarget: "16.0",
                       sources: [TargetSource(path: "Packages/Payments/Sources/Payments")],
                       dependencies: [Dependency(kind: .sdk, name: "libz.tbd"), Dependency(kind: .sdk, name: "PassKit.framework")],
                       packagePath: "Packages/Payments/"),
            ]
        )
    }

    /// A package whose targets depend only on each other and on local packages, so SwiftPM can
    /// load its whole graph without the network.
    static var localOnly: Project {
        var project = twoPackages
        project.packages = project.packages.filter { if case .local = $0.source { return true } else { return false } }
        let kept = Set(project.packages.map(\.name))
        for index in project.targets.indices {
            project.targets[index].dependencies.removeAll { $0.kind == .package && !kept.contains($0.name) }
        }
        return project
    }
}

extension Fixtures {
    /// One framework in `Client/` using the product `KitCore` of a remote package at `requirement`.
    static func remote(_ requirement: VersionRequirement) -> Project {
        Project(
            name: "Remote",
            packages: [SwiftPackage(name: "Kit", source: .remote(url: "https://example.com/tools/kit.git", requirement: requirement))],
            targets: [
                Target(name: "Client", type: .framework, platform: .iOS, deploymentTarget: "17.0",
                       sources: [TargetSource(path: "Client/Sources/Client")],
                       dependencies: [Dependency(kind: .package, name: "Kit", product: "KitCore")],
                       packagePath: "Client"),
            ]
        )
    }
}
