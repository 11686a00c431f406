/// A folder whose files a target builds as they are found (Tuist 4's buildable folders, Xcode
/// 16's synchronized folders). scaffold lists the folder's files in an ordinary group instead
/// of a synchronized folder: each file lands in the build phase its type asks for, so the
/// target builds the same; the difference is in how Xcode shows and tracks the folder.
public struct BuildableFolder: Sendable, ExpressibleByStringInterpolation {
    /// The folder, relative to the manifest.
    var path: String
    /// Files of the folder to leave out, relative to the manifest.
    var excluded: [String] = []
    /// Compiler flags of single files, relative to the manifest.
    var compilerFlags: [String: String] = [:]

    /// `path`, with `exceptions`.
    public static func folder(_ path: Path, exceptions: BuildableFolderExceptions = .exceptions([])) -> BuildableFolder {
        var folder = BuildableFolder(stringLiteral: path.manifestRelative)
        for exception in exceptions.exceptions {
            folder.excluded += exception.excluded
            folder.compilerFlags.merge(exception.compilerFlags) { _, last in last }
        }
        return folder
    }

    public init(stringLiteral value: String) { path = value }

    /// The source entries: the folder (its exceptions excluded, relative to it) and each file
    /// with compiler flags on its own.
    var sourceEntries: [ManifestJSON] {
        let flagged = compilerFlags.keys.sorted()
        let excludes = (excluded + flagged).map(relative)
        let folder = ManifestJSON.fields([("path", .string(path)), ("excludes", ManifestJSON.strings(excludes))])
        return [folder] + flagged.map { file in
            ManifestJSON.fields([("path", .string(file)), ("compilerFlags", .string(compilerFlags[file] ?? ""))])
        }
    }

    /// `file` relative to the folder when it is inside it, as `excludes` are written.
    private func relative(_ file: String) -> String {
        file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file
    }
}

/// The exceptions of a buildable folder.
public struct BuildableFolderExceptions: Sendable {
    var exceptions: [BuildableFolderException]

    /// These exceptions.
    public static func exceptions(_ exceptions: [BuildableFolderException]) -> BuildableFolderExceptions {
        BuildableFolderExceptions(exceptions: exceptions)
    }
}

/// Files of a buildable folder left out, or built with their own compiler flags.
public struct BuildableFolderException: Sendable {
    var excluded: [String]
    var compilerFlags: [String: String]

    /// Leaves `excluded` out and builds the files of `compilerFlags` with those flags (paths relative to the manifest).
    public static func exception(excluded: [String] = [], compilerFlags: [String: String] = [:]) -> BuildableFolderException {
        BuildableFolderException(excluded: excluded, compilerFlags: compilerFlags)
    }
}
