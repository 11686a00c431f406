/// A path in a manifest, as Tuist's `Path`: relative to the manifest's folder (a string
/// literal, or `.relativeToManifest`), to the project root (the folder holding `Tuist/`:
/// `.relativeToRoot`, or a literal starting with `//`), or to the Swift file that wrote it.
public struct Path: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// What a path is relative to.
    public enum PathType: String, Sendable, Codable {
        case relativeToCurrentFile, relativeToManifest, relativeToRoot
    }

    /// scaffold's earlier name of ``PathType``.
    public typealias Kind = PathType

    /// What `pathString` is relative to.
    public var type: PathType
    /// The path as written (for `relativeToCurrentFile`, made absolute from the calling file).
    public var pathString: String
    /// The Swift file that wrote a `relativeToCurrentFile` path.
    public var callerPath: String?

    /// A path of `type`.
    public init(type: Kind, pathString: String) {
        self.type = type
        self.pathString = pathString
    }

    /// A literal: relative to the root when it starts with `//`, else to the manifest.
    public init(stringLiteral value: String) {
        if value.hasPrefix("//") {
            self.init(type: .relativeToRoot, pathString: String(value.dropFirst(2)))
        } else {
            self.init(type: .relativeToManifest, pathString: value)
        }
    }

    /// A path relative to the manifest's folder.
    public static func path(_ path: String) -> Path {
        Path(type: .relativeToManifest, pathString: path)
    }

    /// A path relative to the manifest's folder.
    public static func relativeToManifest(_ pathString: String) -> Path {
        Path(type: .relativeToManifest, pathString: pathString)
    }

    /// A path relative to the project root, the folder holding `Tuist/`.
    public static func relativeToRoot(_ pathString: String) -> Path {
        Path(type: .relativeToRoot, pathString: pathString)
    }

    /// A path relative to the Swift file that writes it.
    public static func relativeToCurrentFile(_ pathString: String, callerPath: StaticString = #filePath) -> Path {
        let caller = callerPath.description
        let folder = caller.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var path = Path(type: .relativeToCurrentFile, pathString: folder + "/" + pathString)
        path.callerPath = caller
        return path
    }

    /// The path as scaffold reads it: `{"relativeTo": …, "path": …}`.
    var json: ManifestJSON {
        .object([("relativeTo", .string(type.rawValue)), ("path", .string(pathString))])
    }

    /// The path as scaffold's model reads it, relative to the manifest's folder (the folder the
    /// manifest runs in): a root-relative path goes up to the root first (`../../Sources`), a
    /// path relative to a Swift file is absolute.
    var manifestRelative: String {
        guard type == .relativeToRoot else { return pathString }
        let up = ManifestRoot.levelsUp
        let prefix = String(repeating: "../", count: up)
        if pathString.isEmpty || pathString == "." { return up == 0 ? "." : String(prefix.dropLast()) }
        return prefix + pathString
    }

    /// This path, an exclude Tuist writes relative to the manifest, relative to the folder of
    /// `pattern` (the part before its first wildcard), as scaffold's model reads excludes;
    /// unchanged when it is not inside that folder.
    func excludeRelative(to pattern: Path) -> String {
        let exclude = manifestRelative
        let folder = pattern.manifestRelative.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
        guard !folder.isEmpty, folder != "." else { return exclude }
        return exclude.hasPrefix(folder + "/") ? String(exclude.dropFirst(folder.count + 1)) : exclude
    }
}
