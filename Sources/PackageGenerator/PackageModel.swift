import ProjectSpec

/// One `Package.swift`, as the generator describes it before rendering.
struct PackageModel: Equatable {
    /// The folder, relative to the project root (`""` for the root itself).
    var folder: String
    var name: String
    var platforms: [PlatformVersion] = []
    var products: [LibraryProduct] = []
    var dependencies: [PackageDependency] = []
    var targets: [PackageTarget] = []
}

/// A minimum OS version in `platforms:`.
struct PlatformVersion: Equatable {
    var platform: Platform
    var version: String
}

/// A `.library` product.
struct LibraryProduct: Equatable {
    /// How SwiftPM links it; `nil` leaves it to the client (automatic).
    enum Linkage: String {
        case `static`
        case dynamic
    }

    var name: String
    var linkage: Linkage?
}

/// An entry of the package's `dependencies:`.
enum PackageDependency: Hashable {
    /// A folder, relative to the package folder.
    case local(path: String)
    /// A repository and the versions to accept.
    case remote(url: String, requirement: VersionRequirement)
}

/// A `.target` or `.testTarget`.
struct PackageTarget: Equatable {
    var name: String
    var isTest: Bool
    var dependencies: [TargetDependency] = []
    /// Relative to the package folder; SwiftPM's default (`Sources/<name>`, `Tests/<name>`) when `nil`.
    var path: String?
    /// Relative to `path`.
    var exclude: [String] = []
    /// Relative to `path`; every file under `path` when empty.
    var sources: [String] = []
    /// Relative to `path`, each processed.
    var resources: [String] = []
    var linkerSettings: [LinkerSetting] = []
}

/// An entry of a target's `dependencies:`.
enum TargetDependency: Hashable, Comparable {
    /// A target of the same package, by name.
    case target(String)
    /// A product of a package dependency.
    case product(name: String, package: String)

    static func < (lhs: TargetDependency, rhs: TargetDependency) -> Bool {
        switch (lhs, rhs) {
        case let (.target(l), .target(r)): return l < r
        case (.target, .product): return true
        case (.product, .target): return false
        case let (.product(ln, lp), .product(rn, rp)): return (lp.lowercased(), lp, ln) < (rp.lowercased(), rp, rn)
        }
    }
}

/// An entry of a target's `linkerSettings:`.
enum LinkerSetting: Hashable, Comparable {
    case framework(String)
    case library(String)
}
