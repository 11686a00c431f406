import ArgumentParser
import BuildInfo
import Foundation
import ScaffoldSupport

/// The `scaffold` command: its subcommands, help and version.
public struct ScaffoldCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Generate, scaffold and pre-build iMVVM SwiftUI apps from one manifest.",
        discussion: """
        scaffold reads Project.yml (an XcodeGen-style manifest with features: and pipeline:) \
        or its Swift twin Project.swift (Tuist's ProjectDescription names), writes the Xcode \
        project, scaffolds feature modules and runs the pre-build generators.

        Examples:
          scaffold generate                Write the .xcodeproj for ./Project.yml.
          scaffold generate --check        CI: exit 1 if the project is out of date.
          scaffold generate --spec Project.swift
                                           The same, from a Swift manifest.
          scaffold new feature Profile --parent LoggedIn
                                           A feature from the built-in iMVVM template.
          scaffold template list           The templates, with their parameters.
          scaffold validate                Check the manifest: each problem, located.
          scaffold validate --format json  The diagnostics as JSON on stdout.
          scaffold dump                    The resolved manifest as YAML.
          scaffold dump --format json > resolved.json
          scaffold graph di --format png   The Needle DI tree, drawn by Graphviz.
        """,
        version: ScaffoldVersion.description,
        subcommands: [GenerateCommand.self, InstallCommand.self, NewCommand.self, PrebuildCommand.self, CheckCommand.self, GraphCommand.self, TemplateCommand.self, ValidateCommand.self, DumpCommand.self, ImportCommand.self]
    )

    public init() {}
}

/// The tool's version, printed by `scaffold --version`.
public enum ScaffoldVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"

    /// What `scaffold --version` prints: the version and the git commit it was built from
    /// (`unknown` for a build outside a git checkout without `SCAFFOLD_COMMIT`).
    public static var description: String { "\(current) (commit \(BuildInfo.commit))" }

    /// The version and the running executable's stamp: two builds of the same version still
    /// differ, so caches keyed by it never outlive a rebuilt tool.
    public static var build: String {
        let executable = ExecutablePath.current.flatMap { FileStamp(path: $0) }
        return current + "+" + (executable?.description ?? "unknown")
    }
}
