/// A source or resource entry: a file or folder, with optional filters inside a folder.
public struct TargetSource: Sendable, Hashable, Encodable {
    /// The file or folder, relative to the project root.
    public var path: String
    /// Glob patterns, relative to `path`, of files to leave out.
    public var excludes: [String]
    /// Glob patterns, relative to `path`, of the only files to take.
    public var includes: [String]
    /// Whether a missing path is fine (for files a generator writes later).
    public var optional: Bool
    /// How Xcode shows a folder: as groups of files (the default) or as one folder reference.
    public var type: Kind
    /// Whether the entry said its `type`; when not, a folder takes the project's
    /// `defaultSourceDirectoryType` (XcodeGen's option).
    public var typeIsExplicit = false
    /// The name shown in Xcode instead of the last path component.
    public var name: String?
    /// The group it is put in (`group: Configs`), created under the main group.
    public var group: String?
    /// The build phase its files go to, instead of the one their type decides.
    public var buildPhase: SourceBuildPhase?
    /// Compiler flags for each of its compiled files (`COMPILER_FLAGS`).
    public var compilerFlags: [String] = []
    /// For headers in a Headers phase: `public`, `private` or `project`.
    public var headerVisibility: String?
    /// Whether groups are created for the folders between the root and it; the project's
    /// option when `nil`.
    public var createIntermediateGroups: Bool?

    /// How a folder entry appears in Xcode.
    public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
        /// A group per folder and a reference per file.
        case group
        /// One blue folder reference, copied as a whole into the product's resources.
        case folder
        /// One file reference, even for a folder.
        case file
        /// An Xcode 16 synchronized folder (`PBXFileSystemSynchronizedRootGroup`).
        case syncedFolder
    }

    /// Creates a source entry.
    public init(path: String, excludes: [String] = [], includes: [String] = [], optional: Bool = false, type: Kind = .group) {
        self.path = path
        self.excludes = excludes
        self.includes = includes
        self.optional = optional
        self.type = type
    }
}

/// The build phase a source entry's files go to (XcodeGen's `buildPhase`).
public enum SourceBuildPhase: Sendable, Hashable, Encodable {
    case sources
    case resources
    case headers
    /// Files not in any phase.
    case none
    /// A Copy Files phase to `destination` (`resources`, `frameworks`, `plugins`…), `subpath` within.
    case copyFiles(destination: String, subpath: String)
}
