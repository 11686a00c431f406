import DependencyCheck
import Foundation

/// libFuzzer's entry point for the Swift source scan behind `check di` and the `needle` step
/// (scripts/fuzz.sh sourcescan builds and runs it): each input is written as a Swift file that
/// mentions `Component` (so it is parsed, not skipped) and checked as `check di` checks it — the
/// nesting guard, swift-syntax's parse, the declaration visitor, the graph and its validation —
/// then Needle's file is generated from the graph. Any crash, trap, hang or sanitizer report is
/// a finding.
func fuzzSourceScan(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let file = ScratchFolder.shared.file
    var data = Data("// Component Dependency\n".utf8)
    data.append(bytes, count: count)
    guard FileManager.default.createFile(atPath: file.path, contents: data) else { return 0 }
    let result = DependencyCheck.run(files: [file], relativeTo: ScratchFolder.shared.folder)
    _ = NeedleCodeGenerator.source(for: result.graph)
    return 0
}

/// The folder every input is written in, made once per process.
final class ScratchFolder: Sendable {
    static let shared = ScratchFolder()
    let folder: URL
    let file: URL

    private init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-source-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("Input.swift")
    }
}
