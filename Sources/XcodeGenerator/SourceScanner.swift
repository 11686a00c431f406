import Foundation
import ProjectSpec
import ScaffoldSupport

/// The files of each target, found on disk: folders opened recursively (except folders Xcode
/// treats as files), `excludes`/`includes` applied, hidden files skipped, sorted.
struct ScannedFiles: Sendable {
    /// Files of `sources:` by target name, relative to the project root.
    var sources: [String: [String]] = [:]
    /// Files of `resources:` by target name.
    var resources: [String: [String]] = [:]
    /// The `Info.plist` XcodeGen finds for each target that has one: the first of its
    /// `sources:` that is a file named so, or a folder holding one at any depth, whatever its
    /// `excludes` say (XcodeGen's `getInfoPlist` looks at the folder, not the files taken).
    var infoPlists: [String: String] = [:]
    /// For each target, the index in its `sources:` of the entry each file came from (the
    /// first entry that found it), by path.
    var sourceEntries: [String: [String: Int]] = [:]
    /// Paths that are opaque folders (asset catalogs, bundles) rather than files.
    var folders: Set<String> = []
    /// The settings each `.xcconfig` of the project sets (with its includes), by its path
    /// relative to the project root.
    var configFileKeys: [String: Set<String>] = [:]
    /// Every `.xcconfig` read (absolute paths), includes too.
    var configFilesRead: [String] = []
    /// The targets of each referenced project that could be read, by reference name.
    var remoteTargets: [String: [String: RemoteTarget]] = [:]
    /// The referenced projects' `project.pbxproj` files read (absolute paths).
    var referencedProjectsRead: [String] = []
    /// Errors in what was read (a referenced project nested too deep to read).
    var problems: [Diagnostic] = []
    /// The text of each build script given by `path:`, by that path (XcodeGen copies it into
    /// the phase's `shellScript`).
    var scriptFiles: [String: String] = [:]
    /// Localized files grouped into variant groups: each group's members by its key (the base
    /// language's file, which stands for the group in `sources`).
    var variantGroups: [String: [String]] = [:]
    /// The versions (`.xcdatamodel` names, in order) of each `.xcdatamodeld`, and the current one.
    var versionGroups: [String: (models: [String], current: String?)] = [:]
    /// The folder name of each local package path.
    var localPackageNames: [String: String] = [:]
    /// Synchronized folders (`type: syncedFolder`), by path: for each target that has it, the
    /// files in it that its `excludes`/`includes` leave out (relative to the folder).
    var syncedFolders: [String: [String: [String]]] = [:]
    /// The source folders opened into groups (each is a group, even with nothing taken in it).
    var groupRoots: Set<String> = []
    /// The files of the project's `fileGroups` (shown, in no target).
    var fileGroupFiles: [String] = []
    /// Other files whose contents were read (absolute paths): build scripts, `.xccurrentversion`.
    var otherFilesRead: [String] = []

    /// What variant groups, version groups, script files and package names add to the inputs'
    /// digest.
    var sourcesFingerprint: String {
        var text = ""
        for (key, members) in variantGroups.sorted(by: { $0.key < $1.key }) { text += "V\(key)\n" + members.joined(separator: "\n") + "\n" }
        for (key, versions) in versionGroups.sorted(by: { $0.key < $1.key }) {
            text += "D\(key)\n" + versions.models.joined(separator: "\n") + "\n>\(versions.current ?? "")\n"
        }
        for (path, script) in scriptFiles.sorted(by: { $0.key < $1.key }) { text += "X\(path)\n\(script.count):\(script)\n" }
        for (path, name) in localPackageNames.sorted(by: { $0.key < $1.key }) { text += "K\(path)\n\(name)\n" }
        for (target, plist) in infoPlists.sorted(by: { $0.key < $1.key }) { text += "I\(target)\n\(plist)\n" }
        text += "G\n" + fileGroupFiles.joined(separator: "\n") + "\n" + groupRoots.sorted().joined(separator: "\n") + "\n"
        for (path, targets) in syncedFolders.sorted(by: { $0.key < $1.key }) {
            text += "Y\(path)\n" + targets.sorted(by: { $0.key < $1.key }).map { "\($0.key): " + $0.value.joined(separator: ",") }.joined(separator: "\n") + "\n"
        }
        return text
    }
}

/// Reads the project's source folders. The only part of project generation that touches disk.
struct SourceScanner {
    let rootDirectory: URL
    /// Where a symbolic link met in a source folder may lead for its folder to be opened: the
    /// repository (the nearest folder above the project with a `.git`), else the project's
    /// folder, resolved; or the source folder being walked. A cloned repository's
    /// `Sources/root -> /` must not make scaffold list the disk, nor put its files in the project.
    let linkBoundary: String
    /// Where the folders listed are noted.
    var log: DirectoryLog? = nil
    private var rootPath: String { rootDirectory.path }
    /// The extensions of the project's `fileTypes` (as written).
    var fileTypeExtensions: Set<String> = []
    /// Whether empty folders of sources become groups (the project's `generateEmptyDirectories`).
    var generateEmptyDirectories = false

    init(rootDirectory: URL, log: DirectoryLog? = nil) {
        self.rootDirectory = rootDirectory
        self.log = log
        linkBoundary = DirectoryListing.realPath((ProjectPath.repository(containing: rootDirectory) ?? rootDirectory).path)
    }

    /// Scans every target; `extraFiles` are files that do not exist yet but will (pipeline
    /// outputs that `generate` creates as placeholders) and belong to the folders they are in.
    func scan(_ project: Project, extraFiles: [String] = []) -> ScannedFiles {
        // A folder with an extension of the project's `fileTypes` is one file too (XcodeGen).
        let declared = Set(project.options.fileTypes.keys)
        if declared != fileTypeExtensions || project.options.generateEmptyDirectories != generateEmptyDirectories {
            var scanner = self
            scanner.fileTypeExtensions = declared
            scanner.generateEmptyDirectories = project.options.generateEmptyDirectories
            return scanner.scan(project, extraFiles: extraFiles)
        }
        var result = ScannedFiles()
        // Targets are scanned on every core (listing folders is most of the cost), then their
        // findings are merged in target order, which is what keeps variant groups' members in
        // the order a one-by-one scan gives.
        let scans = ConcurrentMap.map(project.targets) { scanTarget($0, project: project, extraFiles: extraFiles) }
        for (target, scan) in zip(project.targets, scans) {
            result.sources[target.name] = scan.sources
            result.resources[target.name] = scan.resources
            if let plist = scan.infoPlist { result.infoPlists[target.name] = plist }
            result.sourceEntries[target.name] = scan.sourceEntries
            result.folders.formUnion(scan.found.folders)
            result.groupRoots.formUnion(scan.found.groupRoots)
            for (key, members) in scan.found.variantGroups {
                for member in members where !(result.variantGroups[key]?.contains(member) ?? false) { result.variantGroups[key, default: []].append(member) }
            }
            for (path, exceptions) in scan.syncedSources { result.syncedFolders[path, default: [:]][target.name] = exceptions }
            for (path, exceptions) in scan.syncedResources where result.syncedFolders[path]?[target.name] == nil {
                result.syncedFolders[path, default: [:]][target.name] = exceptions
            }
        }
        result.localPackageNames = LocalPackageGroup.names(of: project, root: rootDirectory)
        var groupEntries: [String: Int] = [:]
        var syncedGroups: [String: [String]] = [:], noPlist: String?
        var unfollowed = Set(scans.flatMap(\.found.unfollowedLinks))
        result.fileGroupFiles = files(of: project.fileGroups.map { TargetSource(path: $0) }, extraFiles: [], folders: &result.folders,
                                      entries: &groupEntries, variantGroups: &result.variantGroups, language: project.options.developmentLanguage,
                                      defaultType: project.options.defaultSourceDirectoryType, synced: &syncedGroups,
                                      groupRoots: &result.groupRoots, infoPlist: &noPlist, unfollowed: &unfollowed)
        for path in syncedGroups.keys where result.syncedFolders[path] == nil { result.syncedFolders[path] = [:] }
        for link in unfollowed.sorted() {
            let absolute = link.hasPrefix("/") ? link : rootPath + "/" + link
            result.problems.append(.error("\(link) is a link to \(DirectoryListing.realPath(absolute)), outside the repository: scaffold does not open it",
                hint: "link to a folder inside the repository, or leave it out with the source's excludes"))
        }
        for model in result.folders.sorted() where FileTypes.pathExtension(model) == "xcdatamodeld" {
            result.versionGroups[model] = versions(of: model)
            result.otherFilesRead.append((model.hasPrefix("/") ? model : rootPath + "/" + model) + "/.xccurrentversion")
        }
        // A script a pipeline step writes is run by path: its text is not known until `prebuild`,
        // and the project must not depend on whether that has run yet.
        let generated = Set(project.pipeline.flatMap(\.outputs))
        for target in project.targets {
            for script in target.preBuildScripts + target.postCompileScripts + target.postBuildScripts {
                guard let path = script.path, !generated.contains(path), result.scriptFiles[path] == nil else { continue }
                let absolute = path.hasPrefix("/") ? path : rootPath + "/" + path
                result.otherFilesRead.append(absolute)
                if let text = UntrustedFile.text(atPath: absolute) { result.scriptFiles[path] = text }
            }
        }
        let configFiles = Set(project.configFiles.values).union(project.targets.flatMap(\.configFiles.values))
        var read: [String] = []
        for path in configFiles.sorted() {
            result.configFileKeys[path] = ConfigFileKeys.keys(of: path, root: rootDirectory, read: &read)
        }
        result.configFilesRead = read
        for reference in project.projectReferences.values.sorted(by: { $0.name < $1.name }) {
            let (targets, file, problem) = ReferencedProjectReader.targets(of: reference, root: rootDirectory)
            result.remoteTargets[reference.name] = targets
            if let file { result.referencedProjectsRead.append(file) }
            if let problem { result.problems.append(problem) }
        }
        return result
    }

    /// What scanning one target found.
    private struct TargetScan: Sendable {
        var sources: [String] = []
        var resources: [String] = []
        var infoPlist: String?
        var sourceEntries: [String: Int] = [:]
        var syncedSources: [String: [String]] = [:]
        var syncedResources: [String: [String]] = [:]
        /// Opaque folders, variant groups and group roots met in its sources and resources.
        var found = Found()
    }

    /// Findings that go into the project-wide sets.
    private struct Found: Sendable {
        var folders: Set<String> = []
        var variantGroups: [String: [String]] = [:]
        var groupRoots: Set<String> = []
        /// Links to folders outside `linkBoundary` that a source takes, not opened (project paths).
        var unfollowedLinks: Set<String> = []
    }

    private func scanTarget(_ target: Target, project: Project, extraFiles: [String]) -> TargetScan {
        var scan = TargetScan()
        let language = project.options.developmentLanguage, defaultType = project.options.defaultSourceDirectoryType
        scan.sources = files(of: target.sources, extraFiles: extraFiles, folders: &scan.found.folders, entries: &scan.sourceEntries,
                             variantGroups: &scan.found.variantGroups, language: language, defaultType: defaultType,
                             synced: &scan.syncedSources, groupRoots: &scan.found.groupRoots, infoPlist: &scan.infoPlist,
                             unfollowed: &scan.found.unfollowedLinks)
        var ignored: [String: Int] = [:], ignoredPlist: String?
        scan.resources = files(of: target.resources, extraFiles: [], folders: &scan.found.folders, entries: &ignored,
                               variantGroups: &scan.found.variantGroups, language: language, defaultType: defaultType,
                               synced: &scan.syncedResources, groupRoots: &scan.found.groupRoots, infoPlist: &ignoredPlist,
                               unfollowed: &scan.found.unfollowedLinks)
        return scan
    }

    /// The `.xcdatamodel` versions of a `.xcdatamodeld` (sorted as Finder does) and the current
    /// one (`.xccurrentversion`'s `_XCCurrentVersionName`, else the last), as XcodeGen reads them.
    private func versions(of model: String) -> (models: [String], current: String?) {
        let path = model.hasPrefix("/") ? model : rootPath + "/" + model
        log?.record(path)
        let models = DirectoryListing.entries(atPath: path).map(\.name).filter { FileTypes.pathExtension($0) == "xcdatamodel" }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        var current: String?
        if let data = UntrustedFile.bytes(atPath: path + "/.xccurrentversion").map({ Data($0) }),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let name = plist["_XCCurrentVersionName"] as? String, models.contains(name) {
            current = name
        }
        return (models, current ?? models.last)
    }

    private func files(of entries: [TargetSource], extraFiles: [String], folders: inout Set<String>, entries origins: inout [String: Int],
                       variantGroups: inout [String: [String]], language: String?, defaultType: TargetSource.Kind?,
                       synced: inout [String: [String]], groupRoots: inout Set<String>, infoPlist: inout String?,
                       unfollowed: inout Set<String>) -> [String] {
        var found = Set<String>()
        // The first Info.plist of the entries in order, excluded or not; a folder's in listing order.
        func noteInfoPlist(_ candidates: [String], in folder: String?) {
            guard infoPlist == nil, let first = candidates.first(where: { ProjectPath.lastComponent($0) == "Info.plist" }) else { return }
            infoPlist = folder.map { $0 == "." ? first : $0 + "/" + first } ?? first
        }
        for (index, entry) in entries.enumerated() {
            let before = found
            defer { for path in found.subtracting(before) where origins[path] == nil { origins[path] = index } }
            let path = entry.path.hasPrefix("/") ? entry.path : rootPath + "/" + entry.path
            log?.recordParent(of: path)
            guard let status = DirectoryListing.status(path, log: log) else {
                // A path that is not there yet (`optional: true`, or a pipeline output) is still a
                // file source when it looks like a file: XcodeGen takes a path with an extension,
                // or one said to be a file, as a file; one without is a group, and adds nothing.
                if extraFiles.contains(entry.path) || entry.type == .file || !FileTypes.pathExtension(entry.path).isEmpty {
                    found.insert(entry.path)
                }
                continue
            }
            if !status.isFolder { noteInfoPlist([entry.path], in: nil) }
            let isDirectory = status.isFolder
            // A folder that does not say its type takes the project's default (XcodeGen's
            // `defaultSourceDirectoryType`); a synchronized folder lists nothing in the target,
            // only the files its excludes/includes leave out.
            let type = isDirectory && !entry.typeIsExplicit && FileTypes.pathExtension(entry.path).isEmpty ? (defaultType ?? entry.type) : entry.type
            if type == .syncedFolder && isDirectory {
                let (listed, _) = walkSource(entry, at: path, unfollowed: &unfollowed)
                noteInfoPlist(listed, in: entry.path)
                synced[entry.path] = listed.filter { !accepts($0, entry) }
                    .map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.sorted()
                continue
            }
            // XcodeGen takes a path with an extension as a file, folder or not (`Base.lproj`).
            guard isDirectory, type == .group, FileTypes.pathExtension(entry.path).isEmpty || entry.path == "." else {
                if isDirectory { folders.insert(entry.path) }
                found.insert(entry.path)
                continue
            }
            if entry.path != "." { groupRoots.insert(entry.path) }
            let (listed, walkedFolders) = walkSource(entry, at: path, unfollowed: &unfollowed)
            noteInfoPlist(listed, in: entry.path)
            // XcodeGen's `generateEmptyDirectories`: every folder taken is a group, files in it or not.
            if generateEmptyDirectories {
                for folder in walkedFolders where accepts(folder, entry) { groupRoots.insert(entry.path == "." ? folder : entry.path + "/" + folder) }
            }
            var inside = Set(listed)
            for extra in extraFiles where extra.hasPrefix(entry.path + "/") {
                inside.insert(String(extra.dropFirst(entry.path.count + 1)))
            }
            var paths: [String] = []
            for relative in inside where accepts(relative, entry) {
                let path = entry.path == "." ? relative : entry.path + "/" + relative
                if relative.hasSuffix("/") {
                    let folder = String(path.dropLast())
                    folders.insert(folder)
                    paths.append(folder)
                } else {
                    paths.append(path)
                }
            }
            let localized = VariantGroups.resolve(paths, developmentLanguage: language)
            found.formUnion(localized.kept)
            for (key, members) in localized.groups {
                for member in members where !(variantGroups[key]?.contains(member) ?? false) { variantGroups[key, default: []].append(member) }
            }
        }
        return found.sorted()
    }

    private func accepts(_ relative: String, _ entry: TargetSource) -> Bool {
        let path = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
        if entry.excludes.contains(where: { Glob.matches(path: path, pattern: $0) || isInside(path, excludedFolder: $0) }) { return false }
        // An include that names a folder takes everything in it (XcodeGen takes a matched
        // folder's children).
        return entry.includes.isEmpty || entry.includes.contains { Glob.matches(path: path, pattern: $0) || isInside(path, excludedFolder: $0) }
    }

    /// An exclude (or include) that names a folder names everything in it.
    private func isInside(_ path: String, excludedFolder pattern: String) -> Bool {
        var prefix = path
        while let slash = prefix.lastIndex(of: "/") {
            prefix = String(prefix[..<slash])
            if Glob.matches(path: prefix, pattern: pattern) { return true }
        }
        return false
    }

    /// What XcodeGen leaves out of every source folder: `.DS_Store` files and `*.orig` files
    /// (its `defaultExcludedFiles` and extensions); other hidden files are sources like any.
    /// scaffold also never opens a `.git` folder, a repository's own database.
    static func isExcludedByDefault(_ entry: DirectoryListing.Entry) -> Bool {
        if entry.isDirectory { return entry.name == ".git" }
        return entry.name == ".DS_Store" || FileTypes.rawExtension(entry.name) == "orig"
    }

    /// The files and folders under source folder `entry` (at `path`, absolute); the links in it
    /// that lead out of the repository and that the entry takes go into `unfollowed`.
    private func walkSource(_ entry: TargetSource, at path: String, unfollowed: inout Set<String>) -> (files: [String], folders: [String]) {
        var visited: Set<String> = [], walkedFolders: [String] = [], links: Set<String> = []
        let listed = walk(path, relative: "", within: DirectoryListing.realPath(path), visited: &visited, walkedFolders: &walkedFolders, unfollowed: &links)
        for link in links where accepts(link, entry) { unfollowed.insert(entry.path == "." ? link : entry.path + "/" + link) }
        return (listed, walkedFolders)
    }

    /// Whether the link at `path` leads inside the repository (`linkBoundary`) or the source
    /// folder being walked (`root`, resolved).
    private func leadsInside(_ path: String, root: String) -> Bool {
        guard let target = DirectoryListing.resolvedPath(path) else { return false }
        return [linkBoundary, root].contains { target == $0 || target.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// Files under `path`, relative to it; opaque folders end in `/` and are not opened; a
    /// linked folder that leads outside the repository is not opened either (`unfollowed`,
    /// relative to `path`: an error where the source takes it). A
    /// folder reached twice through symbolic links (a link to a parent) is opened once. The
    /// folders met are added to `walkedFolders` when it is given.
    private func walk(_ path: String, relative: String, within root: String, visited: inout Set<String>, walkedFolders: inout [String],
                      unfollowed: inout Set<String>) -> [String] {
        guard visited.insert(DirectoryListing.status(path, log: log)?.identity ?? path).inserted else { return [] }
        log?.record(path)
        var files: [String] = []
        for entry in DirectoryListing.entries(atPath: path, log: log) where !Self.isExcludedByDefault(entry) {
            let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isDirectory { walkedFolders.append(child) }
            if !entry.isDirectory {
                files.append(child)
            } else if FileTypes.opaqueFolderExtensions.contains(FileTypes.pathExtension(entry.name))
                        || fileTypeExtensions.contains(FileTypes.rawExtension(entry.name)) {
                files.append(child + "/")
            } else if entry.isSymbolicLink, !leadsInside(path + "/" + entry.name, root: root) {
                unfollowed.insert(child)
            } else {
                files += walk(path + "/" + entry.name, relative: child, within: root, visited: &visited, walkedFolders: &walkedFolders,
                              unfollowed: &unfollowed)
            }
        }
        return files
    }
}
