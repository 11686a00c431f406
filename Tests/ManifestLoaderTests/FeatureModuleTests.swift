import Foundation
import ManifestLoader
import ProjectSpec
import Testing

/// A feature in a module of its own (`module:` in its module.yml): the module is a local package
/// or a framework target that the module.yml declares, and the feature's `target` depends on it
/// without the app's manifest naming it, so deleting the feature's folder drops the dependency.
@Suite struct FeatureModuleTests {
    private let app = """
        name: Shop
        include:
          - Features/*/module.yml
        targets:
          Shop:
            type: application
            platform: iOS
            sources: [App]
        features:
          LoggedIn: {plugin: false, target: Shop}

        """

    @Test func aPackageFeatureMakesItsTargetDependOnThePackagesProduct() throws {
        let root = try makeProject([
            "Project.yml": app,
            "App/App.swift": "",
            "Features/Wallet/Package.swift": "// swift-tools-version: 5.9\n",
            "Features/Wallet/module.yml": """
                packages:
                  Wallet:
                    path: .
                features:
                  Wallet: {parent: LoggedIn, target: Shop, module: Wallet, title: My Wallet, icon: creditcard}

                """,
        ])
        let project = try load(root).project
        let shop = try #require(project.target(named: "Shop"))
        #expect(shop.dependencies == [Dependency(kind: .package, name: "Wallet", product: "Wallet")])
        #expect(project.packages.first { $0.name == "Wallet" }?.source == .local(path: "Features/Wallet"))
        let wallet = try #require(project.features.first { $0.name == "Wallet" })
        #expect(wallet.module == "Wallet")
        #expect(wallet.title == "My Wallet")
        #expect(wallet.icon == "creditcard")
        // Deleting the folder removes the feature, the package and the dependency.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Features/Wallet"))
        let after = try load(root).project
        #expect(after.target(named: "Shop")?.dependencies == [])
        #expect(after.packages.isEmpty && after.features.map(\.name) == ["LoggedIn"])
    }

    @Test func aFrameworkFeatureMakesItsTargetDependOnTheFrameworkOnce() throws {
        let root = try makeProject([
            "Project.yml": app.replacingOccurrences(of: "sources: [App]", with: "sources: [App]\n    dependencies:\n      - target: Cart"),
            "App/App.swift": "",
            "Features/Cart/Sources/Cart/Cart.swift": "",
            "Features/Cart/module.yml": """
                targets:
                  Cart:
                    type: framework
                    platform: iOS
                    sources: [Sources/Cart]
                features:
                  Cart: {parent: LoggedIn, target: Shop, module: Cart}

                """,
        ])
        let project = try load(root).project
        #expect(project.target(named: "Shop")?.dependencies == [Dependency(kind: .target, name: "Cart")], "already there: not added twice")
        let cart = try #require(project.features.first { $0.name == "Cart" })
        #expect(cart.title == "Cart" && cart.icon == Feature.defaultIcon)
    }

    @Test func aModuleMustBeDeclaredAndNeedsATarget() throws {
        let root = try makeProject([
            "Project.yml": app + """
                  Wallet: {parent: LoggedIn, target: Shop, module: Walet}
                  Cart: {parent: LoggedIn, module: Shop}
                  Feed: {parent: LoggedIn, target: Shop, module: Shop}
                packages:
                  Wallet: {path: Wallet}

                """,
            "App/App.swift": "",
            "Wallet/Package.swift": "// swift-tools-version: 5.9\n",
        ])
        let errors = renderedErrors(root)
        #expect(errors.contains("Project.yml:11:52: error: unknown module 'Walet': no target or package of the manifest has that name\n    hint: did you mean 'Wallet'?"), "\(errors)")
        #expect(errors.contains("error: feature 'Cart' has a 'module' but no 'target'"), "\(errors)")
        #expect(errors.contains("error: feature 'Feed' names its target 'Shop' as its module"), "\(errors)")
    }
}
