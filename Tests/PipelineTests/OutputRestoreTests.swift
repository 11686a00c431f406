import Foundation
import Pipeline
import ProjectSpec
import Testing

/// What a failed step's restore puts back, and what it never touches: only regular files are
/// restored (bytes, mode, hard links) or removed, only inside the project.
@Suite struct OutputRestoreTests {
    /// `lstat` of `path` under `workspace`.
    func status(_ workspace: Workspace, _ path: String) -> stat? {
        var info = stat()
        return lstat(workspace.root.appendingPathComponent(path).path, &info) == 0 ? info : nil
    }

    /// A folder outside every workspace, removed by the caller.
    func outsideFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func outputsThatWereNotRegularFilesAreNeverRemoved() throws {
        let workspace = try Workspace()
        #expect(mkfifo(workspace.root.appendingPathComponent("fifo").path, 0o644) == 0)
        try workspace.write("folder/kept.txt", "kept\n")
        try FileManager.default.createSymbolicLink(atPath: workspace.root.appendingPathComponent("linked").path, withDestinationPath: "folder")
        try FileManager.default.createSymbolicLink(atPath: workspace.root.appendingPathComponent("file-link").path, withDestinationPath: "folder/kept.txt")
        let step = PipelineStep(name: "fail", run: "exit 1", outputs: ["fifo", "linked", "file-link", "folder"])
        #expect(workspace.run([step])["fail"]?.status == .failed)
        #expect(status(workspace, "fifo").map { $0.st_mode & S_IFMT } == S_IFIFO)
        #expect(status(workspace, "linked").map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(status(workspace, "file-link").map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(workspace.read("folder/kept.txt") == "kept\n")
    }

    @Test func aHardLinkedOutputIsRestoredInPlaceSoItsLinksStayOneFile() throws {
        let workspace = try Workspace()
        try workspace.write("out.txt", "original\n")
        #expect(link(workspace.root.appendingPathComponent("out.txt").path, workspace.root.appendingPathComponent("twin.txt").path) == 0)
        let step = PipelineStep(name: "fail", run: "echo half > out.txt; exit 1", outputs: ["out.txt"])
        #expect(workspace.run([step])["fail"]?.status == .failed)
        #expect(workspace.read("out.txt") == "original\n")
        #expect(workspace.read("twin.txt") == "original\n")
        #expect(status(workspace, "out.txt")?.st_ino == status(workspace, "twin.txt")?.st_ino)
        #expect(status(workspace, "out.txt")?.st_nlink == 2)
    }

    @Test func aReplacedOutputComesBackWithItsMode() throws {
        let workspace = try Workspace()
        try workspace.write("tool.sh", "#!/bin/sh\n")
        #expect(chmod(workspace.root.appendingPathComponent("tool.sh").path, 0o751) == 0)
        let step = PipelineStep(name: "fail", run: "rm tool.sh; echo half > tool.sh; chmod 600 tool.sh; exit 1", outputs: ["tool.sh"])
        #expect(workspace.run([step])["fail"]?.status == .failed)
        #expect(workspace.read("tool.sh") == "#!/bin/sh\n")
        #expect(status(workspace, "tool.sh").map { $0.st_mode & 0o7777 } == 0o751)
    }

    @Test func anOutputWhoseFolderTheFailedRunRemovedComesBack() throws {
        let workspace = try Workspace()
        try workspace.write("gen/deep/out.txt", "old\n")
        let step = PipelineStep(name: "fail", run: "rm -r gen; exit 1", outputs: ["gen/deep/out.txt"])
        #expect(workspace.run([step])["fail"]?.status == .failed)
        #expect(workspace.read("gen/deep/out.txt") == "old\n")
    }

    @Test func aFIFOOrADeviceCreatedByTheFailedRunStays() throws {
        let workspace = try Workspace()
        let step = PipelineStep(name: "fail", run: "mkfifo made; exit 1", outputs: ["made"])
        #expect(workspace.run([step])["fail"]?.status == .failed)
        #expect(status(workspace, "made").map { $0.st_mode & S_IFMT } == S_IFIFO)
    }

    @Test func anOutputOutsideTheProjectIsRefusedBeforeTheStepRuns() throws {
        let workspace = try Workspace()
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(mkfifo(outside.appendingPathComponent("fifo").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: workspace.root.appendingPathComponent("gen").path, withDestinationPath: outside.path)
        for output in ["gen/fifo", "../\(outside.lastPathComponent)/fifo", "gen/new/made.txt"] {
            let step = PipelineStep(name: "escape", run: "touch ran; exit 1", outputs: [output])
            let result = workspace.run([step])["escape"]
            #expect(result?.status == .failed)
            #expect(result?.reason?.contains("its declared output '\(output)' is outside the project") == true, "\(result?.reason ?? "")")
            #expect(!workspace.exists("ran"))
        }
        var info = stat()
        #expect(lstat(outside.appendingPathComponent("fifo").path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func anOutputWhoseFolderTheStepLinkedOutsideIsNotRestoredThere() throws {
        let workspace = try Workspace()
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try workspace.write("gen/out.txt", "old\n")
        let step = PipelineStep(
            name: "swap", run: "rm -r gen; ln -s '\(outside.path)' gen; echo bad > gen/out.txt; exit 1", outputs: ["gen/out.txt"]
        )
        let result = workspace.run([step])["swap"]
        #expect(result?.status == .failed)
        #expect(result?.reason?.contains("gen/out.txt was not put back: its declared output 'gen/out.txt' is outside the project") == true, "\(result?.reason ?? "")")
        #expect(try String(contentsOf: outside.appendingPathComponent("out.txt"), encoding: .utf8) == "bad\n")
    }

    @Test func aFileTheFailedRunCreatedIsRemovedAndAnUnchangedOneKeepsItsTime() throws {
        let workspace = try Workspace()
        try workspace.write("same.txt", "same\n")
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try workspace.setModificationTime("same.txt", old)
        let step = PipelineStep(name: "fail", run: "echo new > new.txt; exit 1", outputs: ["same.txt", "new.txt"])
        #expect(workspace.run([step])["fail"]?.status == .failed)
        #expect(!workspace.exists("new.txt"))
        #expect(workspace.read("same.txt") == "same\n")
        #expect(workspace.modificationTime("same.txt") == old)
    }
}
