import Foundation
@testable import ProjectImport
@testable import XcodeGenerator

/// libFuzzer's entry point for the OpenStep reader that reads a `project.pbxproj` — a
/// referenced project's, and the one `scaffold import` reads (scripts/fuzz.sh openstep builds
/// and runs it). Each input is parsed as the reader parses a file someone else wrote, then read
/// as `scaffold import` reads a project (its targets, settings, dependencies, packages) against
/// a folder that does not exist: any crash, trap, hang past libFuzzer's timeout or sanitizer
/// report is a finding; a result, `nil` or a located error is fine.
func fuzzOpenStep(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    if case let .success(value?) = OpenStepReader.checkedParse(text) {
        _ = value["objects"]?.dictionary?.count
    }
    guard let graph = try? PBXGraph(text: text) else { return 0 }
    let root = URL(fileURLWithPath: "/nonexistent-scaffold-fuzz")
    let settings = ImportedSettings(list: graph.project["buildConfigurationList"]?.string, in: graph, root: root)
    let importer = TargetImporter(graph: graph, packages: ImportedPackages(graph: graph, root: root), projectSettings: settings,
                                  root: root, report: { _ in })
    for (_, object) in graph.objects(graph.project["targets"]) { _ = importer.target(object) }
    return 0
}
