/// A Copy Files build phase: files copied into a folder of the product (Tuist's `copyFiles:`).
/// Each file becomes a source entry of the target whose build phase is `copyFiles` with the
/// action's destination and subpath; the phase's name is not kept (a warning).
public struct CopyFilesAction: Sendable {
    /// Where the files go.
    public enum Destination: String, Sendable {
        case absolutePath, productsDirectory, wrapper, executables, resources, javaResources, frameworks, sharedFrameworks, sharedSupport, plugins, other
    }

    /// The phase's name in Tuist.
    public var name: String
    /// Where the files go.
    public var destination: Destination
    /// A folder inside the destination.
    public var subpath: String?
    /// The files.
    public var files: [CopyFileElement]

    /// Files copied to `destination`.
    public static func copyFiles(name: String, destination: Destination, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        CopyFilesAction(name: name, destination: destination, subpath: subpath, files: files)
    }

    /// Files copied to the products directory.
    public static func productsDirectory(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .productsDirectory, subpath: subpath, files: files)
    }

    /// Files copied into the product's wrapper.
    public static func wrapper(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .wrapper, subpath: subpath, files: files)
    }

    /// Files copied to the executables folder.
    public static func executables(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .executables, subpath: subpath, files: files)
    }

    /// Files copied to the resources folder.
    public static func resources(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .resources, subpath: subpath, files: files)
    }

    /// Files copied to the Java resources folder.
    public static func javaResources(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .javaResources, subpath: subpath, files: files)
    }

    /// Files copied to the frameworks folder.
    public static func frameworks(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .frameworks, subpath: subpath, files: files)
    }

    /// Files copied to the shared frameworks folder.
    public static func sharedFrameworks(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .sharedFrameworks, subpath: subpath, files: files)
    }

    /// Files copied to the shared support folder.
    public static func sharedSupport(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .sharedSupport, subpath: subpath, files: files)
    }

    /// Files copied to the plug-ins folder.
    public static func plugins(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        .copyFiles(name: name, destination: .plugins, subpath: subpath, files: files)
    }

    /// The source entries of its files; `.other` and `.absolutePath` have no XcodeGen
    /// destination and are reported in `problems`.
    func sourceEntries(problems: inout [String]) -> [ManifestJSON] {
        let known: [Destination: String] = [
            .productsDirectory: "productsDirectory", .wrapper: "wrapper", .executables: "executables", .resources: "resources",
            .javaResources: "javaResources", .frameworks: "frameworks", .sharedFrameworks: "sharedFrameworks",
            .sharedSupport: "sharedSupport", .plugins: "plugins", .absolutePath: "absolutePath",
        ]
        guard let destination = known[destination] else {
            problems.append("copyFiles '\(name)' to \(self.destination.rawValue) has no destination scaffold can write")
            return []
        }
        let phase = ManifestJSON.object([("copyFiles", ManifestJSON.fields([("destination", .string(destination)), ("subpath", .string(subpath ?? ""))]))])
        return files.map { file in
            ManifestJSON.fields([("path", .string(file.path.manifestRelative)), ("type", file.isFolderReference ? .string("folder") : nil), ("buildPhase", phase)])
        }
    }
}

/// A file of a copy files action: a path or glob, or a folder copied as it is.
public struct CopyFileElement: Sendable, ExpressibleByStringInterpolation {
    var path: Path
    var isFolderReference = false

    /// Files at `pattern`; `codeSignOnCopy` is not applied.
    public static func glob(pattern: Path, condition: PlatformCondition? = nil, codeSignOnCopy: Bool = false) -> CopyFileElement { CopyFileElement(path: pattern) }
    /// A folder copied as it is.
    public static func folderReference(path: Path, condition: PlatformCondition? = nil, codeSignOnCopy: Bool = false) -> CopyFileElement {
        CopyFileElement(path: path, isFolderReference: true)
    }

    init(path: Path, isFolderReference: Bool = false) {
        self.path = path
        self.isFolderReference = isFolderReference
    }

    public init(stringLiteral value: String) { path = Path(stringLiteral: value) }
}
