import Foundation
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// Folds a target's files into the fewest `sources:` entries that build the same files: a
/// folder (with `excludes` for what it holds that the target does not build) wherever the
/// files fill most of a folder on disk, a single file elsewhere. What a folder holds is read
/// from the disk the way `scaffold generate` reads it — an opaque folder (`.xcassets`,
/// `.xcdatamodeld`…) is one file, a `.lproj` folder's files are the localized variants of one
/// file beside it — and a file the target does not build is only excluded when generating
/// would put it in a build phase (an `Info.plist`, an `.xcconfig` stay, in no phase).
struct SourceFolders {
    /// The project's folder.
    let root: URL
    /// The folder the project file is in, relative to `root` (never folded into a source).
    let projectFolder: String
    /// What a folder holds, by its path relative to `root`.
    private var leavesCache: [String: Set<String>] = [:]

    /// How many entries a walk reads at most: a repository's tree is untrusted.
    static let entryLimit = 200_000

    init(root: URL, projectFolder: String) {
        self.root = root
        self.projectFolder = projectFolder
    }

    /// The `sources:` entries for `files` (paths relative to `root`, in phase order).
    mutating func sources(for files: [TargetImporter.PhaseFile], type: ProductType) -> [TargetSource] {
        let wanted = Set(files.filter { !$0.isFolderReference }.map(\.path))
        var covered: Set<String> = []
        var sources: [TargetSource] = []
        for file in files where file.isFolderReference {
            sources.append(TargetSource(path: file.path, type: .folder))
            covered.insert(file.path)
        }
        for file in files where !covered.contains(file.path) {
            if let (folder, inside, excludes) = bestFolder(for: file.path, wanted: wanted, covered: covered, type: type) {
                sources.append(TargetSource(path: folder, excludes: excludes))
                covered.formUnion(inside)
            } else if let localized = localizedFile(file.path) {
                sources.append(localized)
                covered.insert(file.path)
            } else {
                var source = TargetSource(path: file.path)
                source.optional = !DirectoryListing.exists(root.appendingPathComponent(file.path).path)
                sources.append(source)
                covered.insert(file.path)
            }
        }
        return sources
    }

    /// A localized file on its own (a variant group: `Dir/Localizable.strings` is
    /// `Dir/*.lproj/Localizable.strings` on disk) as its folder taking only those files, which
    /// generating makes the variant group again; nil for any other file.
    private func localizedFile(_ path: String) -> TargetSource? {
        let folder = ProjectPath.components(path).dropLast().joined(separator: "/")
        let name = ProjectPath.lastComponent(path)
        guard !folder.isEmpty, !DirectoryListing.exists(root.appendingPathComponent(path).path),
              DirectoryListing.entries(atPath: root.appendingPathComponent(folder).path).contains(where: { entry in
                  entry.isDirectory && FileTypes.rawExtension(entry.name) == "lproj"
                      && DirectoryListing.exists(root.appendingPathComponent(folder + "/" + entry.name + "/" + name).path)
              }) else { return nil }
        var source = TargetSource(path: folder)
        source.includes = ["*.lproj/" + name]
        return source
    }

    /// `paths` with every folder whose files on disk are all among them written once, as the
    /// folder (the shallowest such), sorted.
    mutating func folded(_ paths: Set<String>) -> [String] {
        var result: Set<String> = []
        var covered: Set<String> = []
        for path in paths.sorted() where !covered.contains(path) {
            let parts = ProjectPath.components(path)
            var chosen = path
            for depth in 1..<max(parts.count, 1) {
                let folder = parts[0..<depth].joined(separator: "/")
                guard !parts[0..<depth].contains(".."), !contains(folder, projectFolder) else { continue }
                let leaves = leaves(of: folder)
                if !leaves.isEmpty, leaves.isSubset(of: paths) {
                    chosen = folder
                    covered.formUnion(leaves)
                    break
                }
            }
            result.insert(chosen)
            covered.insert(path)
        }
        return result.sorted()
    }

    /// Whether `path` is a file as generating takes one: a regular file or an opaque folder
    /// (`.xcassets`).
    static func isFile(_ path: String) -> Bool {
        guard let status = DirectoryListing.status(path) else { return false }
        return !status.isFolder || FileTypes.opaqueFolderExtensions.contains(FileTypes.rawExtension(path).lowercased())
    }

    /// Whether a `sources:` entry takes `path` (relative to the root): the entry itself, or a
    /// file under its folder that its `excludes` do not name.
    static func takes(_ source: TargetSource, _ path: String) -> Bool {
        if path == source.path { return true }
        guard path.hasPrefix(source.path + "/") else { return false }
        let relative = String(path.dropFirst(source.path.count + 1))
        return !source.excludes.contains { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    /// The shallowest folder above `path` whose files are mostly wanted: its path, the wanted
    /// files in it, and the excludes for the others.
    private mutating func bestFolder(for path: String, wanted: Set<String>, covered: Set<String>,
                                     type: ProductType) -> (String, Set<String>, [String])? {
        let parts = ProjectPath.components(path)
        guard parts.count > 1 else { return nil }
        for depth in 1..<parts.count {
            let folder = parts[0..<depth].joined(separator: "/")
            guard folder != "..", !parts[0..<depth].allSatisfy({ $0 == ".." }), !contains(folder, projectFolder) else { continue }
            let leaves = leaves(of: folder)
            let inside = leaves.filter { wanted.contains($0) && !covered.contains($0) }
            guard inside.contains(path) else { continue }
            let foreign = leaves.filter { !wanted.contains($0) && Self.goesToAPhase($0, type: type) }
            guard foreign.count <= inside.count, leaves.allSatisfy({ !covered.contains($0) || !wanted.contains($0) }) else { continue }
            return (folder, inside, Self.excludes(foreign, in: folder, keeping: leaves.filter { !foreign.contains($0) }))
        }
        return nil
    }

    private func contains(_ folder: String, _ path: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }

    /// Whether generating would put `path` in a build phase of a target of `type`.
    static func goesToAPhase(_ path: String, type: ProductType) -> Bool {
        if FileTypes.isInfoPlist(path) { return false }
        let ext = FileTypes.rawExtension(path)
        switch FileTypes.defaultPhases[ext] {
        case .some(.none), .some(.frameworks): return false
        case .some: return true
        case nil: return !ext.isEmpty
        }
    }

    /// `foreign` (paths under `folder`) as excludes relative to it: a subfolder with nothing
    /// kept in it once, by its name.
    static func excludes(_ foreign: Set<String>, in folder: String, keeping kept: Set<String>) -> [String] {
        let prefix = folder + "/"
        let keptFolders = Set(kept.flatMap { ancestors(of: String($0.dropFirst(prefix.count))) })
        var result: Set<String> = []
        for path in foreign {
            let relative = String(path.dropFirst(prefix.count))
            let whole = ancestors(of: relative).first { !keptFolders.contains($0) }
            result.insert(whole ?? relative)
        }
        return result.sorted()
    }

    /// The folders above a relative path, shallowest first (`A/B/c` → `A`, `A/B`).
    private static func ancestors(of relative: String) -> [String] {
        let parts = ProjectPath.components(relative)
        return parts.count < 2 ? [] : (1..<parts.count).map { parts[0..<$0].joined(separator: "/") }
    }

    // MARK: The disk

    /// The files `folder` holds (relative to the root), as `generate` would take them.
    private mutating func leaves(of folder: String) -> Set<String> {
        if let known = leavesCache[folder] { return known }
        var found: Set<String> = []
        var budget = Self.entryLimit
        walk(folder, into: &found, budget: &budget, depth: 0)
        leavesCache[folder] = found
        return found
    }

    private func walk(_ folder: String, into found: inout Set<String>, budget: inout Int, depth: Int) {
        guard depth < 64 else { return }
        for entry in DirectoryListing.entries(atPath: root.appendingPathComponent(folder).path) {
            budget -= 1
            guard budget > 0 else { return }
            let path = folder + "/" + entry.name
            if entry.name == ".DS_Store" || entry.name == ".git" || FileTypes.rawExtension(entry.name) == "orig" { continue }
            if !entry.isDirectory || FileTypes.opaqueFolderExtensions.contains(FileTypes.rawExtension(entry.name).lowercased()) {
                found.insert(path)
            } else if FileTypes.rawExtension(entry.name) == "lproj" {
                // A localized file is one file beside its `.lproj` folders: the variant group.
                for localized in DirectoryListing.entries(atPath: root.appendingPathComponent(path).path) where !localized.isDirectory {
                    found.insert(folder + "/" + localized.name)
                }
            } else if !entry.isSymbolicLink {
                walk(path, into: &found, budget: &budget, depth: depth + 1)
            }
        }
    }
}
