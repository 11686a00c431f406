import ArgumentParser
import Foundation
import ManifestLoader
import ScaffoldSupport

/// `--spec`: which manifest to read, shared by every command that loads one.
struct ManifestOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The manifest to read.", valueName: "path"))
    var spec: String = "Project.yml"

    /// Loads the manifest, printing diagnostics as `format` says. Throws `ExitCode.failure`
    /// after printing when the manifest has errors.
    /// The manifest's absolute URL.
    var url: URL {
        URL(fileURLWithPath: spec, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    func load(format: OutputFormat) throws -> LoadedManifest {
        let loader = ManifestLoader()
        do {
            let loaded = try loader.load(url)
            DiagnosticsPrinter(format: format).print(loaded.warnings)
            return loaded
        } catch {
            DiagnosticsPrinter(format: format).print(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
