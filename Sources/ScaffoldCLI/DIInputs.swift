import ArgumentParser
import DependencyCheck
import Foundation
import ManifestLoader
import Pipeline
import ScaffoldSupport

/// The Swift files the DI check reads: the given paths, or the inputs of the manifest's
/// di-check step. Shared by `scaffold check di` and `scaffold graph di`.
struct DIInputs {
    /// The manifest option of the command.
    let manifest: ManifestOptions
    /// How problems are printed.
    let format: OutputFormat

    /// The Swift files among `paths` (folders walked), which must exist.
    func files(under paths: [String], current: URL) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            let url = ProjectPath.url(path, root: current)
            guard DirectoryListing.exists(url.path) else {
                StandardStreams.error("error: no such file or folder: \(path)\n")
                throw ExitCode.failure
            }
            if DirectoryListing.isFolder(url.path) {
                files += Glob.expand("**/*.swift", in: url).map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        return files
    }

    /// The inputs of the manifest's first di-check step, or every Swift file under `current`
    /// when there is no manifest or no such step; with the manifest's warnings, which are printed
    /// with the check's own diagnostics so that `--format json` prints one array.
    func ofTheManifestsStep(current: URL) throws -> (root: URL, files: [URL], warnings: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: manifest.url.path) else {
            return (current, try files(under: ["."], current: current), [])
        }
        let loaded: LoadedManifest
        switch manifest.loadReportingNothing() {
        case .success(let manifest): loaded = manifest
        case .failure(let failure):
            DiagnosticsPrinter(format: format).print(failure.diagnostics)
            throw ExitCode.failure
        }
        guard let step = loaded.project.pipeline.first(where: { $0.builtin == .diCheck }) else {
            return (current, try files(under: ["."], current: current), loaded.warnings)
        }
        let inputs = StepInputs(steps: loaded.project.pipeline, root: loaded.rootDirectory).paths(for: step)
        return (loaded.rootDirectory, DependencyCheckSteps.swiftFiles(inputs, root: loaded.rootDirectory), loaded.warnings)
    }
}
