import ProjectSpec
import ScaffoldSupport

/// Writes a `Package.swift` for every folder that targets name as their `packagePath`, so the
/// same modules build with SwiftPM as well as in the generated Xcode project.
///
/// Mapping, per folder (targets sorted by name, everything else sorted too):
/// - `name:` the folder's last component (the project name for the project root); `platforms:`
///   each platform of the targets with its deployment target, in the string form
///   (`.iOS("16.0")`); targets that disagree on a platform's version are an error.
/// - `framework`, `framework.static`, `library.static`, `library.dynamic` targets get a
///   `.library` product (`type: .static` / `.dynamic` for the static and dynamic kinds); test
///   bundles become `.testTarget`s, everything else `.target`s.
/// - `path:` is the target's source folder relative to the package folder; several sources
///   give their closest common folder as `path:` and each source in `sources:`. Excludes and
///   includes that are plain paths become `exclude:` and `sources:` entries; glob patterns are
///   an error, since `Package.swift` has none. Resources under the target's folder become
///   `.process(…)` resources.
/// - A dependency on a target in the same folder is its name; on a target in another folder,
///   `.package(path:)` plus `.product(name:package:)` (that target must be a framework or
///   library); on a remote package, `.package(url:…)` with the version rule mapped one to one
///   and the product of package identity (the URL's last component without `.git`); on a local
///   package, `.package(path:)`. `sdk:` dependencies become `linkerSettings`
///   (`.linkedFramework("StoreKit")`, `.linkedLibrary("z")` for `libz.tbd`).
public enum PackageManifestGenerator {
    /// The `Package.swift` text for every distinct `packagePath`, keyed by its path relative to
    /// the project root (`Packages/Core/Package.swift`). Empty when no target has a `packagePath`.
    ///
    /// - Throws: every problem found, at once: a dependency on a target without `packagePath`, on
    ///   a non-library target of another package, or on a prebuilt `framework:`; a source or
    ///   resource outside its folder; a glob in `excludes`/`includes`; conflicting deployment
    ///   targets; a version that is not `major.minor.patch`; two dependencies with one identity.
    public static func files(for project: Project) throws(DiagnosticsError) -> [String: String] {
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let folders = Set(project.targets.compactMap { $0.packagePath.map(PackagePaths.normalized) }).sorted()
        for folder in folders {
            var builder = PackageBuilder(folder: folder, project: project)
            let manifest = builder.build()
            diagnostics += builder.diagnostics
            files[PackagePaths.manifestPath(in: folder)] = PackageRenderer.render(manifest)
        }
        if diagnostics.containsErrors { throw DiagnosticsError(diagnostics.sortedByLocation()) }
        return files
    }
}
