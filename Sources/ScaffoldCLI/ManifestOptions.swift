import ArgumentParser
import Foundation
import ManifestLoader
import ScaffoldSupport

/// `--spec`: which manifest to read, shared by every command that loads one.
struct ManifestOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The manifest to read: a Project.yml or a Project.swift (default: ./Project.yml, else ./Project.swift).", valueName: "path"))
    var spec: String?

    /// The manifest's absolute URL.
    var url: URL {
        if let spec { return ManifestSearch.absolute(spec) }
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return (ManifestSearch.manifest(in: folder) ?? folder.appendingPathComponent(ManifestSearch.names[0])).standardizedFileURL
    }

    /// The manifest as given, or the name of the one found.
    var shownPath: String { spec ?? url.lastPathComponent }

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
        ManifestSearch.load(url)
    }
}
