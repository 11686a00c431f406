import Foundation

/// Finds the package of a Swift manifest's `.package(product:)` (and `.package(product:type:
/// .plugin)`) when no package has the product's name: Tuist names only the product and lets
/// Xcode find the package, scaffold's model names the package. The package is the project's
/// only one, else the one whose name starts the product's (`SwiftLint` for `SwiftLintPlugin`),
/// the longest such name winning. A product none fits stays as written, so the decoder reports
/// the unknown package with a did-you-mean.
enum PackageProductResolver {
    /// `tree` with each such dependency and build tool plugin naming its package.
    static func resolve(_ tree: ManifestNode) -> ManifestNode {
        let packages = tree.value(forKey: "packages")?.entries?.map(\.key) ?? []
        guard !packages.isEmpty else { return tree }
        var resolved = tree
        DependencyRewriter.rewrite(in: &resolved) { item in
            guard item.value(forKey: "product") == nil, let product = item.value(forKey: "package")?.scalar,
                  let package = package(offering: product, among: packages) else { return .keep }
            return .become(DependencyRewriter.setting("product", to: product, in: DependencyRewriter.setting("package", to: package, in: item)))
        }
        DependencyRewriter.rewrite(in: &resolved, field: "buildToolPlugins") { item in
            guard let product = item.value(forKey: "package")?.scalar, let package = package(offering: product, among: packages) else { return .keep }
            return .become(DependencyRewriter.setting("package", to: package, in: item))
        }
        return resolved
    }

    /// The package taken to offer `product`, or `nil` when one is named like it or none fits.
    static func package(offering product: String, among packages: [String]) -> String? {
        guard !packages.contains(product) else { return nil }
        if packages.count == 1 { return packages[0] }
        return packages.filter { product.lowercased().hasPrefix($0.lowercased()) }.max { $0.count < $1.count }
    }
}
