import ArgumentParser
import DependencyCheck
import Foundation
import ManifestLoader
import ProjectGraph
import ScaffoldSupport

/// Loads what `scaffold graph` draws: the manifest (or a workspace's manifests) for targets,
/// features and the pipeline, the DI check's sources for the DI tree.
struct GraphSource {
    /// The manifest option of the command.
    let manifest: ManifestOptions
    /// What `graph targets` leaves out.
    let options: TargetGraph.Options

    /// The graph of `kind` and the project folder (where files may be written).
    func graph(_ kind: Graph.Kind) throws -> (Graph, URL) {
        if let workspace = manifest.workspaceURL {
            guard kind == .targets else {
                StandardStreams.error("error: `scaffold graph \(kind.rawValue)` draws one project; a workspace has several\n"
                    + "    hint: pass the project's folder: scaffold graph \(kind.rawValue) --spec <folder>\n")
                throw ExitCode.failure
            }
            return try workspaceTargets(workspace)
        }
        if kind == .di { return try diGraph() }
        let loaded = try manifest.load(format: .text)
        let project = loaded.project
        switch kind {
        case .targets: return (try reporting { () throws(DiagnosticsError) in try TargetGraph.graph(of: project, options: options) }, loaded.rootDirectory)
        case .features: return (FeatureGraph.graph(of: project), loaded.rootDirectory)
        case .pipeline: return (PipelineGraph.graph(of: project), loaded.rootDirectory)
        case .di: return try diGraph()
        }
    }

    /// The workspace's targets, each project in a box of its own.
    private func workspaceTargets(_ url: URL) throws -> (Graph, URL) {
        let workspace = try reporting { () throws(DiagnosticsError) in try ManifestSearch.loader().loadWorkspace(url) }
        DiagnosticsPrinter(format: .text).print(workspace.warnings)
        var members: [TargetGraph.Member] = []
        for projectManifest in workspace.projects {
            let loaded: LoadedManifest
            switch ManifestSearch.load(projectManifest) {
            case .success(let value): loaded = value
            case .failure(let failure):
                DiagnosticsPrinter(format: .text).print(failure.diagnostics)
                throw ExitCode.failure
            }
            DiagnosticsPrinter(format: .text).print(loaded.warnings)
            let folder = ProjectPath.relative(loaded.rootDirectory.path, base: workspace.rootDirectory, root: workspace.rootDirectory)
            members.append(TargetGraph.Member(project: loaded.project, folder: folder == "." ? "" : folder))
        }
        let graph = try reporting { () throws(DiagnosticsError) in try TargetGraph.graph(ofWorkspace: workspace.name, members: members, options: options) }
        return (graph, workspace.rootDirectory)
    }

    /// Needle's component tree from the di-check step's inputs; a note when it is broken.
    private func diGraph() throws -> (Graph, URL) {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let (root, files, warnings) = try DIInputs(manifest: manifest, format: .text).ofTheManifestsStep(current: current)
        DiagnosticsPrinter(format: .text).print(warnings)
        let result = DependencyCheck.run(files: files, relativeTo: root)
        let name = FileManager.default.fileExists(atPath: manifest.url.path)
            ? (try? ManifestSearch.load(manifest.url).get().project.name) ?? root.lastPathComponent : root.lastPathComponent
        let graph = DIGraph.graph(of: result.graph, name: name)
        let missing = graph.nodes.flatMap(\.lines).filter(\.isMissing).count
        if missing > 0 {
            StandardStreams.error("note: \(missing) \(missing == 1 ? "dependency is" : "dependencies are") not provided (drawn in red); `scaffold check di` shows where\n")
        }
        return (graph, root)
    }

    private func reporting<T>(_ body: () throws(DiagnosticsError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
