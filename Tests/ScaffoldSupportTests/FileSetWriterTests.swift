import Foundation
import ScaffoldSupport
import Testing

@Suite struct FileSetWriterTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")

    @Test func writesOnlyWhatDiffers() throws {
        var files = FileSet()
        files.add("a.txt", text: "one")
        files.add("dir/b.txt", text: "two")
        let first = try FileSetWriter(root: root).apply(files)
        #expect(first.created == ["a.txt", "dir/b.txt"])
        let modified = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("a.txt").path)[.modificationDate] as? Date

        files.add("dir/b.txt", text: "changed")
        let second = try FileSetWriter(root: root).apply(files)
        #expect(second == FileSetWriter.Report(created: [], updated: ["dir/b.txt"], unchanged: ["a.txt"]))
        let after = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("a.txt").path)[.modificationDate] as? Date
        #expect(modified == after)
        #expect(try String(contentsOf: root.appendingPathComponent("dir/b.txt"), encoding: .utf8) == "changed")
    }

    @Test func checkModeReportsDriftAndWritesNothing() throws {
        var files = FileSet()
        files.add("new.txt", text: "x")
        let report = try FileSetWriter(root: root, mode: .check).apply(files)
        #expect(report.created == ["new.txt"])
        #expect(report.hasChanges)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("new.txt").path))
    }

    @Test func refusesPathsOutsideTheRoot() throws {
        var files = FileSet()
        files.add("ok.txt", text: "x")
        files.add("../escape.txt", text: "x")
        #expect(throws: DiagnosticsError.self) { try FileSetWriter(root: root).apply(files) }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("ok.txt").path))
    }

    @Test func removesOnlyRegularFilesStillAsWritten() throws {
        var files = FileSet()
        files.add("kept.txt", text: "new")
        files.add("old.txt", text: "old")
        files.add("edited.txt", text: "mine")
        files.add("folder/inside.txt", text: "x")
        _ = try FileSetWriter(root: root).apply(files)
        try Data("mine, edited".utf8).write(to: root.appendingPathComponent("edited.txt"))
        var next = FileSet()
        next.add("kept.txt", text: "new")
        let removals = [
            FileSetWriter.Removal(path: "old.txt", digest: SHA256.hex(of: "old")),
            FileSetWriter.Removal(path: "edited.txt", digest: SHA256.hex(of: "mine")),
            FileSetWriter.Removal(path: "folder", digest: SHA256.hex(of: "x")),
            FileSetWriter.Removal(path: "folder/inside.txt", digest: nil),
            FileSetWriter.Removal(path: "../escape.txt", digest: SHA256.hex(of: "x")),
            FileSetWriter.Removal(path: "missing.txt", digest: SHA256.hex(of: "x")),
        ]
        let report = try FileSetWriter(root: root).apply(next, removing: removals)
        #expect(report.removed == ["old.txt"])
        #expect(report.kept.map(\.path) == ["../escape.txt", "edited.txt", "folder", "folder/inside.txt"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("old.txt").path))
        for path in ["edited.txt", "folder/inside.txt"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path))
        }
    }

    @Test func refusesLinksOutOfTheRootAndWritesNothing() throws {
        let outside = root.appendingPathExtension("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("alias"), withDestinationURL: root.appendingPathComponent("inner"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("dangling").path, withDestinationPath: "/nonexistent/folder")
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.txt"), withDestinationURL: outside.appendingPathComponent("x"))
        #expect(mkfifo(root.appendingPathComponent("fifo").path, 0o644) == 0)

        var files = FileSet()
        files.add("fine.txt", text: "x")
        files.add("out/a.txt", text: "x")
        files.add("dangling/a.txt", text: "x")
        files.add("link.txt", text: "x")
        files.add("fifo", text: "x")
        files.add("inner", text: "x")
        do {
            _ = try FileSetWriter(root: root).apply(files)
            Issue.record("expected the writer to refuse")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.count == 5)
            #expect(messages.contains("cannot write out/a.txt: its folder 'out' is a symbolic link to '\(outside.path)', outside the project (\(root.path))"))
            #expect(messages.contains("cannot write dangling/a.txt: its folder 'dangling' is a symbolic link that leads nowhere"))
            #expect(messages.contains("cannot write link.txt: it is a symbolic link, not a regular file"))
            #expect(messages.contains("cannot write fifo: it is a FIFO, not a regular file"))
            #expect(messages.contains("cannot write inner: it is a folder, not a regular file"))
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("fine.txt").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)

        // A link that stays inside the root is followed.
        var inside = FileSet()
        inside.add("alias/a.txt", text: "x")
        #expect(try FileSetWriter(root: root).apply(inside).created == ["alias/a.txt"])
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("inner/a.txt").path))
    }

    @Test func keepsTheModeOfAFileItReplaces() throws {
        var files = FileSet()
        files.add("run.sh", text: "echo one")
        _ = try FileSetWriter(root: root).apply(files)
        #expect(chmod(root.appendingPathComponent("run.sh").path, 0o755) == 0)
        files.add("run.sh", text: "echo two")
        _ = try FileSetWriter(root: root).apply(files)
        let mode = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("run.sh").path)[.posixPermissions] as? Int
        #expect(mode == 0o755)
    }

    @Test func sweepsOnlyTheTemporariesOfRunsThatAreGone() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let stale = ".a.txt.scaffold-\(finished.processIdentifier)-1.tmp"
        let live = ".a.txt.scaffold-\(getpid())-7.tmp"
        let older = ".a.txt.\(UUID().uuidString).tmp"
        let otherFile = ".b.txt.scaffold-\(finished.processIdentifier)-1.tmp"
        for name in [stale, live, older, otherFile] {
            try Data("x".utf8).write(to: root.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".a.txt.scaffold-\(finished.processIdentifier)-2.tmp"), withIntermediateDirectories: true)
        let removed = TemporarySibling.sweep(folder: root.path, names: ["a.txt"])
        #expect(Set(removed) == [stale, older])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
            == [live, otherFile, ".a.txt.scaffold-\(finished.processIdentifier)-2.tmp"])
    }
}
