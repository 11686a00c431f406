import ArgumentParser
import Foundation
import ScaffoldSupport
import ScaffoldCLI
import Testing

/// Runs the built `scaffold` binary as a user would.
struct Scaffold {
    static let binary: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        return candidates.map { $0.appendingPathComponent("scaffold") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("scaffold")
    }()

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Starts the binary in the background, its output discarded.
    static func start(_ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"].merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = Data(FileDescriptorIO.readAll(output.fileHandleForReading.fileDescriptor) ?? [])
        let errData = Data(FileDescriptorIO.readAll(error.fileHandleForReading.fileDescriptor) ?? [])
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self), error: String(decoding: errData, as: UTF8.self))
    }
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every file under `root` with its bytes, to prove a command wrote nothing.
func snapshot(_ root: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        if let data = FileManager.default.contents(atPath: url.path) { files[url.path] = data }
    }
    return files
}

@Suite struct CommandLineTests {
    @Test func validateExitsZeroOnTheExample() throws {
        let result = try Scaffold.run(["validate"], in: repositoryRoot)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Example is valid"))
        #expect(result.error.isEmpty)
    }

    @Test func validateReportsEveryErrorLocatedAndWritesNothing() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/Errors/unknown-reference")
        let before = snapshot(folder)
        let result = try Scaffold.run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        #expect(result.error == expected + "8 errors\n")
        #expect(snapshot(folder) == before)
    }

    @Test func validateSpeaksJSONForCI() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/Errors/type-and-platform")
        let result = try Scaffold.run(["validate", "--format", "json"], in: folder)
        #expect(result.status == 1)
        let decoded = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        #expect(decoded?.count == 4)
        #expect((decoded?.first?["location"] as? [String: Any])?["line"] as? Int == 4)
        #expect(result.error.isEmpty)
        let clean = try Scaffold.run(["validate", "--format", "json"], in: repositoryRoot)
        #expect(clean.status == 0)
        #expect(clean.output == "[]\n")
    }

    @Test func specOptionAndMissingManifest() throws {
        let result = try Scaffold.run(["validate", "--spec", "Nope.yml"], in: repositoryRoot)
        #expect(result.status == 1)
        #expect(result.error.contains("cannot read manifest 'Nope.yml': no such file"))
        // A folder is searched like the working folder.
        let folder = try Scaffold.run(["validate", "--spec", "."], in: repositoryRoot)
        #expect(folder.status == 0, "\(folder.error)")
        #expect(folder.output.hasPrefix("./Project.yml: Example is valid"))
        let none = try Scaffold.run(["validate", "--spec", "Sources"], in: repositoryRoot)
        #expect(none.status == 1)
        #expect(none.error.contains("error: no manifest in Sources: scaffold reads Project.yml, Project.swift or project.yml"))
        let here = try Scaffold.run(["generate"], in: repositoryRoot.appendingPathComponent("Sources"))
        #expect(here.error.contains("error: no manifest here: scaffold reads Project.yml, Project.swift or project.yml"))
    }

    @Test(arguments: ["yaml", "json"])
    func dumpIsByteIdenticalAcrossRuns(format: String) throws {
        let first = try Scaffold.run(["dump", "--format", format], in: repositoryRoot)
        let second = try Scaffold.run(["dump", "--format", format], in: repositoryRoot)
        #expect(first.status == 0)
        #expect(!first.output.isEmpty)
        #expect(first.output == second.output)
    }

    @Test func helpShowsExamplesAndVersionPrints() throws {
        let help = try Scaffold.run(["--help"], in: repositoryRoot)
        #expect(help.output.contains("scaffold validate --format json"))
        let version = try Scaffold.run(["--version"], in: repositoryRoot)
        #expect(version.output == "0.1.0 (commit \(try Self.headCommit()))\n")
    }

    /// The commit `git rev-parse HEAD` gives in the repository (the build the tests run was made
    /// from it: `swift test` builds first), or `unknown` outside a git checkout.
    static func headCommit() throws -> String {
        guard FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(".git").path),
              let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: FileManager.default.isExecutableFile(atPath:))
        else { return "unknown" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-C", repositoryRoot.path, "rev-parse", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The help's examples are laid out in columns; ArgumentParser wraps a line wider than the
/// terminal without indenting the rest, which breaks the columns at 80. So every indented
/// line of every command's discussion stays under 79 columns (ArgumentParser wraps at 79).
@Suite struct HelpLayoutTests {
    @Test func everyExampleLineFitsAnEightyColumnTerminal() {
        var commands: [any ParsableCommand.Type] = [ScaffoldCommand.self]
        var tooWide: [String] = []
        while let command = commands.popLast() {
            let configuration = command.configuration
            commands += configuration.subcommands
            for line in configuration.discussion.split(separator: "\n") where line.hasPrefix(" ") && line.count > 78 {
                tooWide.append("\(configuration.commandName ?? "?"): \(line)")
            }
        }
        #expect(tooWide.isEmpty, "\(tooWide)")
    }
}
