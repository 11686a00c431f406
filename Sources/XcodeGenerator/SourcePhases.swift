import ProjectSpec

/// Which build phase each file of a target's `sources:` goes to, and the settings of its build
/// file: the entry's `buildPhase` when it names one, else the phase its type decides;
/// `compilerFlags` on compiled files, `headerVisibility` on headers (XcodeGen's rules).
struct SourcePhases {
    let target: Target
    let files: ScannedFiles

    /// A Copy Files phase of `sources:` entries (`buildPhase: {copyFiles: …}`).
    struct CopyFiles: Hashable, Comparable {
        var destination: String
        var subpath: String

        static func < (lhs: CopyFiles, rhs: CopyFiles) -> Bool { (lhs.destination, lhs.subpath) < (rhs.destination, rhs.subpath) }

        /// `dstSubfolderSpec` of XcodeGen's destination names.
        var folderSpec: String {
            let specs = ["absolutePath": "0", "productsDirectory": "16", "wrapper": "1", "executables": "6", "resources": "7",
                         "javaResources": "15", "frameworks": "10", "sharedFrameworks": "11", "sharedSupport": "12", "plugins": "13"]
            return specs[destination] ?? "16"
        }
    }

    /// The entry of `sources:` `path` came from.
    private func entry(of path: String) -> TargetSource? {
        files.sourceEntries[target.name]?[path].flatMap { target.sources.indices.contains($0) ? target.sources[$0] : nil }
    }

    /// The phase `path` goes to by its type alone; folders Xcode does not compile are copied.
    private func defaultPhase(of path: String) -> SourceBuildPhase {
        switch FileTypes.sourcePhase(path) {
        case .sources: return .sources
        case .resources: return .resources
        case .headers: return .headers
        case .none: return files.folders.contains(path) ? .resources : .none
        }
    }

    /// The phase of each source file.
    private func phase(of path: String) -> SourceBuildPhase {
        // The target's Info.plist is never in a phase, whatever its entry says (as in XcodeGen).
        if FileTypes.isInfoPlist(path) { return .none }
        return entry(of: path)?.buildPhase ?? defaultPhase(of: path)
    }

    /// The files of `sources:` that go to `phase`.
    func files(in phase: SourceBuildPhase) -> [String] {
        files.sources[target.name, default: []].filter { self.phase(of: $0) == phase }
    }

    /// The Copy Files phases of `sources:` entries with their files, in a stable order.
    func copyFiles() -> [(phase: CopyFiles, files: [String])] {
        var groups: [CopyFiles: [String]] = [:]
        for path in files.sources[target.name, default: []] {
            if case .copyFiles(let destination, let subpath) = phase(of: path) {
                groups[CopyFiles(destination: destination, subpath: subpath), default: []].append(path)
            }
        }
        return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
    }

    /// Whether the target gets a Headers phase (XcodeGen: frameworks and dynamic libraries;
    /// other targets leave their headers out).
    var hasHeadersPhase: Bool { target.type.isFramework || target.type == .dynamicLibrary }

    /// The build file `settings` of `path` in `phase`: `COMPILER_FLAGS` of a compiled file,
    /// `ATTRIBUTES` of a header (`Public` unless `headerVisibility` says `private`/`project`).
    func settings(of path: String, in phase: SourceBuildPhase) -> [String: PBXValue]? {
        let source = entry(of: path)
        switch phase {
        case .sources:
            guard let flags = source?.compilerFlags, !flags.isEmpty else { return nil }
            return ["COMPILER_FLAGS": .string(flags.joined(separator: " "))]
        case .headers:
            switch source?.headerVisibility ?? "public" {
            case "project": return nil
            case "private": return ["ATTRIBUTES": .strings(["Private"])]
            default: return ["ATTRIBUTES": .strings(["Public"])]
            }
        default:
            return nil
        }
    }
}
