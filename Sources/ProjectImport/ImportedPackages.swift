import Foundation
import ProjectSpec
import ScaffoldSupport

/// The project's Swift packages (`packageReferences`): remote ones with their version
/// requirement, local ones by path, each named as XcodeGen names a package (the repository's or
/// folder's last component).
struct ImportedPackages {
    /// Every package, in the project's order.
    private(set) var all: [SwiftPackage] = []
    /// Each package by the identifier of its reference.
    private(set) var byReference: [String: SwiftPackage] = [:]
    /// The local packages added to the project as folders (a folder reference holding a
    /// `Package.swift`, or such a folder in a synchronized folder), whose products name no package.
    private(set) var folderPackages: [SwiftPackage] = []

    /// The packages of `graph`'s project; folders are looked for under `root`.
    init(graph: PBXGraph, root: URL) {
        var names: Set<String> = []
        for (id, reference) in graph.objects(graph.project["packageReferences"]) {
            guard var package = Self.package(reference, root: root) else { continue }
            // Two packages of one name (forks): the second gets part of its identifier after it.
            if names.contains(package.name) { package.name += "-" + String(id.suffix(6)) }
            names.insert(package.name)
            all.append(package)
            byReference[id] = package
        }
        for path in Self.packageFolders(in: graph, root: root) where !names.contains(Self.localName(of: path, root: root)) {
            var package = SwiftPackage(name: Self.localName(of: path, root: root), source: .local(path: path))
            package.isFolderReference = true
            names.insert(package.name)
            folderPackages.append(package)
            all.append(package)
        }
        // Before any guess of `localPackage(of:)`: a package folder named after the product.
        for product in Self.productsWithoutPackage(in: graph) where !names.contains(product) {
            guard let path = unlistedPackageFolder(named: product, root: root) else { continue }
            var package = SwiftPackage(name: product, source: .local(path: path))
            package.isExcludedFromProject = true
            names.insert(product)
            all.append(package)
        }
    }

    /// The names of the package products a target links that name no package (Xcode finds
    /// them by name among the packages it resolves), sorted.
    private static func productsWithoutPackage(in graph: PBXGraph) -> [String] {
        let linked = graph.objects(graph.project["targets"]).flatMap { graph.objects($0.object["packageProductDependencies"]) }
        return Set(linked.filter { $0.object["isa"]?.string == "XCSwiftPackageProductDependency" && $0.object["package"] == nil }
            .compactMap { $0.object["productName"]?.string }).sorted()
    }

    /// A folder named `name` holding a `Package.swift` beside a local package of the project
    /// (`Packages/TBAUtils` beside `Packages/TBAAPI`): a package another one depends on, whose
    /// product a target links without the project listing it.
    private func unlistedPackageFolder(named name: String, root: URL) -> String? {
        // A product's name comes from an untrusted file: one folder name, never a way out.
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else { return nil }
        // Packages inside the project's folder, by a plain relative path.
        let parents = Set(all.compactMap { package -> String? in
            guard let path = package.localPath, !path.hasPrefix("/") else { return nil }
            let parts = ProjectPath.components(path)
            guard !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else { return nil }
            return parts.dropLast().joined(separator: "/")
        })
        return parents.sorted().lazy.map { $0.isEmpty ? name : $0 + "/" + name }.first { Self.holdsManifest($0, root: root) }
    }

    /// Whether the folder at `path` (relative to `root`) holds a `Package.swift`.
    private static func holdsManifest(_ path: String, root: URL) -> Bool {
        DirectoryListing.isRegularFile(root.appendingPathComponent(path).appendingPathComponent("Package.swift").path)
    }

    /// The folders holding a `Package.swift` that the project has as folder references, or
    /// directly inside one of its synchronized folders (`Modules/Account`), sorted.
    private static func packageFolders(in graph: PBXGraph, root: URL) -> [String] {
        var candidates: [String] = []
        for (id, object) in graph.objects {
            guard case let .project(path)? = graph.path(of: id) else { continue }
            switch object["isa"]?.string {
            case "PBXFileReference" where ["folder", "wrapper"].contains(object["lastKnownFileType"]?.string ?? ""):
                candidates.append(path)
            case "PBXFileSystemSynchronizedRootGroup":
                let folder = root.appendingPathComponent(path).path
                candidates += DirectoryListing.entries(atPath: folder).filter { $0.isDirectory && !$0.isSymbolicLink }.map { path + "/" + $0.name }
            default:
                continue
            }
        }
        return Set(candidates).filter { holdsManifest($0, root: root) }.sorted()
    }

    /// The local package a product without a package comes from: the one named like the
    /// product, else the only one the project shows, else the folder-only package whose name
    /// begins the product's (`RSCoreResources` of `RSCore`), the longest such.
    func localPackage(of product: String) -> SwiftPackage? {
        let local = all.filter { $0.localPath != nil }
        if let named = local.first(where: { $0.name == product }) { return named }
        let shown = local.filter { !$0.isExcludedFromProject }
        if shown.count == 1 { return shown.first }
        return local.filter { $0.isFolderReference && product.hasPrefix($0.name) }.max { $0.name.count < $1.name.count }
    }

    private static func package(_ reference: PBXGraph.Object, root: URL) -> SwiftPackage? {
        switch reference["isa"]?.string {
        case "XCRemoteSwiftPackageReference":
            guard let url = reference["repositoryURL"]?.string, let requirement = requirement(reference["requirement"]) else { return nil }
            return SwiftPackage(name: name(of: url), source: .remote(url: url, requirement: requirement))
        case "XCLocalSwiftPackageReference":
            guard let path = reference["relativePath"]?.string else { return nil }
            return SwiftPackage(name: localName(of: path, root: root), source: .local(path: path))
        default:
            return nil
        }
    }

    /// A local package's folder name, `..` resolved from `root` (`../..` → the repository's folder).
    private static func localName(of path: String, root: URL) -> String {
        let folder = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)).standardizedFileURL.lastPathComponent
        return folder.isEmpty || folder == "/" ? name(of: path) : folder
    }

    /// `https://github.com/apple/swift-log.git` → `swift-log`.
    private static func name(of location: String) -> String {
        var last = ProjectPath.lastComponent(location)
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    private static func requirement(_ value: PBXGraph.Value?) -> VersionRequirement? {
        let field = { (key: String) in value?[key]?.string }
        switch field("kind") {
        case "upToNextMajorVersion": return field("minimumVersion").map(VersionRequirement.upToNextMajor)
        case "upToNextMinorVersion": return field("minimumVersion").map(VersionRequirement.upToNextMinor)
        case "exactVersion": return field("version").map(VersionRequirement.exact)
        case "versionRange":
            guard let from = field("minimumVersion"), let to = field("maximumVersion") else { return nil }
            return .range(from: from, to: to)
        case "branch": return field("branch").map(VersionRequirement.branch)
        case "revision": return field("revision").map(VersionRequirement.revision)
        default: return nil
        }
    }
}
