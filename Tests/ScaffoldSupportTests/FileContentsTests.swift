import Foundation
import ScaffoldSupport
import Testing

@Suite struct FileContentsTests {
    @Test func chunksAreOneFileHoweverTheyAreCut() {
        let whole = FileContents(Array("abcdef".utf8))
        let cut = FileContents(chunks: [Array("ab".utf8), [], Array("cdef".utf8)])
        #expect(cut.count == 6)
        #expect(cut.bytes == Array("abcdef".utf8))
        #expect(cut == whole)
        #expect(cut.matches(Array("abcdef".utf8)))
        #expect(!cut.matches(Array("abcdeX".utf8)))
        #expect(!cut.matches(Array("abXdef".utf8)))
        #expect(!cut.matches(Array("abcde".utf8)))
        #expect(cut != FileContents(chunks: [Array("ab".utf8), Array("cdeg".utf8)]))
    }

    @Test func chunkedFilesAreWrittenWholeAndThenLeftAlone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var files = FileSet()
        files.add("big.txt", contents: FileContents(chunks: [Array("head\n".utf8), Array(repeating: UInt8(ascii: "x"), count: 70_000), Array("tail\n".utf8)]))
        #expect(try FileSetWriter(root: root).apply(files).created == ["big.txt"])
        let written = try Data(contentsOf: root.appendingPathComponent("big.txt"))
        #expect(written.count == 70_010)
        #expect(Array(written) == files["big.txt"])
        // Cut differently, the same bytes: nothing to write.
        var again = FileSet()
        again.add("big.txt", bytes: files["big.txt"] ?? [])
        #expect(try FileSetWriter(root: root).apply(again).unchanged == ["big.txt"])
    }
}
