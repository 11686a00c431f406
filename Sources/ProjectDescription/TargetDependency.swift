/// What a target depends on: another target, a package product, an SDK or a prebuilt framework.
public struct TargetDependency: Sendable {
    enum Kind: String, Sendable {
        case target, package, sdk, framework, external, project, plugin
    }

    let kind: Kind
    let name: String
    let product: String?
    var embed: Bool?
    var link: Bool?
    var site: CallSite?
    /// What the model cannot express about this dependency, reported at its call.
    var problem: String?

    /// A target of this project.
    public static func target(name: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .target, name: name, product: nil, site: CallSite(file, line, column))
    }

    /// A product of one of the project's packages: the package of that name, which Tuist's
    /// manifests use when a package and its product share it.
    public static func package(product: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .package, name: product, product: nil, site: CallSite(file, line, column))
    }

    /// A product of the package `package` (scaffold's spelling for a product named unlike its package).
    public static func package(product: String, package: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .package, name: package, product: product == package ? nil : product, site: CallSite(file, line, column))
    }

    /// A product of one of the project's packages, of the kind `type` (Tuist's spelling): a
    /// `.plugin` is a build tool plugin the target runs, a `.macro` is built but not linked. The
    /// package is the one named like the product, else the project's only package, else the
    /// one whose name starts the product's (`SwiftLint` for `SwiftLintPlugin`).
    public static func package(product: String, type: PackageType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: type == .plugin ? .plugin : .package, name: product, product: nil,
                         embed: type == .runtimeEmbedded ? true : nil, link: type == .macro ? false : nil, site: CallSite(file, line, column))
    }

    /// What a package product is to the target that depends on it.
    public enum PackageType: Sendable {
        /// Linked (and embedded when it is dynamic).
        case runtime
        /// Linked and embedded.
        case runtimeEmbedded
        /// A build tool plugin.
        case plugin
        /// A Swift macro: built for the compiler, not linked.
        case macro
    }

    /// A system framework or library (`.sdk(name: "StoreKit", type: .framework)`).
    public static func sdk(name: String, type: SDKType, status: LinkingStatus = .required, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        let fileName: String
        switch type {
        case .framework: fileName = name + ".framework"
        case .library: fileName = "lib" + name + ".tbd"
        }
        return TargetDependency(kind: .sdk, name: fileName, product: nil, link: status == .none ? false : nil, site: CallSite(file, line, column),
                                problem: status == .optional ? "scaffold links SDKs as required; optional (weak) linking is not supported" : nil)
    }

    /// A prebuilt framework at `path`, relative to the manifest.
    public static func framework(path: String, embed: Bool? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .framework, name: path, product: nil, embed: embed, site: CallSite(file, line, column))
    }

    /// A prebuilt `.xcframework` at `path`, relative to the manifest.
    public static func xcframework(path: Path, status: LinkingStatus = .required, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .framework, name: path.manifestRelative, product: nil, link: status == .none ? false : nil, site: CallSite(file, line, column),
                         problem: status == .optional ? "scaffold links frameworks as required; optional (weak) linking is not supported" : nil)
    }

    /// A product of a package the workspace's `Tuist/Package.swift` declares: scaffold finds the
    /// package offering it and adds it to the project's packages.
    public static func external(name: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .external, name: name, product: nil, site: CallSite(file, line, column))
    }

    /// The target `target` of the project in the folder `path` (relative to the manifest): its
    /// manifest is read for the project's name and the target's product, and the dependency
    /// becomes a reference to that project's `.xcodeproj`.
    public static func project(target: String, path: Path, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .project, name: target, product: path.manifestRelative, site: CallSite(file, line, column))
    }

    /// How an SDK is linked: `.none` adds it without linking.
    public enum LinkingStatus: Sendable {
        case required, optional, none
    }

    /// The kind of SDK dependency.
    public enum SDKType: Sendable {
        case framework, library
    }

    var json: ManifestJSON {
        if kind == .project {
            return ManifestJSON.fields([("project", .string(product ?? "")), ("target", .string(name))], at: site)
        }
        if kind == .plugin {
            return ManifestJSON.fields([("plugin", .string(name)), ("package", .string(name))], at: site)
        }
        return ManifestJSON.fields([
            (kind.rawValue, .string(name)),
            ("product", product.map(ManifestJSON.string)),
            ("embed", embed.map(ManifestJSON.bool)),
            ("link", link.map(ManifestJSON.bool)),
        ], at: site)
    }
}
