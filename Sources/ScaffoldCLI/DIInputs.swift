import ArgumentParser
import DependencyCheck
import Foundation
import ManifestLoader
import Pipeline
import ScaffoldSupport

/// The Swift files the DI check reads: the given paths, or the inputs of the manifest's
/// di-check step, less what Needle's exclusions leave out. Shared by `scaffold check di` and
/// `scaffold graph di`.
struct DIInputs {
    /// The manifest option of the command.
    let manifest: ManifestOptions
    /// How problems are printed.
    let format: OutputFormat
    /// The command's own exclusions (`--exclude-paths`, `--exclude-suffixes`); with the
    /// manifest's step, added to the step's.
    var exclusions = NeedleExclusions()

    /// The Swift files among `paths` (folders walked), which must exist, less those `exclusions`
    /// leave out.
    func files(under paths: [String], current: URL) throws -> [URL] {
        exclusions.filter(try InputPaths(pattern: "**/*.swift", format: format).files(paths, current: current))
    }

    /// The inputs of the manifest's first di-check step, less what the step's excludes and
    /// `exclusions` leave out, or every Swift file under `current` (less `exclusions`) when there
    /// is no manifest or no such step; with the manifest's warnings, which are printed with the
    /// check's own diagnostics so that `--format json` prints one array.
    func ofTheManifestsStep(current: URL) throws -> (root: URL, files: [URL], warnings: [Diagnostic]) {
        // Without a manifest, every Swift file here; but a manifest that was named (--spec), or
        // that is there and cannot be read, is loaded, so that its error is what is said.
        if manifest.spec == nil, case .success(nil) = DirectoryListing.checkedStatus(manifest.url.path) {
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
        let stepInputs = StepInputs(steps: loaded.project.pipeline, root: loaded.rootDirectory)
        let inputs = stepInputs.paths(for: step)
        try InputPaths(pattern: "**/*.swift", format: format).refuseUnreadable(stepInputs.unreadable(for: step), root: loaded.rootDirectory)
        let excluded = NeedleExclusions(of: step).adding(exclusions)
        return (loaded.rootDirectory, DependencyCheckSteps.swiftFiles(inputs, root: loaded.rootDirectory, excluding: excluded), loaded.warnings)
    }
}
