import ArgumentParser
import Foundation
import ManifestLoader
import ProjectGeneration
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// `scaffold generate`: write the Xcode project, its shared schemes and the SwiftPM layout.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the Xcode project, its shared schemes and the SwiftPM layout.",
        discussion: """
        Only files whose bytes change are written (staged, then renamed); files scaffold wrote \
        and no longer writes (a scheme that left the manifest) are removed if they are still \
        exactly as written, and kept with a warning if they changed. With --check nothing is \
        written: the files that would change are listed and the exit code is 1 if there are any \
        (for CI); missing pipeline outputs, which generate fills with placeholders, are not \
        counted.

        At a workspace's root (a Workspace.swift or Workspace.yml there, or named by --spec), \
        every project it lists is generated, each as above, then <name>.xcworkspace listing \
        them (written only when it changes).
        """
    )

    @OptionGroup var manifest: ManifestOptions

    @Flag(help: "Write nothing; list what would change and exit 1 if anything would.")
    var check = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Option(help: ArgumentHelp("Seconds to wait for a prebuild of the same project that is writing its outputs.", valueName: "seconds"))
    var lockTimeout: Double = 300

    func run() throws {
        if let workspace = manifest.workspaceURL {
            try generateWorkspace(workspace)
            return
        }
        let start = Date()
        // The fast path: nothing the last run depended on changed, so not even the manifest
        // needs reading. `--check` always compares in full.
        if !check, GenerationPlan.isUpToDate(manifest: manifest.url, toolVersion: ScaffoldVersion.build, environment: ManifestSearch.environment) {
            if !quiet {
                StandardStreams.output("up to date: nothing changed since the last `scaffold generate` of \(manifest.shownPath)"
                    + String(format: " (%.2f s)\n", Date().timeIntervalSince(start)))
            }
            return
        }
        try generate(try manifest.load(format: .text), start: start)
    }

    /// Plans the project of `loaded`, writes it (or, with `--check`, compares it) and reports.
    /// A project with pipeline outputs is planned and written under the project lock: which
    /// outputs are missing (and get a placeholder) must not change under a running prebuild.
    private func generate(_ loaded: LoadedManifest, start: Date) throws {
        let sharesOutputs = !check && loaded.project.pipeline.contains { !$0.outputs.isEmpty }
        let lock = sharesOutputs ? try ProjectLocking.take(root: loaded.rootDirectory, command: "generate", timeout: lockTimeout) : nil
        defer { lock?.release() }
        if !check { try GenerationCommands.runBefore(loaded.project, root: loaded.rootDirectory, manifest: manifest.shownPath) }
        let plan: GenerationPlan
        do {
            plan = try GenerationPlan(loaded, toolVersion: ScaffoldVersion.build, useCache: !check, writingPlaceholders: !check)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        let report: FileSetWriter.Report
        do {
            report = try plan.apply(mode: check ? .check : .write)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        for kept in report.kept {
            StandardStreams.error("warning: kept \(kept.path), which scaffold wrote before and no longer writes: \(kept.reason)\n")
        }
        let project = loaded.project
        if !check { try GenerationCommands.runAfter(project, root: loaded.rootDirectory, manifest: manifest.shownPath) }
        if check {
            for path in report.created { StandardStreams.output("would create \(path)\n") }
            for path in report.updated { StandardStreams.output("would update \(path)\n") }
            for path in report.removed { StandardStreams.output("would remove \(path)\n") }
            if report.hasChanges {
                StandardStreams.error("error: the generated project is out of date; run `scaffold generate`\n")
                throw ExitCode.failure
            }
            if !quiet { StandardStreams.output("\(project.name): up to date\n") }
            return
        }
        guard !quiet else { return }
        let seconds = Date().timeIntervalSince(start)
        if plan.upToDate {
            StandardStreams.output(Self.upToDate(project.name, seconds: seconds))
            return
        }
        let written = report.created.count + report.updated.count
        StandardStreams.output(
            "Generated \(project.name).xcodeproj: \(Plural.count(project.targets.count, "target")), "
                + "\(Plural.count(plan.schemeCount, "scheme")); \(written) written, \(report.unchanged.count) unchanged"
                + (report.removed.isEmpty ? "" : ", \(report.removed.count) removed")
                + String(format: " (%.2f s)\n", seconds)
        )
    }

    /// Generates every project of the workspace at `url`, then its `.xcworkspace`.
    private func generateWorkspace(_ url: URL) throws {
        let start = Date()
        // One memo for the workspace's manifest and its projects': the first that misses its
        // cache compiles every one that does, together.
        let memo = LoadMemo()
        let workspace = try ManifestSearch.loadWorkspace(url, memo: memo)
        // On two cores or more, the projects load side by side; below, in order, from the memo.
        ManifestSearch.preload(workspace.projects, memo: memo)
        var projectFiles: [String] = []
        var members: [(manifest: URL, project: Project)] = []
        var outOfDate = false
        for project in try Self.projectsInDependencyOrder(workspace.projects, memo: memo) {
            let result = try generateProject(project, memo: memo)
            outOfDate = outOfDate || result.outOfDate
            projectFiles.append(ProjectPath.shown(result.projectFolder, inside: workspace.rootDirectory))
            members.append((project, result.project))
        }
        let report: FileSetWriter.Report
        do {
            var warnings: [Diagnostic] = []
            let schemes = try workspace.resolveSchemes(projects: members, warnings: &warnings)
            if !warnings.isEmpty { DiagnosticsPrinter(format: .text).print(warnings) }
            report = try WorkspacePlan(name: workspace.name, root: workspace.rootDirectory, projects: projectFiles, schemes: schemes)
                .apply(mode: check ? .check : .write)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        for kept in report.kept {
            StandardStreams.error("warning: kept \(kept.path), which scaffold wrote before and no longer writes: \(kept.reason)\n")
        }
        if check {
            for path in report.created { StandardStreams.output("would create \(path)\n") }
            for path in report.updated { StandardStreams.output("would update \(path)\n") }
            for path in report.removed { StandardStreams.output("would remove \(path)\n") }
            if outOfDate || report.hasChanges {
                StandardStreams.error("error: the generated workspace is out of date; run `scaffold generate`\n")
                throw ExitCode.failure
            }
        }
        guard !quiet else { return }
        let state = report.hasChanges ? "written" : "unchanged"
        let schemes = workspace.schemes.isEmpty ? "" : ", \(Plural.count(workspace.schemes.count, "scheme"))"
        StandardStreams.output("Workspace \(workspace.name).xcworkspace: \(Plural.count(projectFiles.count, "project"))\(schemes), \(state)"
            + String(format: " (%.2f s)\n", Date().timeIntervalSince(start)))
    }

    /// Generates one project of a workspace as `generate --spec <its manifest>` would (its
    /// line printed; the manifest is loaded even when the project is up to date); returns its `.xcodeproj` folder, its project and, with `--check`, whether
    /// it is out of date.
    /// The manifest is loaded once, for the project and for the workspace's schemes.
    /// The workspace's projects and, as in Tuist, every project they reach through
    /// `.project(target:path:)`, each after the projects it refers to: a project reads the
    /// `.xcodeproj` of another for its objects' IDs, so that one is written first and the next
    /// run changes nothing.
    static func projectsInDependencyOrder(_ listed: [URL], memo: LoadMemo) throws -> [URL] {
        var order: [URL] = []
        var visited: Set<String> = []
        func visit(_ manifest: URL) throws {
            guard visited.insert(manifest.standardizedFileURL.path).inserted else { return }
            let loaded = try loadOrExit(manifest, memo: memo)
            for reference in loaded.project.projectReferences.values.sorted(by: { $0.path < $1.path }) {
                let folder = loaded.rootDirectory.appendingPathComponent(reference.path).deletingLastPathComponent().standardizedFileURL
                if let other = ManifestLoader.projectManifest(in: folder) { try visit(other) }
            }
            order.append(manifest.standardizedFileURL)
        }
        for manifest in listed { try visit(manifest) }
        return order
    }

    /// The manifest at `url` loaded, or its errors printed and the command failed.
    static func loadOrExit(_ url: URL, memo: LoadMemo) throws -> LoadedManifest {
        switch ManifestSearch.load(url, memo: memo) {
        case .success(let loaded): return loaded
        case .failure(let failure):
            DiagnosticsPrinter(format: .text).print(failure.diagnostics)
            throw ExitCode.failure
        }
    }

    /// The line of a project that needed nothing written.
    private static func upToDate(_ name: String, seconds: Double) -> String {
        "\(name).xcodeproj is up to date: nothing changed since the last run" + String(format: " (%.2f s)\n", seconds)
    }

    /// `memo` is shared by the projects of one workspace, which load each other's manifests.
    private func generateProject(_ url: URL, memo: LoadMemo = LoadMemo()) throws -> (projectFolder: URL, project: Project, outOfDate: Bool) {
        let start = Date()
        let loaded = try Self.loadOrExit(url, memo: memo)
        DiagnosticsPrinter(format: .text).print(loaded.warnings)
        let folder = url.deletingLastPathComponent().appendingPathComponent("\(loaded.project.name).xcodeproj")
        // The manifest is loaded (the workspace needs its project), but the project is not
        // planned again when nothing it depended on changed: the single project's fast path.
        if !check, GenerationPlan.isUpToDate(manifest: url, toolVersion: ScaffoldVersion.build, environment: ManifestSearch.environment) {
            if !quiet { StandardStreams.output(Self.upToDate(loaded.project.name, seconds: Date().timeIntervalSince(start))) }
            return (folder, loaded.project, false)
        }
        do {
            try generate(loaded, start: start)
        } catch let exit as ExitCode where check && exit == .failure {
            return (folder, loaded.project, true)
        }
        return (folder, loaded.project, false)
    }
}
