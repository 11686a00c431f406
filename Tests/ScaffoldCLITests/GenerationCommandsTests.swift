import Foundation
import Testing

/// XcodeGen's `preGenCommand` and `postGenCommand` (issue 30): `generate` runs them in the
/// manifest's folder, before it reads the sources and after it writes; `validate`, `dump` and
/// `generate --check` never do; a failing command fails `generate`, located at the manifest.
@Suite struct GenerationCommandsTests {
    static let manifest = """
        name: P
        options:
          preGenCommand: mkdir -p App/Empty && echo pre >> commands.log
          postGenCommand: test -d P.xcodeproj && echo post >> commands.log
          generateEmptyDirectories: true
        targets:
          App: {type: application, platform: iOS, sources: [App]}

        """

    private func project(_ manifest: String = Self.manifest) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("App/App.swift"))
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Project.yml"))
        return folder
    }

    private func log(_ folder: URL) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("commands.log"), encoding: .utf8)) ?? ""
    }

    @Test func generateRunsThemAroundTheGeneration() throws {
        let folder = try project()
        for command in [["validate"], ["dump"], ["generate", "--check"]] {
            _ = try Scaffold.run(command, in: folder)
            #expect(log(folder) == "", "\(command) ran a command")
        }
        let generated = try Scaffold.run(["generate"], in: folder)
        #expect(generated.status == 0, "\(generated.error)")
        #expect(log(folder) == "pre\npost\n")
        // The folder the pre-generation command made is in the project, as an empty group.
        let pbxproj = try String(contentsOf: folder.appendingPathComponent("P.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(pbxproj.contains("/* Empty */ = {isa = PBXGroup;") || pbxproj.contains("/* Empty */ = {\n\t\t\tisa = PBXGroup;"), "\(pbxproj)")
    }

    @Test func aFailingCommandFailsGenerateAtTheManifest() throws {
        let folder = try project(Self.manifest.replacingOccurrences(of: "mkdir -p App/Empty && echo pre >> commands.log", with: "exit 3"))
        let generated = try Scaffold.run(["generate"], in: folder)
        #expect(generated.status == 1)
        #expect(generated.error.contains("Project.yml: error: options.preGenCommand exited with code 3"), "\(generated.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("P.xcodeproj").path))
    }
}
