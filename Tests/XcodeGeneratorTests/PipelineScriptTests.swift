import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// The script Xcode runs for a pipeline step takes `options.scaffoldPath` literally.
@Suite struct PipelineScriptTests {
    /// Runs `script` with `/bin/sh` in `folder` as Xcode would (`SRCROOT` set, no `SCAFFOLD`).
    func run(_ script: String, in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["SRCROOT": folder.path, "PATH": "/usr/bin:/bin", "HOME": folder.path]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(arguments: ["$(touch pwned)", "`touch pwned`", "x'; touch pwned; '", "${X:-$(touch pwned)}"])
    func aScaffoldPathNeverRunsWhatItHolds(_ path: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = PipelineScript.text(for: PipelineStep(name: "gen", run: "true"), options: ProjectOptions(scaffoldPath: path))
        #expect(try run(script, in: folder) != 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path), "\(script)")
    }

    @Test func aPlainPathIsWrittenAsBeforeAndAQuotedOneIsRunAsWritten() throws {
        #expect(PipelineScript.text(for: PipelineStep(name: "gen", run: "true"), options: ProjectOptions(scaffoldPath: "tools/scaffold"))
            .contains("SCAFFOLD=\"${SCAFFOLD:-tools/scaffold}\""))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my tools"), withIntermediateDirectories: true)
        let tool = folder.appendingPathComponent("my tools/it's scaffold")
        try Data("#!/bin/sh\n[ \"$1 $2 $3\" = \"prebuild --step gen\" ] && touch ran\n".utf8).write(to: tool)
        #expect(chmod(tool.path, 0o755) == 0)
        let script = PipelineScript.text(for: PipelineStep(name: "gen", run: "true"), options: ProjectOptions(scaffoldPath: "./my tools/it's scaffold"))
        #expect(try run(script, in: folder) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ran").path), "\(script)")
    }
}
