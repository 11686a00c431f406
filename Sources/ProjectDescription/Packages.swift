/// A Swift package the project uses: a remote repository with a version rule, or a local folder.
public struct Package: Sendable {
    /// The name `.package(product:)` dependencies refer to: given, or the URL's (or folder's)
    /// last component without `.git`.
    public var name: String
    let fields: [(String, ManifestJSON?)]
    let site: CallSite
    /// What the model cannot express of this package, warned about at its call.
    var unapplied: String?
    /// The identifier of a registry package (not in scaffold's model: warned about, left out).
    var registryIdentifier: String?

    /// A package from a repository.
    public static func remote(url: String, requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: lastComponent(of: url), fields: [("url", .string(url))] + requirement.fields, file: file, line: line, column: column)
    }

    /// A package from a repository, named (scaffold's spelling, for a name unlike the URL's).
    public static func remote(name: String, url: String, requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: name, fields: [("url", .string(url))] + requirement.fields, file: file, line: line, column: column)
    }

    /// A package in a folder, relative to the manifest.
    public static func local(path: Path, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: lastComponent(of: path.manifestRelative), fields: [("path", .string(path.manifestRelative))], file: file, line: line, column: column)
    }

    /// A package in a folder, named (scaffold's spelling).
    public static func local(name: String, path: Path, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: name, fields: [("path", .string(path.manifestRelative))], file: file, line: line, column: column)
    }

    /// A package in a folder, with Tuist's group options (read, and warned about when given).
    public static func local(path: Path, groupPath: Path?, excludingPath: Path?, keepStructure: Bool,
                             file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        var package = local(path: path, file: file, line: line, column: column)
        if groupPath != nil || excludingPath != nil || keepStructure {
            package.unapplied = "a local package's groupPath, excludingPath and keepStructure"
        }
        return package
    }

    /// A package from a registry (`scope.name`): scaffold's model has no registry packages, so
    /// it is read and warned about, and left out.
    public static func registry(identifier: String, requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        var package = Package(name: identifier, fields: [], file: file, line: line, column: column)
        package.registryIdentifier = identifier
        return package
    }

    /// A package from a repository, from a version up to the next major.
    public static func package(url: String, from version: Version, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .remote(url: url, requirement: .upToNextMajor(from: version), file: file, line: line, column: column)
    }

    /// A package from a repository.
    public static func package(url: String, _ requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .remote(url: url, requirement: requirement, file: file, line: line, column: column)
    }

    /// A package from a repository, in a half-open range of versions.
    public static func package(url: String, _ range: Range<Version>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .remote(url: url, requirement: .range(from: range.lowerBound, to: range.upperBound), file: file, line: line, column: column)
    }

    /// A package from a repository, in a closed range of versions.
    public static func package(url: String, _ range: ClosedRange<Version>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .remote(url: url, requirement: .range(from: range.lowerBound, to: range.upperBound.nextPatch), file: file, line: line, column: column)
    }

    /// A package in a folder.
    public static func package(path: Path, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .local(path: path, file: file, line: line, column: column)
    }

    /// A package in a folder, shown in the group `groupPath`.
    public static func package(path: Path, groupPath: Path?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .local(path: path, groupPath: groupPath, excludingPath: nil, keepStructure: false, file: file, line: line, column: column)
    }

    /// A package in a folder, its group leaving out `excludingPath`.
    public static func package(path: Path, excludingPath: Path?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .local(path: path, groupPath: nil, excludingPath: excludingPath, keepStructure: false, file: file, line: line, column: column)
    }

    /// A package in a folder, keeping its folder structure in the project.
    public static func package(path: Path, keepStructure: Bool, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .local(path: path, groupPath: nil, excludingPath: nil, keepStructure: keepStructure, file: file, line: line, column: column)
    }

    /// A registry package, from a version up to the next major.
    public static func package(id: String, from version: Version, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .registry(identifier: id, requirement: .upToNextMajor(from: version), file: file, line: line, column: column)
    }

    /// A registry package at one version.
    public static func package(id: String, exact version: Version, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .registry(identifier: id, requirement: .exact(version), file: file, line: line, column: column)
    }

    /// A registry package in a half-open range of versions.
    public static func package(id: String, _ range: Range<Version>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .registry(identifier: id, requirement: .range(from: range.lowerBound, to: range.upperBound), file: file, line: line, column: column)
    }

    /// A registry package in a closed range of versions.
    public static func package(id: String, _ range: ClosedRange<Version>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .registry(identifier: id, requirement: .range(from: range.lowerBound, to: range.upperBound.nextPatch), file: file, line: line, column: column)
    }

    init(name: String, fields: [(String, ManifestJSON?)], file: StaticString, line: UInt, column: UInt) {
        self.name = name
        self.fields = fields
        site = CallSite(file, line, column)
    }

    private static func lastComponent(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    var json: ManifestJSON { ManifestJSON.fields(fields, at: site) }

    /// The warning for what scaffold does not apply of this package.
    var problem: ManifestProblem? {
        if let registryIdentifier {
            return ManifestProblem(message: "registry package '\(registryIdentifier)' is not supported by scaffold (no registry packages in its model); it is left out of the project",
                                   site: site, isWarning: true)
        }
        return unapplied.map { ManifestProblem(message: "\($0) are not applied by scaffold", site: site, isWarning: true) }
    }

    /// Which versions of a remote package to accept.
    public enum Requirement: Sendable {
        case upToNextMajor(from: Version)
        case upToNextMinor(from: Version)
        case exact(Version)
        case range(from: Version, to: Version)
        case branch(String)
        case revision(String)

        var fields: [(String, ManifestJSON?)] {
            switch self {
            case let .upToNextMajor(version): return [("from", .string(version.description))]
            case let .upToNextMinor(version): return [("minorVersion", .string(version.description))]
            case let .exact(version): return [("exactVersion", .string(version.description))]
            case let .range(from, to): return [("minVersion", .string(from.description)), ("maxVersion", .string(to.description))]
            case let .branch(name): return [("branch", .string(name))]
            case let .revision(hash): return [("revision", .string(hash))]
            }
        }
    }
}
