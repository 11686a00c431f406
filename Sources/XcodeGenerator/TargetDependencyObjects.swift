import ProjectSpec

/// A target's `dependencies` and `packageProductDependencies`, as XcodeGen makes them.
///
/// Each target dependency is a `PBXTargetDependency` through a container proxy. Each package
/// product is an `XCSwiftPackageProductDependency`: listed among the target's package products
/// unless `link: false`; when the target does not link it (`link: false`, or a static library
/// by default) it is a `PBXTargetDependency` on the product instead, so it is still built
/// first. Each build tool plugin (`buildToolPlugins`) is a `plugin:` product dependency and a
/// `PBXTargetDependency` on it, after the others.
struct TargetDependencyObjects {
    let target: Target
    let projectReferences: ProjectReferences
    /// The local packages with no reference object (`folderReference`, `excludeFromProject`), by name.
    var unreferencedPackages: Set<String> = []

    /// The IDs of the target's `dependencies` and `packageProductDependencies`.
    func build(into objects: inout [PBXObject]) -> (dependencies: [String], packageProducts: [String]) {
        var dependencies: [String] = []
        var packageProducts: [String] = []
        for dependency in target.dependencies {
            switch dependency.kind {
            case .target:
                if let reference = dependency.externalProject {
                    dependencies.append(projectReferences.targetDependency(from: target.name, to: dependency.targetName, in: reference,
                                                                         recordedAs: dependency.recordedName, into: &objects))
                } else {
                    dependencies.append(targetDependency(to: dependency.name, into: &objects))
                }
            case .package:
                let product = packageProduct(dependency, into: &objects)
                if dependency.link ?? true { packageProducts.append(product) }
                if !Self.linksPackage(dependency, into: target) {
                    dependencies.append(productDependency(product, name: "\(dependency.name)/\(dependency.product ?? dependency.name)", into: &objects))
                }
            case .sdk, .framework, .carthage, .bundle:
                continue
            }
        }
        for plugin in target.buildToolPlugins {
            let id = XcodeID.make("packageproduct/\(target.name)/plugin/\(plugin.package)/\(plugin.plugin)")
            objects.append(PBXObject(id: id, isa: "XCSwiftPackageProductDependency", comment: plugin.plugin, [
                "package": .reference(PackageReferences.id(of: plugin.package)),
                "productName": .string("plugin:\(plugin.plugin)"),
            ]))
            dependencies.append(productDependency(id, name: "plugin/\(plugin.package)/\(plugin.plugin)", into: &objects))
        }
        return (dependencies, packageProducts)
    }

    /// Whether the target links a package product: `link:` when given, else unless it is a
    /// static library.
    static func linksPackage(_ dependency: Dependency, into target: Target) -> Bool {
        dependency.link ?? (target.type != .staticLibrary)
    }

    /// The product dependency object of a package dependency (its ID is the one the
    /// Frameworks phase's build file references).
    private func packageProduct(_ dependency: Dependency, into objects: inout [PBXObject]) -> String {
        let product = dependency.product ?? dependency.name
        let id = Self.packageProductID(target: target.name, dependency: dependency)
        var fields: PBXFields = ["productName": .string(product)]
        // A local package shown only as a folder or not at all: its products name no package.
        if !unreferencedPackages.contains(dependency.name) {
            fields["package"] = .reference(PackageReferences.id(of: dependency.name))
        }
        objects.append(PBXObject(id: id, isa: "XCSwiftPackageProductDependency", comment: product, fields))
        return id
    }

    /// The ID of the product dependency object of a package dependency of `target`.
    static func packageProductID(target: String, dependency: Dependency) -> String {
        XcodeID.make("packageproduct/\(target)/\(dependency.name)/\(dependency.product ?? dependency.name)")
    }

    /// A `PBXTargetDependency` on a package product.
    private func productDependency(_ product: String, name: String, into objects: inout [PBXObject]) -> String {
        let id = XcodeID.make("dependency/\(target.name)/product/\(name)")
        objects.append(PBXObject(id: id, isa: "PBXTargetDependency", comment: "PBXTargetDependency", ["productRef": .reference(product)]))
        return id
    }

    /// A `PBXTargetDependency` on another target of this project.
    private func targetDependency(to other: String, into objects: inout [PBXObject]) -> String {
        let proxy = XcodeID.make("proxy/\(target.name)/\(other)")
        let dependency = XcodeID.make("dependency/\(target.name)/\(other)")
        objects.append(PBXObject(id: proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", [
            "containerPortal": .reference(XcodeID.project),
            "proxyType": .string("1"),
            "remoteGlobalIDString": .string(XcodeID.target(other)),
            "remoteInfo": .string(other),
        ]))
        objects.append(PBXObject(id: dependency, isa: "PBXTargetDependency", comment: "PBXTargetDependency", [
            "target": .reference(XcodeID.target(other)),
            "targetProxy": .reference(proxy),
        ]))
        return dependency
    }
}
