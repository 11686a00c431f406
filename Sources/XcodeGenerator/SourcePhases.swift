import ProjectSpec

/// Which build phase each file of a target's `sources:` goes to, and the settings of its build
/// file, by XcodeGen's rules (`SourceGenerator.generateSourceFile`): the target's Info.plist goes
/// nowhere; else the entry's `buildPhase` when it names one; else the project's `fileTypes`, then
/// XcodeGen's default by extension (`FileType.defaultFileTypes`); an extension not listed goes to
/// Resources, a file without one nowhere. A static library copies its public headers (and
/// `.modulemap`) to `include/$(PRODUCT_NAME)` before compiling; a framework copies its
/// `.swiftcrossimport` into its `Modules`. `compilerFlags` go on compiled files,
/// `headerVisibility` on headers.
struct SourcePhases {
    let target: Target
    let files: ScannedFiles
    /// The project's `fileTypes` phases by extension (they win over XcodeGen's defaults).
    var fileTypes: [String: SourceBuildPhase] = [:]
    /// The Info.plist files of the target (its `INFOPLIST_FILE`s and `info.path`): in no phase.
    var infoPlists: Set<String> = []
    /// Each source file with its phase, in `sources:` order, decided once (every phase of the
    /// target asks for its files, and a file's type is worked out from its path).
    private var assignments: [(path: String, phase: Phase)]?

    /// A Copy Files phase.
    struct CopyFiles: Hashable, Comparable {
        /// `dstSubfolderSpec`.
        var folderSpec: String
        var subpath: String
        /// Whether it comes before the Headers and Sources phases (XcodeGen's `phaseOrder: preCompile`).
        var preCompile = false

        static func < (lhs: CopyFiles, rhs: CopyFiles) -> Bool { (lhs.folderSpec, lhs.subpath) < (rhs.folderSpec, rhs.subpath) }

        /// A phase of XcodeGen's destination names (`buildPhase: {copyFiles: …}`).
        init(destination: String, subpath: String) {
            folderSpec = CopyFilesPhase.destinations[destination] ?? "16"
            self.subpath = subpath
        }

        init(folderSpec: String, subpath: String, preCompile: Bool) {
            self.folderSpec = folderSpec
            self.subpath = subpath
            self.preCompile = preCompile
        }

        /// Where a static library's public headers go.
        static let staticLibraryHeaders = CopyFiles(folderSpec: "16", subpath: "include/$(PRODUCT_NAME)", preCompile: true)
        /// Where a framework's cross-import overlays go.
        static let crossImportOverlays = CopyFiles(folderSpec: "16", subpath: "$(PRODUCT_NAME).framework/Modules", preCompile: true)
        /// The product's XPC services.
        static let xpcServices = CopyFiles(folderSpec: "16", subpath: "$(CONTENTS_FOLDER_PATH)/XPCServices", preCompile: false)
    }

    /// Where a file goes.
    enum Phase: Hashable {
        case sources, resources, headers, none
        case copyFiles(CopyFiles)
    }

    /// The entry of `sources:` `path` came from.
    private func entry(of path: String) -> TargetSource? {
        files.sourceEntries[target.name]?[path].flatMap { target.sources.indices.contains($0) ? target.sources[$0] : nil }
    }

    private func phase(_ spec: SourceBuildPhase) -> Phase {
        switch spec {
        case .sources: return .sources
        case .resources: return .resources
        case .headers: return .headers
        case .none: return .none
        case let .copyFiles(destination, subpath): return .copyFiles(CopyFiles(destination: destination, subpath: subpath))
        }
    }

    /// The phase `path` goes to by its type alone (XcodeGen's `getDefaultBuildPhase`).
    private func defaultPhase(of path: String) -> Phase {
        let ext = FileTypes.rawExtension(path)
        if let spec = fileTypes[ext] { return phase(spec) }
        if FileTypes.isInfoPlist(path) { return .none }
        switch FileTypes.defaultPhases[ext] {
        case .sources: return .sources
        case .resources: return .resources
        case .headers: return .headers
        case .xpcServices: return .copyFiles(.xpcServices)
        case .some(.frameworks), .some(.none): return .none
        case nil: break
        }
        switch ext {
        case "": return files.folders.contains(path) ? .resources : .none
        case "modulemap": return target.type == .staticLibrary ? .copyFiles(.staticLibraryHeaders) : .none
        case "swiftcrossimport": return target.type == .framework ? .copyFiles(.crossImportOverlays) : .none
        default: return .resources
        }
    }

    /// The phase of each source file.
    func phase(of path: String) -> Phase {
        if infoPlists.contains(path) { return .none }
        let source = entry(of: path)
        let chosen = source?.buildPhase.map(phase) ?? defaultPhase(of: path)
        if chosen == .headers && target.type == .staticLibrary {
            // A static library has no Headers phase: its public headers are copied.
            return (source?.headerVisibility ?? "public") == "public" ? .copyFiles(.staticLibraryHeaders) : .none
        }
        return chosen
    }

    /// The files of `sources:` that go to `phase`.
    func files(in phase: Phase) -> [String] {
        assigned().filter { $0.phase == phase }.map(\.path)
    }

    private func assigned() -> [(path: String, phase: Phase)] {
        assignments ?? files.sources[target.name, default: []].map { ($0, phase(of: $0)) }
    }

    /// The Copy Files phases of the sources with their files, in a stable order; `preCompile`
    /// chooses those before compiling or those after.
    func copyFiles(preCompile: Bool) -> [(phase: CopyFiles, files: [String])] {
        var groups: [CopyFiles: [String]] = [:]
        for (path, phase) in assigned() {
            if case .copyFiles(let copy) = phase, copy.preCompile == preCompile {
                groups[copy, default: []].append(path)
            }
        }
        return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
    }

    /// Whether the target gets a Headers phase (XcodeGen: frameworks and dynamic libraries;
    /// other targets leave their headers out).
    var hasHeadersPhase: Bool { target.type.isFramework || target.type == .dynamicLibrary }

    /// The build file `settings` of `path` in `phase`: `COMPILER_FLAGS` of a compiled file,
    /// `ATTRIBUTES` of a header (`Public` unless `headerVisibility` says `private`/`project`).
    func settings(of path: String, in phase: Phase) -> PBXFields? {
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

extension SourcePhases {
    /// The phases of `target`'s sources in `project`: with the project's `fileTypes`, and the
    /// Info.plist files its settings (`INFOPLIST_FILE` of any configuration) or `info.path` name.
    init(target: Target, files: ScannedFiles, project: Project) {
        self.init(target: target, files: files)
        fileTypes = project.options.fileTypes
        var plists: [String] = target.info.map { [$0.path] } ?? []
        for values in [target.settings.base] + Array(target.settings.configs.values) {
            if case .string(let path)? = values["INFOPLIST_FILE"] { plists.append(path) }
        }
        infoPlists = Set(plists.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 })
        assignments = assigned()
    }
}
