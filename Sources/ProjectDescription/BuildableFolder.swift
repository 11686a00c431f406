/// A folder whose files a target builds as they are found (Tuist 4's buildable folders, Xcode
/// 16's synchronized folders). scaffold lists the folder's files in an ordinary group instead
/// of a synchronized folder: each file lands in the build phase its type asks for, so the
/// target builds the same; the difference is in how Xcode shows and tracks the folder.
public struct BuildableFolder: Sendable, ExpressibleByStringInterpolation {
    /// The folder, relative to the manifest, as scaffold's model reads it.
    var folder: String
    /// Files of the folder to leave out, relative to the manifest.
    var excluded: [String] = []
    /// Compiler flags of single files, relative to the manifest.
    var compilerFlags: [String: String] = [:]

    /// `path`, with `exceptions`.
    public static func folder(_ path: Path, exceptions: BuildableFolderExceptions = .exceptions([])) -> BuildableFolder {
        var folder = BuildableFolder(stringLiteral: path.manifestRelative)
        folder.path = path
        for exception in exceptions.exceptions {
            folder.excluded += exception.excluded
            folder.compilerFlags.merge(exception.compilerFlags) { _, last in last }
        }
        return folder
    }

    public init(stringLiteral value: String) {
        folder = value
        path = Path(stringLiteral: value)
    }

    /// The folder.
    public var path: Path

    /// The source entries: the folder (its exceptions excluded, relative to it) and each file
    /// with compiler flags on its own.
    var sourceEntries: [ManifestJSON] {
        let flagged = compilerFlags.keys.sorted()
        let excludes = (excluded + flagged).map(relative)
        let entry = ManifestJSON.fields([("path", .string(folder)), ("excludes", ManifestJSON.strings(excludes))])
        return [entry] + flagged.map { file in
            ManifestJSON.fields([("path", .string(file)), ("compilerFlags", .string(compilerFlags[file] ?? ""))])
        }
    }

    /// `file` relative to the folder when it is inside it, as `excludes` are written.
    private func relative(_ file: String) -> String {
        file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
    }
}

/// The exceptions of a buildable folder.
public struct BuildableFolderExceptions: Sendable, ExpressibleByArrayLiteral {
    /// The exceptions.
    public var exceptions: [BuildableFolderException]

    public init(arrayLiteral elements: BuildableFolderException...) { exceptions = elements }
    init(exceptions: [BuildableFolderException]) { self.exceptions = exceptions }

    /// These exceptions.
    public static func exceptions(_ exceptions: [BuildableFolderException]) -> BuildableFolderExceptions {
        BuildableFolderExceptions(exceptions: exceptions)
    }
}

/// Files of a buildable folder left out, or built with their own compiler flags.
public struct BuildableFolderException: Sendable {
    /// Files left out.
    public var excluded: [String]
    /// Compiler flags of single files.
    public var compilerFlags: [String: String]
    /// Headers made public (read, not applied).
    public var publicHeaders: [String] = []
    /// Headers made private (read, not applied).
    public var privateHeaders: [String] = []
    /// Platforms of single files (read, not applied).
    public var platformFilters: [String: Set<PlatformFilter>] = [:]
    /// The other target the files are for (read, not applied).
    public var target: String?
    /// Files added to that target (read, not applied).
    public var included: [String] = []

    /// Leaves `excluded` out and builds the files of `compilerFlags` with those flags (paths relative to the manifest).
    public static func exception(excluded: [String] = [], compilerFlags: [String: String] = [:], publicHeaders: [String] = [],
                                 privateHeaders: [String] = [], platformFilters: [String: Set<PlatformFilter>] = [:]) -> BuildableFolderException {
        var exception = BuildableFolderException(excluded: excluded, compilerFlags: compilerFlags)
        exception.publicHeaders = publicHeaders
        exception.privateHeaders = privateHeaders
        exception.platformFilters = platformFilters
        return exception
    }

    /// Files of the folder that another target builds (read, not applied).
    public static func exception(target: String, included: [String] = [], compilerFlags: [String: String] = [:],
                                 platformFilters: [String: Set<PlatformFilter>] = [:]) -> BuildableFolderException {
        var exception = BuildableFolderException(excluded: [], compilerFlags: compilerFlags)
        exception.target = target
        exception.included = included
        exception.platformFilters = platformFilters
        return exception
    }

    init(excluded: [String], compilerFlags: [String: String]) {
        self.excluded = excluded
        self.compilerFlags = compilerFlags
    }
}
