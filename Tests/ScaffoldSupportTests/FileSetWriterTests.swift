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
}
