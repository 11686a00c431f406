import Foundation
import ScaffoldSupport
import Testing

/// `.scaffold/` is reached one way: no link on the way or at the file is ever followed.
@Suite struct ScaffoldFolderTests {
    func project() throws -> (root: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-folder-\(UUID().uuidString)")
        let root = base.appendingPathComponent("project"), outside = base.appendingPathComponent("outside")
        for folder in [root, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data("mine\n".utf8).write(to: outside.appendingPathComponent("victim"))
        return (root, outside)
    }

    @Test func writesReadsAndRemovesInARealFolder() throws {
        let (root, _) = try project()
        let folder = ScaffoldFolder(project: root)
        try folder.write("manifest-cache/a.json", bytes: Array("one".utf8))
        #expect(folder.read("manifest-cache/a.json") == Array("one".utf8))
        folder.remove("manifest-cache/a.json")
        #expect(folder.read("manifest-cache/a.json") == nil)
    }

    @Test func aLinkedFileIsReplacedNeverWrittenThroughAndNeverRead() throws {
        let (root, outside) = try project()
        let victim = outside.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".scaffold"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".scaffold/cache"), withDestinationURL: victim)
        let folder = ScaffoldFolder(project: root)
        #expect(folder.read("cache") == nil)
        #expect(throws: ScaffoldFolder.Refusal.self) { try folder.openFile("cache") }
        try folder.write("cache", bytes: Array("new".utf8))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n")
        #expect(folder.read("cache") == Array("new".utf8))
    }

    @Test func aLinkedFolderOnTheWayIsRefusedEvenInsideTheProject() throws {
        let (root, outside) = try project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".scaffold"), withDestinationURL: root.appendingPathComponent("elsewhere"))
        let folder = ScaffoldFolder(project: root)
        #expect { try folder.write("x", bytes: [1]) } throws: { "\($0)".contains(".scaffold is a symbolic link") }
        #expect { _ = try folder.folder("manifest-cache/helpers") } throws: { "\($0)".contains("symbolic link") }
        try FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".scaffold"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".scaffold/manifest-cache"), withDestinationURL: outside)
        #expect(throws: ScaffoldFolder.Refusal.self) { try folder.write("manifest-cache/p.json", bytes: [1]) }
        #expect(folder.existingFolder("manifest-cache") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["victim"])
    }

    @Test func aFIFOIsNeitherReadNorOpenedAsTheLock() throws {
        let (root, _) = try project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".scaffold"), withIntermediateDirectories: true)
        #expect(mkfifo(root.appendingPathComponent(".scaffold/prebuild.lock").path, 0o644) == 0)
        #expect(ScaffoldFolder(project: root).read("prebuild.lock") == nil)
        #expect { _ = try ProjectLock(root: root, timeout: 0) } throws: { "\($0)".contains("is a FIFO") }
    }

    @Test func placeholdersAreWrittenOnlyWhereNothingIs() throws {
        let (root, _) = try project()
        try Data("real output\n".utf8).write(to: root.appendingPathComponent("out.swift"))
        var files = FileSet()
        files.add("out.swift", text: "// placeholder\n")
        files.add("new.swift", text: "// placeholder\n")
        let report = try FileSetWriter(root: root).apply(files, creatingOnly: ["out.swift", "new.swift"])
        #expect(report.created == ["new.swift"])
        #expect(try String(contentsOf: root.appendingPathComponent("out.swift"), encoding: .utf8) == "real output\n")
        #expect(try String(contentsOf: root.appendingPathComponent("new.swift"), encoding: .utf8) == "// placeholder\n")
    }
}
