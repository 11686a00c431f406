import Foundation
import PackagePlugin

/// Generates the `BuildInfo` target's two facts at build time, in the plugin's work folder (never
/// in the source tree, so a build leaves `git status` clean):
/// - `Commit.swift`: the git commit being built, read from `.git` by `BuildInfoTool` (no `git`
///   needed); `$SCAFFOLD_COMMIT` overrides it (a source tarball has no `.git`: "unknown"
///   otherwise). Rerun when `HEAD` or its log change, that is at every commit or checkout.
/// - `ProjectDescriptionSources.swift`: the sources of the `ProjectDescription` target as string
///   literals, so a scaffold with no ProjectDescription library beside it (`mint install` copies
///   only the executable and resource bundles) can build the library itself.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "BuildInfoTool").url
        let work = context.pluginWorkDirectoryURL
        let commitFile = work.appendingPathComponent("Commit.swift")
        let sourcesFile = work.appendingPathComponent("ProjectDescriptionSources.swift")

        var commitArguments = ["commit", commitFile.path]
        var gitInputs: [URL] = []
        if let override = ProcessInfo.processInfo.environment["SCAFFOLD_COMMIT"], !override.isEmpty {
            commitArguments += ["--commit", override]
        } else if let gitDirectory = Self.gitDirectory(of: context.package.directoryURL) {
            commitArguments += ["--git-dir", gitDirectory.path]
            gitInputs = ["HEAD", "logs/HEAD"].map { gitDirectory.appendingPathComponent($0) }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
        }

        guard let library = context.package.targets.first(where: { $0.name == "ProjectDescription" }) as? SourceModuleTarget else {
            throw BuildInfoPluginError.noProjectDescription
        }
        let sources = library.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        return [
            .buildCommand(displayName: "Recording the git commit of scaffold", executable: tool, arguments: commitArguments,
                          inputFiles: gitInputs, outputFiles: [commitFile]),
            .buildCommand(displayName: "Embedding ProjectDescription's sources", executable: tool,
                          arguments: ["sources", sourcesFile.path] + sources.map(\.path), inputFiles: sources, outputFiles: [sourcesFile]),
        ]
    }

    /// The repository's git folder: `.git`, or where a worktree's `.git` file points.
    static func gitDirectory(of package: URL) -> URL? {
        let dotGit = package.appendingPathComponent(".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
        let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appendingPathComponent(path)
    }
}

enum BuildInfoPluginError: Error, CustomStringConvertible {
    case noProjectDescription

    var description: String { "the package has no ProjectDescription source target to embed" }
}
