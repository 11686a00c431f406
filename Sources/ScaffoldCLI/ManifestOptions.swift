import ArgumentParser
import Foundation
import ManifestLoader
import ScaffoldSupport

/// `--spec`: which manifest to read, shared by every command that loads one.
struct ManifestOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The manifest to read: a Project.yml or a Project.swift, or a folder holding one (default: ./Project.yml, else ./Project.swift).", valueName: "path"))
    var spec: String?

    @Option(name: .long, help: ArgumentHelp("A folder outside the project that include: may read from (repeatable); includes stay inside the project otherwise.", valueName: "folder"))
    var includeRoot: [String] = []

    /// The folder searched for a manifest: `--spec` when it names a folder, else the working
    /// folder when `--spec` is left out; `nil` when `--spec` names a file.
    private var searchedFolder: URL? {
        guard let spec else { return URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }
        let given = ManifestSearch.absolute(spec)
        return DirectoryListing.isFolder(given.path) ? given : nil
    }

    /// The manifest's absolute URL.
    var url: URL {
        guard let folder = searchedFolder else { return ManifestSearch.absolute(spec ?? "") }
        return (ManifestSearch.manifest(in: folder) ?? folder.appendingPathComponent(ManifestSearch.names[0])).standardizedFileURL
    }

    /// The workspace manifest `--spec` names (or the one in the folder it names), else the
    /// working folder's when `--spec` is left out; `nil` for a project.
    var workspaceURL: URL? {
        if let spec {
            let given = ManifestSearch.absolute(spec)
            if ManifestLoader.workspaceNames.contains(given.lastPathComponent) { return given }
            return DirectoryListing.isFolder(given.path) ? ManifestSearch.workspace(in: given) : nil
        }
        return ManifestSearch.workspace(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// The manifest as given, or the name of the one found (in the folder given).
    var shownPath: String {
        guard let spec else { return url.lastPathComponent }
        return searchedFolder == nil ? spec : (spec.hasSuffix("/") ? spec : spec + "/") + url.lastPathComponent
    }

    /// Loads the manifest, printing diagnostics as `format` says. Throws `ExitCode.failure`
    /// after printing when the manifest has errors.
    func load(format: OutputFormat) throws -> LoadedManifest {
        switch loadReportingNothing() {
        case .success(let loaded):
            DiagnosticsPrinter(format: format).print(loaded.warnings)
            return loaded
        case .failure(let failure):
            DiagnosticsPrinter(format: format).print(failure.diagnostics)
            throw ExitCode.failure
        }
    }

    /// Loads the manifest and prints nothing: the warnings come with the manifest, the errors in
    /// the failure. For commands whose output is one JSON document that must carry them.
    func loadReportingNothing() -> Result<LoadedManifest, DiagnosticsError> {
        if let folder = searchedFolder, ManifestSearch.manifest(in: folder) == nil {
            let place = spec == nil ? "here" : "in \(spec ?? "")"
            return .failure(DiagnosticsError([.error(
                "no manifest \(place): scaffold reads \(ManifestSearch.names.dropLast().joined(separator: ", ")) or \(ManifestSearch.names.last ?? "")",
                hint: "run scaffold in the project's folder, pass --spec path/to/Project.yml, or start one with `scaffold new app Name`"
            )]))
        }
        return ManifestSearch.load(url, includeRoots: includeRoot.map(ManifestSearch.absolute))
    }
}
