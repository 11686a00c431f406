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
    func load(format: OutputFormat) throws -> LoadedManifest {
        let loader = ManifestLoader()
        let url = URL(fileURLWithPath: spec, relativeTo: loader.workingDirectory).standardizedFileURL
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
