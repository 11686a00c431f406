/// A framework's or library's headers by visibility (Tuist's `headers:`): each glob becomes a
/// source entry with `headerVisibility` public, private or project.
public struct Headers: Sendable {
    /// Which headers a `.projectExcludesPrivateAndPublic` rule leaves to each visibility; read, not applied.
    public enum AutomaticExclusionRule: Sendable {
        case projectExcludesPrivateAndPublic, publicExcludesPrivateAndProject
    }

    var publicHeaders: FileList?
    var privateHeaders: FileList?
    var projectHeaders: FileList?
    var umbrella: Path?
    /// Which visibility wins where the lists overlap (read, not applied).
    public var exclusionRule: AutomaticExclusionRule = .projectExcludesPrivateAndPublic

    /// The public headers.
    public var `public`: FileList? { publicHeaders }
    /// The private headers.
    public var `private`: FileList? { privateHeaders }
    /// The project headers.
    public var project: FileList? { projectHeaders }
    /// The umbrella header.
    public var umbrellaHeader: Path? { umbrella }

    /// Headers by visibility.
    public static func headers(public: FileList? = nil, private: FileList? = nil, project: FileList? = nil,
                               exclusionRule: AutomaticExclusionRule = .projectExcludesPrivateAndPublic) -> Headers {
        Headers(publicHeaders: `public`, privateHeaders: `private`, projectHeaders: project)
    }

    /// Every header of `list` public (the umbrella header's imports are not read), those of
    /// `privateHeaders` private.
    public static func allHeaders(from list: FileList, umbrella: Path, private privateHeaders: FileList? = nil) -> Headers {
        Headers(publicHeaders: list, privateHeaders: privateHeaders, projectHeaders: nil, umbrella: umbrella)
    }

    /// The same as ``allHeaders(from:umbrella:private:)`` in scaffold.
    public static func onlyHeaders(from list: FileList, umbrella: Path, private privateHeaders: FileList? = nil) -> Headers {
        .allHeaders(from: list, umbrella: umbrella, private: privateHeaders)
    }

    /// The source entries, each glob with its visibility.
    var sourceEntries: [ManifestJSON] {
        [("public", publicHeaders), ("private", privateHeaders), ("project", projectHeaders)].flatMap { visibility, list in
            (list?.globs ?? []).map { glob in
                ManifestJSON.fields([
                    ("path", .string(glob.glob.manifestRelative)),
                    ("excludes", ManifestJSON.strings(glob.excluding.map { $0.excludeRelative(to: glob.glob) })),
                    ("headerVisibility", .string(visibility)),
                ])
            }
        }
    }
}

/// A list of file globs (a string, a list, or `.list([...])`).
public struct FileList: Sendable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    /// The globs.
    public var globs: [FileListGlob]

    /// The files of `globs`.
    public static func list(_ globs: [FileListGlob]) -> FileList { FileList(globs: globs) }

    init(globs: [FileListGlob]) { self.globs = globs }
    public init(stringLiteral value: String) { globs = [FileListGlob(stringLiteral: value)] }
    public init(arrayLiteral elements: FileListGlob...) { globs = elements }
}

/// One glob of a file list, with what it leaves out.
public struct FileListGlob: Sendable, ExpressibleByStringInterpolation {
    /// The glob.
    public var glob: Path
    /// What it leaves out.
    public var excluding: [Path] = []

    /// Files at `glob`, leaving out what `excluding` matches.
    public static func glob(_ glob: Path, excluding: [Path] = []) -> FileListGlob { FileListGlob(glob: glob, excluding: excluding) }

    /// Files at `glob`, leaving out what `excluding` matches, if given.
    public static func glob(_ glob: Path, excluding: Path?) -> FileListGlob { FileListGlob(glob: glob, excluding: excluding.map { [$0] } ?? []) }

    init(glob: Path, excluding: [Path]) {
        self.glob = glob
        self.excluding = excluding
    }

    public init(stringLiteral value: String) { glob = Path(stringLiteral: value) }
}
