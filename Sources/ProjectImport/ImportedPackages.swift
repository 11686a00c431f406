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

    init(graph: PBXGraph) {
        var names: Set<String> = []
        for (id, reference) in graph.objects(graph.project["packageReferences"]) {
            guard var package = Self.package(reference) else { continue }
            // Two packages of one name (forks): the second gets part of its identifier after it.
            if names.contains(package.name) { package.name += "-" + String(id.suffix(6)) }
            names.insert(package.name)
            all.append(package)
            byReference[id] = package
        }
    }

    private static func package(_ reference: PBXGraph.Object) -> SwiftPackage? {
        switch reference["isa"]?.string {
        case "XCRemoteSwiftPackageReference":
            guard let url = reference["repositoryURL"]?.string, let requirement = requirement(reference["requirement"]) else { return nil }
            return SwiftPackage(name: name(of: url), source: .remote(url: url, requirement: requirement))
        case "XCLocalSwiftPackageReference":
            guard let path = reference["relativePath"]?.string else { return nil }
            return SwiftPackage(name: name(of: path), source: .local(path: path))
        default:
            return nil
        }
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
