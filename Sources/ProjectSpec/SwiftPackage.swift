/// A Swift package the project references (`packages:`).
public struct SwiftPackage: Sendable, Hashable, Encodable {
    /// The name targets use in `package:` dependencies.
    public var name: String
    /// A remote URL with a version rule, or a local folder.
    public var source: Source
    /// For a local package at the project's own folder written `./`: XcodeGen resolves that to
    /// `/` (PathKit keeps the trailing slash), and its project's `relativePath` says `/`.
    public var writtenAsRootSlash = false
    /// scaffold's own (`folderReference: true`): a local package the project shows only as a
    /// folder, as Xcode added local packages before Xcode 15 — no `XCLocalSwiftPackageReference`,
    /// its products name no package. `scaffold import` writes it for such projects.
    public var isFolderReference = false
    /// XcodeGen's `excludeFromProject: true`: a local package the project does not show or
    /// reference (a workspace adds it, or another package depends on it); its products name no
    /// package, and Xcode finds them by name. `scaffold import` writes it for a product a
    /// target links whose package the project does not list.
    public var isExcludedFromProject = false

    /// The folder of a local package, relative to the project root; `nil` for a remote one.
    public var localPath: String? {
        if case let .local(path) = source { return path }
        return nil
    }

    /// Whether the products of it name no package (`isFolderReference`, `isExcludedFromProject`).
    public var productsNameNoPackage: Bool { isFolderReference || isExcludedFromProject }

    /// Creates a package reference.
    public init(name: String, source: Source) {
        self.name = name
        self.source = source
    }

    /// Where a package comes from.
    public enum Source: Sendable, Hashable, Encodable {
        /// A repository URL and the versions to accept.
        case remote(url: String, requirement: VersionRequirement)
        /// A folder, relative to the project root.
        case local(path: String)
    }
}

/// Which versions of a remote package to accept, as Xcode's package references express it.
public enum VersionRequirement: Sendable, Hashable, Encodable {
    /// From this version up to the next major (`from:` / `majorVersion:`).
    case upToNextMajor(String)
    /// From this version up to the next minor (`minorVersion:`).
    case upToNextMinor(String)
    /// Exactly this version (`exactVersion:` / `version:`).
    case exact(String)
    /// A version range (`minVersion:` and `maxVersion:`).
    case range(from: String, to: String)
    /// A branch (`branch:`).
    case branch(String)
    /// A commit (`revision:`).
    case revision(String)

    /// The manifest keys and values that spell this requirement (`from: 1.0.0`).
    public var manifestFields: [(key: String, value: String)] {
        switch self {
        case let .upToNextMajor(version): return [("from", version)]
        case let .upToNextMinor(version): return [("minorVersion", version)]
        case let .exact(version): return [("exactVersion", version)]
        case let .range(from, to): return [("minVersion", from), ("maxVersion", to)]
        case let .branch(name): return [("branch", name)]
        case let .revision(hash): return [("revision", hash)]
        }
    }
}
