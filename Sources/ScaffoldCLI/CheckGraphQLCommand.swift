import ArgumentParser
import Foundation
import GraphQLCheck
import ScaffoldSupport

/// `scaffold check graphql`: GraphQL operations against their schema, every error at its line.
struct CheckGraphQLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graphql",
        abstract: "Check GraphQL operations against the schema: every error at its file's line.",
        discussion: """
        The operation files are one document, as Apollo reads them: a fragment may live in \
        another file, and operation and fragment names are unique across files. A folder stands \
        for every .graphql file under it. The rules are the GraphQL specification's; the \
        messages are graphql-js's. Exits 1 when there are errors. The pipeline's graphql step \
        runs the same check, then writes typed Swift to its output.

        Examples:
          scaffold check graphql --schema GraphQL/schema.graphqls GraphQL/Operations
          scaffold check graphql --schema schema.json Viewer.graphql Fragments.graphql
          scaffold check graphql --schema schema.graphqls GraphQL --format json
        """
    )

    @Option(help: ArgumentHelp("The schema: SDL (.graphqls) or an introspection result (.json).", valueName: "path"))
    var schema: String

    @Argument(help: ArgumentHelp("GraphQL operation files or folders.", valueName: "path"))
    var paths: [String]

    @Option(help: "How to print diagnostics: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let files = try InputPaths(pattern: "**/*.graphql", format: format).files(paths, current: current)
        let result = GraphQLCheck.run(schema: ProjectPath.url(schema, root: current), files: files, relativeTo: current)
        DiagnosticsPrinter(format: format).print(result.diagnostics)
        if format == .text {
            let verdict = result.diagnostics.containsErrors ? "GraphQL operations have errors" : "GraphQL operations are valid"
            StandardStreams.output("\(verdict): \(Plural.count(result.operations, "operation")), "
                + "\(Plural.count(result.fragments, "fragment")) in \(Plural.count(result.files, "file"))\n")
        }
        if result.diagnostics.containsErrors { throw ExitCode.failure }
    }
}
