/// What a target depends on: another target, a package product, an SDK or a prebuilt framework.
public struct TargetDependency: Sendable {
    enum Kind: String, Sendable {
        case target, package, sdk, framework
    }

    let kind: Kind
    let name: String
    let product: String?
    var embed: Bool?
    var link: Bool?

    /// A target of this project.
    public static func target(name: String) -> TargetDependency {
        TargetDependency(kind: .target, name: name, product: nil)
    }

    /// A product of one of the project's packages: the package of that name, which Tuist's
    /// manifests use when a package and its product share it.
    public static func package(product: String) -> TargetDependency {
        TargetDependency(kind: .package, name: product, product: nil)
    }

    /// A product of the package `package` (scaffold's spelling for a product named unlike its package).
    public static func package(product: String, package: String) -> TargetDependency {
        TargetDependency(kind: .package, name: package, product: product == package ? nil : product)
    }

    /// A system framework or library (`.sdk(name: "StoreKit", type: .framework)`).
    public static func sdk(name: String, type: SDKType) -> TargetDependency {
        let file: String
        switch type {
        case .framework: file = name + ".framework"
        case .library: file = "lib" + name + ".tbd"
        }
        return TargetDependency(kind: .sdk, name: file, product: nil)
    }

    /// A prebuilt framework at `path`, relative to the manifest.
    public static func framework(path: String, embed: Bool? = nil) -> TargetDependency {
        TargetDependency(kind: .framework, name: path, product: nil, embed: embed)
    }

    /// The kind of SDK dependency.
    public enum SDKType: Sendable {
        case framework, library
    }

    func json(packages: Set<String>) -> ManifestJSON {
        ManifestJSON.fields([
            (kind.rawValue, .string(name)),
            ("product", product.map(ManifestJSON.string)),
            ("embed", embed.map(ManifestJSON.bool)),
            ("link", link.map(ManifestJSON.bool)),
        ])
    }
}
