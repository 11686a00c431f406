import Foundation
import ManifestLoader
import ProjectGeneration
import ProjectImport
import ProjectSpec
import ScaffoldSupport

/// `scaffold import --check`: what a team would lose by switching to the manifest, measured as
/// the corpus round trip (`scripts/import-roundtrip.sh`) measures it, without writing anything.
///
/// The project is imported in memory; the manifest `import` would write is encoded as YAML and
/// loaded back by `ManifestLoader` as if it were `Project.yml` beside the `.xcodeproj` (so its
/// defaults, `${VAR}` expansion and validation apply, as for `generate`); `GenerationPlan` makes
/// the files `generate` would write, which stay in memory; both projects are inspected
/// (`ProjectInspection`, the facts `inspect.py` extracts) and compared (`ProjectComparison`,
/// compare.py's categories and rules). The original `.xcodeproj` is only read.
///
/// A module of its own because it needs both ends: `ProjectImport` (which the loader and the
/// generator must not depend on) and `ManifestLoader` + `ProjectGeneration` (which the importer,
/// a reader of project files, does not need). The graph stays acyclic: ImportCheck →
/// ProjectImport → XcodeGenerator, ImportCheck → ProjectGeneration → ManifestLoader, XcodeGenerator.
public enum ImportCheck {
    /// What a check found.
    public struct Outcome: Sendable {
        /// The comparison of the generated project with the original; nil when the project
        /// could not be imported, or its manifest not loaded or generated (said in `diagnostics`).
        public var comparison: ProjectComparison?
        /// The project's name (the label of the report).
        public var name: String
        /// The import's warnings (what the manifest cannot say), or why there is no comparison.
        public var diagnostics: [Diagnostic]
        /// The original project's facts and the generated one's, when both could be read.
        public var expected: ProjectInspection?
        public var actual: ProjectInspection?
        /// What `generate` would write (relative to the `.xcodeproj`'s folder), never written.
        public var generated: FileSet?
    }

    /// Checks the `.xcodeproj` at `url`. `environment` is what the manifest's `${VAR}` expand
    /// from, as for `generate`.
    public static func run(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let bundle = url.standardizedFileURL
        let name = bundle.deletingPathExtension().lastPathComponent
        let imported = ProjectImporter.read(bundle)
        guard let project = imported.project, !imported.diagnostics.containsErrors else {
            return Outcome(comparison: nil, name: name, diagnostics: imported.diagnostics)
        }
        let expected: ProjectInspection
        do {
            expected = try ProjectInspection.read(bundle)
        } catch {
            return Outcome(comparison: nil, name: name, diagnostics: imported.diagnostics + [.error("cannot inspect the project: \(error)")])
        }
        let manifest = imported.root.appendingPathComponent("Project.yml")
        let files: FileSet
        let generated: LoadedManifest
        do throws(DiagnosticsError) {
            generated = try ManifestLoader(environment: environment).load(yaml: ManifestEncoder.encode(project).yaml(), as: manifest)
            files = try GenerationPlan(generated, toolVersion: "import-check", useCache: false, writingPlaceholders: false).files
        } catch {
            let note = Diagnostic.error("the imported manifest does not generate (the round trip scores 0); what stops it:")
            return Outcome(comparison: nil, name: name, diagnostics: imported.diagnostics + [note] + error.diagnostics)
        }
        do {
            let actual = try ProjectInspection.inspect(files, projectFolder: "\(generated.project.name).xcodeproj", root: generated.rootDirectory)
            return Outcome(comparison: ProjectComparison(expected: expected, actual: actual), name: name, diagnostics: imported.diagnostics,
                           expected: expected, actual: actual, generated: files)
        } catch {
            return Outcome(comparison: nil, name: name, diagnostics: imported.diagnostics + [.error("cannot inspect the generated project: \(error)")])
        }
    }
}
