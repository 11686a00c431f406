import ProjectSpec
import ScaffoldSupport

/// Where a target's files are, in `Package.swift` terms: `path:` relative to the package
/// folder, and `exclude:`, `sources:` and `resources:` relative to `path`.
///
/// One source folder is the `path:`. One source file is `sources:` in its folder. Several
/// sources make their closest common folder the `path:` and list each in `sources:`. Plain
/// `excludes`/`includes` become `exclude:`/`sources:` entries; a glob cannot be expressed and
/// is an error. Resources (Tuist's `resources:`, or sources with `buildPhase: resources`) must lie under `path:` (SwiftPM's rule) and are processed.
struct TargetLayout {
    let target: Target
    /// The package folder, normalized.
    let folder: String
    /// The problems found.
    private(set) var diagnostics: [Diagnostic] = []

    init(target: Target, folder: String) {
        self.target = target
        self.folder = folder
    }

    /// The target with its path, sources, excludes and resources set (not its dependencies).
    mutating func packageTarget() -> PackageTarget {
        var result = PackageTarget(name: target.name, isTest: target.type.isTest)
        // A source whose build phase is Resources is a resource (how a `Project.yml` says one).
        let declaredResources = target.resources + target.sources.filter { $0.buildPhase == .resources }
        let sources = target.sources.filter { $0.buildPhase != .resources }.compactMap { source -> (source: TargetSource, path: String)? in
            guard let path = PackagePaths.relative(source.path, inside: folder) else {
                error("source '\(source.path)' of target '\(target.name)' is outside its package folder '\(displayFolder)'",
                      hint: "a Package.swift can only take sources below its own folder")
                return nil
            }
            return (source, path)
        }
        let base = Self.basePath(of: sources.map(\.path))
        result.path = base.map { $0.isEmpty ? "." : $0 }
        let targetPath = base ?? ((target.type.isTest ? "Tests/" : "Sources/") + target.name)
        let listsSources = sources.count > 1 || sources.contains { Self.looksLikeFile($0.path) }

        for (source, path) in sources {
            let inTarget = PackagePaths.relative(path, inside: targetPath) ?? path
            result.exclude += plain(source.excludes, "excludes").map { PackagePaths.join(inTarget, $0) }
            if !source.includes.isEmpty {
                result.sources += plain(source.includes, "includes").map { PackagePaths.join(inTarget, $0) }
            } else if listsSources {
                result.sources.append(inTarget.isEmpty ? "." : inTarget)
            }
        }
        for resource in declaredResources {
            guard let path = PackagePaths.relative(resource.path, inside: folder),
                  let inTarget = PackagePaths.relative(path, inside: targetPath)
            else {
                error("resource '\(resource.path)' of target '\(target.name)' is outside the target's folder '\(PackagePaths.join(folder, targetPath))'",
                      hint: "SwiftPM takes a target's resources only from below its path")
                continue
            }
            result.exclude += plain(resource.excludes, "excludes").map { PackagePaths.join(inTarget, $0) }
            if resource.includes.isEmpty {
                result.resources.append(inTarget.isEmpty ? "." : inTarget)
            } else {
                result.resources += plain(resource.includes, "includes").map { PackagePaths.join(inTarget, $0) }
            }
        }
        result.exclude = Set(result.exclude).sorted()
        result.sources = Set(result.sources).sorted()
        result.resources = Set(result.resources).sorted()
        return result
    }

    /// `path:` for sources at `paths` (relative to the package folder); `nil` for none
    /// (SwiftPM's default folder).
    private static func basePath(of paths: [String]) -> String? {
        let paths = Array(Set(paths)).sorted()
        guard let first = paths.first else { return nil }
        if paths.count == 1 && !looksLikeFile(first) { return first }
        let common = PackagePaths.commonFolder(paths)
        return looksLikeFile(common) ? parent(of: common) : common
    }

    /// Whether a source path names a file rather than a folder, by its extension.
    private static func looksLikeFile(_ path: String) -> Bool {
        let name = PackagePaths.lastComponent(path) ?? ""
        return sourceExtensions.contains { name.hasSuffix("." + $0) }
    }

    private static let sourceExtensions = ["swift", "m", "mm", "c", "cc", "cpp", "h", "hpp", "s"]

    private static func parent(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The patterns that are plain paths; each glob is reported.
    private mutating func plain(_ patterns: [String], _ key: String) -> [String] {
        patterns.filter { pattern in
            guard PackagePaths.isGlob(pattern) else { return true }
            error("'\(pattern)' in the \(key) of target '\(target.name)' is a glob, which Package.swift cannot express",
                  hint: "list the paths themselves, or move the files out of the target's folder")
            return false
        }
    }

    private var displayFolder: String { folder.isEmpty ? "." : folder }

    private mutating func error(_ message: String, hint: String? = nil) {
        diagnostics.append(.error(message, hint: hint))
    }
}
