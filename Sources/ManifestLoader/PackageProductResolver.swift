import Foundation

/// Finds the package of a Swift manifest's `.package(product:)` (and `.package(product:type:
/// .plugin)`) when no package has the product's name: Tuist names only the product and lets
/// Xcode find the package, scaffold's model names the package. The package is the project's
/// only one, else the one whose name starts the product's (`SwiftLint` for `SwiftLintPlugin`),
/// the longest such name winning; a local package's own manifest, when it can be read, says
/// exactly which products it offers, and a product none offers itself is taken from the first
/// local package with dependencies, as Xcode finds it there. A product none fits stays as written, so the decoder reports
/// the unknown package with a did-you-mean.
enum PackageProductResolver {
    /// `tree` with each such dependency and build tool plugin naming its package.
    /// `products` gives the products of the packages whose manifests could be read (local
    /// ones): a product one of them offers is theirs, whatever its name.
    static func resolve(_ tree: ManifestNode, products: [String: LocalPackageProducts] = [:]) -> ManifestNode {
        let packages = tree.value(forKey: "packages")?.entries?.map(\.key) ?? []
        guard !packages.isEmpty else { return tree }
        var resolved = tree
        DependencyRewriter.rewrite(in: &resolved) { item in
            guard item.value(forKey: "product") == nil, let product = item.value(forKey: "package")?.scalar,
                  let package = package(offering: product, among: packages, products: products) else { return .keep }
            return .become(DependencyRewriter.setting("product", to: product, in: DependencyRewriter.setting("package", to: package, in: item)))
        }
        DependencyRewriter.rewrite(in: &resolved, field: "buildToolPlugins") { item in
            guard let product = item.value(forKey: "package")?.scalar, let package = package(offering: product, among: packages, products: products) else { return .keep }
            return .become(DependencyRewriter.setting("package", to: package, in: item))
        }
        return resolved
    }

    /// The package taken to offer `product`, or `nil` when one is named like it or none fits.
    static func package(offering product: String, among packages: [String], products: [String: LocalPackageProducts] = [:]) -> String? {
        guard !packages.contains(product) else { return nil }
        if let offering = packages.first(where: { products[$0]?.products.contains(product) == true }) { return offering }
        let unread = packages.filter { products[$0] == nil }
        if unread.count == 1, unread.count == packages.count { return unread[0] }
        if let named = unread.filter({ product.lowercased().hasPrefix($0.lowercased()) }).max(by: { $0.count < $1.count }) { return named }
        // No package offers it itself: as in Xcode, a product of a local package's own
        // dependencies is reached through that package (the first that has dependencies).
        return packages.first { products[$0]?.hasDependencies == true } ?? (packages.count == 1 ? packages[0] : nil)
    }
}
