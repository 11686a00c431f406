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
    /// Paths that are opaque folders (asset catalogs, bundles) rather than files.
    var folders: Set<String> = []
}

/// Reads the project's source folders. The only part of project generation that touches disk.
struct SourceScanner {
    let rootDirectory: URL

    /// Scans every target; `extraFiles` are files that do not exist yet but will (pipeline
    /// outputs that `generate` creates as placeholders) and belong to the folders they are in.
    func scan(_ project: Project, extraFiles: [String] = []) -> ScannedFiles {
        var result = ScannedFiles()
        for target in project.targets {
            result.sources[target.name] = files(of: target.sources, extraFiles: extraFiles, folders: &result.folders)
            result.resources[target.name] = files(of: target.resources, extraFiles: [], folders: &result.folders)
        }
        return result
    }

    private func files(of entries: [TargetSource], extraFiles: [String], folders: inout Set<String>) -> [String] {
        var found = Set<String>()
        for entry in entries {
            let url = ProjectPath.url(entry.path, root: rootDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                if extraFiles.contains(entry.path) { found.insert(entry.path) }
                continue
            }
            guard isDirectory.boolValue, !FileTypes.opaqueFolderExtensions.contains(FileTypes.pathExtension(entry.path)) else {
                if isDirectory.boolValue { folders.insert(entry.path) }
                found.insert(entry.path)
                continue
            }
            var inside = Set(walk(url, relative: ""))
            for extra in extraFiles where extra.hasPrefix(entry.path + "/") {
                inside.insert(String(extra.dropFirst(entry.path.count + 1)))
            }
            for relative in inside where accepts(relative, entry) {
                let path = entry.path == "." ? relative : entry.path + "/" + relative
                if relative.hasSuffix("/") {
                    let folder = String(path.dropLast())
                    folders.insert(folder)
                    found.insert(folder)
                } else {
                    found.insert(path)
                }
            }
        }
        return found.sorted()
    }

    private func accepts(_ relative: String, _ entry: TargetSource) -> Bool {
        let path = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
        if entry.excludes.contains(where: { Glob.matches(path: path, pattern: $0) || isInside(path, excludedFolder: $0) }) { return false }
        return entry.includes.isEmpty || entry.includes.contains { Glob.matches(path: path, pattern: $0) }
    }

    /// An exclude that names a folder excludes everything in it.
    private func isInside(_ path: String, excludedFolder pattern: String) -> Bool {
        var prefix = path
        while let slash = prefix.lastIndex(of: "/") {
            prefix = String(prefix[..<slash])
            if Glob.matches(path: prefix, pattern: pattern) { return true }
        }
        return false
    }

    /// Files under `url`, relative to it; opaque folders end in `/` and are not opened.
    private func walk(_ url: URL, relative: String) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        var files: [String] = []
        for name in names where !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(path)
            } else if FileTypes.opaqueFolderExtensions.contains(FileTypes.pathExtension(name)) {
                files.append(path + "/")
            } else {
                files += walk(child, relative: path)
            }
        }
        return files
    }
}
