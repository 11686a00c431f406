import ArgumentParser
import ManifestLoader

/// `scaffold dump`: print the resolved manifest — includes merged, variables expanded,
/// defaults applied, globs expanded — in a form that loads back unchanged.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the resolved manifest as YAML or JSON.",
        discussion: "The output is deterministic and is itself a valid manifest when saved beside the original."
    )

    @OptionGroup var manifest: ManifestOptions

    @Option(help: "The output format: yaml or json.")
    var format: DumpFormat = .yaml

    func run() throws {
        let loaded = try manifest.load(format: .text)
        let value = ManifestEncoder.encode(loaded.project)
        StandardStreams.output(format == .json ? value.json() : value.yaml())
    }
}
