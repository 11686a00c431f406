import Foundation
import ScaffoldSupport
import Testing

@Suite struct DirectoryListingTests {
    /// A folder big enough that `readdir` fills its buffer many times over, with names long
    /// enough that an entry packed at a buffer's end is far shorter than `dirent` declares:
    /// every name comes back exactly, with its kind. (Run under ASan — the fuzz build — a copy
    /// of the whole entry is a heap-buffer-overflow read.)
    @Test func listsThousandsOfLongNamesExactly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var expected: [String] = []
        for index in 0..<3000 {
            let name = String(format: "%04d-", index) + String(repeating: "n", count: 40 + index % 200) + (index % 7 == 0 ? "-folder" : ".swift")
            if index % 7 == 0 {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: false)
            } else {
                try Data().write(to: root.appendingPathComponent(name))
            }
            expected.append(name)
        }
        let entries = DirectoryListing.entries(atPath: root.path)
        #expect(entries.map(\.name) == expected.sorted())
        #expect(entries.filter(\.isDirectory).map(\.name) == expected.filter { $0.hasSuffix("-folder") }.sorted())
    }
}
