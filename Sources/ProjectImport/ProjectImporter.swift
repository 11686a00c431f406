import Foundation
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// Reads a hand-kept `.xcodeproj` into the manifest model: what `scaffold import` writes, so
/// that `scaffold generate` makes the same project again. The project file is untrusted input:
/// anything it cannot read is an error at its place, never a crash.
public enum ProjectImporter {
    /// What an import found.
    public struct Result: Sendable {
        /// The project, when the file could be read.
        public var project: Project?
        /// The folder the manifest goes in (the `.xcodeproj`'s folder): every path of the
        /// project is relative to it.
        public var root: URL
        /// What the manifest cannot say (warnings, each naming the object), or why nothing could
        /// be read (an error).
        public var diagnostics: [Diagnostic]
        /// How many targets the project has, and how many were imported.
        public var targetCount = 0
    }

    /// Reads the project at `url` (an `.xcodeproj` folder).
    public static func read(_ url: URL) -> Result {
        let bundle = url.standardizedFileURL
        let root = bundle.deletingLastPathComponent()
        let file = bundle.appendingPathComponent("project.pbxproj")
        let shown = ProjectPath.shown(file, inside: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        guard let text = UntrustedFile.text(atPath: file.path) else {
            return Result(project: nil, root: root, diagnostics: [.error("cannot read \(shown): \(bundle.lastPathComponent) is not an Xcode project folder")])
        }
        let graph: PBXGraph
        do throws(PBXGraph.Unreadable) {
            graph = try PBXGraph(text: text)
            if let dangling = graph.danglingReference(in: text) { throw dangling }
        } catch {
            return Result(project: nil, root: root, diagnostics: [.error(error.message, at: SourceLocation(file: shown, line: error.line, column: error.column))])
        }
        var warnings: [Diagnostic] = []
        let report: (String) -> Void = { warnings.append(.warning($0, at: SourceLocation(file: shown, line: 1, column: 1))) }
        var project = Project(name: bundle.deletingPathExtension().lastPathComponent)
        let settings = ImportedSettings(list: graph.project["buildConfigurationList"]?.string, in: graph, root: root)
        for (config, reason) in settings.keptOutConfigFiles {
            report("the project's .xcconfig of configuration '\(config)' \(reason); kept out")
        }
        project.configs = graph.configurations(of: graph.project["buildConfigurationList"]?.string).map {
            BuildConfiguration(name: $0.name, type: $0.name.lowercased().contains("debug") ? .debug : .release)
        }
        project.settings = settings.settings
        project.configFiles = settings.configFiles
        if let defaultConfig = graph.object(graph.project["buildConfigurationList"]?.string)?["defaultConfigurationName"]?.string {
            project.options.defaultConfig = defaultConfig
        }
        for (name, path) in graph.projectReferences { project.projectReferences[name] = ProjectReference(name: name, path: path) }
        let packages = ImportedPackages(graph: graph, root: root)
        project.packages = packages.all
        var importer = TargetImporter(graph: graph, packages: packages, projectSettings: settings, root: root, report: report)
        importer.referencedProjects = graph.projectReferences.compactMapValues { path in
            UntrustedFile.text(atPath: root.appendingPathComponent(path).appendingPathComponent("project.pbxproj").path).flatMap { try? PBXGraph(text: $0) }
        }
        var folders = SourceFolders(root: root, projectFolder: bundle.lastPathComponent)
        let targets = graph.objects(graph.project["targets"])
        for (_, object) in targets {
            guard let imported = importer.target(object) else { continue }
            var target = imported.target
            target.sources = folders.sources(for: imported.files, type: target.type) + target.sources
            project.targets.append(target)
        }
        ObjCLinking.mark(&project.targets)
        Self.keepInfoPlistsUnderived(in: &project, root: root)
        let unlistedSynced = Self.unlistedSyncedFolders(of: graph, project: project)
        if unlistedSynced.isEmpty {
            project.fileGroups = folders.folded(otherFiles(of: graph, project: project, root: root))
        } else {
            Self.keepSynced(in: &project, root: root)
            project.fileGroups = unlistedSynced + otherFiles(of: graph, project: project, root: root).sorted()
        }
        let schemes = SchemeImporter(project: project, projectFile: bundle.lastPathComponent, graph: graph) {
            ProjectPath.shown($0, inside: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }.schemes(in: bundle.appendingPathComponent("xcshareddata/xcschemes"))
        project.schemes = schemes.schemes
        return Result(project: PresetReduction.reduce(project), root: root, diagnostics: warnings + schemes.diagnostics, targetCount: targets.count)
    }

    /// `deriveInfoPlist: false` on each target with an Info.plist among its sources that some of
    /// its configurations do not name (its `.xcconfig` does, or none is used): generating would
    /// otherwise set it there, as XcodeGen does.
    private static func keepInfoPlistsUnderived(in project: inout Project, root: URL) {
        let candidates = project.targets.filter { target in
            target.info == nil && target.settings.base["INFOPLIST_FILE"] == nil
                && !project.configs.allSatisfy { target.settings.configs[$0.name]?["INFOPLIST_FILE"] != nil }
        }
        guard !candidates.isEmpty else { return }
        // Only their sources are looked at: no scripts, `.xcconfig`s or other projects read.
        var probe = Project(name: project.name)
        probe.options = project.options
        probe.targets = candidates.map { Target(name: $0.name, type: $0.type, platform: $0.platform, sources: $0.sources) }
        let found = DerivedInfoPlists.find(in: probe, root: root)
        for index in project.targets.indices where found[project.targets[index].name] != nil {
            project.targets[index].derivesInfoPlist = false
        }
    }

    /// Xcode 16's synchronized folders of the project that no target lists (notes, `.xcconfig`s,
    /// local packages): only `fileGroups` can keep them, as folders of the default type.
    private static func unlistedSyncedFolders(of graph: PBXGraph, project: Project) -> [String] {
        let listed = Set(project.targets.flatMap { $0.sources.filter { $0.type == .syncedFolder }.map(\.path) })
        return graph.objects.compactMap { id, object -> String? in
            guard object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup", case let .project(path)? = graph.path(of: id),
                  !path.isEmpty, !listed.contains(path) else { return nil }
            return path
        }.sorted()
    }

    /// Makes `fileGroups` folders synchronized as XcodeGen can: the project's folders are
    /// synchronized by default (`defaultSourceDirectoryType`), every other folder source says
    /// its type.
    private static func keepSynced(in project: inout Project, root: URL) {
        project.options.defaultSourceDirectoryType = .syncedFolder
        for index in project.targets.indices {
            for source in project.targets[index].sources.indices where !project.targets[index].sources[source].typeIsExplicit {
                let path = project.targets[index].sources[source].path
                guard DirectoryListing.status(root.appendingPathComponent(path).path)?.isFolder == true,
                      URL(fileURLWithPath: path).pathExtension.isEmpty else { continue }
                project.targets[index].sources[source].typeIsExplicit = true
            }
        }
    }

    /// The files the project shows that no target's sources take (an Info.plist, a README, a
    /// script): XcodeGen's `fileGroups` keeps them in the project. Folders (a local package's
    /// folder reference: generating adds those itself) and missing files are left out.
    private static func otherFiles(of graph: PBXGraph, project: Project, root: URL) -> Set<String> {
        let sources = project.targets.flatMap { $0.sources + $0.resources }
        let configFiles = Set(project.configFiles.values).union(project.targets.flatMap(\.configFiles.values))
        var files: Set<String> = []
        for (id, object) in graph.objects where object["isa"]?.string == "PBXFileReference" || object["isa"]?.string == "PBXVariantGroup" {
            guard case let .project(path)? = graph.path(of: id), !path.isEmpty, !path.hasPrefix(".."),
                  !path.hasSuffix(".xcodeproj"), !configFiles.contains(path),
                  !sources.contains(where: { SourceFolders.takes($0, path) }),
                  SourceFolders.isFile(root.appendingPathComponent(path).path) else { continue }
            files.insert(path)
        }
        return files
    }
}
