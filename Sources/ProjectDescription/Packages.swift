/// A Swift package the project uses: a remote repository with a version rule, or a local folder.
public struct Package: Sendable {
    /// The name `.package(product:)` dependencies refer to: given, or the URL's (or folder's)
    /// last component without `.git`.
    public var name: String
    let fields: [(String, ManifestJSON?)]
    let site: CallSite

    /// A package from a repository.
    public static func remote(url: String, requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: lastComponent(of: url), fields: [("url", .string(url))] + requirement.fields, file: file, line: line, column: column)
    }

    /// A package from a repository, named (scaffold's spelling, for a name unlike the URL's).
    public static func remote(name: String, url: String, requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: name, fields: [("url", .string(url))] + requirement.fields, file: file, line: line, column: column)
    }

    /// A package in a folder, relative to the manifest.
    public static func local(path: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: lastComponent(of: path), fields: [("path", .string(path))], file: file, line: line, column: column)
    }

    /// A package in a folder, named.
    public static func local(name: String, path: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        Package(name: name, fields: [("path", .string(path))], file: file, line: line, column: column)
    }

    /// A package from a repository, from a version up to the next major (Tuist's earlier spelling).
    public static func package(url: String, from version: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .remote(url: url, requirement: .upToNextMajor(from: version), file: file, line: line, column: column)
    }

    /// A package from a repository (Tuist's earlier spelling).
    public static func package(url: String, _ requirement: Requirement, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .remote(url: url, requirement: requirement, file: file, line: line, column: column)
    }

    /// A package in a folder (Tuist's earlier spelling).
    public static func package(path: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Package {
        .local(path: path, file: file, line: line, column: column)
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

    /// Which versions of a remote package to accept.
    public enum Requirement: Sendable {
        case upToNextMajor(from: String)
        case upToNextMinor(from: String)
        case exact(String)
        case range(from: String, to: String)
        case branch(String)
        case revision(String)

        var fields: [(String, ManifestJSON?)] {
            switch self {
            case let .upToNextMajor(version): return [("from", .string(version))]
            case let .upToNextMinor(version): return [("minorVersion", .string(version))]
            case let .exact(version): return [("exactVersion", .string(version))]
            case let .range(from, to): return [("minVersion", .string(from)), ("maxVersion", .string(to))]
            case let .branch(name): return [("branch", .string(name))]
            case let .revision(hash): return [("revision", .string(hash))]
            }
        }
    }
}
