/// A target's sources: paths (files or folders), each with optional excludes.
/// Written as a string, a list of strings, or `.glob(...)` items.
public struct SourceFilesList: Sendable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    /// The entries.
    public var globs: [SourceFileGlob]

    /// Sources from these entries.
    public static func sourceFilesList(globs: [SourceFileGlob]) -> SourceFilesList { SourceFilesList(globs: globs) }
    /// Sources from these paths.
    public static func paths(_ paths: [Path]) -> SourceFilesList { SourceFilesList(globs: paths.map { .glob($0) }) }

    /// Sources from these entries.
    public init(globs: [SourceFileGlob]) { self.globs = globs }
    public init(stringLiteral value: String) { globs = [.glob(Path(stringLiteral: value))] }
    public init(arrayLiteral elements: SourceFileGlob...) { globs = elements }
}

/// One source entry: a path relative to the manifest, with files to leave out.
public struct SourceFileGlob: Sendable, ExpressibleByStringInterpolation {
    var path: Path
    /// What it leaves out.
    public var excluding: [Path] = []
    var optional = false
    /// Flags for each file it takes.
    public var compilerFlags: String?
    /// Core Data code generation of the models it takes (read, not applied).
    public var codeGen: FileCodeGen?
    /// The platforms its files build for (read, not applied).
    public var compilationCondition: PlatformCondition?
    /// How Xcode shows the folder (scaffold's addition, `type:` in `Project.yml`): `folder` or
    /// `syncedFolder`; `nil`, as groups of files.
    var folderType: String?

    /// Whether a generator writes the files (missing, they are fine).
    public enum FileType: String, Sendable, Equatable {
        case alwaysPresent, generated
    }

    /// Whether the files exist now or are generated.
    public var type: FileType {
        get { optional ? .generated : .alwaysPresent }
        set { optional = newValue == .generated }
    }

    /// Files a generator writes at `path` (Tuist's spelling of `optional: true`).
    public static func generated(_ path: Path, compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
                                 compilationCondition: PlatformCondition? = nil) -> SourceFileGlob {
        .glob(path, compilerFlags: compilerFlags, codeGen: codeGen, compilationCondition: compilationCondition, optional: true)
    }

    /// The path or glob.
    public var glob: Path {
        get { path }
        set { path = newValue }
    }

    /// `path` (a file, a folder or a glob), leaving out what `excluding` matches.
    /// - Parameters:
    ///   - compilerFlags: Flags for each file it takes (`COMPILER_FLAGS`).
    ///   - codeGen: Core Data code generation (read, and warned about).
    ///   - compilationCondition: The platforms its files build for (read, and warned about).
    ///   - optional: Whether a missing path is fine (a generated file, say; scaffold's addition).
    public static func glob(_ path: Path, excluding: [Path] = [], compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
                            compilationCondition: PlatformCondition? = nil, optional: Bool = false) -> SourceFileGlob {
        var glob = SourceFileGlob(path: path, excluding: excluding, optional: optional, compilerFlags: compilerFlags)
        glob.codeGen = codeGen
        glob.compilationCondition = compilationCondition
        return glob
    }

    /// The folder at `path` as one folder reference (a blue folder, its files copied as they
    /// are into the product's resources): scaffold's addition, `type: folder` in `Project.yml`.
    public static func folderReference(_ path: Path, optional: Bool = false) -> SourceFileGlob {
        var glob = SourceFileGlob(path: path, excluding: [], optional: optional)
        glob.folderType = "folder"
        return glob
    }

    /// The folder at `path` as an Xcode 16 synchronized folder, whose files the target builds as
    /// they are found; `excluding` (relative to the manifest) are its membership exceptions.
    /// scaffold's addition, `type: syncedFolder` in `Project.yml`.
    public static func synchronizedFolder(_ path: Path, excluding: [Path] = []) -> SourceFileGlob {
        var glob = SourceFileGlob(path: path, excluding: excluding, optional: false)
        glob.folderType = "syncedFolder"
        return glob
    }

    /// `path`, leaving out what `excluding` matches, if given.
    public static func glob(_ path: Path, excluding: Path?, compilerFlags: String? = nil) -> SourceFileGlob {
        SourceFileGlob(path: path, excluding: excluding.map { [$0] } ?? [], optional: false, compilerFlags: compilerFlags)
    }

    init(path: Path, excluding: [Path], optional: Bool, compilerFlags: String? = nil) {
        self.path = path
        self.excluding = excluding
        self.optional = optional
        self.compilerFlags = compilerFlags
    }

    public init(stringLiteral value: String) { path = Path(stringLiteral: value) }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("path", .string(path.manifestRelative)),
            ("excludes", ManifestJSON.strings(excluding.map { $0.excludeRelative(to: path) })),
            ("optional", optional ? .bool(true) : nil),
            ("type", folderType.map(ManifestJSON.string)),
            ("compilerFlags", compilerFlags.map(ManifestJSON.string)),
            ("destinationFilters", compilationCondition.map { .array($0.xcodeGenNames.map(ManifestJSON.string)) }),
            ("codeGen", codeGen.map { .string($0.rawValue) }),
        ])
    }
}

/// A target's resources. Written as a string, a list, or `.glob(...)` / `.folderReference(...)` items.
public struct ResourceFileElements: Sendable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    /// The entries.
    public var resources: [ResourceFileElement]

    /// The privacy manifest Tuist writes among them (read, not written by scaffold).
    public var privacyManifest: PrivacyManifest?

    /// Resources from these entries, with a privacy manifest.
    public static func resources(_ resources: [ResourceFileElement], privacyManifest: PrivacyManifest? = nil) -> ResourceFileElements {
        var elements = ResourceFileElements(resources: resources)
        elements.privacyManifest = privacyManifest
        return elements
    }

    /// Resources from these entries.
    public init(resources: [ResourceFileElement]) { self.resources = resources }
    public init(stringLiteral value: String) { resources = [.glob(pattern: Path(stringLiteral: value))] }
    public init(arrayLiteral elements: ResourceFileElement...) { resources = elements }
}

/// One resource entry: files by path, or a folder added as a folder reference.
public struct ResourceFileElement: Sendable, ExpressibleByStringInterpolation {
    var path: Path
    var excluding: [Path] = []
    var isFolderReference = false

    /// On-demand resource tags (read, not applied).
    public var tags: [String] = []
    /// The platforms it is copied for (read, and warned about).
    public var inclusionCondition: PlatformCondition?

    /// Files at `pattern`, leaving out what `excluding` matches.
    public static func glob(pattern: Path, excluding: [Path] = [], tags: [String] = [], inclusionCondition: PlatformCondition? = nil) -> ResourceFileElement {
        var element = ResourceFileElement(path: pattern, excluding: excluding, isFolderReference: false)
        element.tags = tags
        element.inclusionCondition = inclusionCondition
        return element
    }

    /// A folder Xcode copies as it is (a blue folder).
    public static func folderReference(path: Path, tags: [String] = [], inclusionCondition: PlatformCondition? = nil) -> ResourceFileElement {
        var element = ResourceFileElement(path: path, excluding: [], isFolderReference: true)
        element.tags = tags
        element.inclusionCondition = inclusionCondition
        return element
    }

    init(path: Path, excluding: [Path], isFolderReference: Bool) {
        self.path = path
        self.excluding = excluding
        self.isFolderReference = isFolderReference
    }

    public init(stringLiteral value: String) { path = Path(stringLiteral: value) }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("path", .string(path.manifestRelative)),
            ("excludes", ManifestJSON.strings(excluding.map { $0.excludeRelative(to: path) })),
            ("type", isFolderReference ? .string("folder") : nil),
            ("resourceTags", ManifestJSON.strings(tags)),
            ("destinationFilters", inclusionCondition.map { .array($0.xcodeGenNames.map(ManifestJSON.string)) }),
        ])
    }
}

/// How Xcode generates code for a Core Data model's entities.
public enum FileCodeGen: String, Sendable, Equatable {
    case `public`, `private`, project, disabled
}
