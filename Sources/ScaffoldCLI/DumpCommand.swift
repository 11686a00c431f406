import ArgumentParser
import ManifestLoader

/// `scaffold dump`: print the resolved manifest — includes merged, variables expanded,
/// defaults applied, globs expanded — in a form that loads back unchanged.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the resolved manifest as YAML or JSON.",
        discussion: """
        The output is deterministic and is itself a valid manifest when saved beside the original. \
        At a workspace's root (or with --spec naming a Workspace.swift or Workspace.yml), the \
        workspace is dumped: its name, its projects' folders and its schemes, a valid Workspace.yml.
        """
    )

    @OptionGroup var manifest: ManifestOptions

    @Option(help: "The output format: yaml or json.")
    var format: DumpFormat = .yaml

    func run() throws {
        if let url = manifest.workspaceURL {
            let workspace = try ManifestSearch.loadWorkspace(url)
            let value = WorkspaceEncoder.encode(workspace)
            StandardStreams.output(format == .json ? value.json() : value.yaml())
            return
        }
        let loaded = try manifest.load(format: .text)
        let value = ManifestEncoder.encode(loaded.project)
        StandardStreams.output(format == .json ? value.json() : value.yaml())
    }
}
